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
        #expect(!transition.slides && transition.leftBehind == nil)
        #expect(
            transition.tracks.map { "\($0.target) \($0.property.rawValue)" } == [
                "sheet transform.scale", "sheet opacity", "customView transform.scale", "customView opacity",
                "dimming opacity",
            ])
        let scale = try #require(transition.track("sheet", .scale))
        #expect(scale.from == 1.2 && scale.to == 1)
        #expect(scale.origin == Point(x: layout.sheetFrame.midX, y: layout.sheetFrame.midY))
        guard case .spring(let spring, let duration) = scale.curve else {
            Issue.record("the present curve is a spring")
            return
        }
        #expect(duration == 0.404 && abs(spring.stiffness - 522.35) < 0.01 && abs(spring.damping - 45.71) < 0.01)
        #expect(transition.track("sheet", .opacity).map { [$0.from, $0.to] } == [0, 1])
        #expect(transition.track("dimming", .opacity).map { [$0.from, $0.to] } == [0, 0.2])
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
