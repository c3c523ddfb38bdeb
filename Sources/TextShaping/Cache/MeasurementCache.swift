import LayoutCore
import Locking

/// Counters of a measurer's result cache.
public struct MeasurementCacheStatistics: Sendable, Equatable {
    /// Measurements answered from the cache.
    public var hits: Int
    /// Measurements computed (including those too long to cache).
    public var misses: Int
    /// Entries dropped to make room, least recently used first.
    public var evictions: Int
    /// Entries held now.
    public var entryCount: Int
    /// The most entries held; 0 disables the cache.
    public var capacity: Int

    /// Creates statistics.
    public init(hits: Int, misses: Int, evictions: Int, entryCount: Int, capacity: Int) {
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
        self.entryCount = entryCount
        self.capacity = capacity
    }

    /// The share of measurements answered from the cache, 0 when there were none.
    public var hitRate: Double {
        hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses)
    }
}

/// A bounded, thread-safe least-recently-used map from requests to results.
///
/// Entries live in one array linked into a recency list by index and found through a
/// `HashIndex` on the keys' precomputed hashes, so lookups and insertions allocate nothing once
/// the cache is full.
final class MeasurementCache: Sendable {
    /// Texts longer than this (UTF-8 bytes) are measured but not kept, which bounds the memory
    /// the cache can hold to about capacity × 2 × this.
    static let maximumCachedTextLength = 2048

    private struct Entry {
        var key: MeasurementKey
        var value: TextMeasurement
        var newer: Int
        var older: Int
    }

    private struct State {
        var hashIndex = HashIndex()
        var entries: [Entry] = []
        var newest = -1
        var oldest = -1
        var hits = 0
        var misses = 0
        var evictions = 0

        func position(of key: MeasurementKey) -> Int? {
            hashIndex.position(for: key.hash) { entries[$0].key == key }
        }

        mutating func unlink(_ index: Int) {
            let newer = entries[index].newer
            let older = entries[index].older
            if newer >= 0 { entries[newer].older = older } else { newest = older }
            if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        }

        mutating func linkAsNewest(_ index: Int) {
            entries[index].older = newest
            entries[index].newer = -1
            if newest >= 0 { entries[newest].newer = index }
            newest = index
            if oldest < 0 { oldest = index }
        }
    }

    let capacity: Int
    private let state = LockedValue(State())

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Whether a request may be cached: NaN never equals itself, so it would never hit.
    func isCacheable(_ key: MeasurementKey) -> Bool {
        capacity > 0 && !key.size.isNaN && !(key.maxWidth?.isNaN ?? false)
            && key.text.utf8.count <= Self.maximumCachedTextLength
    }

    /// The cached result for `key`, or the result of `compute` (cached when allowed).
    func value(for key: MeasurementKey, compute: () -> TextMeasurement) -> TextMeasurement {
        guard isCacheable(key) else {
            state.withLock { $0.misses += 1 }
            return compute()
        }
        let cached: TextMeasurement? = state.withLock { state in
            guard let index = state.position(of: key) else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            if state.newest != index {
                state.unlink(index)
                state.linkAsNewest(index)
            }
            return state.entries[index].value
        }
        if let cached { return cached }
        // Computed outside the lock; two threads missing on one key both compute, and the
        // second insert finds the entry present.
        let value = compute()
        state.withLock { state in
            if state.position(of: key) != nil { return }
            let index: Int
            if state.entries.count < capacity {
                index = state.entries.count
                state.entries.append(Entry(key: key, value: value, newer: -1, older: -1))
            } else {
                index = state.oldest
                state.unlink(index)
                state.hashIndex.remove(index, hash: state.entries[index].key.hash)
                state.entries[index].key = key
                state.entries[index].value = value
                state.evictions += 1
            }
            state.hashIndex.insert(index, hash: key.hash)
            state.linkAsNewest(index)
        }
        return value
    }

    var statistics: MeasurementCacheStatistics {
        state.withLock { state in
            MeasurementCacheStatistics(
                hits: state.hits, misses: state.misses, evictions: state.evictions,
                entryCount: state.entries.count, capacity: capacity)
        }
    }
}
