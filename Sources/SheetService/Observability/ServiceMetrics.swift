import Locking
import Synchronization

/// Counters and histograms for `GET /metrics`, in the Prometheus text format. Thread-safe.
final class ServiceMetrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let latencyBuckets: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1,
    ]

    private struct RequestKey: Hashable, Comparable {
        var route: String
        var method: String
        var status: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.route, lhs.method, lhs.status) < (rhs.route, rhs.method, rhs.status)
        }
    }

    private struct State {
        var requests: [RequestKey: UInt64] = [:]
        var latency: [String: PrometheusHistogram] = [:]
        var computation: [String: PrometheusHistogram] = [:]
    }

    private let state = LockedValue(State())
    /// Kept apart from `state` so a request takes the lock once, when it finishes.
    private let inFlight = Atomic<Int>(0)

    /// A request started.
    func requestStarted() {
        inFlight.add(1, ordering: .relaxed)
    }

    /// A request finished on `route` (a route pattern, never a raw path, to bound cardinality).
    func requestFinished(route: String, method: String, status: Int, seconds: Double) {
        inFlight.subtract(1, ordering: .relaxed)
        state.withLock {
            $0.requests[RequestKey(route: route, method: method, status: status), default: 0] += 1
            $0.latency[route, default: PrometheusHistogram(bounds: Self.latencyBuckets)].observe(seconds)
        }
    }

    /// A request was answered by the HTTP layer without reaching a handler (413, 503).
    func requestRejected(route: String, method: String, status: Int) {
        state.withLock { $0.requests[RequestKey(route: route, method: method, status: status), default: 0] += 1 }
    }

    /// Time spent computing a layout or an animation, without decoding and encoding.
    func computed(_ kind: String, seconds: Double) {
        state.withLock {
            $0.computation[kind, default: PrometheusHistogram(bounds: Self.latencyBuckets)].observe(seconds)
        }
    }

    /// The Prometheus text exposition (version 0.0.4), each family's series in the order of their labels.
    func render() -> String {
        let snapshot = state.withLock { $0 }
        let inFlightNow = inFlight.load(ordering: .relaxed)
        var writer = PrometheusTextWriter()
        let requests = "sheetd_http_requests_total"
        writer.family(requests, type: .counter, help: "HTTP requests answered, by route, method and status.")
        for (key, count) in snapshot.requests.sorted(by: { $0.key < $1.key }) {
            writer.sample(
                requests, labels: ["route": key.route, "method": key.method, "status": String(key.status)], value: count
            )
        }
        writer.gauge("sheetd_http_requests_in_flight", help: "Requests being processed.", value: inFlightNow)
        Self.write(
            "sheetd_http_request_duration_seconds", help: "Time from a complete request to its response, by route.",
            label: "route", snapshot.latency, to: &writer)
        Self.write(
            "sheetd_compute_duration_seconds", help: "Time spent computing layouts and animations.", label: "kind",
            snapshot.computation, to: &writer)
        return writer.text
    }

    private static func write(
        _ name: String, help: String, label: String, _ histograms: [String: PrometheusHistogram],
        to writer: inout PrometheusTextWriter
    ) {
        writer.family(name, type: .histogram, help: help)
        for (value, histogram) in histograms.sorted(by: { $0.key < $1.key }) {
            writer.histogram(name, labels: [label: value], histogram)
        }
    }
}
