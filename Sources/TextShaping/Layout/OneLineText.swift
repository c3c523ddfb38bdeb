/// Which texts `wrap` may answer from their single-line width when they fit.
///
/// A text without a mandatory break that fits the line is laid out as exactly one line equal to
/// the text, as wide as its single-line width, except where the line filler would change it:
/// trailing whitespace, which a line drops, and empty text, which measures as one empty line.
enum OneLineText {
    /// Whether `text` is non-empty, has no mandatory line break (LF, VT, FF, CR, NEL, U+2028,
    /// U+2029) and does not end in whitespace a line drops.
    static func isEligible(_ text: String) -> Bool {
        if let ascii = text.utf8.withContiguousStorageIfAvailable(asciiEligibility), let ascii { return ascii }
        var last: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return false
            default: last = scalar
            }
        }
        guard let last else { return false }
        return last.value > 0xFFFF || !ScalarClasses.isTrailingWhitespace(UInt16(last.value))
    }

    /// `isEligible` for UTF-8 that is all ASCII, byte by byte instead of decoding scalars (most
    /// titles); `nil` at the first non-ASCII byte.
    private static func asciiEligibility(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte >= 0x0A && byte <= 0x0D { return false }
        }
        guard let last = bytes.last else { return false }
        return !ScalarClasses.isTrailingWhitespace(UInt16(last))
    }
}
