import LayoutCore

/// The present or dismiss animation of an action sheet with a custom view above it, built from its layout.
///
/// Built from frames, never from a clock: the same layout and options always give the same tracks. The curves are
/// the layout's profile's (`SheetMotion`): for the default profile UIKit's sheet spring (mass 1, stiffness 522.35,
/// damping 45.71, cut at 0.404 s).
///
/// - **present**: the sheet (`sheet`, the alert controller's view, which carries the main group, and
///   `cancelGroup`) and the custom view slide up together from `offset.distance` below their frames on the sheet
///   spring. With UIKit's slide (the default) the sheet starts with its top on the screen's bottom and the custom
///   view, riding along above it, is on screen from the first frame; `.clearCustomView` starts everything low
///   enough that nothing shows. The dimming view fades from 0 to the layout's alpha (0.2 light, 0.48 dark) on the
///   profile's dimming curve, the same spring: UIKit animates it alongside the transition (docs/reference.md
///   §7.1). The custom view's opacity holds at 1 (restoring it after a faded dismissal); `customViewFade` is
///   ignored.
/// - **dismiss**: the reverse on the same spring, plus the seed's fix: the custom view's opacity runs 1 → 0 over
///   `customViewFade`. Without a fade the opacity holds at 1 and `leftBehind` measures what that looks like.
/// - **alert** (an `alert`, and the iOS 26 `card`, which is one): nothing slides; presenting, the alert and its
///   custom view scale from 1.2 to 1 about its centre and fade in, dismissing they only fade, on the same spring
///   (`InPlaceTransitionTracks`, docs/alert.md).
/// - **iOS 26 popover** (a `popover` under a profile with `glass` constants): the sheet and its custom view fade and
///   scale about the anchor (`InPlaceTransitionTracks`), and `assumptions` lists the inferred curve parameters.
///
/// ```swift
/// let layout = try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(for: request)
/// let transition = SheetTransition(layout: layout, kind: .dismiss, fps: 60, customViewFade: .seed)
/// transition.duration                          // 0.404
/// transition.track("sheet", .positionY)?.keyframes.last?.value  // 844 for the seed: the screen's bottom
/// transition.track("customView", .opacity)?.keyframes.last  // Keyframe(time: 0.1, value: 0)
/// ```
public struct SheetTransition: Sendable, Equatable {
    /// The sampling rates accepted, in frames per second.
    public static let frameRates = 1...240
    /// The sampling rate used when none is given.
    public static let defaultFrameRate = 60
    /// The motion of the sheet and the custom view in the default profile: UIKit's action-sheet spring over 0.404 s.
    public static let curve = TimingCurve.actionSheet

    /// Present or dismiss.
    public let kind: TransitionKind
    /// How the sheet is presented: the bottom sheet, a popover, the iOS 26 card or an alert.
    public let presentation: Presentation
    /// The sampling rate of the keyframes, in frames per second.
    public let fps: Int
    /// The screen the sheet is on.
    public let screen: ResolvedScreen
    /// How far the moving elements travel (the slide played), and where UIKit's slide leaves the custom view.
    public let offset: TransitionOffset
    /// The layout's warnings, which hold for every frame of the transition (a deprecated profile alias among them),
    /// and `slideNotPlayed` when a `clearCustomView` slide was asked of a transition that does not slide.
    public let warnings: [LayoutWarning]
    /// The custom view's fade: the one applied on a dismissal with a custom view, else `nil`.
    public let customViewFade: CustomViewFade?
    /// Every animated property: `sheet` position, `cancelGroup` position (with a cancel action), `customView`
    /// position and opacity (with a custom view), `dimming` opacity, in that order.
    public let tracks: [TransitionTrack]
    /// On a dismissal with a custom view and no fade: how long the custom view shows after the sheet has gone.
    public let leftBehind: LeftBehindReport?
    /// Whether the sheet slides (the iPhone sheet) rather than fades and scales in place (iOS 26); `offset` only
    /// means something for a slide.
    public let slides: Bool
    /// One sentence per inferred curve parameter (iOS 26, whose animations are not published); empty otherwise.
    public let assumptions: [String]

