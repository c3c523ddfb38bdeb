/// The transition's constants as measured against iOS 17 (docs/reference.md §7.1). `MetricsProfile` takes them as
/// its defaults; a profile of another era passes its own (`Sourced(assuming:_:)` keeps the value and says it is
/// assumed). AnimationCore builds its spring, curves and the seed's fade from a profile's values only.
enum SheetMotionMetrics {
    static let springMass = Sourced(
        1.0, .measured,
        "CASpringAnimation.mass read in Xcode (Flutter route.dart); Alerta UISpringTimingParameters mass 1")
    static let springStiffness = Sourced(
        522.35, .measured,
        "CASpringAnimation.stiffness read in Xcode (Flutter route.dart); Alerta 522.350315; UIKit's duration rule gives 522.350 for 0.404 s, ζ = 1 (docs/reference.md §7.4)"
    )
    static let springDamping = Sourced(
        45.709_955_2, .measured,
        "CASpringAnimation.damping read in Xcode (Flutter route.dart); Alerta 45.709969; ζ = 1.000, critically damped"
    )
    static let transitionDuration = Sourced(
        0.404, .measured,
        "Flutter's iOS spring animation duration and Alerta's transitionDuration; the spring has covered 0.999 of the distance there, its settling time at ε = 0.001 (docs/reference.md §7.1, §7.5)"
    )
    static let dimmingCurve = Sourced<MotionCurve>(
        .sheetSpring, .inferred,
        "SDCAlertView fades the dimming view with animate(alongsideTransition:); UIKit's own curve for it is unverified, so it shares the sheet's spring (docs/reference.md §7.1)"
    )
    static let customViewFadeDuration = Sourced(
        0.1, .documented,
        "the seed's viewWillDisappear(_:) calls UIView.animate(withDuration: 0.1) (docs/reference.md §9.1): the app's fix, not UIKit's"
    )
    static let customViewFadeCurve = Sourced<MediaTimingFunctionName>(
        .easeInEaseOut, .documented,
        "UIView.animate(withDuration:) without options uses .curveEaseInOut (docs/reference.md §7.6)")
}
