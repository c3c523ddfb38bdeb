// String content eight bytes at a time, for the parser, the scanner and the cursor alike. Member
// names and most titles are plain ASCII, so one word load usually finds the closing quote without a
// byte loop, and one word check usually shows a string needs no escaping.

/// Finds, in eight bytes of string content, the first one that ends a run of plain ASCII.
@usableFromInline
enum PlainASCIIWord {
    /// The offset (0 to 7) of the first byte of `word`, in memory order, that is a quote, a
    /// backslash, a control character or non-ASCII; 8 when all eight bytes are plain.
    ///
    /// Each test flags a byte by its high bit. A borrow can flag the byte above a real match,
    /// never one below it, so the lowest flag is always exact.
    ///
    /// - Parameter word: Eight input bytes, loaded little-endian.
    /// - Returns: The offset of the first byte that is not plain printable ASCII, or 8.
    @inlinable @inline(__always)
    static func firstSpecialByte(in word: UInt64) -> Int {
        specialBytes(in: word).trailingZeroBitCount &>> 3
    }

    /// The high bits of the bytes of `word` that may not stand in a plain run (see `isPlain`):
    /// zero exactly when all eight are plain, and always flagging the first that is not.
    ///
    /// - Parameter word: Eight bytes, loaded little-endian.
    /// - Returns: A mask of `0x80` bits, one per flagged byte.
    @inlinable @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        let controls = (word &- ones &* 0x20) & ~word & highBits
        let quoteDifference = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let quotes = (quoteDifference &- ones) & ~quoteDifference & highBits
        let backslashDifference = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let backslashes = (backslashDifference &- ones) & ~backslashDifference & highBits
        return controls | quotes | backslashes | (word & highBits)
    }

    /// Whether `byte` may stand in a plain run: printable ASCII other than a quote or a backslash.
    @inlinable @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
}
