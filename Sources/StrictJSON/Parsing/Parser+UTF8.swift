// UTF-8 well-formedness after RFC 3629 §4: the ranges below exclude overlong forms, surrogates
// (U+D800–U+DFFF encoded directly) and anything above U+10FFFF.

extension Parser {
    /// The length of the well-formed UTF-8 sequence that starts at `offset`, or nil.
    ///
    /// - Parameter offset: A byte of the input at or above 0x80.
    @inline(__always)
    func validUTF8SequenceLength(at offset: Int) -> Int? {
        guard let (length, secondByteRange) = Parser.utf8SequenceShape(lead: input[offset]),
            length <= input.count - offset,
            secondByteRange.contains(input[offset + 1])
        else { return nil }
        for continuation in (offset + 2)..<(offset + length) where input[continuation] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// Whether the bytes from `offset` to the end begin a well-formed sequence the input cuts short.
    func isTruncatedUTF8Sequence(at offset: Int) -> Bool {
        guard let (length, secondByteRange) = Parser.utf8SequenceShape(lead: input[offset]) else { return false }
        let available = input.count - offset
        guard available < length else { return false }
        if available >= 2, !secondByteRange.contains(input[offset + 1]) {
            return false
        }
        for continuation in min(offset + 2, input.count)..<input.count where input[continuation] & 0xC0 != 0x80 {
            return false
        }
        return true
    }

    /// The scalar value of the well-formed UTF-8 sequence at `offset`, or nil.
    func decodeScalar(at offset: Int) -> UInt32? {
        guard let length = validUTF8SequenceLength(at: offset) else { return nil }
        let leadBits: UInt8 = length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07
        var value = UInt32(input[offset] & leadBits)
        for position in (offset + 1)..<(offset + length) {
            value = value << 6 | UInt32(input[position] & 0x3F)
        }
        return value
    }

    /// The length of a sequence that starts with `lead`, and the range its second byte must be in.
    @inline(__always)
    private static func utf8SequenceShape(lead: UInt8) -> (length: Int, secondByteRange: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)  // Below A0 would be overlong.
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)  // Above 9F would be a surrogate.
        case 0xF0: (4, 0x90...0xBF)  // Below 90 would be overlong.
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)  // Above 8F would be beyond U+10FFFF.
        default: nil  // ASCII, continuation bytes, C0, C1 (always overlong) and F5–FF.
        }
    }
}
