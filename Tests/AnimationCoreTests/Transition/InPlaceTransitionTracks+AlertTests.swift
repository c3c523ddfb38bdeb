import LayoutCore
import Testing

@testable import AnimationCore

/// The alert's transitions (docs/alert.md): presenting scales 1.2 → 1 about the centre while fading in, with the
/// dimming, on the 0.404 s spring; dismissing only fades, on the same spring.
struct InPlaceTransitionTracksAlertTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    func layout(profile: String = "ios17") throws -> SheetLayout {
        try engine.layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 390, height: 844), profileName: profile,
                sheet: SheetDescription(
                    title: "Delete photo?",
                    actions: [SheetAction(title: "Cancel", style: .cancel), SheetAction(title: "OK")],
                    customView: CustomViewDescription(height: 60), preferredStyle: .alert)))
    }

    @Test(arguments: ["ios17", "ios10", "ios26"])
    func presentScalesFromOnePointTwoAndFadesIn(profile: String) throws {
        let layout = try layout(profile: profile)
        let transition = SheetTransition(layout: layout, kind: .present)
        try InPlacePresentExpectations.expectScalesInPlace(transition, layout: layout)
        #expect(transition.assumptions.isEmpty)
        #expect(transition.duration == 0.404)
    }

    @Test func dismissOnlyFadesOnTheSameSpring() throws {
        let layout = try layout()
        let transition = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil)
        #expect(transition.track("sheet", .scale) == nil && transition.track("sheet", .positionY) == nil)
        let opacity = try #require(transition.track("sheet", .opacity))
        #expect(opacity.from == 1 && opacity.to == 0 && opacity.curve.duration == 0.404)
        #expect(transition.track("dimming", .opacity).map { [$0.from, $0.to] } == [0.2, 0])
        #expect(transition.track("customView", .opacity)?.curve == opacity.curve)
        let slid = SheetTransition(layout: layout, kind: .dismiss, slide: .clearCustomView)
        #expect(slid.warnings.map(\.code) == [.slideNotPlayed])
    }
}
