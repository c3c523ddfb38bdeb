import LayoutCore

/// The tracks of an iOS 26 card or anchored popover coming in or going out (docs/ios26.md). Nothing slides: the
/// card fades in while it shrinks from `cardPresentScale` to 1 about its centre, the popover fades in while it grows
/// from `anchoredPresentScale` about its anchor (the arrow's tip: the middle of the source's facing edge), and
/// a popover without an arrow only fades, as a plain fade is what is reported for it. Presenting runs on the
/// profile's spring over its `transitionDuration` (`SheetMotion`); dismissing fades out over `dismissDuration`, ease in ease out,
/// the popover shrinking back to its anchor. The custom view is a subview of the alert controller's view, so it
/// scales about the same point and fades with the sheet, unless the seed's own fade runs on dismissal. No iOS 26
/// curve is published: every parameter is inferred, and `assumptions` says which.
struct GlassTransitionTracks {
    /// `sheet` scale (when it scales) and opacity, then the custom view's, then `dimming` opacity.
    let tracks: [TransitionTrack]
    /// One sentence per inferred parameter of the curves, for the answer.
    let assumptions: [String]

    init(
        layout: SheetLayout, glass: GlassMetrics, motion: SheetMotion, kind: TransitionKind, fps: Int,
        customViewFade: CustomViewFade?
    ) {
        let isPresent = kind == .present
        let isCard = layout.presentation == .card
        let curve: TimingCurve =
            isPresent ? motion.curve : .cubicBezier(.init(glass.dismissCurve), duration: glass.dismissDuration)
        let sheet = layout.sheetFrame
        // The card scales on present only (a fade-only dismissal, as the alert's); the popover both ways.
        let anchor = layout.popover?.arrow?.tip
        let origin = isCard ? Point(x: sheet.midX, y: sheet.midY) : anchor
        let smallest = isCard ? glass.cardPresentScale : glass.anchoredPresentScale
        let scales = origin != nil && (isPresent || !isCard)

        var tracks: [TransitionTrack] = []
        func add(_ target: String, _ frame: Rect, opacityCurve: TimingCurve = curve) {
            if scales, let origin {
                tracks.append(
                    TransitionTrack(
                        target: target, property: .scale, curve: curve, from: isPresent ? smallest : 1,
                        to: isPresent ? 1 : smallest, restFrame: frame, origin: origin, fps: fps))
            }
            tracks.append(
                TransitionTrack(
                    target: target, property: .opacity, curve: opacityCurve, from: isPresent ? 0 : 1,
                    to: isPresent ? 1 : 0, restFrame: frame, fps: fps))
        }
        add("sheet", sheet)
        if let customView = layout.element("customView") {
            add("customView", customView.screenFrame, opacityCurve: customViewFade?.timingCurve ?? curve)
        }
        let alpha = layout.dimmingAlpha
        tracks.append(
            TransitionTrack(
                target: "dimming", property: .opacity, curve: curve, from: isPresent ? 0 : alpha,
                to: isPresent ? alpha : 0, restFrame: layout.element("dimming")?.screenFrame ?? layout.screen.bounds,
                fps: fps))
        self.tracks = tracks

        var description: String
        if isPresent, case .spring(let spring, let duration) = curve {
            description =
                "present on iOS 17's sheet spring (mass \(DecimalText.string(spring.mass, fractionDigits: 4)), stiffness \(DecimalText.string(spring.stiffness, fractionDigits: 4)), damping \(DecimalText.string(spring.damping, fractionDigits: 4)), over \(DecimalText.string(duration, fractionDigits: 4)) s, as the alert's)"
        } else {
            description =
                "dismiss by fading out over \(DecimalText.string(glass.dismissDuration, fractionDigits: 4)) s, ease in ease out (the alert's fade-only dismissal)"
        }
        if scales, let origin {
            let point =
                "(\(DecimalText.string(origin.x, fractionDigits: 3)), \(DecimalText.string(origin.y, fractionDigits: 3)))"
            let scale = DecimalText.string(smallest, fractionDigits: 4)
            description +=
                isCard
                ? ", the card scaling from \(scale) about its centre \(point) (the alert's starting scale)"
                : ", the popover scaling \(isPresent ? "from" : "to") \(scale) about its anchor \(point) (the Ionic iOS 26 theme's)"
        } else if !isCard {
            description += ", the popover without an arrow only fading (reported for popovers without one)"
        }
        assumptions = [
            "profile ios26: no iOS 26 animation is published; every curve parameter here is inferred: \(description)"
        ]
    }
}
