import Testing

@testable import LayoutCore

/// The alert as UIKit draws it, where issue 37 found the answers off the facts (docs/alert.md): the factory's
/// length caps, the legacy colours and message leading, the room the actions keep at the accessibility sizes, the
/// glass alert's insets, lone-message font, label position without actions and its empty strings.
struct AlertFactsTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let cancelAndOK = AlertLayoutTests.cancelAndOK

    func layout(
        _ sheet: SheetDescription, profile: String, screen: ScreenDescription = AlertLayoutTests.phone,
        traits: Traits = Traits()
    ) throws -> SheetLayout {
        try engine.layout(for: LayoutRequest(screen: screen, traits: traits, profileName: profile, sheet: sheet))
    }

    /// A 1,500-character title and a 12,000-character message are cut to 999 and 9999, as the warnings say, in
    /// the alert as in the action sheet.
    @Test(arguments: ["ios10", "ios17", "ios26"])
    func alertsApplyTheLengthCaps(profile: String) throws {
        let sheet = SheetDescription(
            title: String(repeating: "t", count: 1500), message: String(repeating: "m", count: 12000),
            actions: Self.cancelAndOK, preferredStyle: .alert)
        let layout = try layout(sheet, profile: profile)
        #expect(layout.element("title")?.text?.text.utf16.count == 999)
        #expect(layout.element("message")?.text?.text.utf16.count == 9999)
        #expect(layout.warnings.contains { $0.code == .titleCut })
        #expect(layout.warnings.contains { $0.code == .messageCut })
    }

    /// The legacy message's lines stand 1.35 × 13 = 17.55 pt apart (Flutter's iOS 17 dialog), not 13.51.
    @Test func legacyMessageLinesAreFlutterSpaced() throws {
        let sheet = SheetDescription(
            title: "Delete?", message: String(repeating: "This cannot be undone. ", count: 6),
            actions: Self.cancelAndOK, preferredStyle: .alert)
        let message = try #require(try layout(sheet, profile: "ios17").element("message"))
        let frame = try #require(message.frame)
        let lines = try #require(message.text?.lines.count)
        #expect(lines > 1)
        #expect(abs((message.text?.lineHeight ?? 0) - 17.55) < 1e-9)
        #expect(abs(frame.height - Double(lines) * 17.55) <= 1.0 / 3)
    }

    /// At the accessibility sizes a long message no longer squeezes the two tall buttons: the actions keep half
    /// the room (Flutter's rule) and here need less, so both buttons show whole.
    @Test(arguments: ["ios17", "ios26"])
    func accessibilityButtonsStayWhole(profile: String) throws {
        let sheet = SheetDescription(
            title: "Delete?", message: String(repeating: "This cannot be undone. ", count: 30),
            actions: Self.cancelAndOK, preferredStyle: .alert)
        let layout = try layout(
            sheet, profile: profile, traits: Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let cancel = try #require(layout.element("cancel")).screenFrame
        let ok = try #require(layout.element("action.0")).screenFrame
        #expect(ok.maxY <= layout.sheetFrame.maxY + 1e-9 && cancel.maxY <= layout.sheetFrame.maxY + 1e-9)
        #expect(!layout.scrollRegions.contains { $0.id == "actions" })
        #expect(layout.scrollRegions.contains { $0.id == "header" })
        #expect(ok.height > 90 && cancel.height > 90)
    }

    /// When the buttons need more than half, they get half and scroll.
    @Test func accessibilityActionsKeepHalfTheRoom() throws {
        let sheet = SheetDescription(
            title: "Delete?", message: String(repeating: "This cannot be undone. ", count: 30),
            actions: (0..<6).map { SheetAction(title: "Choice \($0)") }, preferredStyle: .alert)
        let layout = try layout(
            sheet, profile: "ios17", traits: Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let header = try #require(layout.element("header")).screenFrame
        let room = 844 - 47 - 34.0
        #expect(abs(header.height - room / 2) <= 1.0 / 3)
        #expect(layout.scrollRegions.contains { $0.id == "actions" })
    }

    /// The glass alert stands UIKit 26.1's 24 pt in from the safe area's sides: 272 pt on a 320 pt screen.
    @Test func glassAlertKeepsTheDecompiledInsets() throws {
        let layout = try layout(
            SheetDescription(title: "T", actions: Self.cancelAndOK, preferredStyle: .alert), profile: "ios26",
            screen: ScreenDescription(width: 320, height: 568, scale: 2))
        #expect(layout.sheetFrame.width == 272 && layout.sheetFrame.x == 24)
    }

    /// A glass alert with only a message sets it in Body, regular; the legacy alert in the title's Headline.
    @Test func loneMessageFont() throws {
        let sheet = SheetDescription(message: "Only a message", actions: Self.cancelAndOK, preferredStyle: .alert)
        let glass = try #require(try layout(sheet, profile: "ios26").element("message")?.text?.font)
        #expect(glass.size == 17 && glass.weight == .regular)
        let legacy = try #require(try layout(sheet, profile: "ios17").element("message")?.text?.font)
        #expect(legacy.size == 17 && legacy.weight == .semibold)
    }

    /// Without actions, text fields or a second label, the glass label's first baseline is its line height + 30,
    /// 12 pt lower than with actions; the header ends 30 below it.
    @Test(arguments: [true, false])
    func glassLoneLabelWithoutActionsSitsLower(isTitle: Bool) throws {
        let text = "Saved"
        let alone = SheetDescription(
            title: isTitle ? text : nil, message: isTitle ? nil : text, preferredStyle: .alert)
        var withActions = alone
        withActions.actions = Self.cancelAndOK
        let id = isTitle ? "title" : "message"
        let lower = try #require(try layout(alone, profile: "ios26").element(id)?.frame)
        let upper = try #require(try layout(withActions, profile: "ios26").element(id)?.frame)
        #expect(abs(lower.y - upper.y - 12) <= 1.0 / 3)
        let lineHeight = MetricsProfile.ios26.lineHeight(fontSize: 17)
        let baseline = lineHeight + 30
        #expect(abs(lower.y - (baseline - 17 * 1950 / 2048)) <= 1.0 / 3)
        #expect(abs(try layout(alone, profile: "ios26").sheetFrame.height - (baseline + 30)) <= 1.0 / 3)
    }

    /// An empty title is no title under Liquid Glass: with nothing else, UIKit raises, so the answer is a 422 at
    /// `/sheet`; the legacy profiles count the empty string, as UIKit does there.
    @Test func glassTreatsEmptyStringsAsNone() throws {
        let sheet = SheetDescription(title: "", message: "", preferredStyle: .alert)
        let error = #expect(throws: LayoutValidationError.self) { try layout(sheet, profile: "ios26") }
        #expect(error?.issues.first?.pointer == "/sheet")
        #expect(error?.issues.first?.detail.contains("_shouldTreatEmptyStringsAsNil") == true)
        #expect(throws: Never.self) { try layout(sheet, profile: "ios17") }
    }
}
