import Testing

@testable import LayoutCore

/// Rows at the accessibility text sizes (docs/geometry.md, "Action titles"; docs/alert.md): the alert's buttons wrap
/// their titles and grow as the sheet's rows do, the iOS 26 capsules are rounded by each row's own height up to
/// 32 pt, and the bottom sheet's room check counts the cancel row's wrapped lines.
struct AccessibilityRowTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let long = "Keep in Album but Hide From Library and Memories"
    static let axxxl = Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)

    func alert(_ titles: [String], profile: String, screen: ScreenDescription = AlertLayoutTests.phone) throws
        -> SheetLayout
    {
        try engine.layout(
            for: LayoutRequest(
                screen: screen, traits: Self.axxxl, profileName: profile,
                sheet: AlertLayoutTests.alert(
                    titles.map { SheetAction(title: $0) } + [SheetAction(title: "Cancel", style: .cancel)])))
    }

    /// The legacy and glass alerts at AX5: the long title wraps over several lines, whole and at the full size, its
    /// button taller than a one-line button; the buttons stack, each below the one before; no truncation warning.
    @Test(arguments: ["ios17", "ios10", "ios26"])
    func alertButtonsWrapAndGrow(profile: String) throws {
        let layout = try alert([Self.long, "OK"], profile: profile)
        let alert = try #require(MetricsProfile.named(profile)?.alert)
        let long = try #require(layout.element("action.0"))
        let short = try #require(layout.element("action.1"))
        let cancel = try #require(layout.element("cancel"))
        let text = try #require(long.text)
        #expect(text.lines.count >= 3 && text.lines.joined(separator: " ") == Self.long && !text.isTruncated)
        #expect(text.font.size == alert.actionFontSize(.accessibilityExtraExtraExtraLarge))
        #expect(short.text?.lines.count == 1)
        #expect(long.screenFrame.height > short.screenFrame.height + 2 * text.lineHeight - 1)
        #expect(abs(short.screenFrame.height - cancel.screenFrame.height) < 0.34)
        // Stacked: one column, each button below the one before by the gap (a hairline or the glass spacing).
        #expect(long.screenFrame.x == short.screenFrame.x && short.screenFrame.x == cancel.screenFrame.x)
        let gap = alert.showsSeparators ? 1.0 / 3 : alert.actionSpacing
        #expect(abs(short.screenFrame.y - long.screenFrame.maxY - gap) <= 1.0 / 3)
        #expect(abs(cancel.screenFrame.y - short.screenFrame.maxY - gap) <= 1.0 / 3)
        #expect(!layout.warnings.contains { $0.code.rawValue.hasPrefix("actionTitle") })
    }

    /// Many wrapped buttons do not fit the phone: the actions scroll, their content the buttons' real heights.
    @Test(arguments: ["ios17", "ios26"])
    func wrappedAlertButtonsScroll(profile: String) throws {
        let titles = (0..<5).map { "Move item \($0) to a shared album that everybody in the family can see" }
        let layout = try alert(titles, profile: profile)
        #expect(layout.warnings.map(\.code).contains(.actionsScroll))
        let region = try #require(layout.scrollRegions.first { $0.id == "actions" })
        let buttons = layout.elements.filter { $0.role == .action || $0.role == .cancel }.map(\.screenFrame.height)
        #expect(region.contentHeight > buttons.reduce(0, +))
        #expect(region.visibleHeight < region.contentHeight)
    }

    /// UIKit 26.1 caps the glass capsule's radius at 32 pt at the accessibility sizes and rounds each row by its
    /// own height: the wrapped button gets 32, a one-line button half its height when that is less.
    @Test func glassAlertCapsulesAreRoundedPerRowUpTo32() throws {
        let layout = try alert([Self.long, "OK"], profile: "ios26")
        let long = try #require(layout.element("action.0"))
        let short = try #require(layout.element("action.1"))
        #expect(long.screenFrame.height / 2 > 32)
        #expect(long.appearance?.cornerRadius == 32)
        #expect(short.appearance?.cornerRadius == min(short.screenFrame.height / 2, 32))
    }

    /// The iOS 26 card (a sheet without a source) the same: each row by its own height, up to 32.
    @Test func glassCardRowsAreRoundedPerRowUpTo32() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: AlertLayoutTests.phone, traits: Self.axxxl, profileName: "ios26",
                sheet: SheetDescription(
                    actions: [
                        SheetAction(title: Self.long), SheetAction(title: "OK"),
                        SheetAction(title: "Cancel", style: .cancel),
                    ])))
        let rows = layout.elements.filter { $0.role == .action || $0.role == .cancel }
        #expect(rows.count == 3)
        for row in rows {
            #expect(row.appearance?.cornerRadius == min(row.screenFrame.height / 2, 32))
        }
        #expect(rows.contains { $0.screenFrame.height / 2 > 32 })
    }

    /// Below the accessibility sizes the capsule stays half the (one-line) row's height, uncapped.
    @Test func glassCapsuleBelowAccessibilitySizesIsHalfTheRow() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: AlertLayoutTests.phone, traits: Traits(contentSizeCategory: .extraExtraExtraLarge),
                profileName: "ios26", sheet: AlertLayoutTests.alert(AlertLayoutTests.cancelAndOK)))
        let cancel = try #require(layout.element("cancel"))
        #expect(abs((cancel.appearance?.cornerRadius ?? 0) - cancel.screenFrame.height / 2) <= 1.0 / 6)
    }

    /// The bottom sheet's "screen too short" check counts the cancel row's wrapped lines at AX5: a screen with room
    /// for a one-line cancel row, the main rows' minimum and the gap, but not for the wrapped row, is refused for
    /// the long cancel title and accepted for a short one.
    @Test func legacyRoomCheckCountsTheWrappedCancelRow() throws {
        let profile = MetricsProfile.ios17
        let size = try #require(profile.actionFontSizes[.accessibilityExtraExtraExtraLarge])
        let oneLine = profile.actionRowHeight(fontSize: size)
        func request(cancel: String, height: Double) -> LayoutRequest {
            LayoutRequest(
                screen: ScreenDescription(width: 320, height: height, scale: 2), traits: Self.axxxl,
                profileName: "ios17",
                sheet: SheetDescription(actions: [SheetAction(title: "OK"), SheetAction(title: cancel, style: .cancel)])
            )
        }
        // The wrapped cancel row's height, read from a sheet on a screen tall enough for it.
        let tall = try engine.layout(for: request(cancel: Self.long, height: 2000))
        let wrapped = try #require(tall.element("cancel")?.screenFrame.height)
        #expect(wrapped > oneLine + 40)
        // Room between the top limit (20 pt without insets) and the bottom gap for the one-line row, not for this one.
        let height =
            20 + profile.minimumBottomGap + profile.cancelGap + profile.actionsMinimumVisibleHeight + oneLine
            + (wrapped - oneLine) / 2
        try #require(height > 320)
        _ = try engine.layout(for: request(cancel: "Cancel", height: height))
        let error = #expect(throws: LayoutValidationError.self) {
            try engine.layout(for: request(cancel: Self.long, height: height))
        }
        let issue = try #require(error?.issues.first)
        #expect(issue.pointer == "/screen/height" && issue.detail.contains("too short"))
        let needed = wrapped + profile.cancelGap + profile.actionsMinimumVisibleHeight
        let stated = issue.detail.split(separator: " ").drop { $0 != "needs" }.dropFirst().first.flatMap { Double($0) }
        #expect(abs((stated ?? 0) - needed) <= 0.5)
    }
}
