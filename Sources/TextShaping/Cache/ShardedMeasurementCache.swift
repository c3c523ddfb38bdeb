import LayoutCore

/// Several `MeasurementCache`s, each behind its own lock, chosen by the key's hash.
///
/// Under a varied load every request misses and inserts, and with one cache all the Dispatch
/// workers queued on its single lock: `make bench` found much of the server's CPU in the lock's
/// slow path (BENCHMARKS.md). Sharding makes two workers meet on the same lock only when their
/// keys fall in the same shard.
final class ShardedMeasurementCache: Sendable {
    /// The number of shards of a large cache: a power of two well above the worker count.
    static let maximumShardCount = 16
    /// The fewest entries a shard holds; smaller caches keep one shard, so their LRU order is exact.
    static let minimumShardCapacity = 64

    private let shards: [MeasurementCache]
    let capacity: Int

    /// A cache of about `capacity` entries in all, split into up to 16 shards of at least 64.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
        let count = max(1, min(Self.maximumShardCount, self.capacity / Self.minimumShardCapacity))
        let perShard = (self.capacity + count - 1) / count
        shards = (0..<count).map { _ in MeasurementCache(capacity: perShard) }
    }

    /// The cached result for `key`, or the result of `compute`, from the key's shard.
    func value(for key: MeasurementKey, compute: () -> TextMeasurement) -> TextMeasurement {
        // The high half of the hash, as a shard's `HashIndex` picks slots by the low bits.
        let shard = shards.count == 1 ? 0 : Int((key.hash &>> 32) % UInt64(shards.count))
        return shards[shard].value(for: key, compute: compute)
    }

    /// The counters of all shards added up; `capacity` is the total asked for.
    var statistics: MeasurementCacheStatistics {
        var total = MeasurementCacheStatistics(hits: 0, misses: 0, evictions: 0, entryCount: 0, capacity: capacity)
        for shard in shards {
            let statistics = shard.statistics
            total.hits += statistics.hits
            total.misses += statistics.misses
            total.evictions += statistics.evictions
            total.entryCount += statistics.entryCount
        }
        return total
    }
}
