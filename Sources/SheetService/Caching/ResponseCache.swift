import HTTPMessages
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A least-recently-used cache of encoded `200` answers, bounded in bytes. Thread-safe.
///
/// `/layout` and `/animation` are pure functions of (route, `Content-Type`, body bytes), so an
/// answer computed once can be replayed byte for byte without decoding, computing or encoding
/// again. The key keeps the request bytes themselves, not only their hash: a lookup compares
/// them, so two requests whose hashes collide (FNV and even SipHash collisions can be crafted)
/// never share an answer. The key's digest is `LaneHash` with seeds drawn once per process (see `Key`).
///
/// Every entry is charged its request bytes, its body, its header text and a fixed overhead;
/// inserting past `capacityBytes` evicts from the least recently used end. An answer is stored
/// only once its request has been seen `minimumUses` times recently (`CacheDoorkeeper`), so a
/// stream of one-off requests neither evicts the answers that are asked for again nor pays for
/// storing and evicting its own. A cache of 0 bytes stores nothing and answers every lookup with
/// a miss, without taking the lock.
///
/// ```swift
/// let cache = ResponseCache(capacityBytes: 8 << 20)
/// let key = cache.key(route: "/layout", request: request)
/// if let hit = cache.answer(for: key) { return hit.response }
/// ```
final class ResponseCache: Sendable {
    /// A stored answer: the response as the route produced it and its precomputed entity tag.
    struct Answer: Sendable {
        var response: HTTPResponse
        var entityTag: String
    }

    /// The largest total charge kept; 0 disables the cache.
    let capacityBytes: Int
    private let state: LockedValue<LRUState>

    /// - Parameters:
    ///   - capacityBytes: the most bytes kept (requests, answers and overhead); 0 disables.
    ///   - minimumUses: how many times a request is seen before its answer is stored (1: the first time).
    init(capacityBytes: Int, minimumUses: Int = 1) {
        self.capacityBytes = max(0, capacityBytes)
        self.state = LockedValue(LRUState(doorkeeper: CacheDoorkeeper(minimumUses: minimumUses)))
    }

    /// Whether the cache stores anything at all.
    var isEnabled: Bool { capacityBytes > 0 }

    /// The key of `request` on `route`: made (and its body hashed) once per request, for the
    /// lookup and, on a miss, the store. A digest that `readyAnswer` left in `request.digest` for
    /// the same route is taken as it is; a wrong one could only cause a miss, since lookups
    /// compare the bytes too.
    func key(route: String, request: HTTPRequest) -> Key {
        let contentType = request.headers["Content-Type"]
        if let digest = request.digest, route == request.path {
            return Key(route: route, contentType: contentType, body: request.body, digest: digest)
        }
        return Key(route: route, contentType: contentType, body: request.body)
    }

    /// The stored answer for `key`, moved to the most recently used end; `nil` on a miss.
    /// - Parameter countingMiss: `false` for a look ahead whose miss the caller will look up
    ///   again, so that one request counts one miss.
    func answer(for key: Key, countingMiss: Bool = true) -> Answer? {
        guard isEnabled else { return nil }
        return state.withLock { $0.lookUp(key, countingMiss: countingMiss) }
    }

    /// Stores `answer` under `key` when it is a `200` that fits and its request has been seen
    /// `minimumUses` times, evicting the least recently used entries to make room. Keeps an
    /// entry with the same key.
    func store(_ answer: Answer, for key: Key) {
        guard isEnabled, answer.response.status == 200 else { return }
        let cost = Self.cost(of: key, answer)
        guard cost <= capacityBytes else { return }
        state.withLock { state in
            guard state.doorkeeper.admits(key.digest) else {
                state.deferred += 1
                return
            }
            state.insert(key, answer, cost: cost, capacity: capacityBytes)
        }
    }

    /// Counters and sizes, for `/metrics` and tests.
    var statistics: ResponseCacheStatistics {
        state.withLock {
            ResponseCacheStatistics(
                hits: $0.hits, misses: $0.misses, evictions: $0.evictions, deferred: $0.deferred,
                entryCount: $0.index.count,
                bytes: $0.bytes, capacityBytes: capacityBytes)
        }
    }

    /// Bytes charged for one entry: what it holds plus a fixed estimate of the bookkeeping
    /// (dictionary slot, node, array and string headers).
    static func cost(of key: Key, _ answer: Answer) -> Int {
        var cost = entryOverhead + key.route.utf8.count + (key.contentType?.utf8.count ?? 0) + key.body.count
        cost += answer.response.body.count + answer.entityTag.utf8.count
        for (name, value) in answer.response.headers { cost += name.utf8.count + value.utf8.count + 32 }
        return cost
    }

    /// The bookkeeping charged to each entry besides its bytes.
    static let entryOverhead = 256
}

