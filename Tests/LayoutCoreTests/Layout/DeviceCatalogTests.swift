import Testing

@testable import LayoutCore

/// Defaults for what a request leaves out.
struct DeviceCatalogTests {
    /// A known width gets its common height, scale and insets, each reported as an assumption.
    @Test func knownPortraitWidth() {
        let (screen, assumptions) = DeviceCatalog.resolve(ScreenDescription(width: 390))
        #expect(
            screen
                == ResolvedScreen(
                    width: 390, height: 844, scale: 3,
                    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
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

    /// On iPad the catalogue is the iPads': 1024 is the 12.9-inch iPad in portrait (24 pt status bar, 20 pt home
    /// indicator), 1194 the 11-inch one in landscape.
    @Test func padWidths() {
        let (portrait, assumptions) = DeviceCatalog.resolve(ScreenDescription(width: 1024), idiom: .pad)
        #expect(
            portrait
                == ResolvedScreen(
                    width: 1024, height: 1366, scale: 2,
                    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)))
        #expect(assumptions.first?.contains("the most common iPad of width 1024") == true)
        let (landscape, _) = DeviceCatalog.resolve(ScreenDescription(width: 1194), idiom: .pad)
        #expect(landscape.height == 834 && landscape.isLandscape)
    }

    /// An iPad window of unknown width (Slide Over, Split View) is taken to be on the 820 × 1180 iPad, in
    /// portrait when it fits its portrait width.
    @Test func padWindow() {
        let (slideOver, assumptions) = DeviceCatalog.resolve(ScreenDescription(width: 320), idiom: .pad)
        #expect(slideOver.height == 1180 && slideOver.scale == 2)
        #expect(assumptions.first?.contains("a window 320 pt wide") == true)
        let (half, _) = DeviceCatalog.resolve(ScreenDescription(width: 1000), idiom: .pad)
        #expect(half.height == 820)
    }
}
