import SheetTestSupport
import StrictJSON
import Testing

/// The bytes `string(_:)` writes through a cursor for `value`.
private func cursorBytes(_ value: String) -> [UInt8] {
    var writer = JSONWriter(capacity: 16)
    writer.withReservedRoom(maximum: JSONCursor.maximumLength(of: value)) { $0.string(value) }
    return writer.bytes
}

/// The bytes the writer's own `string(_:)`, which always escapes byte by byte, writes for `value`.
private func writerBytes(_ value: String) -> [UInt8] {
    var writer = JSONWriter(capacity: 16)
    writer.string(value)
    return writer.bytes
}

@Suite("Copying plain strings through a cursor")
struct JSONWriterPlainStringsTests {
    /// Every byte below 0x80, alone and at each place of strings from 0 to 40 bytes long (so in the first, middle
    /// and last word, and in the short and overlapping loads), is written as the escaping writer writes it.
    @Test func everyASCIIByteInEveryPlaceMatchesTheWriter() {
        for byte in UInt8(0)..<0x80 {
            for length in 1...40 {
                for place in [0, length / 2, length - 1] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    let value = String(decoding: bytes, as: UTF8.self)
                    #expect(cursorBytes(value) == writerBytes(value), "byte \(byte) at \(place) of \(length)")
                }
            }
        }
    }

    /// Empty, short and long strings; quotes, backslashes, controls, DEL, non-ASCII, U+2028 and U+2029, and text
    /// long enough to be escaped in several chunks by the writer.
    @Test func specialStringsMatchTheWriter() {
        let cases = [
            "", "a", "ab", "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghi", "0123456789abcdef", "0123456789abcdefg",
            "action.3", "separator.header", "Delete All Photos", #"say "hi""#, #"back\slash"#, "tab\there",
            "line\nbreak", "\u{0}", "\u{1F}", "\u{7F}", "café", "naïve text that is longer than sixteen bytes", "日本語",
            "emoji 👍 here", "\u{2028}", "a\u{2029}b", "\u{E2}", String(repeating: "plain ", count: 200),
            String(repeating: "é", count: 300), String(repeating: "x", count: 513) + "\"",
        ]
        for value in cases {
            #expect(cursorBytes(value) == writerBytes(value), "\(value.debugDescription)")
        }
    }

    /// Random strings of 0 to 64 bytes from printable ASCII with some quotes, backslashes, controls and non-ASCII
    /// scalars mixed in, 20,000 of them, are written as the writer writes them.
    @Test func randomStringsMatchTheWriter() {
        var random = SplitMix64(seed: 0xC025_0A5C)
        let rare: [Unicode.Scalar] = ["\"", "\\", "\n", "\u{1}", "\u{7F}", "é", "\u{2028}", "€", "😀"]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...64, using: &random)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                if Int.random(in: 0..<16, using: &random) == 0 {
                    scalars.append(rare.randomElement(using: &random)!)
                } else {
                    scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
                }
            }
            let value = String(scalars)
            #expect(cursorBytes(value) == writerBytes(value), "\(value.debugDescription)")
        }
    }
}
