import Foundation
import SheetTestSupport
import StrictJSON
import Testing

/// Golden layouts: each case's request and expected response live in one reviewed JSON file under
/// `Fixtures/layout/`. `make regen-goldens` (REGENERATE_GOLDENS=1) rewrites them from the code.
struct GoldenLayoutTests {
    static let fixtureDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/layout")

    static var isRegenerating: Bool { ProcessInfo.processInfo.environment["REGENERATE_GOLDENS"] == "1" }

    /// The /layout answer for each golden case equals its reviewed fixture.
    @Test(arguments: GoldenCases.all)
    func matchesFixture(_ golden: GoldenCase) throws {
        let response = try JSONParser.parse(try WireLayout.body(of: golden.request))
        try GoldenFixture(directory: Self.fixtureDirectory).check(golden, response: response)
    }

    /// There are at least 40 cases and every fixture file belongs to a case (no stale goldens).
    @Test func fixturesMatchCases() throws {
        #expect(GoldenCases.all.count >= 40)
        let names = Set(GoldenCases.all.map(\.name))
        #expect(names.count == GoldenCases.all.count, "case names must be unique")
        try GoldenFixture(directory: Self.fixtureDirectory).expectFiles(named: names)
    }
}
