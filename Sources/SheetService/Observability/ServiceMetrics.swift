import Locking
import Synchronization

/// Counters and histograms for `GET /metrics`, in the Prometheus text format. Thread-safe.
final class ServiceMetrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let latencyBuckets: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1,
    ]

    private struct Histogram {
        var counts = [UInt64](repeating: 0, count: ServiceMetrics.latencyBuckets.count)
        var total: UInt64 = 0
        var sum: Double = 0

        mutating func observe(_ seconds: Double) {
            for (index, bound) in ServiceMetrics.latencyBuckets.enumerated() where seconds <= bound {
                counts[index] += 1
            }
            total += 1
            sum += seconds
        }
    }

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
        var latency: [String: Histogram] = [:]
        var computation: [String: Histogram] = [:]
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
            $0.latency[route, default: Histogram()].observe(seconds)
        }
    }

    /// A request was answered by the HTTP layer without reaching a handler (413, 503).
    func requestRejected(route: String, method: String, status: Int) {
        state.withLock { $0.requests[RequestKey(route: route, method: method, status: status), default: 0] += 1 }
    }

    /// Time spent computing a layout or an animation, without decoding and encoding.
    func computed(_ kind: String, seconds: Double) {
        state.withLock { $0.computation[kind, default: Histogram()].observe(seconds) }
    }

    /// The Prometheus text exposition (version 0.0.4).
    func render() -> String {
        let snapshot = state.withLock { $0 }
        let inFlightNow = inFlight.load(ordering: .relaxed)
        var out = ""
        out += "# HELP sheetd_http_requests_total HTTP requests answered, by route, method and status.\n"
        out += "# TYPE sheetd_http_requests_total counter\n"
        for (key, count) in snapshot.requests.sorted(by: { $0.key < $1.key }) {
            out +=
                "sheetd_http_requests_total{route=\"\(key.route)\",method=\"\(Self.escape(key.method))\",status=\"\(key.status)\"} \(count)\n"
        }
        out += "# HELP sheetd_http_requests_in_flight Requests being processed.\n"
        out += "# TYPE sheetd_http_requests_in_flight gauge\n"
        out += "sheetd_http_requests_in_flight \(inFlightNow)\n"
        out += Self.render(
            "sheetd_http_request_duration_seconds", help: "Time from a complete request to its response, by route.",
            label: "route", snapshot.latency)
        out += Self.render(
            "sheetd_compute_duration_seconds", help: "Time spent computing layouts and animations.",
            label: "kind", snapshot.computation)
        return out
    }

    private static func render(_ name: String, help: String, label: String, _ histograms: [String: Histogram])
        -> String
    {
        var out = "# HELP \(name) \(help)\n# TYPE \(name) histogram\n"
        for (value, histogram) in histograms.sorted(by: { $0.key < $1.key }) {
            for (index, bound) in latencyBuckets.enumerated() {
                out += "\(name)_bucket{\(label)=\"\(value)\",le=\"\(bound)\"} \(histogram.counts[index])\n"
            }
            out += "\(name)_bucket{\(label)=\"\(value)\",le=\"+Inf\"} \(histogram.total)\n"
            out += "\(name)_sum{\(label)=\"\(value)\"} \(histogram.sum)\n"
            out += "\(name)_count{\(label)=\"\(value)\"} \(histogram.total)\n"
        }
        return out
    }

    /// A label value with Prometheus escapes, limited to a sane length.
    private static func escape(_ value: String) -> String {
        var out = ""
        for character in value.prefix(32) {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }
}
