import Foundation
import HTTPMessages
import LayoutCore
import Locking
import StrictJSON

@testable import SheetService

/// A service with fixed clocks, the fixed-metrics measurer (or the one given) and a captured access log.
final class ServiceHarness: Sendable {
    let service: SheetService
    private let captured = CapturedLines()

    init(
        logFormat: AccessLog.Format = .json, responseCacheBytes: Int = 0, cacheMaxAge: Int = 86_400,
        cors: CORSPolicy = .none, maxBodyBytes: Int = .max,
        measurer: any TextMeasuring = FixedMetricsMeasurer()
    ) {
        let lines = captured
        let log = AccessLog(format: logFormat) { line in lines.append(line) }
        let environment = ServiceEnvironment(
            monotonicNanoseconds: { 1_000 }, timestamp: { "2026-01-01T00:00:00.000Z" }, accessLog: log)
        service = SheetService(
            measurer: measurer, environment: environment, responseCacheBytes: responseCacheBytes,
            cacheMaxAge: cacheMaxAge, cors: cors, maxBodyBytes: maxBodyBytes)
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

    func get(_ path: String, query: String? = nil, method: String = "GET", headers: [(String, String)] = [])
        -> HTTPResponse
    {
        service.respond(
            to: HTTPRequest(
                method: method, path: path, query: query,
                headers: HTTPHeaders(headers.map { (name: $0.0, value: $0.1) })))
    }

    /// The GET form of `POST path` with `json` as its body: `request=` and the JSON in base64url without padding.
    func getForm(_ path: String, json: String, method: String = "GET", headers: [(String, String)] = [])
        -> HTTPResponse
    {
        get(path, query: "request=" + base64URL(json), method: method, headers: headers)
    }
}

/// `text`'s UTF-8 in base64url without padding, through Foundation's base64 so that the encoder is not the one under
/// test.
func base64URL(_ text: String) -> String {
    base64URLBytes(Array(text.utf8))
}

/// `bytes` in base64url without padding, through Foundation's base64.
func base64URLBytes(_ bytes: [UInt8]) -> String {
    var encoded = Data(bytes).base64EncodedString()
    encoded = encoded.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    while encoded.hasSuffix("=") { encoded.removeLast() }
    return encoded
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
