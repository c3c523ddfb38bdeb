import Foundation
import LayoutCore
import SheetTestSupport
import SheetWire
import StrictJSON
import Testing

/// Golden presentation sheets: each case's request and expected `/layout` answer in one reviewed JSON file under
/// `Generated/presentation/`; `make regen` (REGENERATE_GOLDENS=1) rewrites them from the code.
struct PresentationGoldenTests {
    static let fixture = GoldenFixture(
        folder: "presentation",
        generatedBy: "by make regen (PresentationGoldenTests) from"
            + " Tests/SheetTestSupport/PresentationGoldenCases.swift; do not edit")

    /// The answer's bytes to `request`, read and written as the daemon's `/layout` does.
    static func body(of request: JSONValue) throws -> [UInt8] {
        var writer = JSONWriter()
        writer.write(request)
        guard case .presentationSheet(let decoded) = try PresentationRequestDecoding.sheetRequest(from: writer.bytes)
        else { throw GoldenError.notAPresentationSheet }
        return PresentationLayoutEncoder.encode(try PresentationSheetLayoutEngine().layout(for: decoded))
    }

    enum GoldenError: Error { case notAPresentationSheet }

    @Test(arguments: PresentationGoldenCases.all)
    func matchesFixture(_ golden: GoldenCase) throws {
        let response = try JSONParser.parse(try Self.body(of: golden.request))
        try Self.fixture.check(golden, response: response)
    }

    /// Every fixture file belongs to a case, and the names are unique.
    @Test func fixturesMatchCases() throws {
        let names = Set(PresentationGoldenCases.all.map(\.name))
        #expect(names.count == PresentationGoldenCases.all.count, "case names must be unique")
        try Self.fixture.expectFiles(named: names)
    }
}
