import HTTPMessages
import LayoutCore
import Testing

@testable import SheetService

/// The cache of `/layout` and `/animation` answers: replays, bounds, what it refuses, and its counters.
@Suite struct ResponseCacheTests {
    static let seed = AnimationRequests.seed("")
    static let environment = ServiceEnvironment(
        monotonicNanoseconds: { 1_000 }, timestamp: { "2026-01-01T00:00:00.000Z" },
        accessLog: AccessLog(format: .off) { _ in })

    static func service(cacheBytes: Int, minimumUses: Int = 1) -> SheetService {
        SheetService(
            measurer: FixedMetricsMeasurer(), environment: environment, responseCacheBytes: cacheBytes,
            responseCacheMinimumUses: minimumUses)
    }

    static func post(_ path: String, _ json: String, contentType: String = "application/json") -> HTTPRequest {
        HTTPRequest(method: "POST", path: path, headers: ["Content-Type": contentType], body: Array(json.utf8))
    }

    /// A layout request with `title`, so each title gives different request bytes.
    static func layout(title: String) -> String {
        """
        {"screen":{"width":390,"height":844,"scale":3},"sheet":{"title":"\(title)",\
        "actions":[{"title":"OK","style":"default"},{"title":"Cancel","style":"cancel"}]}}
        """
    }

    /// A hit answers with the same bytes, headers and ETag as the miss that filled it, and as an uncached service.
    @Test(arguments: ["/layout", "/animation"])
    func hitReplaysTheSameAnswer(path: String) throws {
        let body = path == "/layout" ? Self.seed : AnimationRequests.seed("\"transition\":\"dismiss\",\"fps\":60")
        let cached = Self.service(cacheBytes: 1 << 20)
        let uncached = Self.service(cacheBytes: 0)
        let request = Self.post(path, body)
        let miss = cached.respond(to: request)
        let hit = cached.respond(to: request)
        let reference = uncached.respond(to: request)
        #expect(miss.status == 200)
        #expect(hit.body == miss.body)
        #expect(hit.body == reference.body)
        #expect(hit.headers["ETag"] == reference.headers["ETag"])
        #expect(hit.headers["ETag"] != nil)
        let names = { (response: HTTPResponse) in response.headers.map(\.name) }
        #expect(names(hit) == names(reference))
        #expect(hit.headers["Content-Type"] == reference.headers["Content-Type"])
        let statistics = cached.responseCache.statistics
        #expect(statistics.hits == 1)
        #expect(statistics.misses == 1)
        #expect(statistics.entryCount == 1)
    }

    /// Requests that differ in one byte, in the route or in the media type never share an answer.
    @Test func keyCoversBodyRouteAndMediaType() {
        let service = Self.service(cacheBytes: 1 << 20)
        _ = service.respond(to: Self.post("/layout", Self.layout(title: "A")))
        let other = service.respond(to: Self.post("/layout", Self.layout(title: "B")))
        #expect(other.text.contains("\"B\""))
        _ = service.respond(
            to: Self.post("/layout", Self.layout(title: "A"), contentType: "application/json; charset=utf-8"))
        let animation = service.respond(to: Self.post("/animation", Self.layout(title: "A")))
        #expect(animation.status == 422)  // no transition: computed, not replayed from /layout
        #expect(service.responseCache.statistics.hits == 0)
        #expect(service.responseCache.statistics.entryCount == 3)
    }

    /// The key's digest is the same for the same route, media type and body, and differs when any of them does
    /// (the byte in the middle of the body, the route, the media type, or its absence).
    @Test func keyDigestCoversBodyRouteAndMediaType() {
        let body = Array(Self.layout(title: "A").utf8)
        func digest(_ route: String = "/layout", _ contentType: String? = "application/json", _ bytes: [UInt8]? = nil)
            -> Int
        {
            ResponseCache.Key(route: route, contentType: contentType, body: bytes ?? body).digest
        }
        var changed = body
        changed[body.count / 2] ^= 1
        #expect(digest() == digest())
        let digests = [
            digest(), digest("/animation"), digest("/layout", "application/json; charset=utf-8"),
            digest("/layout", nil), digest("/layout", "application/json", changed),
        ]
        #expect(Set(digests).count == digests.count)
    }

