import LayoutCore

extension InPlaceTransitionTracks {
    /// The tracks of an iOS 26 anchored popover coming in or going out (docs/ios26.md). Nothing slides: the popover
    /// fades in while it grows from `anchoredPresentScale` about its anchor (the arrow's tip: the middle of the
    /// source's facing edge), and a popover without an arrow only fades, as a plain fade is what is reported for it.
    /// Presenting runs on the profile's spring over its `transitionDuration` (`SheetMotion`); dismissing fades out over
    /// `dismissDuration`, ease in ease out, shrinking back to the anchor. The custom view is a subview of the alert
    /// controller's view, so it scales about the same point and fades with the sheet, unless the seed's own fade runs
    /// on dismissal. UIKit 26.1 gives a glass action sheet no animator of its own: every parameter is inferred, and
    /// `assumptions` says which. The sourceless card is an alert and animates as one (`init(layout:alert:…)`).
    init(
        layout: SheetLayout, glass: GlassMetrics, motion: SheetMotion, kind: TransitionKind, fps: Int,
        customViewFade: CustomViewFade?
    ) {
        let isPresent = kind == .present
        let curve: TimingCurve =
            isPresent ? motion.curve : .cubicBezier(.init(glass.dismissCurve), duration: glass.dismissDuration)
        let origin = layout.popover?.arrow?.tip
        let smallest = glass.anchoredPresentScale
        tracks = Self.fadeAndScale(
            layout: layout, origin: origin, smallest: smallest, isPresent: isPresent, curve: curve,
            dimmingCurve: curve, customViewFade: customViewFade, motion: motion, fps: fps)

        var description: String
        if isPresent, case .spring(let spring, let duration) = curve {
            description =
                "present on iOS 17's sheet spring (mass \(DecimalText.string(spring.mass, fractionDigits: 4)), stiffness \(DecimalText.string(spring.stiffness, fractionDigits: 4)), damping \(DecimalText.string(spring.damping, fractionDigits: 4)), over \(DecimalText.string(duration, fractionDigits: 4)) s, as the alert's)"
        } else {
            description =
                "dismiss by fading out over \(DecimalText.string(glass.dismissDuration, fractionDigits: 4)) s, ease in ease out (the alert's fade-only dismissal)"
        }
        if let origin {
            let point =
                "(\(DecimalText.string(origin.x, fractionDigits: 3)), \(DecimalText.string(origin.y, fractionDigits: 3)))"
            description +=
                ", the popover scaling \(isPresent ? "from" : "to") \(DecimalText.string(smallest, fractionDigits: 4)) about its anchor \(point) (the Ionic iOS 26 theme's)"
        } else {
            description += ", the popover without an arrow only fading (reported for popovers without one)"
        }
        assumptions = [
            "profile ios26: no iOS 26 animation is published; every curve parameter here is inferred: \(description)"
        ]
    }
}
