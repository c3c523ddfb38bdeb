import Testing

@testable import LayoutCore

/// The vertical plan stacks the groups with the profile's own separator thickness.
struct VerticalPlanTests {
    static let screen = ResolvedScreen(
        width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    static func plan(separatorPixels: Double) -> VerticalPlan {
        var profile = MetricsProfile.ios17
        profile.separatorThicknessInPixels = separatorPixels
        return VerticalPlan(
            screen: screen, profile: profile, headerHeight: 62, actionCount: 3, hasCancel: true, rowHeight: 57)
    }

    /// The separators under the header and between rows are `separatorThicknessInPixels / scale` thick: the
    /// profile's value, not a fixed pixel, so changing the constant moves the sheet's top.
    @Test func separatorsTakeTheProfilesThickness() {
        let one = Self.plan(separatorPixels: 1)
        let two = Self.plan(separatorPixels: 2)
        #expect(one.separatorThickness == 1.0 / 3 && two.separatorThickness == 2.0 / 3)
        #expect(abs(one.actionsContentHeight - (3 * 57 + 2.0 / 3)) < 1e-9)
        #expect(abs(two.actionsContentHeight - (3 * 57 + 4.0 / 3)) < 1e-9)
        // Header separator plus two between rows: three separators, each a pixel thicker.
        #expect(abs((one.mainTop - two.mainTop) - 3.0 / 3) < 1e-9)
    }
}