    /// Stored bytes never pass the bound: the least recently used answers are evicted first.
    @Test func boundedInBytesWithLRUEviction() throws {
        let probe = Self.service(cacheBytes: 1 << 20)
        _ = probe.respond(to: Self.post("/layout", Self.layout(title: "T0")))
        let entryBytes = probe.responseCache.statistics.bytes
        #expect(entryBytes > 1_000)
        // Room for three entries of about this size, not four.
        let service = Self.service(cacheBytes: entryBytes * 3 + entryBytes / 2)
        for index in 0..<3 { _ = service.respond(to: Self.post("/layout", Self.layout(title: "T\(index)"))) }
        _ = service.respond(to: Self.post("/layout", Self.layout(title: "T0")))  // T0 becomes the newest
        _ = service.respond(to: Self.post("/layout", Self.layout(title: "T3")))  // evicts T1, the oldest
        var statistics = service.responseCache.statistics
        #expect(statistics.evictions == 1)
        #expect(statistics.entryCount == 3)
        #expect(statistics.bytes <= statistics.capacityBytes)
        #expect(statistics.hits == 1)
        _ = service.respond(to: Self.post("/layout", Self.layout(title: "T0")))
        _ = service.respond(to: Self.post("/layout", Self.layout(title: "T1")))
        statistics = service.responseCache.statistics
        #expect(statistics.hits == 2)  // T0 stayed, T1 was gone
        for index in 0..<50 { _ = service.respond(to: Self.post("/layout", Self.layout(title: "N\(index)"))) }
        statistics = service.responseCache.statistics
        #expect(statistics.bytes <= statistics.capacityBytes)
        #expect(statistics.entryCount <= 3)
    }

    /// With two uses required (the daemon's default), the first answer is computed and not stored, the
    /// second is stored, the third replayed; the replay is the same as an uncached service's answer.
    @Test func secondSightingIsStoredThirdIsReplayed() {
        let service = Self.service(cacheBytes: 1 << 20, minimumUses: 2)
        let request = Self.post("/layout", Self.seed)
        let answers = (0..<3).map { _ in service.respond(to: request) }
        let statistics = service.responseCache.statistics
        #expect(statistics.misses == 2)
        #expect(statistics.deferred == 1)
        #expect(statistics.hits == 1)
        #expect(statistics.entryCount == 1)
        let reference = Self.service(cacheBytes: 0).respond(to: request)
        #expect(answers.allSatisfy { $0.body == reference.body && $0.headers["ETag"] == reference.headers["ETag"] })
    }

    /// One-off requests pass through without being stored, so an answer asked for again survives a stream
    /// of them that would evict it from a cache storing every answer.
    @Test func oneOffRequestsDoNotEvictRepeatedAnswers() {
        let probe = Self.service(cacheBytes: 1 << 20)
        _ = probe.respond(to: Self.post("/layout", Self.layout(title: "T0")))
        let entryBytes = probe.responseCache.statistics.bytes
        for minimumUses in [1, 2] {
            let service = Self.service(cacheBytes: entryBytes * 3 + entryBytes / 2, minimumUses: minimumUses)
            for _ in 0..<minimumUses { _ = service.respond(to: Self.post("/layout", Self.layout(title: "Popular"))) }
            for index in 0..<50 { _ = service.respond(to: Self.post("/layout", Self.layout(title: "N\(index)"))) }
            _ = service.respond(to: Self.post("/layout", Self.layout(title: "Popular")))
            let statistics = service.responseCache.statistics
            #expect(statistics.hits == (minimumUses == 2 ? 1 : 0), "minimum uses \(minimumUses)")
            #expect(statistics.evictions == (minimumUses == 2 ? 0 : 49), "minimum uses \(minimumUses)")
            #expect(statistics.deferred == (minimumUses == 2 ? 51 : 0), "minimum uses \(minimumUses)")
        }
    }

