import Testing

@testable import LayoutCore

/// The profiles' rules and their documentation.
struct MetricsProfileTests {
    static func screen(_ width: Double, _ height: Double, top: Double) -> ResolvedScreen {
        ResolvedScreen(
            width: width, height: height, scale: 3, safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 0, right: 0))
    }

    /// Flutter's iOS 17 top-limit table: no notch 20, notch 47, Dynamic Island 59 → 54; landscape 8.
    @Test(arguments: [(0.0, 20.0), (20, 20), (44, 44), (47, 47), (59, 54), (53, 50.5)])
    func iOS17TopLimit(inset: Double, limit: Double) {
        #expect(abs(MetricsProfile.ios17.topLimit(for: Self.screen(390, 844, top: inset)) - limit) < 1e-9)
    }

    /// Landscape sheets may rise to 8 pt from the top (iOS 17) or 30 pt (iOS 10 model).
    @Test func landscapeTopLimit() {
        #expect(MetricsProfile.ios17.topLimit(for: Self.screen(844, 390, top: 0)) == 8)
        #expect(MetricsProfile.ios10.topLimit(for: Self.screen(844, 390, top: 0)) == 30)
        #expect(MetricsProfile.ios10.topLimit(for: Self.screen(390, 844, top: 47)) == 77)
    }

    /// Rows are 57 pt until the font grows past it: 2·(1.8 + 0.4f) + f·2444/2048.
    @Test(arguments: [(21.0, 57.0), (24, 57), (28, 59.4141), (53, 109.2480)])
    func actionRowHeight(fontSize: Double, height: Double) {
        #expect(abs(MetricsProfile.ios17.actionRowHeight(fontSize: fontSize) - height) < 0.0001)
    }

    /// SF's line height: 20.287109375 at 17 pt (UIFont.lineHeight, measured) and 15.5137 at 13 pt.
    @Test func lineHeight() {
        #expect(MetricsProfile.ios17.lineHeight(fontSize: 17) == 20.287109375)
        #expect(abs(MetricsProfile.ios17.lineHeight(fontSize: 13) - 15.5137) < 0.0001)
    }

    /// Every content-size category has a header and an action size in both profiles, growing monotonically.
    @Test func everyCategoryHasSizes() {
        for profile in MetricsProfile.all {
            let header = ContentSizeCategory.allCases.compactMap { profile.headerFontSizes[$0] }
            let action = ContentSizeCategory.allCases.compactMap { profile.actionFontSizes[$0] }
            #expect(header.count == 12 && action.count == 12)
            #expect(zip(header, header.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(zip(action, action.dropFirst()).allSatisfy { $0 <= $1 })
        }
        #expect(MetricsProfile.ios17.actionFontSizes[.large] == 21)
        #expect(MetricsProfile.ios10.actionFontSizes[.large] == 20)
        #expect(MetricsProfile.ios17.headerFontSizes[.large] == 13)
    }

    /// Profiles are found by name; unknown names are not.
    @Test func lookup() {
        #expect(MetricsProfile.named("ios17")?.sideMargin == 8)
        #expect(MetricsProfile.named("ios10")?.sideMargin == 10)
        #expect(MetricsProfile.named("ios99") == nil)
        #expect(MetricsProfile.defaultName == "ios26")
    }

    /// The former name `ios12` still finds the 10 pt-margin profile, under its new name, and is no profile of its own.
    @Test func deprecatedAliasResolvesToItsProfile() throws {
        #expect(MetricsProfile.named("ios12")?.name == "ios10")
        #expect(MetricsProfile.canonicalName(of: "ios12") == "ios10")
        #expect(MetricsProfile.canonicalName(of: "ios17") == "ios17")
        #expect(MetricsProfile.isKnown("ios12"))
        #expect(!MetricsProfile.all.map(\.name).contains("ios12"))
        let alias = try #require(MetricsProfile.deprecatedAliases.first)
        #expect(alias.warning.code == .profileDeprecated && alias.warning.pointer == "/profile")
        #expect(alias.warning.message.contains("\"ios12\" is deprecated") && alias.warning.message.contains("12.2"))
    }

    /// A separator is the profile's number of device pixels thick: one pixel is 1/3 pt at @3x and 1/2 pt at @2x.
    @Test func separatorThicknessFollowsTheScale() {
        #expect(MetricsProfile.ios17.separatorThickness(scale: 3) == 1.0 / 3)
        #expect(MetricsProfile.ios10.separatorThickness(scale: 2) == 0.5)
    }
}
