import HTTPMessages
import LayoutCore
import Testing

@testable import SheetService

/// `readyAnswer(to:)`: cache hits answered on the network thread, exactly as `respond(to:)` would.
@Suite struct ReadyAnswerTests {
    static let seed = AnimationRequests.seed("")

    static func service(cacheBytes: Int = 1 << 20, lines: CapturedLines = CapturedLines()) -> SheetService {
        let environment = ServiceEnvironment(
            monotonicNanoseconds: { 1_000 }, timestamp: { "2026-01-01T00:00:00.000Z" },
            accessLog: AccessLog(format: .json) { lines.append($0) })
        return SheetService(measurer: FixedMetricsMeasurer(), environment: environment, responseCacheBytes: cacheBytes)
    }

    static func post(_ path: String, _ json: String, headers: HTTPHeaders = ["Content-Type": "application/json"])
        -> HTTPRequest
    {
        HTTPRequest(method: "POST", path: path, headers: headers, body: Array(json.utf8))
    }

    /// `service.readyAnswer(to:)` on a copy of `request`, for tests that don't look at the digest it leaves.
    static func ready(_ service: SheetService, _ request: HTTPRequest) -> HTTPResponse? {
        var request = request
        return service.readyAnswer(to: &request)
    }

    /// Before the answer is cached there is none (and no miss is counted); afterwards the ready
    /// answer equals what `respond(to:)` gives a hit, with its own request id, and is counted and logged.
    @Test(arguments: ["/layout", "/animation"])
    func aHitIsReadyAndEqualToTheWorkersAnswer(path: String) throws {
        let lines = CapturedLines()
        let service = Self.service(lines: lines)
        let body = path == "/layout" ? Self.seed : AnimationRequests.seed("\"transition\":\"dismiss\",\"fps\":60")
        let request = Self.post(path, body)
        #expect(Self.ready(service, request) == nil)
        #expect(service.responseCache.statistics.misses == 0)

        let computed = service.respond(to: request)
        let replayed = service.respond(to: request)
        let ready = try #require(Self.ready(service, request))
        #expect(computed.status == 200)
        #expect(ready.status == 200)
        #expect(ready.body == computed.body)
        #expect(ready.headers.map(\.name) == replayed.headers.map(\.name))
        for name in ["Content-Type", "ETag", "Cache-Control"] {
            #expect(ready.headers[name] == replayed.headers[name], "\(name)")
        }
        #expect(ready.headers["X-Request-Id"] != replayed.headers["X-Request-Id"])

        let statistics = service.responseCache.statistics
        #expect(statistics.misses == 1)
        #expect(statistics.hits == 2)
        #expect(lines.lines.count == 3)
        #expect(lines.lines.last?.contains("\"path\":\"\(path)\"") == true)
        let metrics = service.respond(to: HTTPRequest(method: "GET", path: "/metrics")).text
        #expect(metrics.contains("sheetd_http_requests_total{route=\"\(path)\",method=\"POST\",status=\"200\"} 3"))
    }

    /// A client's own request id is kept on a ready answer, as on any other.
    @Test func keepsTheClientsRequestID() throws {
        let service = Self.service()
        _ = service.respond(to: Self.post("/layout", Self.seed))
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        headers.append(name: "X-Request-Id", value: "trace-42")
        let ready = try #require(Self.ready(service, Self.post("/layout", Self.seed, headers: headers)))
        #expect(ready.headers["X-Request-Id"] == "trace-42")
    }

    /// Everything that is not a cached POST of /layout or /animation goes to the workers.
    @Test func othersAreNotReady() {
        let service = Self.service()
        _ = service.respond(to: Self.post("/layout", Self.seed))
        #expect(Self.ready(service, HTTPRequest(method: "GET", path: "/layout")) == nil)
        #expect(Self.ready(service, HTTPRequest(method: "GET", path: "/healthz")) == nil)
        #expect(Self.ready(service, Self.post("/preview", Self.seed)) == nil)
        let plainText = Self.post("/layout", Self.seed, headers: ["Content-Type": "text/plain"])
        #expect(Self.ready(service, plainText) == nil)
        #expect(Self.ready(service, Self.post("/layout", Self.seed + " ")) == nil)
        let uncached = Self.service(cacheBytes: 0)
        _ = uncached.respond(to: Self.post("/layout", Self.seed))
        #expect(Self.ready(uncached, Self.post("/layout", Self.seed)) == nil)
    }

    /// A miss leaves the cache key's digest in the request; the worker stores its answer under that key, which a
    /// request hashed afresh then finds. A wrong digest costs a miss, never another request's answer.
    @Test func aMissHandsItsDigestToTheWorker() throws {
        let service = Self.service()
        var request = Self.post("/layout", Self.seed)
        #expect(service.readyAnswer(to: &request) == nil)
        let fresh = ResponseCache.Key(route: "/layout", contentType: "application/json", body: request.body)
        #expect(request.digest == fresh.digest)

        let computed = service.respond(to: request)
        #expect(computed.status == 200)
        let ready = try #require(Self.ready(service, Self.post("/layout", Self.seed)))
        #expect(ready.body == computed.body)
        #expect(service.responseCache.statistics.misses == 1)

        var misled = Self.post("/layout", Self.seed)
        misled.digest = fresh.digest &+ 1
        let answer = service.respond(to: misled)
        #expect(answer.body == computed.body)
        #expect(service.responseCache.statistics.misses == 2)

        var other = Self.post("/layout", Self.seed.replacing("\"height\":100", with: "\"height\":90"))
        other.digest = fresh.digest
        let otherAnswer = service.respond(to: other)
        #expect(otherAnswer.status == 200)
        #expect(otherAnswer.body != computed.body)
    }
}
