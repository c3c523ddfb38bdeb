import SheetTestSupport
import StrictJSON
import Testing

/// What `write` puts through a cursor, as text, from a writer that starts with `capacity` bytes.
private func cursorText(capacity: Int = 16, maximum: Int = 64, _ write: (inout JSONCursor) -> Void) -> String {
    var writer = JSONWriter(capacity: capacity)
    writer.withReservedRoom(maximum: maximum, write)
    return String(decoding: writer.bytes, as: UTF8.self)
}

/// What the writer's own methods write for `value`.
private func writerText(_ value: Double) -> String {
    var writer = JSONWriter(capacity: 16)
    writer.number(value)
    return String(decoding: writer.bytes, as: UTF8.self)
}

@Suite("Writing through a cursor")
struct JSONCursorTests {
    /// `decimal(units:places:)` writes what `number` writes for `Double(units) / 10^places`, below 2^31 units,
    /// on edges (zero, trailing zeros, ±(2^31 − 1)) and 200,000 random integers of every size.
    @Test func decimalMatchesNumber() {
        let powers: [Double] = [1, 10, 100, 1_000, 10_000]
        var random = SplitMix64(seed: 0xC025_0001)
        var cases: [(units: Int, places: Int)] = []
        for places in 0...4 {
            for units in [0, 1, -1, 5, -5, 10, 100, 1_000, 10_000, 100_000, 2_147_483_647, -2_147_483_647] {
                cases.append((units, places))
            }
            for units in [9_999, 10_001, 12_300, 120_000, 568_333, -176_667, 5_000, -5_000, 99_999_990] {
                cases.append((units, places))
            }
        }
        for _ in 0..<200_000 {
            let digits = Int.random(in: 1...10, using: &random)
            var bound = 1
            for _ in 0..<digits {
                bound *= 10
            }
            let units = Int.random(in: -min(bound, 2_147_483_647)...min(bound, 2_147_483_647), using: &random)
            cases.append((units, Int.random(in: 0...4, using: &random)))
        }
        for (units, places) in cases {
            let expected = writerText(Double(units) / powers[places])
            let actual = cursorText { $0.decimal(units: units, places: places) }
            #expect(actual == expected, "\(units) × 10^-\(places)")
        }
    }

    /// `decimal(units:places:)` writes what `description` prints for `Double(units) / 10^places` (less a ".0"), an
    /// independent check of its digit conversions: every units value to ±50,000 and 50,000 random ones below 2^31,
    /// for 0 to 4 places.
    @Test func decimalMatchesDescription() {
        let powers: [Double] = [1, 10, 100, 1_000, 10_000]
        var random = SplitMix64(seed: 0xC025_0003)
        var unitValues = Array(-50_000...50_000)
        for _ in 0..<50_000 {
            unitValues.append(Int.random(in: -2_147_483_647...2_147_483_647, using: &random))
        }
        for places in 0...4 {
            for units in unitValues {
                var expected = (Double(units) / powers[places]).description
                if expected.hasSuffix(".0") {
                    expected.removeLast(2)
                }
                #expect(cursorText { $0.decimal(units: units, places: places) } == expected, "\(units) × 10^-\(places)")
            }
        }
    }

    /// `raw` copies texts of every length from 0 to 40 bytes, chosen when running or fixed, and `raw(packed:count:)`
    /// keeps the first `count` bytes of its word.
    @Test func rawTextsOfEveryLength() {
        let alphabet = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"
        let texts: [StaticString] = [
            "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghij",
            "abcdefghijk", "abcdefghijkl", "abcdefghijklm", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop",
            "abcdefghijklmnopq", "abcdefghijklmnopqr", "abcdefghijklmnopqrs", "abcdefghijklmnopqrst",
            "abcdefghijklmnopqrstu", "abcdefghijklmnopqrstuv", "abcdefghijklmnopqrstuvw", "abcdefghijklmnopqrstuvwx",
            "abcdefghijklmnopqrstuvwxy", "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz0",
            "abcdefghijklmnopqrstuvwxyz01", "abcdefghijklmnopqrstuvwxyz012", "abcdefghijklmnopqrstuvwxyz0123",
            "abcdefghijklmnopqrstuvwxyz01234", "abcdefghijklmnopqrstuvwxyz012345", "abcdefghijklmnopqrstuvwxyz0123456",
            "abcdefghijklmnopqrstuvwxyz01234567", "abcdefghijklmnopqrstuvwxyz012345678",
            "abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz0123456789A",
            "abcdefghijklmnopqrstuvwxyz0123456789AB", "abcdefghijklmnopqrstuvwxyz0123456789ABC",
            "abcdefghijklmnopqrstuvwxyz0123456789ABCD",
        ]
        for (length, text) in texts.enumerated() {
            let written = cursorText { cursor in
                cursor.raw(text)
                cursor.raw("|")
            }
            #expect(written == String(alphabet.prefix(length)) + "|")
        }
        let keys = cursorText { cursor in
            cursor.raw(#","lineHeight":"#)
            cursor.raw(#""highlightedBackgroundColor":"#)
        }
        #expect(keys == #","lineHeight":"highlightedBackgroundColor":"#)
        let word = UInt64(littleEndian: 0x6867_6665_6463_6261)  // "abcdefgh"
        for count in 0...8 {
            let written = cursorText { cursor in
                cursor.raw(packed: word, count: count)
                cursor.raw("|")
            }
            #expect(written == String(alphabet.prefix(count)) + "|")
        }
    }

    /// The cursor's number, integer, string and Boolean are the writer's, byte for byte, and a number never
    /// takes more than `maximumNumberLength` bytes.
    @Test func scalarsMatchWriter() {
        var generator = ValueGenerator(seed: 0xC025_0002)
        var numbers: [Double] = [0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        numbers += [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, -2.2250738585072014e-308, 1e16, -1e-7]
        for _ in 0..<20_000 {
            numbers.append(generator.number())
            numbers.append(generator.finiteDouble())
        }
        for value in numbers {
            let text = cursorText { $0.number(value) }
            #expect(text == writerText(value), "\(value)")
            #expect(text.utf8.count <= JSONCursor.maximumNumberLength, "\(value)")
        }
        for value in [0, 1, -1, 42, Int.max, Int.min] {
            var writer = JSONWriter()
            writer.number(value)
            #expect(cursorText { $0.number(value) } == String(decoding: writer.bytes, as: UTF8.self))
        }
        for testCase in escapeCases {
            let room = JSONCursor.maximumLength(of: testCase.string)
            #expect(cursorText(maximum: room) { $0.string(testCase.string) } == testCase.json)
        }
        #expect(cursorText { $0.bool(true) } == "true")
        #expect(cursorText { $0.bool(false) } == "false")
    }

    /// A group writes exactly what it is given, with no comma of its own, grows a small writer, and leaves the
    /// writer needing a comma before its next value.
    @Test func groupsMixWithWriterCalls() {
        var writer = JSONWriter(capacity: 1)
        writer.beginArray()
        writer.withReservedRoom(maximum: 200) { cursor in
            cursor.raw(#"{"x":"#)
            cursor.decimal(units: 8_000, places: 3)
            cursor.raw(#","y":"#)
            cursor.decimal(units: 568_333, places: 3)
            cursor.raw("}")
        }
        writer.number(1)
        writer.withReservedRoom(maximum: 2) { $0.raw(",2") }
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[{"x":8,"y":568.333},1,2]"#)
    }
}
