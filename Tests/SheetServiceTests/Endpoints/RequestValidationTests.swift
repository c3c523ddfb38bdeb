import SheetWire
import StrictJSON
import Testing

@testable import SheetService

/// Bad request bodies get the exact status and a problem whose errors point at the field.
struct RequestValidationTests {
    let harness = ServiceHarness()

    static func body(sheet: String = #"{"actions":[{"title":"OK"}]}"#, screen: String = #"{"width":390}"#) -> String {
        #"{"screen":\#(screen),"sheet":\#(sheet)}"#
    }

    func problem(_ json: String, status: Int) throws -> JSONValue {
        let response = harness.post("/layout", json: json)
        #expect(response.status == status, "\(json.prefix(120)) → \(response.text.prefix(300))")
        #expect(response.headers["Content-Type"] == "application/problem+json")
        return try response.json()
    }

    func pointers(_ problem: JSONValue) -> [String] {
        (problem["errors"]?.arrayValue ?? []).compactMap { $0["pointer"]?.stringValue }
    }

    /// Malformed JSON is 400 with the place it broke.
    @Test(arguments: [
        ("", ""), ("{", ""), (#"{"screen":{"width":390},}"#, ""), (#"{"a":1,"a":2}"#, "/a"), (#"{"a":[1,x]}"#, "/a/1"),
        ("{\"title\":\"\u{1}\"}", "/title"), ("nul", ""),
    ])
    func malformedIs400(json: String, pointer: String) throws {
        let problem = try problem(json, status: 400)
        #expect(problem["type"]?.stringValue == ProblemType.malformedJSON.rawValue)
        if !json.isEmpty { #expect(pointers(problem) == [pointer]) }
    }

    /// Invalid UTF-8 is 400.
    @Test func invalidUTF8Is400() throws {
        let response = harness.post(
            "/layout",
            body: Array(#"{"screen":{"width":390},"sheet":{"title":""#.utf8) + [0xC0, 0xAF] + Array(#""}}"#.utf8))
        #expect(response.status == 400)
    }

    /// Well-formed JSON of the wrong shape is 422 with a pointer to each wrong field.
    @Test(arguments: [
        ("[]", [""]), ("42", [""]), (#"{"sheet":{}}"#, ["/screen"]), (#"{"screen":{"width":390}}"#, ["/sheet"]),
        (body(screen: #"{"width":"390"}"#), ["/screen/width"]),
        (body(screen: #"{"width":-5}"#), ["/screen/width"]),
        (body(screen: #"{"width":0}"#), ["/screen/width"]),
        (body(screen: #"{"width":5000}"#), ["/screen/width"]),
        (body(screen: #"{"width":-0}"#), ["/screen/width"]),
        (body(screen: #"{"width":390,"scale":0}"#), ["/screen/scale"]),
        (body(screen: #"{"width":1e400}"#), ["/screen/width"]),
        (body(screen: #"{"width":"NaN"}"#), ["/screen/width"]),
        (body(screen: #"{"width":390,"safeAreaInsets":{"top":-1}}"#), ["/screen/safeAreaInsets/top"]),
        (
            body(screen: #"{"width":390,"height":844,"safeAreaInsets":{"top":500,"bottom":400}}"#),
            ["/screen/safeAreaInsets"]
        ),
        (body(screen: #"{"width":40}"#), ["/screen/width"]),
        (body(screen: #"{"width":390,"height":60}"#), ["/screen/height"]),
        (
            body(
                sheet: #"{"actions":[{"title":"OK","style":"cancel"}]}"#,
                screen: #"{"width":390,"height":400,"safeAreaInsets":{"top":350,"bottom":34}}"#), ["/screen/height"]
        ),
        (body(screen: #"{"width":390,"depth":3}"#), ["/screen/depth"]),
        (body(sheet: #"{"actions":[{"title":""}]}"#), ["/sheet/actions/0/title"]),
        (body(sheet: #"{"actions":[{"title":"a","style":"fancy"}]}"#), ["/sheet/actions/0/style"]),
        (body(sheet: #"{"actions":[{"style":"cancel"}]}"#), ["/sheet/actions/0/title"]),
        (
            body(sheet: #"{"actions":[{"title":"a","style":"cancel"},{"title":"b"},{"title":"c","style":"cancel"}]}"#),
            ["/sheet/actions/2/style"]
        ),
        (body(sheet: #"{"actions":[1]}"#), ["/sheet/actions/0"]),
        (body(sheet: #"{"actions":{}}"#), ["/sheet/actions"]),
        (body(sheet: #"{"title":5,"actions":[]}"#), ["/sheet/title"]),
        (body(sheet: #"{"title":"a\u0000b","actions":[]}"#), ["/sheet/title"]),
        (body(sheet: #"{"title":"T","actions":[],"customView":{"height":-1}}"#), ["/sheet/customView/height"]),
        (body(sheet: #"{"title":"T","actions":[],"customView":{}}"#), ["/sheet/customView/height"]),
        (
            body(sheet: #"{"title":"T","actions":[],"customView":{"height":10,"marginbottom":3}}"#),
            ["/sheet/customView/marginbottom"]
        ),
        (
            body(
                sheet:
                    #"{"title":"T","actions":[],"customView":{"height":10,"subviews":[{"id":"a","frame":{"width":1,"height":1}},{"id":"a","frame":{"width":1,"height":1}}]}}"#
            ), ["/sheet/customView/subviews/1/id"]
        ),
        (
            body(
                sheet:
                    #"{"title":"T","actions":[],"customView":{"height":10,"subviews":[{"id":"a b","frame":{"width":1,"height":1}}]}}"#
            ), ["/sheet/customView/subviews/0/id"]
        ),
        (
            body(
                sheet:
                    #"{"title":"T","actions":[],"customView":{"height":10,"subviews":[{"id":"a","frame":{"width":1}}]}}"#
            ),
            ["/sheet/customView/subviews/0/frame/height"]
        ),
        (
            #"{"screen":{"width":390},"traits":{"contentSizeCategory":"huge"},"sheet":{"actions":[]}}"#,
            ["/traits/contentSizeCategory"]
        ),
        (#"{"screen":{"width":390},"profile":"ios99","sheet":{"actions":[]}}"#, ["/profile", "/sheet"]),
        (#"{"screen":{"width":390},"sheet":{"actions":[]},"extra":true}"#, ["/extra"]),
    ])
    func wrongShapeIs422(json: String, expected: [String]) throws {
        let problem = try problem(json, status: 422)
        #expect(problem["type"]?.stringValue == ProblemType.invalidRequest.rawValue)
        #expect(pointers(problem) == expected)
        #expect((problem["errors"]?.arrayValue ?? []).allSatisfy { ($0["detail"]?.stringValue?.count ?? 0) > 5 })
    }

    /// A sheet with nothing to show is refused as UIKit refuses to present it, quoting UIKit's reason; an empty
    /// title is content for UIKit's check in the legacy profiles, but not with Liquid Glass (the default, ios26),
    /// and a custom view is not.
    @Test func emptyControllerIs422() throws {
        for sheet in [#"{"actions":[]}"#, #"{"actions":[],"customView":{"height":40}}"#] {
            let problem = try problem(Self.body(sheet: sheet), status: 422)
            #expect(pointers(problem) == ["/sheet"])
            let detail = problem["errors"]?[0]?["detail"]?.stringValue ?? ""
            #expect(detail.contains("UIAlertController must have a title, a message or an action to display"))
        }
        let emptyTitle = Self.body(sheet: #"{"title":"","actions":[]}"#)
        #expect(harness.post("/layout", json: #"{"profile":"ios17","# + emptyTitle.dropFirst()).status == 200)
        let glass = try problem(emptyTitle, status: 422)
        #expect(pointers(glass) == ["/sheet"])
        #expect(glass["errors"]?[0]?["detail"]?.stringValue?.contains("_shouldTreatEmptyStringsAsNil") == true)
    }

    /// Every wrong field is reported at once, not only the first.
    @Test func allIssuesAreReported() throws {
        let json = Self.body(
            sheet: #"{"title":1,"message":2,"actions":[{"title":""},{"title":"x","style":"y"}]}"#,
            screen: #"{"width":-1}"#)
        let problem = try problem(json, status: 422)
        #expect(
            Set(pointers(problem)) == [
                "/sheet/title", "/sheet/message", "/sheet/actions/0/title", "/sheet/actions/1/style", "/screen/width",
            ])
    }

    /// Absurd sizes and counts are refused with a clear limit, not computed.
    @Test func absurdCountsAre422() throws {
        let actions = (0..<101).map { _ in #"{"title":"a"}"# }.joined(separator: ",")
        #expect(
            pointers(try problem(Self.body(sheet: #"{"actions":[\#(actions)]}"#), status: 422)) == ["/sheet/actions"])
        let longTitle = String(repeating: "x", count: 5000)
        #expect(
            pointers(try problem(Self.body(sheet: #"{"title":"\#(longTitle)","actions":[]}"#), status: 422)) == [
                "/sheet/title"
            ])
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let response = harness.post("/layout", json: deep)
        #expect(response.status == 422, "nesting beyond the parser's depth limit is refused as invalid")
        #expect(try response.json()["errors"]?[0]?["pointer"]?.stringValue?.hasPrefix("/0/0/0") == true)
        let hugeTitle = String(repeating: "x", count: 70_000)
        #expect(
            pointers(try problem(Self.body(sheet: #"{"title":"\#(hugeTitle)","actions":[]}"#), status: 422)) == [
                "/sheet/title"
            ])
    }

    /// `null` counts as an absent optional field: the answer is the one for the request without those members.
    @Test func nullIsAbsent() {
        let json =
            #"{"screen":{"width":390,"height":null},"traits":null,"profile":null,"sheet":{"title":null,"actions":[{"title":"OK","style":null}],"customView":null}}"#
        let absent = #"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]}}"#
        let response = harness.post("/layout", json: json)
        #expect(response.status == 200)
        #expect(response.text == harness.post("/layout", json: absent).text)
    }
}
