import Testing

@testable import StrictJSON

/// An invalid JSON text and the error it must fail with.
struct InvalidCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [UInt8]
    var kind: JSONParseError.Kind
    var pointer: String
    var offset: Int

    init(_ name: String, _ input: String, _ kind: JSONParseError.Kind, _ pointer: String, at offset: Int) {
        self.init(name, utf8(input), kind, pointer, at: offset)
    }

    init(_ name: String, _ input: [UInt8], _ kind: JSONParseError.Kind, _ pointer: String, at offset: Int) {
        self.name = name
        self.input = input
        self.kind = kind
        self.pointer = pointer
        self.offset = offset
    }

    var testDescription: String { name }
}

let tenThousandDeep = String(repeating: "[", count: 10_000)
let sixtyFourIndices = String(repeating: "/0", count: 64)

let invalidCases: [InvalidCase] = [
    // Nothing there.
    InvalidCase("empty input", "", .emptyInput, "", at: 0),
    InvalidCase("whitespace only", " \n\t\r ", .emptyInput, "", at: 5),
    InvalidCase("byte order mark only", [0xEF, 0xBB, 0xBF], .emptyInput, "", at: 3),

    // Truncated.
    InvalidCase("truncated object", #"{"a":"#, .unexpectedEnd, "/a", at: 5),
    InvalidCase("truncated key", #"{"sheet":{"ti"#, .unexpectedEnd, "/sheet", at: 13),
    InvalidCase("truncated after key", #"{"a""#, .unexpectedEnd, "/a", at: 4),
    InvalidCase("truncated array", "[1,2", .unexpectedEnd, "", at: 4),
    InvalidCase("truncated after comma", "[1,", .unexpectedEnd, "/1", at: 3),
    InvalidCase("truncated string", #"["abc"#, .unexpectedEnd, "/0", at: 5),
    InvalidCase("truncated literal", "tru", .unexpectedEnd, "", at: 3),
    InvalidCase("truncated unicode escape", #""\u12"#, .unexpectedEnd, "", at: 5),
    InvalidCase("truncated surrogate pair", #""\uD83D\u"#, .unexpectedEnd, "", at: 9),
    InvalidCase("truncated UTF-8 sequence", [0x22, 0xE3, 0x81], .unexpectedEnd, "", at: 3),
    InvalidCase("truncated fraction", "1.", .unexpectedEnd, "", at: 2),
    InvalidCase("truncated exponent", "1e+", .unexpectedEnd, "", at: 3),
    InvalidCase("lone minus", "-", .unexpectedEnd, "", at: 1),

    // Grammar.
    InvalidCase("trailing comma in array", "[1,2,]", .unexpectedCharacter, "/2", at: 5),
    InvalidCase("trailing comma in object", #"{"a":1,}"#, .unexpectedCharacter, "", at: 7),
    InvalidCase("missing comma", "[1 2]", .unexpectedCharacter, "", at: 3),
    InvalidCase("missing colon", #"{"a" 1}"#, .unexpectedCharacter, "/a", at: 5),
    InvalidCase("unquoted key", "{a:1}", .unexpectedCharacter, "", at: 1),
    InvalidCase("single quotes", "['a']", .unexpectedCharacter, "/0", at: 1),
    InvalidCase("mismatched bracket", #"{"a":[1}"#, .unexpectedCharacter, "/a", at: 7),
    InvalidCase("block comment", "/* c */ 1", .unexpectedCharacter, "", at: 0),
    InvalidCase("line comment", "[1 // c\n]", .unexpectedCharacter, "", at: 3),
    InvalidCase("misspelled literal", "nul1", .unexpectedCharacter, "", at: 3),
    InvalidCase("capitalized literal", "True", .unexpectedCharacter, "", at: 0),
    InvalidCase("NaN", "NaN", .unexpectedCharacter, "", at: 0),
    InvalidCase("Infinity", "[Infinity]", .unexpectedCharacter, "/0", at: 1),
    InvalidCase("form feed is not whitespace", "\u{C}1", .unexpectedCharacter, "", at: 0),
    InvalidCase("no-break space is not whitespace", "[\u{A0}1]", .unexpectedCharacter, "/0", at: 1),
    InvalidCase("byte order mark after whitespace", " \u{FEFF}1", .unexpectedCharacter, "", at: 1),

    // Numbers.
    InvalidCase("leading zero", "01", .invalidNumber, "", at: 0),
    InvalidCase("negative leading zero", "[-012]", .invalidNumber, "/0", at: 1),
    InvalidCase("plus sign", "+1", .invalidNumber, "", at: 0),
    InvalidCase("leading point", ".5", .invalidNumber, "", at: 0),
    InvalidCase("trailing point", "[1.]", .invalidNumber, "/0", at: 1),
    InvalidCase("empty exponent", "[1e]", .invalidNumber, "/0", at: 1),
    InvalidCase("minus without digits", "-x", .invalidNumber, "", at: 0),
    InvalidCase("negative infinity", "-Infinity", .invalidNumber, "", at: 0),
    InvalidCase("hex number", "0x10", .trailingData, "", at: 1),
    InvalidCase("1e400", "1e400", .numberOutOfRange, "", at: 0),
    InvalidCase("-1e400", "-1e400", .numberOutOfRange, "", at: 0),
    InvalidCase("huge integer", "1" + String(repeating: "0", count: 400), .numberOutOfRange, "", at: 0),
    InvalidCase(
        "out of range deep inside", #"{"sheet":{"actions":[{"title":1e400}]}}"#, .numberOutOfRange,
        "/sheet/actions/0/title", at: 30),

    // Strings.
    InvalidCase("lone high surrogate", #""\uD800""#, .invalidUnicodeEscape, "", at: 1),
    InvalidCase("lone low surrogate", #"["\uDC00"]"#, .invalidUnicodeEscape, "/0", at: 2),
    InvalidCase("high surrogate then text", #""\uD83Dx""#, .invalidUnicodeEscape, "", at: 1),
    InvalidCase("high surrogate then non-surrogate", #""\uD83D\u0041""#, .invalidUnicodeEscape, "", at: 1),
    InvalidCase("two high surrogates", #""\uD83D\uD83D""#, .invalidUnicodeEscape, "", at: 1),
    InvalidCase("bad hex digit", #""\u12G4""#, .invalidUnicodeEscape, "", at: 1),
    InvalidCase("unknown escape", #""\x41""#, .invalidEscape, "", at: 1),
    InvalidCase("escaped single quote", #"{"a":"\'"}"#, .invalidEscape, "/a", at: 6),
    InvalidCase("raw NUL", "\"a\u{0}b\"", .controlCharacterInString, "", at: 2),
    InvalidCase("raw newline", "[\"a\nb\"]", .controlCharacterInString, "/0", at: 3),
    InvalidCase("raw tab in key", "{\"a\tb\":1}", .controlCharacterInString, "", at: 3),

    // UTF-8.
    InvalidCase("overlong slash", [0x22, 0xC0, 0xAF, 0x22], .invalidUTF8, "", at: 1),
    InvalidCase("encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8, "", at: 1),
    InvalidCase("byte FF in string", [0x22, 0xFF, 0x22], .invalidUTF8, "", at: 1),
    InvalidCase("byte FF alone", [0xFF], .invalidUTF8, "", at: 0),
    InvalidCase("overlong three-byte", [0x22, 0xE0, 0x80, 0xAF, 0x22], .invalidUTF8, "", at: 1),
    InvalidCase("beyond U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8, "", at: 1),
    InvalidCase("stray continuation byte", [0x22, 0x61, 0x80, 0x22], .invalidUTF8, "", at: 2),
    InvalidCase("sequence cut by a quote", [0x22, 0xE3, 0x81, 0x22], .invalidUTF8, "", at: 1),
    InvalidCase("invalid UTF-8 in a key", [0x7B, 0x22, 0xC0, 0xAF, 0x22, 0x3A, 0x31, 0x7D], .invalidUTF8, "", at: 2),
    InvalidCase("invalid UTF-8 after the value", [0x31, 0x20, 0xC1], .invalidUTF8, "", at: 2),

    // Duplicates.
    InvalidCase("duplicate key", #"{"a":1,"a":2}"#, .duplicateKey, "/a", at: 7),
    InvalidCase(
        "duplicate key at depth", #"{"sheet":{"actions":[{"title":"a","title":"b"}]}}"#, .duplicateKey,
        "/sheet/actions/0/title", at: 34),
    InvalidCase(
        "duplicate key among many members",
        "{" + (0..<20).map { "\"k\($0)\":0" }.joined(separator: ",") + #","k7":1}"#, .duplicateKey, "/k7", at: 151),
    InvalidCase(
        "duplicate key after a large nested object",
        #"{"a":1,"outer":"# + largeObjectText(prefix: "a") + #","a":2}"#, .duplicateKey, "/a", at: 105),
    InvalidCase("duplicate escaped key", #"{"a":1,"\u0061":2}"#, .duplicateKey, "/a", at: 7),
    InvalidCase("duplicate key needing pointer escapes", #"{"a/b~":1,"a/b~":2}"#, .duplicateKey, "/a~1b~0", at: 10),

    // Depth.
    InvalidCase("10 000 nested arrays", tenThousandDeep, .tooDeep, sixtyFourIndices, at: 64),
    InvalidCase(
        "10 000 nested objects", String(repeating: #"{"a":"#, count: 10_000), .tooDeep,
        String(repeating: "/a", count: 64), at: 320),
    InvalidCase(
        "65 closed levels", String(repeating: "[", count: 65) + String(repeating: "]", count: 65), .tooDeep,
        sixtyFourIndices, at: 64),

    // After the value.
    InvalidCase("trailing data", "{} x", .trailingData, "", at: 3),
    InvalidCase("second value", "1 2", .trailingData, "", at: 2),
    InvalidCase("extra closing bracket", "[1]]", .trailingData, "", at: 3),
    InvalidCase("literal followed by letters", "truex", .trailingData, "", at: 4),
]

@Suite("Parsing invalid documents")
struct JSONParserErrorTests {
    /// Each invalid document fails with the expected kind, byte offset and JSON Pointer.
    @Test(arguments: invalidCases)
    func failsWithExpectedError(_ testCase: InvalidCase) {
        let error = parseError(testCase.input)
        #expect(error?.kind == testCase.kind)
        #expect(error?.pointer == testCase.pointer)
        #expect(error?.offset == testCase.offset)
        #expect(error?.message.isEmpty == false)
    }

    /// Messages say what is wrong in the words the contract's examples use.
    @Test func messagesAreSpecific() {
        #expect(parseError(utf8(#"{"title":1,"title":2}"#))?.message == #"duplicate key "title""#)
        #expect(
            parseError([0x22] + utf8(String(repeating: "a", count: 15)) + [0xFF, 0x22])?.message
                == "invalid UTF-8 at byte 16")
        #expect(parseError(utf8("[1e400]"))?.message == "number out of range: 1e400")
        #expect(parseError(utf8(tenThousandDeep))?.message == "nesting deeper than 64 levels")
        #expect(parseError(utf8("[1,"))?.message == "unexpected end of input")
        #expect(parseError(utf8("{} x"))?.message == "trailing characters after the JSON value")
        #expect(parseError(utf8("\"\u{0}\""))?.message == "control character U+0000 in string must be escaped")
        #expect(parseError(utf8(#""\uDE00""#))?.message == #"lone surrogate \uDE00 in string"#)
        #expect(
            parseError(utf8("[1 2]"))?.message == "unexpected character '2'; expected ',' or ']' after an array element"
        )
        #expect(parseError(utf8("[\u{A0}]"))?.message == "unexpected character U+00A0; expected a JSON value")
        #expect(parseError(utf8("01"))?.message == "leading zeros are not allowed in numbers")
    }

    /// A hostile key is quoted and cut short in the message, and quoted in the description.
    @Test func hostileKeysStayContained() {
        let key = "line\nbreak\"" + String(repeating: "x", count: 1_000)
        let input = written(["a": .object(JSONObject([(key: key, value: 1), (key: key, value: 2)]))])
        let error = parseError(utf8(input))
        #expect(error?.kind == .duplicateKey)
        #expect(error?.message.hasPrefix(#"duplicate key "line\nbreak\"xxx"#) == true)
        #expect(error?.message.hasSuffix("…\"") == true)
        #expect((error?.message.utf8.count ?? .max) < 100)
        #expect(error?.description.contains("\n") == false)
        #expect(error?.pointer == "/a/" + key)
    }

    /// Raw memory with no address (an empty C body) is empty input, not a crash.
    @Test func emptyRawBufferIsEmptyInput() {
        #expect(
            throws: JSONParseError(
                kind: .emptyInput, offset: 0, pointer: "", message: "empty input: expected a JSON value")
        ) {
            try JSONParser.parse(UnsafeRawBufferPointer(start: nil, count: 0))
        }
    }

    /// A million-deep document is rejected where the 65th level opens, without reading further.
    @Test func deepNestingStopsAtTheLimit() {
        let error = parseError(utf8(String(repeating: "[", count: 1_000_000)))
        #expect(error?.kind == .tooDeep)
        #expect(error?.offset == 64)
    }
}
