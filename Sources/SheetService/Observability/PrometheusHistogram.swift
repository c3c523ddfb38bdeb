/// Observations counted into buckets by upper bound, the data of one Prometheus histogram series.
///
/// ```swift
/// var latency = PrometheusHistogram(bounds: [0.001, 0.01])
/// latency.observe(0.004)  // counted in the 0.01 bucket (and so in `+Inf`)
/// ```
public struct PrometheusHistogram: Sendable {
    /// The buckets' upper bounds, ascending; the `+Inf` bucket is implied.
    public let bounds: [Double]
    /// Observations per bucket, not cumulative: index i counts those above bound i − 1 and at most bound i, so an
    /// observation costs one increment; the writer accumulates them.
    private(set) var bucketCounts: [UInt64]
    /// Every observation, including those above the last bound.
    public private(set) var count: UInt64 = 0
    /// The sum of the observations.
    public private(set) var sum: Double = 0

    /// An empty histogram.
    /// - Parameter bounds: the buckets' upper bounds, ascending.
    public init(bounds: [Double]) {
        self.bounds = bounds
        bucketCounts = Array(repeating: 0, count: bounds.count)
    }

    /// Counts `value` in the first bucket whose bound is at or above it.
    public mutating func observe(_ value: Double) {
        if let index = bounds.firstIndex(where: { value <= $0 }) {
            bucketCounts[index] += 1
        }
        count += 1
        sum += value
    }
}
