import Testing

@testable import LayoutCore

/// The iOS 26 card (`ios26` without a source): the one measured geometry (docs/ios26.md) reproduced exactly, and the
/// inferred rules that carry it to other screens and text sizes.
struct CardLayoutTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    /// A title and three rows, the last one cancel: the measured sheet.
    static let measuredSheet = SheetDescription(
        title: "Title",
        actions: [
            SheetAction(title: "Copy"), SheetAction(title: "Delete", style: .destructive),
            SheetAction(title: "Cancel", style: .cancel),
        ])

    func layout(
        _ screen: ScreenDescription, sheet: SheetDescription = Self.measuredSheet, traits: Traits = Traits()
    ) throws -> SheetLayout {
        try engine.layout(for: LayoutRequest(screen: screen, traits: traits, profileName: "ios26", sheet: sheet))
    }

    /// The measured card (SW, a 320 × 500 window without insets): 300 wide at x 10, 252 tall at y 124 (centred),
    /// a 64 pt header, three 48 pt capsules 14 pt in and 8 pt apart with cancel last, 34 pt continuous corners,
    /// 20 % dimming; no cancel group and no separators.
    @Test func reproducesTheMeasuredCard() throws {
        let layout = try layout(ScreenDescription(width: 320, height: 500, scale: 2, safeAreaInsets: .zero))
        #expect(layout.presentation == .card)
        #expect(layout.sheetFrame == Rect(x: 10, y: 124, width: 300, height: 252))
        let card = try #require(layout.element("mainGroup"))
        #expect(card.screenFrame == layout.sheetFrame)
        #expect(card.appearance?.cornerRadius == 34 && card.appearance?.cornerCurve == .continuous)
        #expect(card.appearance?.material == .glass)
        #expect(layout.element("header")?.screenFrame == Rect(x: 10, y: 124, width: 300, height: 64))
        #expect(layout.element("title")?.screenFrame.y == 148)
        #expect(layout.element("title")?.text?.font.size == 15)
        let rows = ["action.0", "action.1", "cancel"].compactMap { layout.element($0) }
        #expect(rows.map(\.screenFrame.y) == [202, 258, 314])
        #expect(rows.allSatisfy { $0.screenFrame.x == 24 && $0.screenFrame.width == 272 })
        #expect(rows.allSatisfy { $0.screenFrame.height == 48 && $0.appearance?.cornerRadius == 24 })
        #expect(rows.map { $0.text?.font.size } == [17, 17, 17])
        #expect(rows.last?.role == .cancel && rows.last?.text?.font.weight == .semibold)
        #expect(rows.last.map { $0.screenFrame.maxY + 14 } == layout.sheetFrame.maxY)
        #expect(layout.element("cancelGroup") == nil)
        #expect(!layout.elements.contains { $0.role == .separator })
        #expect(layout.dimmingAlpha == 0.2)
        #expect(layout.warnings.isEmpty)
    }

    /// The done-when of issue 21: on a 320 × 568 screen (the SE's 20 pt status bar) the card is 300 wide, centred
    /// across the screen and in the safe area, with 48 pt rows 8 pt apart and cancel as its last row, in its card.
    @Test func measuredCardOnA320By568Screen() throws {
        let layout = try layout(ScreenDescription(width: 320, height: 568))
        #expect(layout.sheetFrame == Rect(x: 10, y: 20 + (548 - 252) / 2, width: 300, height: 252))
        let rows = layout.elements.filter { $0.role == .action || $0.role == .cancel }
        #expect(rows.map(\.role) == [.action, .action, .cancel])
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $1.screenFrame.y - $0.screenFrame.maxY == 8 })
        #expect(rows.allSatisfy { layout.sheetFrame.contains($0.screenFrame) })
    }

    /// Wider screens get the alert's 320 pt (min(320, short side − 20): UIKit 26.1's cap and the measured 10 pt
    /// margins), centred, also in landscape; the layout names the width rule in its assumptions.
    @Test(arguments: [(390.0, 844.0), (430, 932), (844, 390)])
    func widerScreensKeepTheWidth(width: Double, height: Double) throws {
        let layout = try layout(ScreenDescription(width: width, height: height))
        #expect(layout.sheetFrame.width == 320)
        #expect(layout.sheetFrame.midX == width / 2)
        #expect(abs(layout.sheetFrame.height - 252) < 1e-9)
        #expect(
            layout.assumptions.contains {
                $0.hasPrefix("profile ios26, centred card") && $0.contains("min(320, short side − 20)")
            })
    }

    /// Larger text grows the rows (the 17 pt body font becomes 53 pt at AX5: 2 × (1.8 + 0.4 × 53) + 63.25) and the
    /// header (the 15 pt title becomes 49 pt), and the card with them; the capsule's radius stops at UIKit's 32 pt
    /// accessibility cap instead of half the taller row.
    @Test func rowsAndHeaderGrowWithText() throws {
        let traits = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let layout = try layout(ScreenDescription(width: 390, height: 844), traits: traits)
        let row = try #require(layout.element("action.0"))
        #expect(row.text?.font.size == 53)
        let padding: Double = 1.8 + 0.4 * 53
        let lineHeight: Double = 53.0 * 2444 / 2048
        let expected = 2 * padding + lineHeight
        #expect(abs(row.screenFrame.height - expected) < 0.34)
        #expect(expected / 2 > 32 && row.appearance?.cornerRadius == 32)
        #expect(layout.element("title")?.text?.font.size == 49)
        #expect(layout.sheetFrame.height > 252)
    }

    /// Twenty actions do not fit: the card fills the safe area less 10 pt, the rows other than cancel scroll, and
    /// cancel stays in place as the last row.
    @Test func manyActionsScrollAndCancelStays() throws {
        let actions = (0..<20).map { SheetAction(title: "Action \($0)") } + [SheetAction(title: "No", style: .cancel)]
        let layout = try layout(
            ScreenDescription(width: 390, height: 844), sheet: SheetDescription(title: "T", actions: actions))
        #expect(layout.sheetFrame.y == 47 + 10 && layout.sheetFrame.maxY == 844 - 34 - 10)
        #expect(layout.scrollRegions.map(\.id) == ["actions"])
        #expect(layout.warnings.map(\.code) == [.actionsScroll])
        let cancel = try #require(layout.element("cancel"))
        #expect(cancel.clippedBy == nil && cancel.screenFrame.maxY == layout.sheetFrame.maxY - 14)
        #expect(layout.element("action.19")?.clippedBy == "actions")
    }

    /// The seed's custom view rides `marginBottom` above the card; one too tall for the space above it is reported
    /// as off screen, above the safe area and above the top limit.
    @Test func customViewAboveTheCard() throws {
        var sheet = Self.measuredSheet
        sheet.customView = CustomViewDescription(height: 100, marginBottom: 16)
        let layout = try layout(ScreenDescription(width: 390, height: 844), sheet: sheet)
        let customView = try #require(layout.element("customView"))
        #expect(customView.screenFrame.maxY + 16 == layout.sheetFrame.y)
        #expect(customView.screenFrame.width == 320)
        #expect(layout.warnings.isEmpty)
        sheet.customView = CustomViewDescription(height: 400)
        let tall = try self.layout(ScreenDescription(width: 390, height: 844), sheet: sheet)
        #expect(
            tall.warnings.map(\.code) == [.customViewOffScreen, .customViewAboveSafeArea, .customViewAboveTopLimit])
    }

    /// Right to left the card is the mirror image: same rows, mirrored about the screen's centre.
    @Test func rightToLeftMirrors() throws {
        let screen = ScreenDescription(width: 393, height: 852)
        let ltr = try layout(screen)
        let rtl = try layout(screen, traits: Traits(layoutDirection: .rtl))
        for element in ltr.elements {
            let mirrored = element.screenFrame.mirrored(within: 393)
            let frame = try #require(rtl.element(element.id)?.screenFrame)
            #expect(abs(frame.x - mirrored.x) < 1e-9 && frame.y == mirrored.y && frame.width == mirrored.width)
        }
    }

    /// A screen too short for the cancel row and one action between the top limit and the bottom gap is refused
    /// with a pointer to its height.
    @Test func tooShortIsRefused() {
        #expect {
            try layout(ScreenDescription(width: 320, height: 120, scale: 2, safeAreaInsets: .zero))
        } throws: { error in
            (error as? LayoutValidationError)?.issues.map(\.pointer) == ["/screen/height"]
        }
    }
}
