import SheetTestSupport
import StrictJSON
import Testing

/// A valid JSON text and the value it must parse to.
struct ValidCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [UInt8]
    var expected: JSONValue

    init(_ name: String, _ input: String, _ expected: JSONValue) {
        self.init(name, utf8(input), expected)
    }

    init(_ name: String, _ input: [UInt8], _ expected: JSONValue) {
        self.name = name
        self.input = input
        self.expected = expected
    }

    var testDescription: String { name }
}

let validCases: [ValidCase] = [
    ValidCase("null", "null", .null),
    ValidCase("true", "true", true),
    ValidCase("false", "false", false),
    ValidCase("zero", "0", 0),
    ValidCase("integer", "42", 42),
    ValidCase("negative integer", "-17", -17),
    ValidCase("decimal", "568.333", 568.333),
    ValidCase("exponent", "1E2", 100),
    ValidCase("negative exponent", "1e-2", 0.01),
    ValidCase("signed exponent", "-1.5e+3", -1_500),
    ValidCase("exponent with leading zeros", "1e007", 1e7),
    ValidCase("zero with fraction", "0.0", 0),
    ValidCase("underflow becomes zero", "1e-400", 0),
    ValidCase("smallest subnormal", "5e-324", .number(.leastNonzeroMagnitude)),
    ValidCase("largest double", "1.7976931348623157e308", .number(1.7976931348623157e308)),
    ValidCase("long integer rounds", "123456789012345678901234567890", 1.2345678901234568e29),
    ValidCase("2^53 + 1 rounds to even", "9007199254740993", 9_007_199_254_740_992),
    ValidCase("many fraction digits", "0.1000000000000000055511151231257827", 0.1),
    ValidCase("empty string", #""""#, ""),
    ValidCase("plain string", #""abc""#, "abc"),
    ValidCase("short escapes", #""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
    ValidCase("unicode escape", #""\u0041\u00e9\u00E9""#, "Aéé"),
    ValidCase("surrogate pair", #""\uD83D\uDE00""#, "😀"),
    ValidCase("escaped NUL is allowed", #""a\u0000b""#, "a\u{0}b"),
    ValidCase("escaped line separator", #""\u2028""#, "\u{2028}"),
    ValidCase("raw UTF-8", #""ほげ é 😀 \#u{10FFFF}""#, "ほげ é 😀 \u{10FFFF}"),
    ValidCase("DEL is not a control character in JSON", "\"\u{7F}\"", "\u{7F}"),
    ValidCase("empty array", "[]", []),
    ValidCase("empty object", "{}", [:]),
    ValidCase("nested arrays", "[1,[2,[3]]]", [1, [2, [3]]]),
    ValidCase("nested objects", #"{"a":{"b":[]}}"#, ["a": ["b": []]]),
    ValidCase("all whitespace kinds", " \t\n\r[ 1 ,\t2\n]\r\n ", [1, 2]),
    ValidCase("whitespace inside objects", #"{ "a" : 1 , "b" : { } }"#, ["a": 1, "b": [:]]),
    ValidCase("member order is kept", #"{"b":1,"a":2,"c":3}"#, ["b": 1, "a": 2, "c": 3]),
    ValidCase("byte order mark is skipped", [0xEF, 0xBB, 0xBF] + utf8("{}"), [:]),
    ValidCase(
        "keys that differ only in normalization are distinct",
        "{\"\u{E9}\":1,\"e\u{301}\":2}",
        .object(JSONObject([(key: "\u{E9}", value: 1), (key: "e\u{301}", value: 2)]))),
    ValidCase(
        "same key in sibling objects is fine",
        #"[{"a":1},{"a":2}]"#, [["a": 1], ["a": 2]]),
    ValidCase(
        "same keys in sibling large objects",
        "[" + largeObjectText(prefix: "k") + "," + largeObjectText(prefix: "k") + "]",
        [largeObject(prefix: "k"), largeObject(prefix: "k")]),
    ValidCase(
        "64 levels of nesting", String(repeating: "[", count: 64) + String(repeating: "]", count: 64), deepArray(64)),
]

/// `{"k0":0,…,"k11":11}`: more members than the parser compares one by one.
func largeObjectText(prefix: String) -> String {
    "{" + (0..<12).map { "\"\(prefix)\($0)\":\($0)" }.joined(separator: ",") + "}"
}

/// The value of `largeObjectText(prefix:)`.
func largeObject(prefix: String) -> JSONValue {
    .object(JSONObject((0..<12).map { (key: "\(prefix)\($0)", value: .number(Double($0))) }))
}

/// `[[…[]…]]` nested `depth` levels.
func deepArray(_ depth: Int) -> JSONValue {
    var value: JSONValue = []
    for _ in 1..<depth {
        value = [value]
    }
    return value
}

@Suite("Parsing valid documents")
struct JSONParserValidTests {
    /// Each valid document parses to exactly the expected value.
    @Test(arguments: validCases)
    func parsesToExpectedValue(_ testCase: ValidCase) throws {
        #expect(try JSONParser.parse(testCase.input) == testCase.expected)
    }

    /// `-0` keeps its sign, so callers can tell it from `0` if they care.
    @Test func negativeZeroKeepsItsSign() throws {
        let value = try JSONParser.parse("-0").numberValue
        #expect(value == 0)
        #expect(value?.sign == .minus)
        #expect(try JSONParser.parse("-0.0e5").numberValue?.sign == .minus)
    }

    /// The example request of the API contract parses, with its nested members reachable.
    @Test func parsesTheContractExample() throws {
        let request = try JSONParser.parse(exampleLayoutRequest)
        #expect(request["screen"]?["width"] == 390)
        #expect(request["sheet"]?["title"] == "ほげ")
        #expect(request["sheet"]?["actions"]?[2]?["style"] == "cancel")
        #expect(request["sheet"]?["customView"]?["subviews"]?[0]?["frame"]?["height"] == 30)
        #expect(request.objectValue?.keys == ["screen", "traits", "profile", "sheet"])
    }

    /// Every entry point (bytes, slices, non-contiguous collections, raw memory, String) agrees.
    @Test func entryPointsAgree() throws {
        let text = #"{"a":[1,"b",null]}"#
        let expected: JSONValue = ["a": [1, "b", .null]]
        let bytes = utf8(text)
        #expect(try JSONParser.parse(text) == expected)
        #expect(try JSONParser.parse(bytes) == expected)
        #expect(try JSONParser.parse(utf8("xx" + text)[2...]) == expected)
        #expect(try JSONParser.parse(text.utf8) == expected)
        #expect(try JSONParser.parse(bytes.lazy.map { $0 }) == expected)  // Not contiguous: copied.
        #expect(try bytes.withUnsafeBytes { raw throws(JSONParseError) in try JSONParser.parse(raw) } == expected)
    }

    /// An object with many members, where duplicates are found by hashing, still keeps its order.
    @Test func largeObjectKeepsOrder() throws {
        let keys = (0..<100).map { "key\(($0 * 37) % 100)" }
        let text = "{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
        #expect(try JSONParser.parse(text).objectValue?.keys == keys)
    }

    /// Fast-path and standard-library conversions agree bit for bit on thousands of number texts.
    @Test func numbersMatchTheStandardLibrary() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<20_000 {
            let text = randomNumberText(using: &random)
            let parsed = try JSONParser.parse(text).numberValue
            let expected = Double(text)
            #expect(parsed?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    /// A random number text in JSON's grammar whose value is finite.
    private func randomNumberText(using random: inout SplitMix64) -> String {
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        }
        var text = Bool.random(using: &random) ? "-" : ""
        let integerDigits = Int.random(in: 1...20, using: &random)
        text +=
            integerDigits == 1 ? digits(1) : String(Int.random(in: 1...9, using: &random)) + digits(integerDigits - 1)
        if Bool.random(using: &random) {
            text += "." + digits(Int.random(in: 1...20, using: &random))
        }
        if Bool.random(using: &random) {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random) ?? "e"
            text += String(Int.random(in: 0...40, using: &random))
        }
        return text
    }
}
