import Foundation
import HTTPMessages
import LayoutCore
import Locking
import Testing

@testable import SheetService

/// The whole `GET /metrics` page, pinned byte for byte in `Fixtures/metrics/page.txt` (`make regen-goldens`
/// rewrites it with the golden layouts).
struct MetricsPageTests {
    static let pinnedPage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/metrics/page.txt")

    /// A service with the response cache on and a clock whose steps triple at each reading (10 µs, 30 µs, …), so
    /// the durations fall in many buckets and past the last.
    static func steppingService() -> SheetService {
        let clock = LockedValue<(now: UInt64, step: UInt64)>((0, 10_000))
        let environment = ServiceEnvironment(
            monotonicNanoseconds: {
                clock.withLock {
                    $0.now += $0.step
                    $0.step *= 3
                    return $0.now
                }
            },
            timestamp: { "" }, accessLog: AccessLog(format: .off) { _ in })
        return SheetService(
            measurer: FixedMetricsMeasurer(), environment: environment, extraMetrics: { "extra 1\n" },
            responseCacheBytes: 1 << 20)
    }

    /// Answered, replayed, invalid, unknown, refused and rejected requests leave exactly this page.
    @Test func pageIsPinned() throws {
        let service = Self.steppingService()
        let json: HTTPHeaders = ["Content-Type": "application/json"]
        let seed = Array(AnimationRequests.seed("").utf8)
        for request in [
            HTTPRequest(method: "POST", path: "/layout", headers: json, body: seed),
            HTTPRequest(method: "POST", path: "/layout", headers: json, body: seed),
            HTTPRequest(method: "POST", path: "/layout", headers: json, body: Array("{}".utf8)),
            HTTPRequest(
                method: "POST", path: "/animation", headers: json,
                body: Array(AnimationRequests.seed(#""transition":"present""#).utf8)),
            HTTPRequest(method: "GET", path: "/nope"),
            HTTPRequest(method: "BREW", path: "/layout"),
        ] {
            _ = service.respond(to: request)
        }
        _ = service.respond(to: .overloaded, for: HTTPRequest(method: "POST", path: "/preview"))
        let page = service.respond(to: HTTPRequest(method: "GET", path: "/metrics"))
        #expect(page.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8")
        if ProcessInfo.processInfo.environment["REGENERATE_GOLDENS"] == "1" {  // make regen-goldens
            // The answers' sizes are on the page: a new member of /layout moves its byte counts.
            try Data(page.body).write(to: Self.pinnedPage)
            return
        }
        #expect(page.body == Array(try Data(contentsOf: Self.pinnedPage)))
    }
}
