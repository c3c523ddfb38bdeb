import LayoutCore
import Testing

@testable import AnimationCore

/// A presentation sheet's transitions against the figures of issue #39 and docs/detents.md §9: the iPhone 12–14
/// (390 × 844 @3x, safe area 47 / 34) with medium and large detents.
struct PresentationTransitionTests {
    static let iPhone14 = ScreenDescription(
        width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    static func request(
        _ kind: PresentationTransitionKind, profile: String = "ios17", to: String? = nil, from: String? = nil,
        drag: SheetDrag? = nil, presentingSheet: PresentationSheetDescription? = nil
    ) -> PresentationTransitionRequest {
        var sheet = PresentationSheetDescription(
            detents: [.medium, .large], largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true)
        sheet.drag = drag
        return PresentationTransitionRequest(
            sheet: PresentationSheetRequest(
                screen: iPhone14, traits: Traits(), profileName: profile, sheet: sheet,
                presentingSheet: presentingSheet),
            kind: kind, fromDetentIdentifier: from, toDetentIdentifier: to)
    }

    @Test func presentRisesFromTheScreensBottomToMediumOnTheSheetSpring() throws {
        let transition = try PresentationTransition(request: Self.request(.present))
        let top = try #require(transition.track("sheet", .positionY))
        #expect(top.from == 844)
        #expect(abs(top.to - 388.32) < 1e-9)
        #expect(top.keyframes.first?.value == 844 && top.keyframes.last?.value == top.to)
        // Critically damped, response 0.344144233 s: stiffness 1000/3, within 1 % of the way after 0.364 s.
        #expect(abs(transition.spring.stiffness - 1000.0 / 3) < 1e-6)
        #expect(abs(transition.spring.dampingRatio - 1) < 1e-9)
        let distance = 844 - 388.32
        #expect(abs(top.value(at: 0.364) - 388.32) < 0.01 * distance)
        #expect(abs(top.value(at: 0.3) - 388.32) > 0.01 * distance)
        #expect(transition.duration > 0.4 && transition.duration < 0.55)
        // Nothing dims up to medium, and the view behind stays in place.
        #expect(transition.track("dimming", .opacity)?.isConstant == true)
        #expect(transition.track("presentingView", .scale)?.to == 1)
        #expect(transition.track("sheet", .shadowOpacity)?.from == 0)
        // It slides whole: its height is medium's all the way up.
        let height = try #require(transition.track("sheet", .height))
        #expect(height.isConstant && abs(height.to - 455.68) < 1e-9)
        #expect(transition.from.detentIdentifier == nil && transition.to.detentIdentifier == "medium")
    }

    @Test func everyTrackMovesOnTheSameProgress() throws {
        let transition = try PresentationTransition(request: Self.request(.detentChange, to: "large"))
        let moving = transition.tracks.filter { !$0.isConstant }
        #expect(moving.count >= 4)
        for time in [0.05, 0.1, 0.2] {
            let progress = moving.map { ($0.value(at: time) - $0.from) / ($0.to - $0.from) }
            #expect(progress.allSatisfy { abs($0 - progress[0]) < 1e-9 })
        }
    }

    @Test func mediumToLargeDimsAndScalesTheViewBehind() throws {
        let transition = try PresentationTransition(request: Self.request(.detentChange, to: "large"))
        let dimming = try #require(transition.track("dimming", .opacity))
        #expect(dimming.from == 0)
        #expect(abs(dimming.to - 0.2) < 1e-12)
        let scale = try #require(transition.track("presentingView", .scale))
        #expect(scale.from == 1)
        #expect(abs(scale.to - (1 - 32.0 / 390)) < 1e-12)
        let top = try #require(transition.track("sheet", .positionY))
        #expect(abs(top.from - 388.32) < 1e-9 && top.to == 57)
        // The frame runs from its top to the screen's bottom at both detents.
        let height = try #require(transition.track("sheet", .height))
        #expect(abs(height.from - 455.68) < 1e-9 && height.to == 787)
        #expect(transition.dampingRatio == 1)
    }

    @Test func glassInsetAndCornersOpenUpFromMediumToLarge() throws {
        let transition = try PresentationTransition(request: Self.request(.detentChange, profile: "ios26", to: "large"))
        let scale = try #require(transition.track("sheet", .scale))
        #expect(abs(scale.from - (1 - 16.0 / 390)) < 1e-12)
        #expect(scale.to == 1)
        #expect(transition.track("sheet", .translationY)?.to == 0)
        let top = try #require(transition.track("sheet", .topCornerRadius))
        #expect(top.from == 38 && top.to == 38)
        let bottom = try #require(transition.track("sheet", .bottomCornerRadius))
        let t = (388.32 - 57) / (844 - 57)
        #expect(abs(bottom.from - (47.33 - 14 * t)) < 1e-9)
        #expect(abs(bottom.to - 47.33) < 1e-9)
    }

    @Test func dismissIsPresentReversed() throws {
        let present = try PresentationTransition(request: Self.request(.present))
        let dismiss = try PresentationTransition(request: Self.request(.dismiss))
        #expect(present.tracks.count == dismiss.tracks.count)
        for (forth, back) in zip(present.tracks, dismiss.tracks) {
            #expect(forth.target == back.target && forth.property == back.property)
            #expect(forth.from == back.to && forth.to == back.from)
        }
    }

    @Test func aFlickSettlesOnTheHighSpeedSpringWithItsVelocity() throws {
        // Finger at 380, flicked up at 1200 pt/s: one detent further, to large (docs/detents.md §2.6).
        let transition = try PresentationTransition(
            request: Self.request(.release, drag: SheetDrag(offset: 380, velocity: -1200)))
        #expect(transition.dampingRatio == 0.8)
        #expect(abs(transition.spring.dampingRatio - 0.8) < 1e-9)
        #expect(transition.to.detentIdentifier == "large")
        let top = try #require(transition.track("sheet", .positionY))
        #expect(top.from == 380 && top.to == 57)
        // 1200 pt/s towards a target 323 pt away: 3.72 distances per second.
        #expect(abs(transition.spring.initialVelocity - 1200.0 / 323) < 1e-9)
    }

    @Test func aSlowReleaseReturnsOnTheStandardSpring() throws {
        let transition = try PresentationTransition(
            request: Self.request(.release, drag: SheetDrag(offset: 380, velocity: -200)))
        #expect(transition.dampingRatio == 1)
        #expect(transition.to.detentIdentifier == "medium")
        #expect(transition.spring.initialVelocity == 0)
    }

    @Test func unknownOrMissingDetentsArePointedAt() {
        #expect(
            throws: LayoutValidationError(issues: [
                ValidationIssue(
                    pointer: "/toDetentIdentifier",
                    detail: "names no detent: \"huge\" is not one of \"large\", \"medium\"")
            ])
        ) {
            try PresentationTransition(request: Self.request(.detentChange, to: "huge"))
        }
        #expect(throws: LayoutValidationError.self) {
            try PresentationTransition(request: Self.request(.detentChange))
        }
        #expect(throws: LayoutValidationError.self) {
            try PresentationTransition(request: Self.request(.release, drag: SheetDrag(offset: 380)))
        }
    }

    @Test func theSheetBeneathGoesBackAsTheTopSheetRises() throws {
        let beneath = PresentationSheetDescription(detents: [.large])
        let transition = try PresentationTransition(
            request: Self.request(.detentChange, to: "large", presentingSheet: beneath))
        let scale = try #require(transition.track("presentingSheet", .scale))
        #expect(scale.to < scale.from)
    }

    /// Given the request's layout (an animated preview's, computed once for its markers), the transition is the one
    /// `init(request:)` lays out for itself, for every kind, alone and stacked.
    @Test(arguments: [false, true])
    func aLayoutGivenMakesTheSameTransition(stacked: Bool) throws {
        let beneath = stacked ? PresentationSheetDescription(detents: [.large]) : nil
        let requests = [
            Self.request(.present, presentingSheet: beneath), Self.request(.dismiss, presentingSheet: beneath),
            Self.request(.detentChange, to: "large", presentingSheet: beneath),
            Self.request(.release, drag: SheetDrag(offset: 380, velocity: -1200), presentingSheet: beneath),
            Self.request(.release, drag: SheetDrag(offset: 700, velocity: 900), presentingSheet: beneath),
        ]
        for request in requests {
            let layout = try PresentationSheetLayoutEngine().layout(for: request.sheet)
            let given = try PresentationTransition(request: request, layout: layout)
            #expect(given == (try PresentationTransition(request: request)), "\(request.kind)")
            #expect(given.tracks.contains { $0.target == "presentingSheet" } == stacked)
        }
        // What the request's own layout cannot settle is refused alike.
        let missing = Self.request(.detentChange, presentingSheet: beneath)
        let layout = try PresentationSheetLayoutEngine().layout(for: missing.sheet)
        #expect(throws: LayoutValidationError.self) { try PresentationTransition(request: missing, layout: layout) }
    }

    /// The sheet beneath's confined dimming (docs/detents.md §7.2) moves on the spring with the rest: from the
    /// engine's value with the top sheet at medium (undimmed) to its value at large, for a detent change; from the
    /// sheet beneath on its own to stacked, for a presentation. A sheet on its own has no such track.
    @Test func theSheetBeneathsDimmingMovesWithTheTopSheet() throws {
        let beneath = PresentationSheetDescription(detents: [.large])
        let engine = PresentationSheetLayoutEngine()
        func stacked(at identifier: String) throws -> SheetState {
            var request = Self.request(.present, presentingSheet: beneath).sheet
            request.sheet.selectedDetentIdentifier = identifier
            return try #require(try engine.layout(for: request).presentingSheet)
        }
        let change = try PresentationTransition(
            request: Self.request(.detentChange, to: "large", presentingSheet: beneath))
        let dimming = try #require(change.track("presentingSheetDimming", .opacity))
        #expect(dimming.from == (try stacked(at: "medium")).dimmingAlpha)
        #expect(dimming.to == (try stacked(at: "large")).dimmingAlpha)
        #expect(dimming.to > dimming.from, "the top sheet dims the sheet beneath as it passes medium")
        #expect(dimming.restFrame == change.screen.bounds)
        #expect(dimming.keyframes.count == (try #require(change.track("sheet", .positionY))).keyframes.count)
        #expect(dimming.keyframes.allSatisfy { $0.value >= dimming.from - 1e-9 && $0.value <= dimming.to + 1e-9 })

        let present = try PresentationTransition(request: Self.request(.present, presentingSheet: beneath))
        var alone = Self.request(.present).sheet
        alone.sheet = beneath
        let own = try engine.layout(for: alone).current.dimmingAlpha
        let presented = try #require(present.track("presentingSheetDimming", .opacity))
        #expect(presented.from == own)
        #expect(presented.to == (try stacked(at: "medium")).dimmingAlpha)
        #expect(presented.from != presented.to)

        let single = try PresentationTransition(request: Self.request(.detentChange, to: "large"))
        #expect(single.track("presentingSheetDimming", .opacity) == nil)
    }
}
