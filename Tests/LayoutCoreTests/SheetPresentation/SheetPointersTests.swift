import Testing

@testable import LayoutCore

/// The pointers a presentation rule names: the same text the request's members have, for the sheet on top and the
/// one beneath, for every detent a request may list and past them.
struct SheetPointersTests {
    @Test func namesTheTopSheetsMembers() {
        let top = SheetPointers.top
        #expect(top.sheet == "/sheetPresentation")
        #expect(top.detents == "/sheetPresentation/detents")
        #expect(top.selectedDetentIdentifier == "/sheetPresentation/selectedDetentIdentifier")
        #expect(top.largestUndimmedDetentIdentifier == "/sheetPresentation/largestUndimmedDetentIdentifier")
    }

    @Test func namesTheSheetBeneathsMembers() {
        let beneath = SheetPointers.beneath
        #expect(beneath.detents == "/sheetPresentation/presentingSheet/detents")
        #expect(beneath.detent(at: 3) == "/sheetPresentation/presentingSheet/detents/3")
    }

    @Test func namesEveryDetentByItsIndex() {
        for index in 0...PresentationSheetRequest.maximumDetents + 2 {
            #expect(SheetPointers.top.detent(at: index) == "/sheetPresentation/detents/\(index)")
        }
    }

    @Test func aRuleOnAnInactiveDetentNamesItsElement() throws {
        // A landscape iPhone: medium, listed second, is inactive there.
        let request = PresentationSheetRequest(
            screen: ScreenDescription(width: 844, height: 390), profileName: "ios17",
            sheet: PresentationSheetDescription(detents: [.large, .medium]))
        let layout = try PresentationSheetLayoutEngine().layout(for: request)
        let rule = layout.rules.first { $0.code == .mediumInactiveInCompactHeight }
        #expect(rule?.pointer == "/sheetPresentation/detents/1")
    }
}