    /// An answer larger than the whole cache is not stored, and a cache of 0 bytes stores nothing.
    @Test func tooLargeOrDisabledStoresNothing() {
        let tiny = Self.service(cacheBytes: 512)
        _ = tiny.respond(to: Self.post("/layout", Self.seed))
        #expect(tiny.responseCache.statistics.entryCount == 0)
        let disabled = Self.service(cacheBytes: 0)
        _ = disabled.respond(to: Self.post("/layout", Self.seed))
        _ = disabled.respond(to: Self.post("/layout", Self.seed))
        #expect(
            disabled.responseCache.statistics
                == ResponseCacheStatistics(
                    hits: 0, misses: 0, evictions: 0, deferred: 0, entryCount: 0, bytes: 0, capacityBytes: 0))
    }

    /// Errors (400, 415, 422) are computed every time, never stored.
    @Test func nonOKAnswersAreNotCached() {
        let service = Self.service(cacheBytes: 1 << 20)
        let requests = [
            Self.post("/layout", "{"),
            Self.post("/layout", Self.seed, contentType: "text/plain"),
            Self.post("/layout", #"{"screen":{"width":-1},"sheet":{"actions":[]}}"#),
        ]
        for request in requests {
            let first = service.respond(to: request)
            let second = service.respond(to: request)
            #expect(first.status != 200)
            #expect(second.status == first.status)
            #expect(second.body == first.body)
        }
        let statistics = service.responseCache.statistics
        #expect(statistics.entryCount == 0)
        #expect(statistics.hits == 0)
        #expect(statistics.misses == 6)
    }

    /// `GET /metrics` reports hits, misses, evictions, entries and bytes.
    @Test func countersAppearInMetrics() {
        let service = Self.service(cacheBytes: 1 << 20)
        _ = service.respond(to: Self.post("/layout", Self.seed))
        _ = service.respond(to: Self.post("/layout", Self.seed))
        _ = service.respond(to: Self.post("/layout", Self.seed))
        let text = service.respond(to: HTTPRequest(method: "GET", path: "/metrics")).text
        #expect(text.contains("sheetd_response_cache_lookups_total{result=\"hit\"} 2\n"))
        #expect(text.contains("sheetd_response_cache_lookups_total{result=\"miss\"} 1\n"))
        #expect(text.contains("sheetd_response_cache_evictions_total 0\n"))
        #expect(text.contains("sheetd_response_cache_deferred_total 0\n"))
        #expect(text.contains("sheetd_response_cache_entries 1\n"))
        #expect(text.contains("sheetd_response_cache_capacity_bytes 1048576\n"))
    }

    /// Concurrent hits and misses from many threads keep the counters consistent and the answers right.
    @Test func concurrentUseIsConsistent() async {
        let service = Self.service(cacheBytes: 64 << 10)
        let expected = Self.service(cacheBytes: 0).respond(to: Self.post("/layout", Self.seed)).body
        await withTaskGroup(of: Bool.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var isRight = true
                    for index in 0..<50 {
                        let body = index % 2 == 0 ? Self.seed : Self.layout(title: "W\(worker)-\(index % 10)")
                        let response = service.respond(to: Self.post("/layout", body))
                        if index % 2 == 0 { isRight = isRight && response.body == expected }
                    }
                    return isRight
                }
            }
            for await isRight in group { #expect(isRight) }
        }
        let statistics = service.responseCache.statistics
        #expect(statistics.hits + statistics.misses == 200)
        #expect(statistics.bytes <= statistics.capacityBytes)
    }
}
