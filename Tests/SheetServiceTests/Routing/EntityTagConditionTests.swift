import HTTPMessages
import Testing

@testable import SheetService

/// `If-None-Match` per RFC 9110 §13.1.2: `*`, lists, weak comparison, several fields, malformed values.
struct EntityTagConditionTests {
    static let tag = "\"0123456789abcdef\""

    /// The tag matches alone, weak, in a list, with spaces, after a tag holding a comma, or as `*`.
    @Test(arguments: [
        tag, "W/\(tag)", "\"x\", \(tag)", "\"x\",\(tag) ,\"y\"", "  \(tag)  ", "\"a,b\", \(tag)", "*", " * ",
        "W/\"x\", W/\(tag)",
    ])
    func matches(value: String) {
        #expect(EntityTagCondition.noneMatch(["If-None-Match": value], names: Self.tag))
    }

    /// Other tags, unquoted or malformed values, a tag after a malformed element and `*` inside a list do not match.
    @Test(arguments: [
        "\"fedcba9876543210\"", "0123456789abcdef", "\"0123456789abcdef", "w/\(tag)", "\"x\" junk, \(tag)",
        "\"0123456789abcde\"", "\"x\", *", "",
    ])
    func doesNotMatch(value: String) {
        #expect(!EntityTagCondition.noneMatch(["If-None-Match": value], names: Self.tag))
    }

    /// Several `If-None-Match` fields count as one list, and the field name's case does not matter.
    @Test func readsEveryField() {
        let headers = HTTPHeaders([("If-None-Match", "\"x\""), ("if-none-match", Self.tag)])
        #expect(EntityTagCondition.noneMatch(headers, names: Self.tag))
        #expect(!EntityTagCondition.noneMatch(["If-Match": Self.tag], names: Self.tag))
    }
}
