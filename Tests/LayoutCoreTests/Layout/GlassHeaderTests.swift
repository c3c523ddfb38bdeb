import Testing

@testable import LayoutCore

/// The Liquid Glass header (docs/alert.md, "The glass header"): UIKit 26.1 keeps the title and message centred only
/// while one label of one line is shown, otherwise both take the natural (leading) alignment; the title is
/// labelColor and a message below it secondaryLabelColor. The card's lone label keeps its measured colour.
struct GlassHeaderTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let label = "#000000FF"
    static let secondaryLabel = "#3C3C4399"
    static let long =
        "Your subscription renews tomorrow and the card on file will be charged for another full year of service"

    func layout(
        title: String?, message: String?, style: AlertControllerStyle, profile: String = "ios26",
        direction: LayoutDirection = .ltr, sourceRect: Rect? = nil
    ) throws -> SheetLayout {
        try engine.layout(
            for: LayoutRequest(
                screen: AlertLayoutTests.phone, traits: Traits(layoutDirection: direction), profileName: profile,
                sheet: SheetDescription(
                    title: title, message: message, actions: AlertLayoutTests.cancelAndOK, sourceRect: sourceRect,
                    preferredStyle: style)))
    }

    /// The glass alert with a title and a message: both labels leading, the title labelColor and the
    /// message secondaryLabelColor; the frames still span the alert less the 30 pt label insets.
    @Test func glassAlertWithTitleAndMessageIsLeadingInTheFactsColours() throws {
        let layout = try layout(title: "Delete photo?", message: "This cannot be undone.", style: .alert)
        let title = try #require(layout.element("title"))
        let message = try #require(layout.element("message"))
        #expect(title.appearance?.textAlignment == .leading)
        #expect(message.appearance?.textAlignment == .leading)
        #expect(title.appearance?.textColor?.hex == Self.label)
        #expect(message.appearance?.textColor?.hex == Self.secondaryLabel)
        #expect(title.screenFrame.x == layout.sheetFrame.x + 30)
        #expect(title.screenFrame.width == layout.sheetFrame.width - 60)
        #expect(layout.assumptions.contains { $0.contains("the title in labelColor") })
    }

    /// Dark mode resolves the same two colours to their dark values.
    @Test func glassAlertColoursResolveInDarkMode() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: AlertLayoutTests.phone, traits: Traits(userInterfaceStyle: .dark), profileName: "ios26",
                sheet: AlertLayoutTests.alert(AlertLayoutTests.cancelAndOK)))
        #expect(layout.element("title")?.appearance?.textColor?.hex == "#FFFFFFFF")
        #expect(layout.element("message")?.appearance?.textColor?.hex == "#EBEBF599")
    }

    /// A lone one-line title stays centred; a lone title of several lines goes leading; both in labelColor.
    @Test func glassAlertLoneTitleIsCentredOnlyOnOneLine() throws {
        let short = try #require(try layout(title: "Saved", message: nil, style: .alert).element("title"))
        #expect(short.text?.lines.count == 1)
        #expect(short.appearance?.textAlignment == .center)
        #expect(short.appearance?.textColor?.hex == Self.label)
        let wrapped = try #require(try layout(title: Self.long, message: nil, style: .alert).element("title"))
        #expect((wrapped.text?.lines.count ?? 0) > 1)
        #expect(wrapped.appearance?.textAlignment == .leading)
    }

    /// A lone message takes the title's colour (UIKit 26.1: `messageLabelColor` without a title).
    @Test func glassAlertLoneMessageTakesTheTitleColour() throws {
        let message = try #require(try layout(title: nil, message: "Done.", style: .alert).element("message"))
        #expect(message.appearance?.textAlignment == .center)
        #expect(message.appearance?.textColor?.hex == Self.label)
    }

    /// Right to left the labels are still `leading` (their right edge), in mirrored frames of the same width.
    @Test func glassAlertRightToLeftStaysLeading() throws {
        let ltr = try layout(title: "Delete photo?", message: "This cannot be undone.", style: .alert)
        let rtl = try layout(
            title: "Delete photo?", message: "This cannot be undone.", style: .alert, direction: .rtl)
        let title = try #require(rtl.element("title"))
        #expect(title.appearance?.textAlignment == .leading)
        let mirrored = try #require(ltr.element("title")).screenFrame.mirrored(within: 390)
        #expect(title.screenFrame == mirrored)
    }

    /// The sourceless ios26 sheet (the alert presentation): its measured lone one-line title stays centred in the
    /// measured secondary colour; with a message both labels go leading in the facts' colours.
    @Test func sourcelessCardFollowsTheRuleAndKeepsItsMeasuredLoneTitle() throws {
        let lone = try layout(title: "Choose a photo", message: nil, style: .actionSheet)
        #expect(lone.presentation == .card)
        let loneTitle = try #require(lone.element("title"))
        #expect(loneTitle.appearance?.textAlignment == .center)
        #expect(loneTitle.appearance?.textColor?.hex == MetricsProfile.ios26.headerTextColor.light.hex)
        let both = try layout(title: "Choose a photo", message: "It will be shared.", style: .actionSheet)
        #expect(both.element("title")?.appearance?.textAlignment == .leading)
        #expect(both.element("message")?.appearance?.textAlignment == .leading)
        #expect(both.element("title")?.appearance?.textColor?.hex == Self.label)
        #expect(both.element("message")?.appearance?.textColor?.hex == Self.secondaryLabel)
        #expect(both.assumptions.contains { $0.contains("glass alert header") && $0.contains("labelColor inferred") })
        #expect(!lone.assumptions.contains { $0.contains("the title in labelColor") })
        let wrapped = try layout(title: Self.long, message: nil, style: .actionSheet)
        #expect(wrapped.element("title")?.appearance?.textAlignment == .leading)
    }

    /// The anchored glass popover (the action sheet style, where UIKit 26.1 gives the colours outright).
    @Test func anchoredPopoverFollowsTheRule() throws {
        let layout = try layout(
            title: "Choose a photo", message: "It will be shared.", style: .actionSheet,
            sourceRect: Rect(x: 20, y: 100, width: 44, height: 44))
        #expect(layout.presentation == .popover)
        #expect(layout.element("title")?.appearance?.textAlignment == .leading)
        #expect(layout.element("title")?.appearance?.textColor?.hex == Self.label)
        #expect(layout.element("message")?.appearance?.textColor?.hex == Self.secondaryLabel)
    }

    /// The legacy alert and the older sheets keep their labels centred; the sheet's in its grey header colour, the
    /// alert's in the label colour (black in light mode, white in dark), as UIKit draws an alert (issue 37).
    @Test(arguments: [AlertControllerStyle.alert, .actionSheet], ["ios17", "ios10"])
    func legacyLabelsStayCentred(style: AlertControllerStyle, profile: String) throws {
        let metrics = try #require(MetricsProfile.named(profile))
        for dark in [false, true] {
            let layout = try engine.layout(
                for: LayoutRequest(
                    screen: ScreenDescription(width: 390), traits: Traits(userInterfaceStyle: dark ? .dark : .light),
                    profileName: profile,
                    sheet: SheetDescription(
                        title: "Delete photo?", message: "This cannot be undone.",
                        actions: [SheetAction(title: "Delete")], preferredStyle: style)))
            let expected =
                style == .alert
                ? (dark ? Color(0xFFFF_FFFF) : Color(0x0000_00FF))
                : metrics.headerTextColor.resolved(for: dark ? .dark : .light)
            for id in ["title", "message"] {
                let element = try #require(layout.element(id))
                #expect(element.appearance?.textAlignment == .center)
                #expect(element.appearance?.textColor == expected, "\(profile) \(style) \(id) dark: \(dark)")
            }
        }
    }

    /// The rule on its own: one label of one line is centred, anything more is leading.
    @Test func ruleCountsLabelsAndLines() throws {
        let glass = try #require(MetricsProfile.ios26.glass)
        func alignment(_ title: Int?, _ message: Int?) -> TextAlignment {
            HeaderLabelStyle(glass: glass, titleLines: title, messageLines: message).alignment
        }
        #expect(alignment(1, nil) == .center)
        #expect(alignment(nil, 1) == .center)
        #expect(alignment(nil, nil) == .center)
        #expect(alignment(2, nil) == .leading)
        #expect(alignment(nil, 3) == .leading)
        #expect(alignment(1, 1) == .leading)
    }
}
