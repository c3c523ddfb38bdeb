import StrictJSON
import Testing

@testable import SheetService

/// The rules between request members that openapi.yaml states in descriptions only (generators cannot use the
/// `if`/`then` that once carried them): the server refuses a request that breaks one on every route that takes
/// a sheet, with a 422 pointing at the member, and accepts the same screen where the rule does not apply.
struct CrossMemberRuleTests {
    let harness = ServiceHarness()

    static let routes = ["/layout", "/animation", "/preview"]

    /// `body`'s members, plus `transition` for `/animation`, which requires one.
    static func request(_ members: String, for route: String) -> String {
        route == "/animation" ? #"{\#(members),"transition":"present"}"# : "{\(members)}"
    }

    func status(_ members: String, on route: String) -> Int {
        harness.post(route, json: Self.request(members, for: route)).status
    }

    func pointers(_ members: String, on route: String) throws -> [String] {
        let response = harness.post(route, json: Self.request(members, for: route))
        #expect(response.status == 422, "\(route): \(response.text.prefix(300))")
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let problem = try response.json()
        return (problem["errors"]?.arrayValue ?? []).compactMap { $0["pointer"]?.stringValue }
    }

    static let oneAction = #""sheet":{"actions":[{"title":"OK"}]}"#

    /// With `ios10` a 70 pt short side is refused at /screen/width (its sheet needs 72 pt); `ios17` takes it.
    @Test(arguments: routes)
    func ios10NeedsAWiderShortSide(route: String) throws {
        let screen = #""screen":{"width":70,"height":800}"#
        #expect(try pointers(#""profile":"ios10",\#(screen),\#(Self.oneAction)"#, on: route) == ["/screen/width"])
        #expect(status(#""profile":"ios17",\#(screen),\#(Self.oneAction)"#, on: route) == 200)
    }

    /// With `ios10` a 110 pt tall landscape screen leaves too little room below its 30 pt top limit and is
    /// refused at /screen/height; `ios17` (top limit 8 pt) takes it.
    @Test(arguments: routes)
    func ios10NeedsATallerScreen(route: String) throws {
        let screen = #""screen":{"width":390,"height":110,"safeAreaInsets":{}}"#
        #expect(try pointers(#""profile":"ios10",\#(screen),\#(Self.oneAction)"#, on: route) == ["/screen/height"])
        #expect(status(#""profile":"ios17",\#(screen),\#(Self.oneAction)"#, on: route) == 200)
    }

    /// `traits.idiom: pad` without `sheet.sourceRect` is refused at /sheet/sourceRect; the same sheet on a phone
    /// is laid out.
    @Test(arguments: routes)
    func padNeedsASourceRect(route: String) throws {
        let screen = #""screen":{"width":390,"height":844}"#
        #expect(
            try pointers(#"\#(screen),"traits":{"idiom":"pad"},\#(Self.oneAction)"#, on: route) == ["/sheet/sourceRect"]
        )
        #expect(status(#"\#(screen),"traits":{"idiom":"phone"},\#(Self.oneAction)"#, on: route) == 200)
    }
}
