import HTTPServer
import LayoutCore
import Locking
import StrictJSON

@testable import SheetService

/// A service with fixed clocks, the fixed-metrics measurer (or the one given) and a captured access log.
final class ServiceHarness: Sendable {
    let service: SheetService
    private let captured = CapturedLines()

    init(logFormat: AccessLog.Format = .json, measurer: any TextMeasuring = FixedMetricsMeasurer()) {
        let lines = captured
        let log = AccessLog(format: logFormat) { line in lines.append(line) }
        let environment = ServiceEnvironment(
            monotonicNanoseconds: { 1_000 }, timestamp: { "2026-01-01T00:00:00.000Z" }, accessLog: log)
        service = SheetService(measurer: measurer, environment: environment)
    }

    var logLines: [String] { captured.lines }

    func post(_ path: String, json: String, contentType: String? = "application/json", headers: [(String, String)] = [])
        -> HTTPResponse
    {
        post(path, body: Array(json.utf8), contentType: contentType, headers: headers)
    }

    func post(
        _ path: String, body: [UInt8], contentType: String? = "application/json", headers: [(String, String)] = []
    )
        -> HTTPResponse
    {
        var requestHeaders = HTTPHeaders()
        if let contentType { requestHeaders.append(name: "Content-Type", value: contentType) }
        for (name, value) in headers { requestHeaders.append(name: name, value: value) }
        return service.respond(to: HTTPRequest(method: "POST", path: path, headers: requestHeaders, body: body))
    }

    func get(_ path: String, headers: [(String, String)] = []) -> HTTPResponse {
        service.respond(
            to: HTTPRequest(method: "GET", path: path, headers: HTTPHeaders(headers.map { (name: $0.0, value: $0.1) })))
    }
}

extension HTTPResponse {
    /// The body parsed as JSON.
    func json() throws -> JSONValue { try JSONParser.parse(body) }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// Lines written by the access log.
final class CapturedLines: Sendable {
    private let storage = LockedValue<[String]>([])

    func append(_ line: String) { storage.withLock { $0.append(line) } }

    var lines: [String] { storage.withLock { $0 } }
}
