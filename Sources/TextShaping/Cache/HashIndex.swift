/// An index from precomputed 64-bit hashes to positions in an array the caller owns.
///
/// Open addressing with linear probing, never more than half full, and backward-shift removal
/// (no tombstones), so a probe stops at the first empty slot. Each slot keeps its hash: a probe
/// compares hashes and asks the caller to compare keys only when they match, which makes
/// colliding keys safe. It replaces a `Dictionary`, which hashed the key's text again with
/// `Hasher` on every lookup.
struct HashIndex {
    private struct Slot {
        var hash: UInt64
        /// The position in the caller's array; -1 for an empty slot.
        var position: Int
    }

    private static let empty = Slot(hash: 0, position: -1)

    private var slots = [Slot](repeating: empty, count: 8)
    private var mask = 7
    /// The positions held.
    private(set) var count = 0

    /// The position stored for `hash` that `matches`, or `nil`.
    func position(for hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let candidate = slots[slot]
            if candidate.position < 0 { return nil }
            if candidate.hash == hash && matches(candidate.position) { return candidate.position }
            slot = (slot &+ 1) & mask
        }
    }

    /// Adds `position` under `hash`; the caller makes sure its key is not present yet.
    mutating func insert(_ position: Int, hash: UInt64) {
        if (count + 1) * 2 > slots.count { grow() }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].position >= 0 { slot = (slot &+ 1) & mask }
        slots[slot] = Slot(hash: hash, position: position)
        count += 1
    }

    /// Removes `position`, which must be stored under `hash`.
    mutating func remove(_ position: Int, hash: UInt64) {
        var hole = Int(truncatingIfNeeded: hash) & mask
        while slots[hole].position != position {
            precondition(slots[hole].position >= 0, "HashIndex.remove: position \(position) is not stored")
            hole = (hole &+ 1) & mask
        }
        // Later slots of the same run move back into the hole unless that would put them
        // before their home slot, where a probe for them would never look.
        var next = hole
        while true {
            next = (next &+ 1) & mask
            let slot = slots[next]
            if slot.position < 0 { break }
            let home = Int(truncatingIfNeeded: slot.hash) & mask
            if (next &- home) & mask >= (next &- hole) & mask {
                slots[hole] = slot
                hole = next
            }
        }
        slots[hole] = Self.empty
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Self.empty, count: old.count * 2)
        mask = slots.count - 1
        count = 0
        for slot in old where slot.position >= 0 { insert(slot.position, hash: slot.hash) }
    }
}
