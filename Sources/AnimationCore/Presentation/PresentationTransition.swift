import LayoutCore

/// A presentation sheet's transition (`UISheetPresentationController`): present, dismiss, a detent change or the
/// settling after a drag's release, every property on one spring.
///
/// UIKit runs each of these on one `UIViewPropertyAnimator` with the sheet's spring (docs/detents.md §9), so every
/// track goes from its start state's value to its end state's on the same progress: the sheet's top
/// (`position.y`), its Liquid Glass inset (`transform.scale` about its centre, then `transform.translation.y`), its
/// top and bottom corners, its shadow, the grabber's and the dimming view's opacity, the view behind it
/// (`presentingView`: scale, translation and corner radius) and, when two are stacked, the sheet beneath
/// (`presentingSheet`, its grabber's opacity `presentingSheetGrabber` and its dimming's `presentingSheetDimming`). The start and end states are the layout engine's own (`PresentationSheetLayout`), so a
/// frame of the animation at progress 0 or 1 is what `/layout` answers there.
///
/// ```swift
/// let transition = try PresentationTransition(
///     request: PresentationTransitionRequest(sheet: request, kind: .present))
/// transition.track("sheet", .positionY)?.from  // 844: the screen's bottom
/// transition.track("sheet", .positionY)?.to    // 388.32 at medium on a 390 × 844 screen
/// transition.spring.stiffness                  // 333.33
/// ```
public struct PresentationTransition: Sendable, Equatable {
    /// What is played.
    public let kind: PresentationTransitionKind
    /// The sampling rate of the keyframes, in frames per second.
    public let fps: Int
    /// The screen the sheet is on.
    public let screen: ResolvedScreen
    /// The profile whose metrics give the spring.
    public let profileName: String
    /// Where every track starts.
    public let from: PresentationEndpoint
    /// Where every track ends.
    public let to: PresentationEndpoint
    /// The spring every track moves on, with the release's velocity as its initial velocity (distances per second).
    public let spring: Spring
    /// The spring's damping ratio as UIKit gives it: 1, or 0.8 after a flick.
    public let dampingRatio: Double
    /// The spring's response in seconds.
    public let response: Double
    /// The sheet's `transitionDuration` in the profile: the nominal duration of UIKit's animator.
    public let transitionDuration: Double
    /// The spring cut where it has settled within `Spring.defaultSettlingEpsilon` of the distance, so that the last
    /// keyframe's snap to the target is invisible.
    public let curve: TimingCurve
    /// Every animated property, in a fixed order: `sheet`, `grabber`, `dimming`, `presentingView`,
    /// `presentingSheet`, `presentingSheetGrabber`, `presentingSheetDimming`.
    public let tracks: [TransitionTrack]
    /// The layout's assumptions and one sentence per rule of this animation that no source states.
    public let assumptions: [String]

    /// The transition from `from` to `to` on the sheet spring of `metrics`.
    ///
    /// - Precondition: `SheetTransition.frameRates` contains `fps`; every state value is finite.
    /// - Parameters:
    ///   - kind: What is played.
    ///   - from: Where every track starts.
    ///   - to: Where every track ends.
    ///   - metrics: The profile's sheet constants (the spring).
    ///   - dampingRatio: The spring's damping ratio (`springDampingRatio`, or `highSpeedDampingRatio` after a flick).
    ///   - releaseVelocity: A release's velocity in points per second, positive downwards; 0 for none.
    ///   - screen: The screen.
    ///   - profileName: The profile's name.
    ///   - fps: The sampling rate.
    ///   - assumptions: What the layout and the endpoints assumed.
    public init(
        kind: PresentationTransitionKind, from: PresentationEndpoint, to: PresentationEndpoint,
        metrics: SheetPresentationMetrics, dampingRatio: Double, releaseVelocity: Double = 0, screen: ResolvedScreen,
        profileName: String, fps: Int = SheetTransition.defaultFrameRate, assumptions: [String] = []
    ) {
        precondition(SheetTransition.frameRates.contains(fps), "fps must lie in \(SheetTransition.frameRates)")
        self.kind = kind
        self.fps = fps
        self.screen = screen
        self.profileName = profileName
        self.from = from
        self.to = to
        self.dampingRatio = dampingRatio
        response = metrics.springResponse
        transitionDuration = metrics.transitionDuration
        let distance = to.sheet.offset - from.sheet.offset
        // UIKit's relative units: the release speed over the distance still to travel, positive towards the target.
        let relative = distance != 0 && releaseVelocity.isFinite ? releaseVelocity / distance : 0
        spring = Spring(response: response, dampingFraction: dampingRatio, initialVelocity: relative)
            .precomputingSettlingDuration()
        curve = .spring(spring, duration: spring.settlingDuration())
        tracks = PresentationTrackList(from: from, to: to, curve: curve, fps: fps, screen: screen).tracks
        self.assumptions = assumptions + [Self.wholeSlideAssumption, Self.settlingAssumption]
    }

    /// The length of the whole transition in seconds.
    public var duration: Double { curve.duration }

    /// The track of `property` on `target`, if the transition has one.
    ///
    /// - Parameters:
    ///   - target: `sheet`, `grabber`, `dimming`, `presentingView`, `presentingSheet`, `presentingSheetGrabber` or
    ///     `presentingSheetDimming`.
    ///   - property: The property.
    /// - Returns: The track, or `nil`.
    public func track(_ target: String, _ property: AnimatedProperty) -> TransitionTrack? {
        tracks.first { $0.property == property && $0.target == target }
    }

    static let wholeSlideAssumption =
        "presenting and dismissing, the sheet slides whole: it keeps its height, inset, corners and grabber, and only its top, the dimming (to 0) and the shadow (to 0) change; every property moves on the one spring progress (inferred)"
    static let settlingAssumption =
        "the spring is played until it stays within 0.001 of the distance (its settlingDuration), beyond UIKit's transitionDuration, so that the last keyframe does not jump (inferred)"
}
