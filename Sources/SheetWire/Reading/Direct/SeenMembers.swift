/// The members of one object read so far, by their position in the decoder's list of known names,
/// so that a repeated name declines (the parser refuses duplicate keys).
package struct SeenMembers {
    private var bits: UInt32 = 0

    /// Records `member` (0 to 31) and tells whether it is new in this object.
    @inline(__always)
    package mutating func insertFirst(_ member: Int) -> Bool {
        let bit: UInt32 = 1 << UInt32(member)
        guard bits & bit == 0 else { return false }
        bits |= bit
        return true
    }

    /// Whether `member` was read.
    package func contains(_ member: Int) -> Bool {
        bits & (1 << UInt32(member)) != 0
    }
}
