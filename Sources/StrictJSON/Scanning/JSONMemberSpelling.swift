/// A member name as clients usually write it, `"name":`, packed into words once so that
/// ``JSONScanner/nextMember(in:spelled:)`` compares it with the input in one or two loads.
public struct JSONMemberSpelling: Sendable {
    /// How many bytes the spelling has: the name's and three more (two quotes and the colon).
    @usableFromInline let count: Int
    /// How many bytes the name has.
    @usableFromInline let nameCount: Int
    /// The spelling's first eight bytes (fewer, zero above, for a shorter one), little-endian.
    @usableFromInline let first: UInt64
    /// The spelling's last eight bytes, little-endian; used when it is longer than eight.
    @usableFromInline let last: UInt64

    /// Packs the spelling of `name`.
    ///
    /// - Parameter name: A member name of 1 to 13 bytes of plain ASCII.
    public init(_ name: StaticString) {
        self.init(bytes: Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)))
    }

    /// Packs the spelling of `name`.
    ///
    /// - Parameter name: A member name of 1 to 13 bytes of plain ASCII.
    public init(_ name: String) {
        self.init(bytes: Array(name.utf8))
    }

    private init(bytes name: [UInt8]) {
        precondition(name.count >= 1 && name.count <= 13, "a spelling fits in two words")
        let spelling = [UInt8(ascii: "\"")] + name + [UInt8(ascii: "\""), UInt8(ascii: ":")]
        /// Up to eight bytes of the spelling from `offset`, little-endian.
        func word(from offset: Int) -> UInt64 {
            var word: UInt64 = 0
            for (position, byte) in spelling[offset..<min(offset + 8, spelling.count)].enumerated() {
                word |= UInt64(byte) << UInt64(position * 8)
            }
            return word
        }
        count = spelling.count
        nameCount = name.count
        first = word(from: 0)
        last = word(from: max(spelling.count - 8, 0))
    }
}
