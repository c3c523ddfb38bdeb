import LayoutCore
import Testing

@testable import AnimationCore

/// The iOS 26 transitions: the card and the anchored popover fade and scale in place instead of sliding, with the
/// seed's custom view fade, and say which curve parameters are inferred.
struct InPlaceTransitionTracksGlassTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    func layout(source: Rect? = nil, arrows: Set<PopoverArrowDirection>? = nil) throws -> SheetLayout {
        try engine.layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 390, height: 844), profileName: "ios26",
                sheet: SheetDescription(
                    title: "Title",
                    actions: [SheetAction(title: "Copy"), SheetAction(title: "Cancel", style: .cancel)],
                    customView: CustomViewDescription(height: 60), sourceRect: source,
                    permittedArrowDirections: arrows)))
    }

    /// Presenting the card: it and its custom view fade in while shrinking from 1.2 about the card's centre, and
    /// the dimming comes up to 0.2, all on the critically damped 0.404 s spring (UIKit's sheet spring); nothing slides.
    @Test func cardPresent() throws {
        let layout = try layout()
        let transition = SheetTransition(layout: layout, kind: .present)
        try InPlacePresentExpectations.expectScalesInPlace(transition, layout: layout)
        #expect(transition.assumptions.count == 1 && transition.assumptions[0].contains("inferred"))
    }

    /// Dismissing the card only fades it, on the alert's 0.404 s spring (the card is the alert presentation), and
    /// the custom view with the seed's 0.1 s fade, or with the card when that fade is off; nothing is left behind.
    @Test func cardDismiss() throws {
        let layout = try layout()
        let transition = SheetTransition(layout: layout, kind: .dismiss)
        #expect(transition.track("sheet", .scale) == nil)
        let opacity = try #require(transition.track("sheet", .opacity))
        #expect(opacity.curve == SheetMotion.forProfile(named: "ios26").curve && opacity.to == 0)
        #expect(opacity.curve.duration == 0.404)
        #expect(transition.track("customView", .opacity)?.curve == CustomViewFade.seed.timingCurve)
        let unfaded = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil)
        #expect(unfaded.track("customView", .opacity)?.curve == opacity.curve)
        #expect(unfaded.leftBehind == nil)
    }

    /// The popover grows from 0 about its anchor (the middle of the source's bottom edge) and shrinks back to it.
    @Test func popoverGrowsFromItsAnchor() throws {
        let source = Rect(x: 170, y: 300, width: 50, height: 44)
        let layout = try layout(source: source)
        let anchor = Point(x: source.midX, y: source.maxY)
        #expect(layout.popover?.arrow?.tip == anchor)
        let present = SheetTransition(layout: layout, kind: .present)
        #expect(present.track("sheet", .scale).map { [$0.from, $0.to] } == [0, 1])
        #expect(present.track("sheet", .scale)?.origin == anchor)
        #expect(present.track("dimming", .opacity).map { [$0.from, $0.to] } == [0, 0])
        let dismiss = SheetTransition(layout: layout, kind: .dismiss)
        #expect(dismiss.track("sheet", .scale).map { [$0.from, $0.to] } == [1, 0])
        #expect(dismiss.assumptions[0].contains("about its anchor (195, 344)"))
    }

    /// A popover without an arrow only fades.
    @Test func popoverWithoutArrowOnlyFades() throws {
        let layout = try layout(source: Rect(x: 170, y: 300, width: 50, height: 44), arrows: [])
        let transition = SheetTransition(layout: layout, kind: .present)
        #expect(!transition.tracks.contains { $0.property == .scale })
        #expect(transition.assumptions[0].contains("only fading"))
    }

    /// The older profiles still slide and infer nothing about their curves.
    @Test func olderProfilesSlide() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 390, height: 844),
                sheet: SheetDescription(title: "T", actions: [SheetAction(title: "A")])))
        let transition = SheetTransition(layout: layout, kind: .present)
        #expect(transition.slides && transition.assumptions.isEmpty)
        #expect(transition.track("sheet", .positionY) != nil)
    }
}
