import SheetTestSupport
import StrictJSON
import Testing

/// A number and the exact text the writer must produce for it.
struct NumberCase: CustomTestStringConvertible, Sendable {
    var value: Double
    var text: String
    var testDescription: String { "\(value) → \(text)" }
}

let numberCases: [NumberCase] = [
    NumberCase(value: 0, text: "0"),
    NumberCase(value: -0.0, text: "0"),
    NumberCase(value: 8, text: "8"),
    NumberCase(value: -8, text: "-8"),
    NumberCase(value: 568.333, text: "568.333"),
    NumberCase(value: (1.0 / 3 * 1_000).rounded() / 1_000, text: "0.333"),
    NumberCase(value: 176.667, text: "176.667"),
    NumberCase(value: 0.1, text: "0.1"),
    NumberCase(value: -1_234.5, text: "-1234.5"),
    NumberCase(value: 1e-7, text: "1e-07"),
    NumberCase(value: 1e21, text: "1e+21"),
    NumberCase(value: 1.2345678901234568e20, text: "1.2345678901234568e+20"),
    NumberCase(value: 9_007_199_254_740_991, text: "9007199254740991"),
    NumberCase(value: -9_007_199_254_740_991, text: "-9007199254740991"),
    NumberCase(value: 9_007_199_254_740_992, text: "9007199254740992"),
    NumberCase(value: 2_251_799_813_685_248.5, text: "2251799813685248.5"),
    NumberCase(value: 1e16, text: "1e+16"),
    NumberCase(value: .leastNonzeroMagnitude, text: "5e-324"),
    NumberCase(value: .greatestFiniteMagnitude, text: "1.7976931348623157e+308"),
    NumberCase(value: 0.1 + 0.2, text: "0.30000000000000004"),
    NumberCase(value: 0.0001, text: "0.0001"),
    NumberCase(value: 0.00001, text: "1e-05"),
    NumberCase(value: -0.0167, text: "-0.0167"),
    NumberCase(value: 123_456.0001, text: "123456.0001"),
    NumberCase(value: 2_147_483_647.9999, text: "2147483647.9999"),
    NumberCase(value: -2_147_483_648.5, text: "-2147483648.5"),
    NumberCase(value: 99_999.999, text: "99999.999"),
    NumberCase(value: 100_000, text: "100000"),
    NumberCase(value: .infinity, text: "null"),
    NumberCase(value: -.infinity, text: "null"),
    NumberCase(value: .nan, text: "null"),
]

/// A string and the exact JSON string literal the writer must produce for it.
struct EscapeCase: CustomTestStringConvertible, Sendable {
    var string: String
    var json: String
    var testDescription: String { json }
}

