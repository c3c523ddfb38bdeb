import SheetTestSupport
import Testing

@testable import StrictJSON

/// The scanner reads exactly what the parser reads, or declines: never a different value, never
/// something the parser refuses.
struct JSONScannerTests {
    /// What the scanner reads from `text` with `read`, provided only whitespace follows.
    static func scanned<Value>(
        _ text: String, limits: JSONParser.Limits = .default, _ read: (inout JSONScanner) -> Value?
    ) -> Value? {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            guard var scanner = JSONScanner(bytes, limits: limits), let value = read(&scanner), scanner.readEnd()
            else { return nil }
            return value
        }
    }

    /// The parser's number for `text`, or nil when it refuses it.
    static func parsedNumber(_ text: String) -> Double? {
        guard case .number(let number) = try? JSONParser.parse(text) else { return nil }
        return number
    }

    /// Number texts of every shape: integers, fractions, exponents, long and malformed ones.
    static func numberTexts() -> [String] {
        var texts = [
            "0", "-0", "1", "390", "390.0", "0.1", "568.333", "1e2", "1E2", "1e+2", "1e-2", "-1.5e-3", "1e22", "1e23",
            "1e-22", "1e-23", "9007199254740992", "9007199254740993", "123456789012345678", "1234567890123456789",
            "12345678901234567890", "1e400", "-1e400", "4.5e-400", "0.000001", "1.0000000000000000001", "01", "-01",
            "1.", ".5", "+1", "-", "1e", "1e+", "--1", "0x10", "1.5e3.2", "00", "2.2250738585072014e-308",
        ]
        var generator = SplitMix64(seed: 0x5CA7)
        for _ in 0..<3000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            let integerDigits = Int.random(in: 1...20, using: &generator)
            for position in 0..<integerDigits {
                text += String(Int.random(in: (position == 0 ? 1 : 0)...9, using: &generator))
            }
            if Bool.random(using: &generator) {
                text += "."
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    text += String(Int.random(in: 0...9, using: &generator))
                }
            }
            if Int.random(in: 0..<3, using: &generator) == 0 {
                text += ["e", "E", "e-", "e+"].randomElement(using: &generator)!
                text += String(Int.random(in: 0...40, using: &generator))
            }
            texts.append(text)
        }
        return texts
    }

    /// Every number the scanner reads is the parser's, bit for bit; short ones are never declined.
    @Test func numbersAreTheParsers() {
        var acceptedCount = 0
        for text in Self.numberTexts() {
            guard let scanned = Self.scanned(text, { $0.readNumber() }) else { continue }
            acceptedCount += 1
            let parsed = Self.parsedNumber(text)
            #expect(
                parsed?.bitPattern == scanned.bitPattern,
                "\(text): scanner \(scanned), parser \(String(describing: parsed))")
        }
        #expect(acceptedCount > 1000)
        for text in ["0", "-0", "390", "390.0", "0.1", "568.333", "1e2", "1E+2", "-1.5e-3", "1e22", "9007199254740992"]
        {
            #expect(Self.scanned(text, { $0.readNumber() }) != nil, "\(text) is declined")
        }
        #expect(Self.scanned("-0", { $0.readNumber() })?.sign == .minus)
    }

    /// Numbers the parser refuses or converts through the standard library are declined.
    @Test(arguments: [
        "1e400", "01", "1.", ".5", "+1", "-", "1e", "12345678901234567890", "1e23", "4.5e-30", "9007199254740993",
        "1x", "null", "\"1\"",
    ])
    func unusualNumbersAreDeclined(_ text: String) {
        #expect(Self.scanned(text, { $0.readNumber() }) == nil)
    }

    /// For strings without escapes, the scanner accepts exactly what the parser accepts, with the same
    /// bytes: every two-byte sequence, three-byte sequences around the overlong and surrogate edges, and
    /// four-byte sequences around the overlong and U+10FFFF edges.
    @Test func unescapedStringsAreTheParsers() {
        var sequences: [[UInt8]] = []
        for lead in UInt8(0x00)...0xFF {
            for second in UInt8(0x00)...0xFF {
                sequences.append([lead, second])
            }
        }
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in UInt8(0xE0)...0xFF {
            for second in edges {
                for third in edges {
                    sequences.append([lead, second, third])
                    sequences.append([lead, second, third, 0x80])
                }
            }
        }
        var acceptedCount = 0
        for sequence in sequences {
            let json = [UInt8(ascii: "\"")] + Array("plain text ".utf8) + sequence + [UInt8(ascii: "\"")]
            guard !sequence.contains(UInt8(ascii: "\\")), !sequence.contains(UInt8(ascii: "\"")) else { continue }
            let scanned: String? = json.withUnsafeBufferPointer { bytes in
                guard var scanner = JSONScanner(bytes), let string = scanner.readString(), scanner.readEnd()
                else { return nil }
                return string
            }
            let parsed: String?
            if case .string(let string) = try? JSONParser.parse(json) { parsed = string } else { parsed = nil }
            #expect(scanned.map { Array($0.utf8) } == parsed.map { Array($0.utf8) }, "\(sequence)")
            if scanned != nil { acceptedCount += 1 }
        }
        #expect(acceptedCount > 1000)
    }

    /// Escapes, control characters, unterminated strings and strings beyond the limit are declined.
    @Test func unusualStringsAreDeclined() {
        for text in [#""a\nb""#, #""\u0041""#, #""\"""#, "\"a\u{1}b\"", #""open"#, "null", "1"] {
            #expect(Self.scanned(text, { $0.readString() }) == nil, "\(text)")
        }
        var limits = JSONParser.Limits.default
        limits.maxStringBytes = 4
        #expect(Self.scanned(#""abcd""#, limits: limits, { $0.readString() }) == "abcd")
        #expect(Self.scanned(#""abcde""#, limits: limits, { $0.readString() }) == nil)
        #expect(Self.scanned(" \"日本\"\n", { $0.readString() }) == "日本")
    }

    /// Objects hand over each name; nesting, member and element counts stop where the parser's limits do.
    @Test func containersRespectTheLimits() {
        func elementCount(_ text: String, limits: JSONParser.Limits = .default) -> Int? {
            Self.scanned(text, limits: limits) { scanner in
                guard var array = scanner.beginArray() else { return nil }
                var count = 0
                while scanner.hasNextElement(in: &array) {
                    guard scanner.readNumber() != nil else { return nil }
                    count += 1
                }
                return array.isClosed ? count : nil
            }
        }
        var limits = JSONParser.Limits.default
        limits.maxArrayCount = 3
        #expect(elementCount("[1, 2,3 ]", limits: limits) == 3)
        #expect(elementCount("[1,2,3,4]", limits: limits) == nil)
        #expect(parseError(utf8("[1,2,3,4]"), limits: limits)?.kind == .tooLarge)
        #expect(elementCount("[]") == 0)
        #expect(elementCount("[1,]") == nil)
        #expect(elementCount("[1] x") == nil)

        func names(_ text: String, limits: JSONParser.Limits = .default) -> [String]? {
            Self.scanned(text, limits: limits) { scanner in
                guard var object = scanner.beginObject() else { return nil }
                var names: [String] = []
                while let name = scanner.nextMemberName(in: &object) {
                    names.append(String(decoding: name.bytes, as: UTF8.self))
                    guard scanner.readBool() != nil else { return nil }
                }
                return object.isClosed ? names : nil
            }
        }
        #expect(names(#"{"a" : true, "bc":false}"#) == ["a", "bc"])
        #expect(names(#"{"a":true,}"#) == nil)
        #expect(names(#"{"\u0061":true}"#) == nil)
        #expect(names(#"{"a":null}"#) == nil)
        limits = .default
        limits.maxObjectMembers = 1
        #expect(names(#"{"a":true}"#, limits: limits) == ["a"])
        #expect(names(#"{"a":true,"b":true}"#, limits: limits) == nil)
        limits = .default
        limits.maxDepth = 0
        #expect(names("{}", limits: limits) == nil)
        #expect(parseError(utf8("{}"), limits: limits)?.kind == .tooDeep)
    }

    /// Member names compare by their bytes.
    @Test func namesCompareByBytes() {
        let bytes = Array("width".utf8)
        bytes.withUnsafeBufferPointer { bytes in
            let name = JSONName(bytes)
            #expect(name.matches("width"))
            #expect(!name.matches("widths"))
            #expect(!name.matches("Width"))
        }
    }
}
