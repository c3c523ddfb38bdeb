import StrictJSON
import Testing

@Suite("Copying repeated values from a memo")
struct JSONTextMemoTests {
    /// A sequence of numbers written through one memo is the same text as written directly: repeats (copied), new
    /// values, texts longer than eight bytes (not kept), the key 0 first (which a fresh memo must not take for a
    /// kept text), and exactly eight bytes.
    @Test func memoizedNumbersMatchDirectOnes() {
        let values: [Double] = [
            0, 0, 374, 374, 374, -0.0, 568.333, 568.333, 1e-7, 1e-7, 123_456.789, 123_456.789, 1_234.567, 1_234.567,
            0.5, 8, 8, -116, -116, 17.667, 0,
        ]
        var memo = JSONTextMemo()
        var writer = JSONWriter(capacity: 16)
        writer.withReservedRoom(maximum: values.count * (JSONCursor.maximumNumberLength + 1)) { cursor in
            for value in values {
                cursor.write(key: value.bitPattern, memo: &memo) { $0.number(value) }
                cursor.raw(",")
            }
        }
        var direct = JSONWriter(capacity: 16)
        direct.withReservedRoom(maximum: values.count * (JSONCursor.maximumNumberLength + 1)) { cursor in
            for value in values {
                cursor.number(value)
                cursor.raw(",")
            }
        }
        #expect(String(decoding: writer.bytes, as: UTF8.self) == String(decoding: direct.bytes, as: UTF8.self))
    }

    /// The second of two equal keys is copied, not written: the memo's text stands even if `write` would now differ.
    @Test func repeatedKeyIsCopied() {
        var memo = JSONTextMemo()
        var writer = JSONWriter(capacity: 16)
        writer.withReservedRoom(maximum: 64) { cursor in
            cursor.write(key: 1, memo: &memo) { $0.raw("first") }
            cursor.write(key: 1, memo: &memo) { $0.raw("other") }
            cursor.write(key: 2, memo: &memo) { $0.raw("second") }
        }
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "firstfirstsecond")
    }
}
