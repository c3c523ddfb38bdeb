import LayoutCore
import Testing

@testable import TextShaping

/// The result cache is a bounded LRU with honest counters.
struct MeasurementCacheTests {
    static func key(_ text: String, maxWidth: Double? = 100) -> MeasurementKey {
        MeasurementKey(text: text, size: 13, weight: .regular, maxWidth: maxWidth)
    }

    static func measurement(_ text: String) -> TextMeasurement {
        TextMeasurement(lines: [text], width: Double(text.count))
    }

    /// A full cache evicts the least recently used entry, not the least recently inserted one.
    @Test func evictsTheLeastRecentlyUsedEntry() {
        let cache = MeasurementCache(capacity: 2)
        var computed: [String] = []
        func lookup(_ text: String) -> TextMeasurement {
            cache.value(for: Self.key(text)) {
                computed.append(text)
                return Self.measurement(text)
            }
        }
        _ = lookup("a")
        _ = lookup("b")
        _ = lookup("a")  // hit: "b" is now the oldest
        _ = lookup("c")  // evicts "b"
        _ = lookup("a")  // hit
        _ = lookup("b")  // recomputed, evicts "c"
        #expect(computed == ["a", "b", "c", "b"])
        #expect(
            cache.statistics == MeasurementCacheStatistics(hits: 2, misses: 4, evictions: 2, entryCount: 2, capacity: 2)
        )
    }

    /// Keys differ by every field; texts compare by their bytes (canonically equivalent
    /// spellings are separate entries, as they may shape differently).
    @Test func keysDistinguishEveryField() {
        let base = Self.key("é")
        #expect(base == Self.key("é"))
        #expect(base != Self.key("e\u{301}"))
        #expect(base != Self.key("é", maxWidth: nil))
        #expect(base != MeasurementKey(text: "é", size: 13, weight: .semibold, maxWidth: 100))
        #expect(base != MeasurementKey(text: "é", size: 13.5, weight: .regular, maxWidth: 100))
        #expect(Set([base, Self.key("é"), Self.key("e\u{301}")]).count == 2)
    }

    /// Capacity 0, NaN fields and very long texts are measured but never stored.
    @Test func uncacheableRequestsAreNotStored() {
        let disabled = MeasurementCache(capacity: 0)
        _ = disabled.value(for: Self.key("a")) { Self.measurement("a") }
        _ = disabled.value(for: Self.key("a")) { Self.measurement("a") }
        #expect(
            disabled.statistics
                == MeasurementCacheStatistics(hits: 0, misses: 2, evictions: 0, entryCount: 0, capacity: 0))

        let cache = MeasurementCache(capacity: 4)
        let long = String(repeating: "x", count: MeasurementCache.maximumCachedTextLength + 1)
        for key in [Self.key("a", maxWidth: .nan), Self.key(long)] {
            _ = cache.value(for: key) { Self.measurement(key.text) }
            _ = cache.value(for: key) { Self.measurement(key.text) }
        }
        #expect(cache.statistics.hits == 0)
        #expect(cache.statistics.entryCount == 0)
    }

    /// Through the measurer, a repeated request is a hit with the same result as a measurer
    /// without a cache.
    @Test func measurerCountsHitsAndMisses() throws {
        let measurer = try HarfBuzzTextMeasurer(cacheCapacity: 16)
        let uncached = try HarfBuzzTextMeasurer(cacheCapacity: 0)
        let text = "この写真を削除しますか？ Delete this photo?"
        let first = measurer.wrap(text, font: .message, maxWidth: 120)
        let second = measurer.wrap(text, font: .message, maxWidth: 120)
        _ = measurer.singleLineWidth(of: text, font: .message)
        #expect(first == second)
        #expect(first == uncached.wrap(text, font: .message, maxWidth: 120))
        // The text does not fit 120 points, so each wrap looks up its single-line width first
        // (miss, then hits) and then the wrapped result (miss, then hit).
        #expect(
            measurer.cacheStatistics
                == MeasurementCacheStatistics(hits: 3, misses: 2, evictions: 0, entryCount: 2, capacity: 16))
        #expect(measurer.cacheStatistics.hitRate == 3.0 / 5)
    }
}

/// The sharded front of the cache used by the measurer.
struct ShardedMeasurementCacheTests {
    static func measurement(_ text: String) -> TextMeasurement { TextMeasurement(lines: [text], width: 1) }

