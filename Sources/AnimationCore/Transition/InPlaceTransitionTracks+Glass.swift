import LayoutCore

extension InPlaceTransitionTracks {
    /// The tracks of an iOS 26 anchored popover coming in or going out (docs/ios26.md, "Animation"). UIKit 26.1
    /// gives a glass action sheet no animator of its own, so the popover machinery animates it
    /// (`_UIModernPopoverAnimationController`), in one of two ways:
    /// - without an arrow (the iPhone, where UIKit hides it): the built-in transition adds the popover at once
    ///   (`anchoredPresentDuration`, 0 s) and dismissing fades it out over `dismissDuration` (0.35 s) on UIView's
    ///   default curve; nothing scales;
    /// - with an arrow (the iPad): the new popover animations scale it from `arrowedPopoverScale` (0.01) about the
    ///   arrow's tip on a UIKit spring (0.4937 s, damping 0.8 to present; 0.51566 s, damping 0.85 to dismiss).
    ///   Its opacity runs on a critically damped spring of the same length (inferred: the decompile shows the
    ///   chrome, not its curve), so it never overshoots 1.
    /// The custom view is a subview of the alert controller's view: it scales about the same point and fades with
    /// the popover, unless the seed's own fade runs on dismissal.
    init(
        layout: SheetLayout, glass: GlassMetrics, motion: SheetMotion, kind: TransitionKind, fps: Int,
        customViewFade: CustomViewFade?
    ) {
        let isPresent = kind == .present
        let arrow = layout.popover?.arrow
        let hasArrow = arrow.map { min($0.screenFrame.width, $0.screenFrame.height) > 0 } ?? false
        let point = arrow.map {
            "(\(DecimalText.string($0.tip.x, fractionDigits: 3)), \(DecimalText.string($0.tip.y, fractionDigits: 3)))"
        }
        if hasArrow, let arrow {
            let duration = isPresent ? glass.arrowedPresentDuration : glass.arrowedDismissDuration
            let ratio = isPresent ? glass.arrowedPresentDampingRatio : glass.arrowedDismissDampingRatio
            let scaleCurve = TimingCurve.spring(
                Spring(uiKitDuration: duration, dampingRatio: ratio), duration: duration)
            let opacityCurve = TimingCurve.spring(Spring(uiKitDuration: duration, dampingRatio: 1), duration: duration)
            tracks = Self.fadeAndScale(
                layout: layout, origin: arrow.tip, smallest: glass.arrowedPopoverScale, isPresent: isPresent,
                curve: scaleCurve, opacityCurve: opacityCurve, dimmingCurve: opacityCurve,
                customViewFade: customViewFade, motion: motion, fps: fps)
            assumptions = [
                "profile ios26, popover with an arrow: UIKit 26.1's new popover animations (_UIModernPopoverAnimationController, decompiled) \(isPresent ? "scale it from" : "scale it to") \(DecimalText.string(glass.arrowedPopoverScale, fractionDigits: 4)) about the arrow's tip \(point ?? "") on a UIKit spring of \(DecimalText.string(duration, fractionDigits: 5)) s, damping ratio \(DecimalText.string(ratio, fractionDigits: 4)); inferred: that the internal UseNewPopoverAnimations preference is on, and the opacity on a critically damped spring of the same length (the decompile shows the chrome, not its curve); the 40 pt overshoot height is not modelled"
            ]
        } else {
            let curve: TimingCurve =
                isPresent
                ? .cubicBezier(.linear, duration: glass.anchoredPresentDuration)
                : .cubicBezier(.init(glass.dismissCurve), duration: glass.dismissDuration)
            tracks = Self.fadeAndScale(
                layout: layout, origin: nil, smallest: 1, isPresent: isPresent, curve: curve, dimmingCurve: curve,
                customViewFade: customViewFade, motion: motion, fps: fps)
            let what =
                isPresent
                ? "presented by the built-in transition, which adds it at once (\(DecimalText.string(glass.anchoredPresentDuration, fractionDigits: 2)) s)"
                : "dismissed by fading out over \(DecimalText.string(glass.dismissDuration, fractionDigits: 2)) s, ease in ease out"
            assumptions = [
                "profile ios26, popover without an arrow (UIKit 26.1 hides it on iPhone): \(what), without scaling, as _UIModernPopoverAnimationController does outside the new popover animations, which need an arrow (decompiled); inferred: that the hidden arrow keeps this popover off those animations"
            ]
        }
    }
}