let escapeCases: [EscapeCase] = [
    EscapeCase(string: "", json: #""""#),
    EscapeCase(string: "plain", json: #""plain""#),
    EscapeCase(string: "\"\\", json: #""\"\\""#),
    EscapeCase(string: "\n\r\t\u{8}\u{C}", json: #""\n\r\t\b\f""#),
    EscapeCase(string: "\u{0}\u{1}\u{1F}", json: #""\u0000\u0001\u001f""#),
    EscapeCase(string: "/", json: #""/""#),
    EscapeCase(string: "\u{7F}", json: "\"\u{7F}\""),
    EscapeCase(string: "ほげ é 😀", json: #""ほげ é 😀""#),
    EscapeCase(string: "a\u{2028}b\u{2029}c", json: #""a\u2028b\u2029c""#),
    EscapeCase(string: "\u{2027}\u{202A}\u{20AC}", json: "\"\u{2027}\u{202A}\u{20AC}\""),
    EscapeCase(string: "end\u{2028}", json: #""end\u2028""#),
]

@Suite("Writing")
struct JSONWriterTests {
    /// Numbers print in the fixed forms of the table: integers bare, others shortest, never inf or nan.
    @Test(arguments: numberCases)
    func formatsNumber(_ testCase: NumberCase) {
        #expect(written(.number(testCase.value)) == testCase.text)
    }

    /// Strings are escaped minimally and always the same way.
    @Test(arguments: escapeCases)
    func escapesString(_ testCase: EscapeCase) {
        #expect(written(.string(testCase.string)) == testCase.json)
    }

    /// Any finite double prints as a strict JSON number that reads back to the same bits
    /// (but for -0, which prints as 0).
    @Test func numbersRoundTripBitForBit() throws {
        var generator = ValueGenerator(seed: 0x0B17_0001)
        for _ in 0..<50_000 {
            let value = generator.number()
            let text = written(.number(value))
            #expect(!text.contains("inf") && !text.contains("nan"))
            let parsed = try JSONParser.parse(text).numberValue
            #expect(parsed?.bitPattern == (value == 0 ? 0.0 : value).bitPattern, "\(value) → \(text)")
        }
    }

    /// `JSONCursor.write(into:maximum:_:)` writes into the caller's room what a writer's reserved room holds.
    @Test func cursorIntoCallersRoomWritesWhatAWriterWrites() {
        func group(_ cursor: inout JSONCursor) {
            cursor.raw(#"{"ts":"#)
            cursor.string("2026-12-03T10:00:00.000Z é \"quoted\"")
            cursor.raw(#","n":"#)
            cursor.number(568.333)
            cursor.raw("}")
        }
        let room = 40 + JSONCursor.maximumLength(of: "2026-12-03T10:00:00.000Z é \"quoted\"") + 24
        var writer = JSONWriter(capacity: 16)
        writer.withReservedRoom(maximum: room, group)
        var storage = [UInt8](repeating: 0, count: room + JSONCursor.overrunMargin)
        let count = storage.withUnsafeMutableBufferPointer { JSONCursor.write(into: $0, maximum: room, group) }
        #expect(Array(storage[..<count]) == writer.bytes)
        let expected = #"{"ts":"2026-12-03T10:00:00.000Z é \"quoted\"","n":568.333}"#
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }

    /// The integer and short-decimal fast paths print exactly what `description` prints (less a
    /// trailing ".0"), for integers, decimals of one to six places around the 2^31 bound, and any
    /// bit pattern.
    @Test func fastPathsMatchDescription() {
        var random = SplitMix64(seed: 0xFA57_0001)
        var generator = ValueGenerator(seed: 0xFA57_0002)
        for _ in 0..<100_000 {
            let places = Int.random(in: 1...6, using: &random)
            let magnitudes: [Double] = [1, 1e3, 1e6, 2_147_483_648, 4e9]
            let bound = Int64((magnitudes.randomElement(using: &random) ?? 1) * 1e6)
            let units = Int64.random(in: -bound...bound, using: &random)
            var power = 1.0
            for _ in 0..<places {
                power *= 10
            }
            for value in [Double(units) / power, Double(units), generator.finiteDouble()] {
                #expect(written(.number(value)) == referenceText(value), "\(value)")
            }
        }
    }

    /// `description` with its ".0" dropped, and "0" for both zeros: what the writer must print.
    private func referenceText(_ value: Double) -> String {
        if value == 0 {
            return "0"
        }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Long strings, written in chunks, escape like short ones: U+2028 and multi-byte scalars
    /// that straddle a chunk boundary come out whole.
    @Test func longStringsEscapeLikeShortOnes() {
        var random = SplitMix64(seed: 0x1096_0001)
        for length in [0, 1, 127, 128, 129, 300, 511, 512, 513, 1_100, 5_000] {
            for _ in 0..<20 {
                var scalars = String.UnicodeScalarView()
                for _ in 0..<length {
                    scalars.append(ValueGenerator.interestingScalars.randomElement(using: &random) ?? "a")
                }
                let string = String(scalars)
                #expect(written(.string(string)) == referenceEscaped(string))
            }
        }
        for prefix in Array(120..<136) + Array(500..<520) {
            let string = String(repeating: "a", count: prefix) + "\u{2028}ほ😀\u{2029}"
            #expect(written(.string(string)) == referenceEscaped(string))
        }
    }

    /// Eight bytes at a time are checked: a byte that needs a look is found wherever it falls in
    /// or after a word, at the end of a short or long string, and next to any other.
    @Test func escapesAtEveryWordPosition() {
        let specials = [
            "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "…", "é", "😀", "\u{2027}",
        ]
        for special in specials {
            for before in 0..<20 {
                for after in 0..<12 {
                    let string = String(repeating: "a", count: before) + special + String(repeating: "b", count: after)
                    #expect(written(.string(string)) == referenceEscaped(string))
                    let twice = string + special + special
                    #expect(written(.string(twice)) == referenceEscaped(twice))
                }
            }
        }
    }

    /// A key given as a literal is written exactly like the same key given as a `String`.
    @Test func literalKeysMatchStringKeys() {
        var literal = JSONWriter(capacity: 0)
        var dynamic = JSONWriter(capacity: 0)
        literal.beginObject()
        dynamic.beginObject()
        literal.key(literal: "")
        dynamic.key("")
        literal.number(1)
        dynamic.number(1)
        literal.key(literal: "frame")
        dynamic.key("frame")
        literal.null()
        dynamic.null()
        literal.key(literal: "a\"b\\c\u{2028}ほげ")
        dynamic.key("a\"b\\c\u{2028}ほげ")
        literal.bool(true)
        dynamic.bool(true)
        literal.endObject()
        dynamic.endObject()
        #expect(literal.bytes == dynamic.bytes)
        #expect(String(decoding: literal.bytes, as: UTF8.self) == #"{"":1,"frame":null,"a\"b\\c\u2028ほげ":true}"#)
    }

    /// The escaping rules, one scalar at a time: the slow, obvious way.
    private func referenceEscaped(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case "\u{2028}": text += "\\u2028"
            case "\u{2029}": text += "\\u2029"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// A writer that starts small grows as needed and loses nothing.
    @Test func growsFromASmallCapacity() throws {
        let big: JSONValue = [
            "text": .string(String(repeating: "ほげ\n", count: 5_000)),
            "list": .array((0..<5_000).map { .number(Double($0) / 8) }),
        ]
        var writer = JSONWriter(capacity: 0)
        writer.write(big)
        #expect(try JSONParser.parse(writer.bytes) == big)
        #expect(writer.bytes == utf8(written(big)))
    }

    /// Streaming places commas and colons itself, and builds the same bytes as writing a tree.
    @Test func streamingMatchesTree() {
        var writer = JSONWriter(capacity: 16)
        writer.beginObject()
        writer.key("frame")
        writer.beginObject()
        writer.key("x")
        writer.number(8)
        writer.key("y")
        writer.number(568.333)
        writer.endObject()
        writer.key("lines")
        writer.number(2 as Int)
        writer.key("tags")
        writer.beginArray()
        writer.string("a")
        writer.bool(true)
        writer.null()
        writer.beginArray()
        writer.endArray()
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        let tree: JSONValue = ["frame": ["x": 8, "y": 568.333], "lines": 2, "tags": ["a", true, .null, [], [:]]]
        let text = String(decoding: writer.bytes, as: UTF8.self)
        #expect(text == #"{"frame":{"x":8,"y":568.333},"lines":2,"tags":["a",true,null,[],{}]}"#)
        #expect(text == written(tree))
    }

    /// Integers are written exactly, including the extremes of `Int`.
    @Test func writesIntegersExactly() {
        for (value, text) in [
            (0, "0"), (-1, "-1"), (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
        ] {
            var writer = JSONWriter()
            writer.number(value)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == text)
        }
    }

    /// Members are written in the order given, duplicates included: the writer reorders nothing.
    @Test func keepsMemberOrder() {
        let object = JSONObject([(key: "z", value: 1), (key: "a", value: 2), (key: "z", value: 3)])
        #expect(written(.object(object)) == #"{"z":1,"a":2,"z":3}"#)
    }

    /// Writing the same value twice gives byte-identical output.
    @Test func outputIsDeterministic() throws {
        var generator = ValueGenerator(seed: 0xDE7E_0001)
        for _ in 0..<200 {
            let value = generator.value()
            #expect(written(value) == written(value))
        }
    }
}
