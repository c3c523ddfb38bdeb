import Foundation
import SheetTestSupport
import StrictJSON
import Testing

/// Golden layouts: each case's request and expected response live in one reviewed JSON file under
/// `Generated/layout/`. `make regen` (REGENERATE_GOLDENS=1) rewrites them from the code.
struct GoldenLayoutTests {
    static let fixture = GoldenFixture(
        folder: "layout",
        generatedBy: "by make regen (GoldenLayoutTests) from Tests/SheetTestSupport/GoldenCases*.swift; do not edit")

    static var isRegenerating: Bool { ProcessInfo.processInfo.environment["REGENERATE_GOLDENS"] == "1" }

    /// The /layout answer for each golden case equals its reviewed fixture.
    @Test(arguments: GoldenCases.all)
    func matchesFixture(_ golden: GoldenCase) throws {
        let response = try JSONParser.parse(try WireLayout.body(of: golden.request))
        try Self.fixture.check(golden, response: response)
    }

    /// There are at least 40 cases and every fixture file belongs to a case (no stale goldens).
    @Test func fixturesMatchCases() throws {
        #expect(GoldenCases.all.count >= 40)
        let names = Set(GoldenCases.all.map(\.name))
        #expect(names.count == GoldenCases.all.count, "case names must be unique")
        try Self.fixture.expectFiles(named: names)
    }
}
