import Testing

@testable import LayoutCore

/// The iOS 26 card with two actions: the alert presentation UIKit 26.1 forces lets them share a row, cancel leading,
/// when each title fits; otherwise, and at accessibility sizes, they stack as measured.
struct CardRowLayoutTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let phone = ScreenDescription(width: 390, height: 844)

    func layout(_ actions: [SheetAction], traits: Traits = Traits()) throws -> SheetLayout {
        try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, traits: traits, profileName: "ios26",
                sheet: SheetDescription(title: "Title", actions: actions)))
    }

    @Test func twoShortActionsShareARowWithCancelLeading() throws {
        let layout = try layout([
            SheetAction(title: "Delete", style: .destructive), SheetAction(title: "Cancel", style: .cancel),
        ])
        #expect(layout.presentation == .card && layout.sheetFrame.width == 320)
        let cancel = try #require(layout.element("cancel")).screenFrame
        let delete = try #require(layout.element("action.0")).screenFrame
        #expect(cancel.y == delete.y && cancel.maxX + 8 == delete.x)
        #expect(cancel.x == layout.sheetFrame.x + 14 && delete.maxX == layout.sheetFrame.maxX - 14)
        #expect(cancel.width == (320 - 28 - 8) / 2.0 && cancel.height == 48)
        // Header 64 + 14 + one 48 pt row + 14.
        #expect(layout.sheetFrame.height == 64 + 14 + 48 + 14)
        #expect(layout.assumptions.contains { $0.contains("share a row") })
    }

    @Test func longTitlesOrAccessibilitySizesStack() throws {
        let long = try layout([
            SheetAction(title: "Delete from every device you own", style: .destructive),
            SheetAction(title: "Cancel", style: .cancel),
        ])
        let cancel = try #require(long.element("cancel")).screenFrame
        #expect(try #require(long.element("action.0")).screenFrame.maxY < cancel.y)
        let large = try layout(
            [SheetAction(title: "OK"), SheetAction(title: "Cancel", style: .cancel)],
            traits: Traits(contentSizeCategory: .accessibilityMedium))
        #expect(try #require(large.element("action.0")).screenFrame.maxY < large.element("cancel")!.screenFrame.y)
    }
}
