import HTTPServer
import LayoutCore
import Locking
import Testing

@testable import SheetService

/// The whole `GET /metrics` page, pinned byte for byte.
struct MetricsPageTests {
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
    @Test func pageIsPinned() {
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
        #expect(String(decoding: page.body, as: UTF8.self) == pinnedPage)
    }
}

/// The page those requests leave, every line of it.
private let pinnedPage = """
    # HELP sheetd_http_requests_total HTTP requests answered, by route, method and status.
    # TYPE sheetd_http_requests_total counter
    sheetd_http_requests_total{route="/animation",method="POST",status="200"} 1
    sheetd_http_requests_total{route="/layout",method="POST",status="200"} 2
    sheetd_http_requests_total{route="/layout",method="POST",status="422"} 1
    sheetd_http_requests_total{route="/layout",method="other",status="405"} 1
    sheetd_http_requests_total{route="/preview",method="POST",status="503"} 1
    sheetd_http_requests_total{route="unmatched",method="GET",status="404"} 1
    # HELP sheetd_http_requests_in_flight Requests being processed.
    # TYPE sheetd_http_requests_in_flight gauge
    sheetd_http_requests_in_flight 1
    # HELP sheetd_http_request_duration_seconds Time from a complete request to its response, by route.
    # TYPE sheetd_http_request_duration_seconds histogram
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.0001"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.00025"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.0005"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.001"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.0025"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.005"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.01"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.025"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.05"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.1"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="0.25"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="1.0"} 0
    sheetd_http_request_duration_seconds_bucket{route="/animation",le="+Inf"} 1
    sheetd_http_request_duration_seconds_sum{route="/animation"} 2.55879
    sheetd_http_request_duration_seconds_count{route="/animation"} 1
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.0001"} 0
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.00025"} 0
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.0005"} 1
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.001"} 1
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.0025"} 2
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.005"} 2
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.01"} 2
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.025"} 3
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.05"} 3
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.1"} 3
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="0.25"} 3
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="1.0"} 3
    sheetd_http_request_duration_seconds_bucket{route="/layout",le="+Inf"} 4
    sheetd_http_request_duration_seconds_sum{route="/layout"} 143.51376
    sheetd_http_request_duration_seconds_count{route="/layout"} 4
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.0001"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.00025"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.0005"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.001"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.0025"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.005"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.01"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.025"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.05"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.1"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="0.25"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="1.0"} 0
    sheetd_http_request_duration_seconds_bucket{route="unmatched",le="+Inf"} 1
    sheetd_http_request_duration_seconds_sum{route="unmatched"} 15.94323
    sheetd_http_request_duration_seconds_count{route="unmatched"} 1
    # HELP sheetd_compute_duration_seconds Time spent computing layouts and animations.
    # TYPE sheetd_compute_duration_seconds histogram
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.0001"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.00025"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.0005"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.001"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.0025"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.005"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.01"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.025"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.05"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.1"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="0.25"} 0
    sheetd_compute_duration_seconds_bucket{kind="animation",le="1.0"} 1
    sheetd_compute_duration_seconds_bucket{kind="animation",le="+Inf"} 1
    sheetd_compute_duration_seconds_sum{kind="animation"} 0.59049
    sheetd_compute_duration_seconds_count{kind="animation"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.0001"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.00025"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.0005"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.001"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.0025"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.005"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.01"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.025"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.05"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.1"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="0.25"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="1.0"} 1
    sheetd_compute_duration_seconds_bucket{kind="layout",le="+Inf"} 1
    sheetd_compute_duration_seconds_sum{kind="layout"} 9e-05
    sheetd_compute_duration_seconds_count{kind="layout"} 1
    # HELP sheetd_response_cache_lookups_total Response cache lookups for /layout and /animation, by result.
    # TYPE sheetd_response_cache_lookups_total counter
    sheetd_response_cache_lookups_total{result="hit"} 1
    sheetd_response_cache_lookups_total{result="miss"} 3
    # HELP sheetd_response_cache_evictions_total Answers evicted from the response cache to stay within its bytes.
    # TYPE sheetd_response_cache_evictions_total counter
    sheetd_response_cache_evictions_total 0
    # HELP sheetd_response_cache_deferred_total Answers not stored because their request was not seen often enough yet.
    # TYPE sheetd_response_cache_deferred_total counter
    sheetd_response_cache_deferred_total 0
    # HELP sheetd_response_cache_entries Answers in the response cache.
    # TYPE sheetd_response_cache_entries gauge
    sheetd_response_cache_entries 2
    # HELP sheetd_response_cache_bytes Bytes charged to the response cache's entries.
    # TYPE sheetd_response_cache_bytes gauge
    sheetd_response_cache_bytes 11095
    # HELP sheetd_response_cache_capacity_bytes The response cache's bound in bytes (0: disabled).
    # TYPE sheetd_response_cache_capacity_bytes gauge
    sheetd_response_cache_capacity_bytes 1048576
    extra 1

    """
