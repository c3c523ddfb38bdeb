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

    /// The iPhone popover has no arrow, so UIKit 26.1 runs the popover machinery's old path
    /// (`_UIModernPopoverAnimationController`, issue 37): the built-in transition adds it at once (0 s) and
    /// dismissing fades it over 0.35 s, ease in ease out; nothing scales.
    @Test(arguments: [nil, Set<PopoverArrowDirection>()])
    func phonePopoverAppearsAtOnceAndFadesOut(arrows: Set<PopoverArrowDirection>?) throws {
        let source = Rect(x: 170, y: 300, width: 50, height: 44)
        let layout = try layout(source: source, arrows: arrows)
        let present = SheetTransition(layout: layout, kind: .present)
        #expect(!present.tracks.contains { $0.property == .scale })
        let shown = try #require(present.track("sheet", .opacity))
        #expect(shown.curve.duration == 0 && shown.keyframes == [Keyframe(time: 0, value: 1)])
        #expect(present.assumptions[0].contains("built-in transition"))
        let dismiss = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil)
        #expect(!dismiss.tracks.contains { $0.property == .scale })
        let hidden = try #require(dismiss.track("sheet", .opacity))
        #expect(hidden.curve == .cubicBezier(.easeInEaseOut, duration: 0.35))
        #expect(hidden.from == 1 && hidden.to == 0)
        #expect(dismiss.track("customView", .opacity)?.curve == hidden.curve)
        #expect(dismiss.assumptions[0].contains("0.35 s"))
    }

    /// An iPad keeps the arrow, and with it the new popover animations: a scale from 0.01 about the arrow's tip on
    /// UIKit springs of 0.4937 s (damping 0.8) in and 0.51566 s (damping 0.85) out, the opacity never above 1.
    @Test func padPopoverGrowsFromItsArrow() throws {
        let source = Rect(x: 900, y: 30, width: 44, height: 44)
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 1024, height: 1366, scale: 2), traits: Traits(idiom: .pad),
                profileName: "ios26",
                sheet: SheetDescription(
                    title: "Title", actions: [SheetAction(title: "Copy"), SheetAction(title: "Paste")],
                    sourceRect: source)))
        let arrow = try #require(layout.popover?.arrow)
        #expect(arrow.screenFrame.width == 36 && arrow.screenFrame.height == 13)
        #expect(arrow.tip == Point(x: source.midX, y: source.maxY))
        for (kind, duration, ratio) in [(TransitionKind.present, 0.4937, 0.8), (.dismiss, 0.51566, 0.85)] {
            let transition = SheetTransition(layout: layout, kind: kind)
            let scale = try #require(transition.track("sheet", .scale))
            let expected = kind == .present ? [0.01, 1] : [1, 0.01]
            #expect([scale.from, scale.to] == expected)
            #expect(scale.origin == arrow.tip)
            #expect(scale.curve == .spring(Spring(uiKitDuration: duration, dampingRatio: ratio), duration: duration))
            let opacity = try #require(transition.track("sheet", .opacity))
            #expect(opacity.keyframes.allSatisfy { $0.value >= 0 && $0.value <= 1 })
            #expect(transition.assumptions[0].contains("new popover animations"))
        }
    }

    /// The older profiles still slide and infer nothing about their curves.
    @Test func olderProfilesSlide() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 390, height: 844),
                profileName: "ios17", sheet: SheetDescription(title: "T", actions: [SheetAction(title: "A")])))
        let transition = SheetTransition(layout: layout, kind: .present)
        #expect(transition.slides && transition.assumptions.isEmpty)
        #expect(transition.track("sheet", .positionY) != nil)
    }
}
