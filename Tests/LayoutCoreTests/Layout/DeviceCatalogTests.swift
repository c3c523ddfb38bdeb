import Testing

@testable import LayoutCore

/// Defaults for what a request leaves out.
struct DeviceCatalogTests {
    /// A known width gets its common height, scale and insets, each reported as an assumption.
    @Test func knownPortraitWidth() {
        let (screen, assumptions) = DeviceCatalog.resolve(ScreenDescription(width: 390))
        #expect(screen == ResolvedScreen(width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(assumptions.count == 3)
        #expect(assumptions[0].hasPrefix("screen.height=844"))
    }

    /// A landscape width (a known height) gets the landscape screen and insets.
    @Test func knownLandscapeWidth() {
        let (screen, _) = DeviceCatalog.resolve(ScreenDescription(width: 932))
        #expect(screen.height == 430)
        #expect(screen.isLandscape)
        #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    /// An unknown width follows the documented 19.5:9 rule with no insets.
    @Test func unknownWidth() {
        let (screen, assumptions) = DeviceCatalog.resolve(ScreenDescription(width: 360))
        #expect(screen.height == 780)
        #expect(screen.safeAreaInsets == .zero)
        #expect(assumptions.contains { $0.contains("19.5:9") })
    }

    /// Given values are kept and not reported.
    @Test func givenValuesWin() {
        let given = ScreenDescription(width: 390, height: 700, scale: 2, safeAreaInsets: .zero)
        let (screen, assumptions) = DeviceCatalog.resolve(given)
        #expect(screen == ResolvedScreen(width: 390, height: 700, scale: 2, safeAreaInsets: .zero))
        #expect(assumptions.isEmpty)
    }
}
