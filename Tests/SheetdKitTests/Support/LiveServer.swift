import Foundation
import HTTPMessages
import HTTPServer
import Locking
import SheetService
import SheetdKit
import TextShaping

/// A real sheetd on `127.0.0.1` (HTTPServer and SheetService, as `sheetd` wires them) with HarfBuzz + ICU, and a
/// record of what it was asked and answered. `answering503` makes it refuse its first requests with 503 and a
/// `Retry-After`, as an overloaded daemon does. Stops when `stop()` is called.
final class LiveServer: Sendable {
    /// One exchange the server saw.
    struct Exchange: Sendable {
        let method: String
        let path: String
        let ifNoneMatch: String?
        let status: Int
        /// The body bytes the HTTP layer sends: none for `HEAD` and `304`, whose body only sets `Content-Length`.
        let bodyBytes: Int
    }

    /// The measurer every live server and every local answer of the tests share: fonts load once.
    static let measurer: HarfBuzzTextMeasurer = {
        do {
            return try HarfBuzzTextMeasurer()
        } catch {
            fatalError("fonts missing (scripts/ensure-deps.sh fonts): \(error)")
        }
    }()

    let service: SheetService
    let port: Int
    private let server: HTTPServer
    private let log = LockedValue<[Exchange]>([])
    private let refusals = LockedValue<Int>(0)

    /// Starts a server.
    /// - Parameters:
    ///   - answering503: how many requests to refuse with 503 first.
    ///   - retryAfter: the `Retry-After` of those refusals.
    ///   - refusingGET: answers `GET /layout` with 405, as a sheetd from before the GET form does.
    ///   - delay: seconds each answer is held back, as a stalled server's would be.
    init(answering503 count: Int = 0, retryAfter: String = "1", refusingGET: Bool = false, delay: Double = 0) throws {
        let service = SheetService(
            measurer: Self.measurer,
            environment: .system(accessLog: AccessLog(format: .off, sink: { _ in })))
        self.service = service
        refusals.withLock { $0 = count }
        var configuration = HTTPServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        let log = self.log
        let refusals = self.refusals
        server = HTTPServer(
            configuration: configuration,
            handler: { request in
                if delay > 0 { Thread.sleep(forTimeInterval: delay) }
                let refuse = refusals.withLock { remaining in
                    guard remaining > 0 else { return false }
                    remaining -= 1
                    return true
                }
                var response: HTTPResponse
                if refusingGET, request.method == "GET", request.path != "/profiles" {
                    response = HTTPResponse(status: 405, headers: ["Allow": "POST"], body: [])
                } else if refuse {
                    response = HTTPResponse(
                        status: 503,
                        headers: ["Content-Type": "application/problem+json", "Retry-After": retryAfter],
                        body: Array(
                            #"{"type":"urn:sheetd:problem:overloaded","title":"Service Unavailable","status":503,"detail":"Too many requests are in progress; retry shortly."}"#
                                .utf8))
                } else {
                    response = service.respond(to: request)
                }
                let exchange = Exchange(
                    method: request.method, path: request.path, ifNoneMatch: request.headers["If-None-Match"],
                    status: response.status,
                    bodyBytes: request.method == "HEAD" || response.status == 304 ? 0 : response.body.count)
                log.withLock { $0.append(exchange) }
                return response
            },
            rejectionHandler: { service.respond(to: $0, for: $1) })
        port = try server.start()
    }

    /// The server's root URL.
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every exchange so far, in order.
    var exchanges: [Exchange] { log.withLock { $0 } }

    /// A client that asks this server only, by `POST`, measuring text as the server does.
    var postingClient: SheetdClient {
        var configuration = SheetdClient.Configuration(policy: .serverOnly)
        configuration.usesGET = false
        return SheetdClient(baseURL: url, configuration: configuration, measurer: Self.measurer)
    }

    /// A client that computes every answer in-process, never asking a server.
    static var localClient: SheetdClient {
        SheetdClient(baseURL: nil, configuration: SheetdClient.Configuration(policy: .localOnly), measurer: measurer)
    }

    /// Stops the server.
    func stop() {
        _ = server.stop(drainTimeout: .seconds(2))
    }

    /// The body `POST path` answers, straight from the service (no client code involved).
    func post(_ path: String, _ body: Data, accept: String? = nil) -> (status: Int, body: Data) {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if let accept { headers.append(name: "Accept", value: accept) }
        let response = service.respond(to: HTTPRequest(method: "POST", path: path, headers: headers, body: Array(body)))
        return (response.status, Data(response.body))
    }
}

/// A port that was just open and is closed now: a stopped sheetd.
func stoppedServerURL() throws -> URL {
    let server = try LiveServer()
    server.stop()
    return server.url
}
