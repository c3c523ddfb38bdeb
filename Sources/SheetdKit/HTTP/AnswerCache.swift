import Foundation
import Locking

/// A bounded store of answers with their entity tags, so that an answer asked for again is revalidated with a
/// conditional `GET` (`If-None-Match`) and an unchanged one costs a `304` without a body.
///
/// Keys are the route, the request's bytes and the `Accept` value; the least recently used answer goes first when
/// either bound is reached. Safe to share between tasks.
public final class AnswerCache: Sendable {
    /// One stored answer.
    public struct Entry: Sendable, Equatable {
        /// The `ETag` the server sent with it.
        public var entityTag: String
        /// The answer's bytes.
        public var body: Data
        /// Its `Content-Type`.
        public var contentType: String
        /// Until when (on the retry environment's clock) it may be used without asking, from `max-age`.
        public var freshUntil: Double
    }

    /// The key of an answer.
    struct Key: Hashable, Sendable {
        let path: String
        let body: Data
        let accept: String
    }

    private struct Storage {
        var entries: [Key: (entry: Entry, lastUse: UInt64)] = [:]
        var bytes = 0
        var uses: UInt64 = 0
    }

    /// The most answers kept.
    public let capacity: Int
    /// The most bytes of answers kept.
    public let capacityBytes: Int
    private let storage = LockedValue(Storage())

    /// Creates a cache.
    /// - Parameters:
    ///   - capacity: the most answers kept; 0 keeps none.
    ///   - capacityBytes: the most bytes of answers kept.
    public init(capacity: Int = 256, capacityBytes: Int = 8 << 20) {
        self.capacity = max(0, capacity)
        self.capacityBytes = max(0, capacityBytes)
    }

    /// How many answers are kept.
    public var count: Int { storage.withLock { $0.entries.count } }

    func entry(for key: Key) -> Entry? {
        storage.withLock { storage in
            guard let found = storage.entries[key] else { return nil }
            storage.uses &+= 1
            storage.entries[key] = (found.entry, storage.uses)
            return found.entry
        }
    }

    func store(_ entry: Entry, for key: Key) {
        guard capacity > 0, entry.body.count <= capacityBytes else { return }
        storage.withLock { storage in
            if let old = storage.entries.removeValue(forKey: key) { storage.bytes -= old.entry.body.count }
            while !storage.entries.isEmpty
                && (storage.entries.count >= capacity || storage.bytes + entry.body.count > capacityBytes)
            {
                let oldest = storage.entries.min { $0.value.lastUse < $1.value.lastUse }!
                storage.entries.removeValue(forKey: oldest.key)
                storage.bytes -= oldest.value.entry.body.count
            }
            storage.uses &+= 1
            storage.entries[key] = (entry, storage.uses)
            storage.bytes += entry.body.count
        }
    }

    /// Forgets every answer.
    public func removeAll() {
        storage.withLock { $0 = Storage() }
    }
}

/// `max-age` of a `Cache-Control` value, in seconds; `nil` without one, 0 with `no-cache` or `no-store`.
func maxAge(of cacheControl: String?) -> Double? {
    guard let cacheControl else { return nil }
    var age: Double?
    for directive in cacheControl.lowercased().split(separator: ",") {
        let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts[0] == "no-cache" || parts[0] == "no-store" { return 0 }
        if parts[0] == "max-age", parts.count == 2, let seconds = Double(parts[1]) { age = seconds }
    }
    return age
}
