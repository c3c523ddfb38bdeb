import Testing

@testable import LayoutCore

/// The iOS 26 card's "screen too short" check (docs/geometry.md, "Action titles"): at the accessibility sizes it
/// counts the cancel row and the first other row as their titles wrap, as the bottom sheet's counts its cancel row,
/// so a card whose wrapped rows cannot fit is refused rather than laid out squeezed.
struct CardRoomCheckTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let long = AccessibilityRowTests.long

    func request(first: String, cancel: String, height: Double) -> LayoutRequest {
        LayoutRequest(
            screen: ScreenDescription(width: 320, height: height, scale: 2), traits: AccessibilityRowTests.axxxl,
            profileName: "ios26",
            sheet: SheetDescription(
                actions: [
                    SheetAction(title: first), SheetAction(title: "Other"), SheetAction(title: cancel, style: .cancel),
                ]))
    }

    /// A long cancel title or a long first title: on a screen with room for two one-line rows but not for the
    /// wrapped one, the short titles are laid out and the long one is refused at `/screen/height`.
    @Test(arguments: [true, false])
    func wrappedRowsAreCounted(longCancel: Bool) throws {
        let profile = MetricsProfile.ios26
        let glass = try #require(profile.glass)
        let size = try #require(profile.actionFontSizes[.accessibilityExtraExtraExtraLarge])
        let oneLine = profile.actionRowHeight(fontSize: size)
        let first = longCancel ? "OK" : Self.long
        let cancel = longCancel ? Self.long : "Cancel"
        // The wrapped row's height, read from a card on a screen tall enough for it.
        let tall = try engine.layout(for: request(first: first, cancel: cancel, height: 3000))
        #expect(tall.presentation == .card)
        let wrapped = try #require(tall.element(longCancel ? "cancel" : "action.0")?.screenFrame.height)
        #expect(wrapped > oneLine + 40)
        // Top limit 10 pt (no insets), bottom gap 10 pt: room for the one-line rows and half the wrapped excess; a
        // card without a header has UIKit 26.1's rows, the alert's sequence inset in.
        let needed = 2 * profile.alert.actionSequenceInset + 2 * oneLine + glass.rowSpacing
        let height = 10 + profile.minimumBottomGap + needed + (wrapped - oneLine) / 2
        try #require(height > 320)
        let short = try engine.layout(for: request(first: "OK", cancel: "Cancel", height: height))
        #expect(short.presentation == .card)
        let error = #expect(throws: LayoutValidationError.self) {
            try engine.layout(for: request(first: first, cancel: cancel, height: height))
        }
        let issue = try #require(error?.issues.first)
        #expect(issue.pointer == "/screen/height" && issue.detail.contains("too short"))
    }

    /// Below the accessibility sizes the check is unchanged: two one-line rows with the insets and the gap.
    @Test func standardSizesCountOneLineRows() throws {
        let profile = MetricsProfile.ios26
        let glass = try #require(profile.glass)
        // Without a header the card is UIKit 26.1's: its rows stand the alert's sequence inset (16) in.
        let needed = 2 * profile.alert.actionSequenceInset + 2 * profile.actionRowMinimumHeight + glass.rowSpacing
        let height = 10 + profile.minimumBottomGap + needed - 1
        let error = #expect(throws: LayoutValidationError.self) {
            try engine.layout(
                for: LayoutRequest(
                    screen: ScreenDescription(width: 320, height: max(height, 1), scale: 2), profileName: "ios26",
                    sheet: SheetDescription(
                        actions: [SheetAction(title: Self.long), SheetAction(title: "Cancel", style: .cancel)])))
        }
        #expect(error?.issues.first?.detail.contains(format(needed)) == true)
    }
}