    /// A large cache keeps every entry of a working set below its capacity, across shards, and
    /// adds up the shards' counters.
    @Test func largeCacheHitsAcrossShards() {
        let cache = ShardedMeasurementCache(capacity: 4096)
        let keys = (0..<500).map { MeasurementKey(text: "text \($0)", size: 13, weight: .regular, maxWidth: 342) }
        for key in keys { _ = cache.value(for: key) { Self.measurement(key.text) } }
        for key in keys {
            let value = cache.value(for: key) {
                Issue.record("\(key.text) was evicted")
                return Self.measurement("")
            }
            #expect(value.lines == [key.text])
        }
        #expect(
            cache.statistics
                == MeasurementCacheStatistics(hits: 500, misses: 500, evictions: 0, entryCount: 500, capacity: 4096))
    }

    /// A small cache stays one exact LRU, so eviction order does not depend on hashing.
    @Test func smallCacheIsOneLRU() {
        let cache = ShardedMeasurementCache(capacity: 2)
        let keys = (0..<3).map { MeasurementKey(text: "\($0)", size: 13, weight: .regular, maxWidth: nil) }
        for key in keys { _ = cache.value(for: key) { Self.measurement(key.text) } }
        #expect(cache.statistics.evictions == 1)
        #expect(cache.statistics.entryCount == 2)
    }
}

/// The cache's own hash table and key hash: collisions, removal and -0 are handled exactly.
struct MeasurementHashTests {
    static func measurement(_ text: String) -> TextMeasurement { TextMeasurement(lines: [text], width: 1) }

    /// Keys forced to one hash are told apart by their fields, through lookups and evictions.
    @Test func collidingKeysStayApart() {
        let cache = MeasurementCache(capacity: 3)
        let keys = ["a", "b", "c", "d"].map {
            MeasurementKey(text: $0, size: 13, weight: .regular, maxWidth: 100, hash: 42)
        }
        for key in keys.prefix(3) { _ = cache.value(for: key) { Self.measurement(key.text) } }
        for key in keys.prefix(3) {
            #expect(cache.value(for: key) { Self.measurement("recomputed") }.lines == [key.text])
        }
        _ = cache.value(for: keys[3]) { Self.measurement(keys[3].text) }  // Evicts "a", the oldest.
        for key in keys.dropFirst() {
            #expect(cache.value(for: key) { Self.measurement("recomputed") }.lines == [key.text])
        }
        #expect(cache.value(for: keys[0]) { Self.measurement("recomputed") }.lines == ["recomputed"])
        #expect(cache.statistics.evictions == 2)
    }

    /// Against a dictionary, random inserts and removals in a crowded table (16 hashes, wrapping
    /// around the end) always find what was stored and nothing else.
    @Test func hashIndexAgreesWithADictionary() {
        var index = HashIndex()
        var model: [Int: UInt64] = [:]  // position → hash
        var generator = SystemRandomNumberGenerator()
        for step in 0..<20_000 {
            let position = Int.random(in: 0..<64, using: &generator)
            if let hash = model[position] {
                index.remove(position, hash: hash)
                model[position] = nil
            } else {
                let hash = UInt64.random(in: 0..<16, using: &generator) &* 0x1_0000_0001 | 7
                index.insert(position, hash: hash)
                model[position] = hash
            }
            if step % 97 == 0 {
                for candidate in 0..<64 {
                    let found = model[candidate].flatMap { hash in index.position(for: hash) { $0 == candidate } }
                    #expect(found == (model[candidate] == nil ? nil : candidate))
                }
                #expect(index.count == model.count)
            }
        }
    }

    /// -0 and +0 are one key (they compare equal, so they must hash alike); NaN is never cached.
    @Test func signedZerosAreOneKey() {
        let positive = MeasurementKey(text: "x", size: 0, weight: .regular, maxWidth: 0)
        let negative = MeasurementKey(text: "x", size: -0.0, weight: .regular, maxWidth: -0.0)
        #expect(positive == negative)
        #expect(positive.hash == negative.hash)
        #expect(MeasurementKey(text: "x", size: 13, weight: .regular, maxWidth: nil).hash != positive.hash)
    }

    /// Keys of every length up to two words and more, differing in one byte, differ.
    @Test func keysDifferingInOneByteDiffer() {
        for length in 1..<40 {
            let text = String(repeating: "a", count: length)
            let base = MeasurementKey(text: text, size: 13, weight: .regular, maxWidth: nil)
            for position in 0..<length {
                var bytes = Array(text.utf8)
                bytes[position] = UInt8(ascii: "b")
                let other = MeasurementKey(
                    text: String(decoding: bytes, as: UTF8.self), size: 13, weight: .regular, maxWidth: nil)
                #expect(base != other)
                #expect(base.hash != other.hash, "length \(length), byte \(position)")
            }
        }
    }

    /// A text that fits is answered from its cached single-line entry: one line, the text itself.
    @Test func cachedOneLineAnswerIsTheText() throws {
        let measurer = try HarfBuzzTextMeasurer(cacheCapacity: 16)
        for text in ["Delete Photo", "写真を削除", "Delete Photo"] {
            let wrapped = measurer.wrap(text, font: .message, maxWidth: 342)
            #expect(wrapped == measurer.filledLines(text, font: .message, maxWidth: 342))
            #expect(wrapped.lines == [text])
        }
    }
}