/// What the response cache has done since the service started.
struct ResponseCacheStatistics: Sendable, Equatable {
    var hits: UInt64
    var misses: UInt64
    var evictions: UInt64
    /// Answers not stored because their request had not been seen `minimumUses` times yet.
    var deferred: UInt64
    var entryCount: Int
    var bytes: Int
    var capacityBytes: Int
}

extension ResponseCache {
    /// What an answer depends on: the route, the media type (which decides 415 or not) and the body.
    ///
    /// The seeded hash of all three is computed once, when the key is made, outside the cache's lock;
    /// the dictionary then only mixes that word, and equality compares the bytes.
    struct Key: Hashable, Sendable {
        var route: String
        var contentType: String?
        var body: [UInt8]
        let digest: Int

        /// The digest's hash, seeded once per process so that no client can aim bodies at one slot of the
        /// table or of the doorkeeper. Not Swift's `Hasher` (SipHash), which costs several times more per
        /// byte of body (docs/benchmarks-history.md, "The repeated path").
        private static let digestHash = LaneHash.random()

        init(route: String, contentType: String?, body: [UInt8]) {
            var digest = body.withUnsafeBytes { Self.digestHash.hash(of: $0) }
            digest = LaneHash.combining(digest, with: Self.digest(of: route))
            digest = LaneHash.combining(digest, with: contentType.map(Self.digest(of:)) ?? 0)
            self.init(route: route, contentType: contentType, body: body, digest: Int(truncatingIfNeeded: digest))
        }

        private static func digest(of text: String) -> UInt64 {
            var text = text
            return text.withUTF8 { digestHash.hash(of: UnsafeRawBufferPointer($0)) }
        }

        /// A key whose digest was computed earlier, by `init(route:contentType:body:)` on the
        /// same three values.
        init(route: String, contentType: String?, body: [UInt8], digest: Int) {
            self.route = route
            self.contentType = contentType
            self.body = body
            self.digest = digest
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.digest == rhs.digest, lhs.body.count == rhs.body.count, lhs.route == rhs.route,
                lhs.contentType == rhs.contentType
            else {
                return false
            }
            return lhs.body.withUnsafeBytes { left in
                rhs.body.withUnsafeBytes { right in
                    left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
        }
    }

    /// The entries in a doubly linked list threaded through an array (no allocation per node;
    /// freed slots are reused), with a dictionary from key to slot.
    struct LRUState: ~Copyable {
        struct Node {
            var key: Key
            var answer: Answer
            var cost: Int
            var newer: Int
            var older: Int
        }

        static let none = -1

        var nodes: [Node] = []
        var freeSlots: [Int] = []
        var index: [Key: Int] = [:]
        /// The most and the least recently used slots.
        var newest = none
        var oldest = none
        var bytes = 0
        var hits: UInt64 = 0
        var misses: UInt64 = 0
        var evictions: UInt64 = 0
        var deferred: UInt64 = 0
        var doorkeeper: CacheDoorkeeper

        init(doorkeeper: CacheDoorkeeper) {
            self.doorkeeper = doorkeeper
        }

        mutating func lookUp(_ key: Key, countingMiss: Bool = true) -> Answer? {
            guard let slot = index[key] else {
                if countingMiss { misses += 1 }
                return nil
            }
            hits += 1
            moveToFront(slot)
            return nodes[slot].answer
        }

        mutating func insert(_ key: Key, _ answer: Answer, cost: Int, capacity: Int) {
            if let slot = index[key] {
                // Another worker computed the same answer meanwhile: keep one copy.
                moveToFront(slot)
                return
            }
            while bytes + cost > capacity, oldest != Self.none {
                remove(oldest)
                evictions += 1
            }
            let node = Node(key: key, answer: answer, cost: cost, newer: Self.none, older: newest)
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
                nodes[slot] = node
            } else {
                slot = nodes.count
                nodes.append(node)
            }
            if newest != Self.none { nodes[newest].newer = slot }
            newest = slot
            if oldest == Self.none { oldest = slot }
            index[key] = slot
            bytes += cost
        }

        private mutating func unlink(_ slot: Int) {
            let newer = nodes[slot].newer
            let older = nodes[slot].older
            if newer != Self.none { nodes[newer].older = older } else { newest = older }
            if older != Self.none { nodes[older].newer = newer } else { oldest = newer }
        }

        private mutating func moveToFront(_ slot: Int) {
            guard slot != newest else { return }
            unlink(slot)
            nodes[slot].older = newest
            nodes[slot].newer = Self.none
            nodes[newest].newer = slot
            newest = slot
        }

        private mutating func remove(_ slot: Int) {
            unlink(slot)
            index.removeValue(forKey: nodes[slot].key)
            bytes -= nodes[slot].cost
            // Drop the bytes now; the slot keeps an empty placeholder until it is reused.
            nodes[slot].key.body = []
            nodes[slot].answer = Answer(response: HTTPResponse(status: 0), entityTag: "")
            freeSlots.append(slot)
        }
    }
}
