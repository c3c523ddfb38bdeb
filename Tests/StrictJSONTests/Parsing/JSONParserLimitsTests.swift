import StrictJSON
import Testing

/// A document, the limits it is parsed with, and the error expected (nil when it must parse).
struct LimitCase: CustomTestStringConvertible, Sendable {
    var name: String
    var input: String
    var limits: JSONParser.Limits
    var expected: (kind: JSONParseError.Kind, pointer: String, offset: Int)?

    var testDescription: String { name }
}

let limitCases: [LimitCase] = [
    LimitCase(name: "string at the limit", input: #""abcd""#, limits: .init(maxStringBytes: 4), expected: nil),
    LimitCase(
        name: "string over the limit", input: #"{"k":["abcd","abcde"]}"#, limits: .init(maxStringBytes: 4),
        expected: (.tooLarge, "/k/1", 13)),
    LimitCase(
        name: "key over the limit", input: #"{"a":{"abcde":1}}"#, limits: .init(maxStringBytes: 4),
        expected: (.tooLarge, "/a", 6)),
    LimitCase(
        name: "escapes count once unescaped", input: #""\u0041\u0042\u0043\u0044""#,
        limits: .init(maxStringBytes: 4), expected: nil),
    LimitCase(
        name: "escaped string over the limit", input: #"["\u0041\u0042\u0043\u0044\n"]"#,
        limits: .init(maxStringBytes: 4), expected: (.tooLarge, "/0", 1)),
    LimitCase(name: "limit counts UTF-8 bytes", input: #""éé""#, limits: .init(maxStringBytes: 4), expected: nil),
    LimitCase(
        name: "multi-byte string over the limit", input: #""ééé""#, limits: .init(maxStringBytes: 4),
        expected: (.tooLarge, "", 0)),
    LimitCase(name: "array at the limit", input: "[1,2,3]", limits: .init(maxArrayCount: 3), expected: nil),
    LimitCase(
        name: "array over the limit", input: "[1,2,3, 4]", limits: .init(maxArrayCount: 3),
        expected: (.tooLarge, "/3", 8)),
    LimitCase(
        name: "nested array over the limit", input: #"{"a":[[1,2,3,4]]}"#, limits: .init(maxArrayCount: 3),
        expected: (.tooLarge, "/a/0/3", 13)),
    LimitCase(
        name: "no elements allowed", input: "[[]]", limits: .init(maxArrayCount: 0),
        expected: (.tooLarge, "/0", 1)),
    LimitCase(
        name: "empty array with no elements allowed", input: "[]", limits: .init(maxArrayCount: 0), expected: nil),
    LimitCase(
        name: "object at the limit", input: #"{"a":1,"b":2}"#, limits: .init(maxObjectMembers: 2), expected: nil),
    LimitCase(
        name: "object over the limit", input: #"{"a":1,"b":2,"c":3}"#, limits: .init(maxObjectMembers: 2),
        expected: (.tooLarge, "", 13)),
    LimitCase(
        name: "nested object over the limit", input: #"[{"x":{"a":1,"b":2,"c":3}}]"#,
        limits: .init(maxObjectMembers: 2), expected: (.tooLarge, "/0/x", 19)),
    LimitCase(name: "input at the limit", input: "[1, 2, 3]", limits: .init(maxInputBytes: 9), expected: nil),
    LimitCase(
        name: "input over the limit", input: "[1, 2, 3] ", limits: .init(maxInputBytes: 9),
        expected: (.tooLarge, "", 9)),
    LimitCase(name: "depth at the limit", input: "[[1]]", limits: .init(maxDepth: 2), expected: nil),
    LimitCase(
        name: "arrays over the depth", input: "[[[1]]]", limits: .init(maxDepth: 2),
        expected: (.tooDeep, "/0/0", 2)),
    LimitCase(
        name: "objects over the depth", input: #"{"a":{"b":{}}}"#, limits: .init(maxDepth: 2),
        expected: (.tooDeep, "/a/b", 10)),
    LimitCase(name: "scalars need no depth", input: "1", limits: .init(maxDepth: 0), expected: nil),
    LimitCase(
        name: "no depth allows no container", input: "[]", limits: .init(maxDepth: 0),
        expected: (.tooDeep, "", 0)),
    LimitCase(
        name: "negative limits allow nothing", input: #""""#, limits: .init(maxStringBytes: -1),
        expected: (.tooLarge, "", 0)),
]

@Suite("Parser limits")
struct JSONParserLimitsTests {
    /// Each limit lets through what is at it and fails what is over it, with a pointer to the culprit.
    @Test(arguments: limitCases)
    func limitIsEnforced(_ testCase: LimitCase) {
        let error = parseError(utf8(testCase.input), limits: testCase.limits)
        if let expected = testCase.expected {
            #expect(error?.kind == expected.kind)
            #expect(error?.pointer == expected.pointer)
            #expect(error?.offset == expected.offset)
        } else {
            #expect(error == nil)
        }
    }

    /// The defaults are the documented ones.
    @Test func defaultsAreDocumented() {
        let limits = JSONParser.Limits.default
        #expect(limits.maxDepth == 64)
        #expect(limits.maxInputBytes == 1_048_576)
        #expect(limits.maxStringBytes == 65_536)
        #expect(limits.maxArrayCount == 10_000)
        #expect(limits.maxObjectMembers == 1_000)
    }

    /// With the default limits a 1 MiB document parses and one byte more does not.
    @Test func defaultInputLimitIsOneMebibyte() {
        let atLimit = "[" + String(repeating: " ", count: 1_048_574) + "]"
        #expect(parseError(utf8(atLimit)) == nil)
        #expect(parseError(utf8(atLimit + " "))?.kind == .tooLarge)
    }

    /// Large limits work too: nesting costs heap, not stack, so 5 000 levels parse.
    @Test func deepNestingWithinARaisedLimit() throws {
        let depth = 5_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let value = try JSONParser.parse(text, limits: .init(maxDepth: depth))
        var levels = 0
        var current: JSONValue? = value
        while let elements = current?.arrayValue {
            levels += 1
            current = elements.first
        }
        #expect(levels == depth)
    }
}