    /// Builds the transition of `layout`.
    ///
    /// - Precondition: `frameRates` contains `fps`. Validate untrusted input first.
    /// - Parameters:
    ///   - layout: The sheet at rest: where every track ends (present) or starts (dismiss).
    ///   - kind: Present or dismiss.
    ///   - fps: The sampling rate of the keyframes.
    ///   - customViewFade: The custom view's fade on dismissal; `nil` for none. Ignored on present.
    ///   - slide: How far the sheet group and the custom view travel; UIKit's slide by default.
    public init(
        layout: SheetLayout, kind: TransitionKind, fps: Int = SheetTransition.defaultFrameRate,
        customViewFade: CustomViewFade? = .seed, slide: TransitionSlide = .uiKit
    ) {
        precondition(Self.frameRates.contains(fps), "fps must lie in \(Self.frameRates)")
        let motion = SheetMotion.forProfile(named: layout.profile)
        let curve = motion.curve
        let offset = TransitionOffset(layout: layout, slide: slide)
        let customView = layout.element(role: .customView)
        self.kind = kind
        presentation = layout.presentation
        self.fps = fps
        screen = layout.screen
        self.offset = offset
        self.customViewFade = kind == .dismiss && customView != nil ? customViewFade : nil
        // An alert (and the iOS 26 card, which is one) scales and fades, and so does iOS 26's popover.
        if let inPlace = InPlaceTransitionTracks(
            layout: layout, motion: motion, kind: kind, fps: fps, customViewFade: self.customViewFade)
        {
            tracks = inPlace.tracks
            assumptions = inPlace.assumptions
            slides = false
            leftBehind = nil
            // A slide asked for by name cannot be played: say so rather than echo it (issue #21).
            warnings = layout.warnings + (slide == .clearCustomView ? [Self.slideNotPlayed(layout.presentation)] : [])
            return
        }
        warnings = layout.warnings
        slides = true
        assumptions = []

        var sampler = CurveSampler(motion: motion, fps: fps)
        let slideCurve = sampler.sampled(curve)
        func slid(_ target: String, _ frame: Rect) -> TransitionTrack {
            let away = frame.y + offset.distance
            return TransitionTrack(
                target: target, property: .positionY, sampled: slideCurve, from: kind == .present ? away : frame.y,
                to: kind == .present ? frame.y : away, restFrame: frame)
        }
        var tracks = [slid("sheet", layout.sheetFrame)]
        if let cancelGroup = layout.element(role: .cancelGroup) {
            tracks.append(slid("cancelGroup", cancelGroup.screenFrame))
        }
        if let customView {
            tracks.append(slid("customView", customView.screenFrame))
            if let fade = self.customViewFade {
                tracks.append(
                    TransitionTrack(
                        target: "customView", property: .opacity, sampled: sampler.sampled(fade.timingCurve), from: 1,
                        to: 0, restFrame: customView.screenFrame))
            } else {
                tracks.append(
                    TransitionTrack(
                        target: "customView", property: .opacity, sampled: sampler.sampled(motion.opacityHoldCurve),
                        from: 1, to: 1, restFrame: customView.screenFrame))
            }
        }
        let dimmingFrame = layout.element(role: .dimming)?.screenFrame ?? layout.screen.bounds
        let alpha = layout.dimmingAlpha
        tracks.append(
            TransitionTrack(
                target: "dimming", property: .opacity, sampled: sampler.sampled(motion.dimmingCurve),
                from: kind == .present ? 0 : alpha, to: kind == .present ? alpha : 0, restFrame: dimmingFrame))
        self.tracks = tracks

        if kind == .dismiss, customViewFade == nil, let customView {
            leftBehind = LeftBehindReport(
                sheetTop: layout.sheetFrame.y, customViewFrame: customView.screenFrame, curve: curve,
                distance: offset.distance, screen: layout.screen)
        } else {
            leftBehind = nil
        }
    }

    /// The warning of a request for the `clearCustomView` slide that an alert, an iOS 26 card or popover cannot play.
    static func slideNotPlayed(_ presentation: Presentation) -> LayoutWarning {
        LayoutWarning(
            code: .slideNotPlayed,
            message: (presentation == .alert ? "An alert" : "An iOS 26 \(presentation.rawValue)")
                + " does not slide: it fades and scales in place, so the "
                + "clearCustomView slide is not played.",
            pointer: "/slide")
    }

    /// The length of the whole transition in seconds: the end of its longest track.
    public var duration: Double { tracks.reduce(0) { max($0, $1.duration) } }

    /// The track of `property` on `target`, if the transition has one.
    ///
    /// - Parameters:
    ///   - target: The element's id, such as `sheet`.
    ///   - property: The property.
    /// - Returns: The track, or `nil`.
    public func track(_ target: String, _ property: AnimatedProperty) -> TransitionTrack? {
        tracks.firstInPlace { $0.pointee.property == property && $0.pointee.target == target }
    }
}
