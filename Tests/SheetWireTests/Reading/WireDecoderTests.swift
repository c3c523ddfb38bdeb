import LayoutCore
import Testing

@testable import SheetWire

/// The generic decoder's messages, each written once: a member of the wrong type, a required member that is absent
/// (`isPresent`) and a `null` element of an array of objects (`objectElement`); each names the field and says what is
/// wrong.
struct WireDecoderTests {
    /// The issues the generic path reports for the `/layout` body `json`.
    static func issues(_ json: String) -> [ValidationIssue] {
        do throws(WireError) {
            _ = try LayoutRequestDecoding.genericLayoutRequest(from: Array(json.utf8))
            return []
        } catch {
            guard case .invalid(let issues) = error else { return [] }
            return issues
        }
    }

    static func body(sheet: String, screen: String = #"{"width":390}"#) -> String {
        #"{"screen":\#(screen),"sheet":\#(sheet)}"#
    }

    /// A member of the wrong type is refused with the type expected and the type given, at the member.
    @Test(arguments: [
        (body(sheet: "{}", screen: #"{"width":"390"}"#), "/screen/width", "must be a number, got a string"),
        (body(sheet: #"{"title":7}"#), "/sheet/title", "must be a string, got a number"),
        (body(sheet: #"{"actions":{}}"#), "/sheet/actions", "must be an array, got an object"),
        (body(sheet: #"{"customView":[]}"#), "/sheet/customView", "must be an object, got an array"),
        (
            body(sheet: "{}", screen: #"{"width":390,"safeAreaInsets":true}"#), "/screen/safeAreaInsets",
            "must be an object, got a boolean"
        ),
    ])
    func wrongTypesNameBothTypes(json: String, pointer: String, detail: String) {
        #expect(Self.issues(json).contains(ValidationIssue(pointer: pointer, detail: detail)), "\(Self.issues(json))")
    }

    /// A required member that is missing or `null` is reported as required, at the member.
    @Test(arguments: [
        (#"{"sheet":{}}"#, "/screen"),
        (body(sheet: "{}", screen: #"{"width":null}"#), "/screen/width"),
        (body(sheet: #"{"actions":[{"style":"cancel"}]}"#), "/sheet/actions/0/title"),
        (body(sheet: #"{"actions":[{"title":null}]}"#), "/sheet/actions/0/title"),
        (
            body(sheet: #"{"customView":{"height":10,"subviews":[{"frame":{"width":1,"height":1}}]}}"#),
            "/sheet/customView/subviews/0/id"
        ),
        (body(sheet: #"{"customView":{"height":10,"subviews":[{"id":"a"}]}}"#), "/sheet/customView/subviews/0/frame"),
    ])
    func missingRequiredMembersAreRequired(json: String, pointer: String) {
        #expect(
            Self.issues(json).contains(ValidationIssue(pointer: pointer, detail: "is required")), "\(Self.issues(json))"
        )
    }

    /// A `null` element of an array of objects is refused (an element is never absent), in all three such arrays.
    @Test(arguments: [
        (body(sheet: #"{"actions":[{"title":"OK"},null]}"#), "/sheet/actions/1"),
        (body(sheet: #"{"customView":{"height":10,"subviews":[null]}}"#), "/sheet/customView/subviews/0"),
        (body(sheet: #"{"preferredStyle":"alert","textFields":[null]}"#), "/sheet/textFields/0"),
    ])
    func nullElementsAreRefused(json: String, pointer: String) {
        let issue = ValidationIssue(pointer: pointer, detail: "must be an object, got null")
        #expect(Self.issues(json).contains(issue), "\(Self.issues(json))")
    }

    /// A wrong-typed required string is reported once, by its type, not also as missing.
    @Test func aWrongTypedRequiredStringIsReportedOnce() {
        let issues = Self.issues(Self.body(sheet: #"{"actions":[{"title":5}]}"#))
        #expect(
            issues.filter { $0.pointer == "/sheet/actions/0/title" }.map(\.detail) == ["must be a string, got a number"]
        )
    }

    /// `isSecureTextEntry` is read by both decoders alike (null is the default, false); any other type is refused
    /// at its pointer.
    @Test func secureTextEntryIsRead() throws {
        for (value, secure) in [("true", true), ("false", false), ("null", false)] {
            let json = Self.body(
                sheet:
                    #"{"preferredStyle":"alert","title":"T","textFields":[{"text":"pw","isSecureTextEntry":\#(value)}]}"#
            )
            let request = try LayoutRequestDecoding.genericLayoutRequest(from: Array(json.utf8))
            #expect(request.sheet.textFields.first?.isSecureTextEntry == secure, "\(value)")
            let direct = LayoutRequestDecoding.direct(Array(json.utf8))
            #expect(direct == nil || direct?.sheet.textFields.first?.isSecureTextEntry == secure, "\(value)")
            if value != "null" { #expect(direct != nil, "the direct reader reads \(value)") }
        }
        let wrong = Self.issues(
            Self.body(sheet: #"{"preferredStyle":"alert","title":"T","textFields":[{"isSecureTextEntry":"yes"}]}"#))
        #expect(
            wrong.contains(
                ValidationIssue(
                    pointer: "/sheet/textFields/0/isSecureTextEntry", detail: "must be true or false, got a string")),
            "\(wrong)")
    }
}
