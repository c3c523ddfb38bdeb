import LayoutCore

extension InPlaceTransitionTracks {
    /// The tracks of an alert coming in or going out, as UIKit's alert animator runs them (UIKit 26.1
    /// `UIAlertControllerVisualStyleAlert animateAlertControllerView:`, docs/alert.md): presenting, the alert and its
    /// custom view scale from `presentScale` (1.2) to 1 about the alert's centre while their opacity and the dimming
    /// run from 0 to 1; dismissing, they only fade, with no scale. Both run on the spring UIKit hard-codes there (0.404
    /// s, damping clamped to critical, no initial velocity): the profile's sheet spring. The iOS 26 card, the alert
    /// presentation of a sourceless sheet, animates the same way.
    init(
        layout: SheetLayout, presentScale: Double, motion: SheetMotion, kind: TransitionKind, fps: Int,
        customViewFade: CustomViewFade?
    ) {
        let isPresent = kind == .present
        let sheet = layout.sheetFrame
        let centre = Point(x: sheet.midX, y: sheet.midY)
        tracks = Self.fadeAndScale(
            layout: layout, origin: isPresent ? centre : nil, smallest: presentScale, isPresent: isPresent,
            curve: motion.curve, dimmingCurve: motion.curve, customViewFade: customViewFade, motion: motion, fps: fps)
        guard layout.presentation == .card else {
            assumptions = []
            return
        }
        let point =
            "(\(DecimalText.string(centre.x, fractionDigits: 3)), \(DecimalText.string(centre.y, fractionDigits: 3)))"
        assumptions = [
            "profile ios26: the card is the alert presentation, so it animates as UIKit 26.1 animates an alert (\(isPresent ? "scaling from \(DecimalText.string(presentScale, fractionDigits: 4)) about its centre \(point) while fading in" : "fading out without scaling") on the \(DecimalText.string(motion.curve.duration, fractionDigits: 4)) s spring); inferred, as UIKit 26.1 gives a glass action sheet no animator of its own (_isSolariumActionSheet:), so whether the forced alert presentation runs the alert's animator was not traced"
        ]
    }
}
