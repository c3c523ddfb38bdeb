import LayoutCore

/// A profile's transition constants as curves: the sheet spring cut at the transition's duration, the dimming
/// view's curve and the seed's custom view fade. Built from the profile's `@Sourced` values only, so the curves
/// played are the constants `GET /profiles` lists.
///
/// ```swift
/// let motion = SheetMotion.forProfile(named: "ios17")
/// motion.curve.duration  // 0.404
/// motion.spring.stiffness  // 522.35
/// ```
public struct SheetMotion: Sendable, Equatable {
    /// The spring that moves the sheet group and the custom view, its settling duration computed once.
    public let spring: Spring
    /// The spring over the transition's duration.
    public let curve: TimingCurve
    /// The dimming view's curve over the transition's duration.
    public let dimmingCurve: TimingCurve
    /// The seed's custom view fade, the default on dismissal.
    public let seedFade: CustomViewFade
    /// The custom view's opacity holding at 1 over the transition (presenting, or dismissing without a fade): linear
    /// over the transition's duration.
    let opacityHoldCurve: TimingCurve
    /// `curve`, `dimmingCurve`, `opacityHoldCurve` and the seed fade sampled at `SheetTransition.defaultFrameRate`,
    /// once per profile: they depend on nothing a request sends but the frame rate.
    let presampled: [SampledCurve]

    /// The motion of `profile`.
    ///
    /// - Parameter profile: The profile whose constants give the motion.
    public init(profile: MetricsProfile) {
        spring = Spring(mass: profile.springMass, stiffness: profile.springStiffness, damping: profile.springDamping)
            .precomputingSettlingDuration()
        curve = .spring(spring, duration: profile.transitionDuration)
        switch profile.dimmingCurve {
        case .sheetSpring:
            dimmingCurve = curve
        case .mediaTiming(let name):
            dimmingCurve = .cubicBezier(CubicBezierTimingFunction(name), duration: profile.transitionDuration)
        }
        seedFade = CustomViewFade(
            duration: profile.customViewFadeDuration, curve: CubicBezierTimingFunction(profile.customViewFadeCurve))
        opacityHoldCurve = .cubicBezier(.linear, duration: profile.transitionDuration)
        let fps = SheetTransition.defaultFrameRate
        presampled = [curve, dimmingCurve, opacityHoldCurve, seedFade.timingCurve].reduce(into: []) { sampled, curve in
            if !sampled.contains(where: { $0.curve == curve }) { sampled.append(SampledCurve(curve, fps: fps)) }
        }
    }

    /// The default profile's motion.
    public static let standard = SheetMotion(profile: MetricsProfile.named(MetricsProfile.defaultName) ?? .ios26)

    /// Every profile's motion by its name, made once.
    private static let byProfileName: [String: SheetMotion] = Dictionary(
        uniqueKeysWithValues: MetricsProfile.all.map { ($0.name, SheetMotion(profile: $0)) })

    /// The motion of the profile named `name` (or of the profile a deprecated alias names); the default
    /// profile's for an unknown name.
    ///
    /// - Parameter name: A profile name, as a layout reports it.
    /// - Returns: The profile's motion.
    public static func forProfile(named name: String) -> SheetMotion {
        byProfileName[MetricsProfile.canonicalName(of: name)] ?? standard
    }
}

extension CubicBezierTimingFunction {
    /// The curve Core Animation gives `name`.
    ///
    /// - Parameter name: A `CAMediaTimingFunctionName`.
    public init(_ name: MediaTimingFunctionName) {
        switch name {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInEaseOut
        case .default: self = .default
        }
    }
}
