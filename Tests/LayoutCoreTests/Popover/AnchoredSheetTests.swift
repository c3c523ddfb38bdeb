import Testing

@testable import LayoutCore

/// The iOS 26 anchored sheet (`ios26` with a source): a popover on the iPhone too, without the cancel action, and
/// every number it did not measure listed in the layout's assumptions.
struct AnchoredSheetTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let phone = ScreenDescription(width: 390, height: 844)
    /// A bar button at the top right of the navigation bar.
    static let barButton = Rect(x: 334, y: 47, width: 44, height: 44)

    static func sheet(source: Rect?, customView: CustomViewDescription? = nil) -> SheetDescription {
        SheetDescription(
            title: "Title",
            actions: [
                SheetAction(title: "Copy"), SheetAction(title: "Share"),
                SheetAction(title: "Delete", style: .destructive), SheetAction(title: "Cancel", style: .cancel),
            ],
            customView: customView, sourceRect: source)
    }

    func layout(
        _ sheet: SheetDescription, profile: String = "ios26", screen: ScreenDescription = Self.phone,
        traits: Traits = Traits()
    ) throws -> SheetLayout {
        try engine.layout(for: LayoutRequest(screen: screen, traits: traits, profileName: profile, sheet: sheet))
    }

    /// The rule: under ios26 a source makes a popover on every idiom and its absence a card; the older profiles keep
    /// the sheet on the iPhone whatever the source.
    @Test func presentationRule() {
        #expect(
            Presentation.presentation(idiom: .phone, horizontalSizeClass: .compact, hasSource: true, isGlass: true)
                == .popover)
        #expect(
            Presentation.presentation(idiom: .phone, horizontalSizeClass: .compact, hasSource: false, isGlass: true)
                == .card)
        #expect(
            Presentation.presentation(idiom: .pad, horizontalSizeClass: .compact, hasSource: true, isGlass: true)
                == .popover)
        #expect(
            Presentation.presentation(idiom: .phone, horizontalSizeClass: .compact, hasSource: true, isGlass: false)
                == .sheet)
    }

    /// With a source on an iPhone: a popover below it, 240 pt wide (UIKit 26.1's cap), with the card's rows but no cancel row, and a
    /// warning pointing at the dropped action (`/sheet/actions/3`).
    @Test func popoverDropsCancel() throws {
        let layout = try layout(Self.sheet(source: Self.barButton))
        #expect(layout.presentation == .popover)
        let popover = try #require(layout.popover)
        #expect(popover.arrow?.direction == .up)
        #expect(popover.screenFrame.width == 240)
        #expect(popover.screenFrame.y == Self.barButton.maxY + 8)
        // No arrow is drawn: the anchor is the source's bottom edge, under the button, where the popover grows from.
        #expect(popover.arrow?.screenFrame.width == 0)
        #expect(popover.arrow?.tip == Point(x: Self.barButton.midX, y: Self.barButton.maxY))
        // The button is at the right edge: the popover keeps 10 pt from the safe area's edge.
        #expect(popover.screenFrame.maxX == 390 - 10)
        #expect(layout.element("cancel") == nil && layout.element("cancelGroup") == nil)
        #expect(layout.elements.filter { $0.role == .action }.count == 3)
        #expect(!layout.elements.contains { $0.role == .separator })
        // UIKit 26.1's glass header (issue 37): the lone title is Body 17 pt, its baseline at its line height + 18
        // and the header 8 below it; then 16 + 3 rows of 48 + 2 gaps of 8 + 16.
        let header = MetricsProfile.ios26.lineHeight(fontSize: 17) + 18 + 8
        let expected = header + 16 + 3 * 48 + 2 * 8 + 16
        #expect(abs(popover.screenFrame.height - expected) <= 1.0 / 3)
        let title = try #require(layout.element("title"))
        #expect(title.text?.font.size == 17 && title.text?.font.weight == .regular)
        #expect(title.frame?.x == 30 && title.frame?.width == 240 - 60)
        #expect(layout.element("action.0")?.frame?.x == 16)
        let warning = try #require(layout.warnings.first { $0.code == .cancelOmittedInPopover })
        #expect(warning.pointer == "/sheet/actions/3")
        #expect(warning.message.contains("\"Cancel\""))
        #expect(layout.element("mainGroup")?.appearance?.cornerRadius == 34)
        #expect(layout.dimmingAlpha == 0)
        let assumption = try #require(layout.assumptions.first { $0.hasPrefix("profile ios26, anchored popover") })
        #expect(assumption.contains("no arrow (base 0 pt, UIKit 26.1 hides it on iPhone), 8 pt from the source"))
    }

    /// ios17 on the same iPhone ignores the source: the bottom sheet with its cancel group, as before iOS 26.
    @Test func olderProfileKeepsTheSheet() throws {
        let layout = try layout(Self.sheet(source: Self.barButton), profile: "ios17")
        #expect(layout.presentation == .sheet)
        #expect(layout.element("cancelGroup") != nil)
    }

    /// On a regular-width iPad the ios26 popover keeps the iPad's 304 pt width and holds the card's rows.
    @Test func padKeepsItsWidth() throws {
        let screen = ScreenDescription(
            width: 834, height: 1194, scale: 2, safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let layout = try layout(
            Self.sheet(source: Rect(x: 776, y: 24, width: 44, height: 50)), screen: screen,
            traits: Traits(idiom: .pad))
        #expect(layout.popover?.screenFrame.width == 304)
        #expect(layout.element("action.0")?.appearance?.cornerRadius == 24)
        // The iPad keeps its arrow; its inferred size and corner clearance are named.
        #expect(layout.popover?.arrow?.screenFrame.width == 36)
        #expect(layout.assumptions.contains { $0.contains("36 × 13 pt") && $0.contains("13 pt + half its base") })
    }

    /// The custom view rides `marginBottom` above the popover; below a bar button it covers the button, which is
    /// reported with the usual warnings.
    @Test func customViewOverTheAnchor() throws {
        let layout = try layout(
            Self.sheet(source: Rect(x: 170, y: 300, width: 50, height: 44), customView: .init(height: 60)))
        let customView = try #require(layout.element("customView"))
        #expect(customView.screenFrame.maxY + 16 == layout.sheetFrame.y)
        #expect(layout.warnings.map(\.code).contains(.customViewOverAnchor))
        let clear = try self.layout(
            Self.sheet(source: Rect(x: 170, y: 700, width: 50, height: 44), customView: .init(height: 60)))
        #expect(!clear.warnings.map(\.code).contains(.customViewOverAnchor))
    }
}
