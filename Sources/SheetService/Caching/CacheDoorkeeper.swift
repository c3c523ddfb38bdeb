/// Decides which answers the response cache stores: one whose request has been seen
/// `minimumUses` times recently, so that requests made only once never push out answers that are
/// asked for again (like nginx's `proxy_cache_min_uses`).
///
/// It remembers the digests of recent requests whose answers were not stored yet in a fixed table
/// of `slotCount` slots, direct-mapped by digest, with a use count each; a digest that lands on
/// an occupied slot replaces what was there, so a request seen once is forgotten after about
/// `slotCount` other new requests. Not thread-safe: the cache calls it under its lock.
struct CacheDoorkeeper {
    /// How many times a request must be seen before its answer is stored (1: every answer).
    let minimumUses: Int
    private var digests: [Int]
    /// Uses seen of the digest in the same slot; 0 marks an empty slot.
    private var uses: [UInt8]

    /// - Parameters:
    ///   - minimumUses: 1 stores every answer; n stores an answer when its request is seen the nth time.
    ///   - slotCount: a power of two, the number of requests it can remember at once.
    init(minimumUses: Int, slotCount: Int = 4_096) {
        precondition(slotCount > 0 && slotCount & (slotCount - 1) == 0, "slotCount must be a power of two")
        self.minimumUses = max(1, min(minimumUses, Int(UInt8.max)))
        let slots = self.minimumUses > 1 ? slotCount : 0
        digests = [Int](repeating: 0, count: slots)
        uses = [UInt8](repeating: 0, count: slots)
    }

    /// Counts one more use of the request with `digest`; `true` when that use reaches
    /// `minimumUses`, and the request is forgotten (its answer is about to be stored).
    mutating func admits(_ digest: Int) -> Bool {
        guard minimumUses > 1 else { return true }
        let slot = digest & (digests.count &- 1)
        if uses[slot] > 0, digests[slot] == digest {
            let seen = Int(uses[slot]) &+ 1
            if seen >= minimumUses {
                uses[slot] = 0
                return true
            }
            uses[slot] = UInt8(seen)
            return false
        }
        digests[slot] = digest
        uses[slot] = 1
        return false
    }
}
