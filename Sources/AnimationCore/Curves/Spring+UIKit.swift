#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// The smallest damping ratio `init(uiKitDuration:dampingRatio:initialVelocity:)` accepts.
    ///
    /// UIKit clamps the ratio to (0, 1]. Below about ε = 0.001 the envelope equation has no solution without
    /// initial velocity, so this library raises the ratio to 0.01 (its own choice; UIKit's behaviour there is
    /// unknown).
    public static let minimumUIKitDampingRatio = 0.01

    /// The envelope value UIKit solves for at t = duration: 0.001 of the distance (docs/reference.md §7.4).
    static let uiKitEnvelopeEpsilon = 0.001

    /// Creates the spring that `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
    /// hands to Core Animation.
    ///
    /// UIKit keeps mass 1, clamps ζ to (0, 1], and picks ω₀ so that the envelope at t = duration is ε = 0.001
    /// (docs/reference.md §7.4):
    /// - ζ < 1: ε = ((ζω₀ − v)/ω_d)·e^(−ζω₀·duration), with ω_d = ω₀√(1 − ζ²);
    /// - ζ = 1: ε = e^(−ω₀·duration)·((ω₀ − v)·duration + 1).
    ///
    /// Then k = ω₀² and c = 2ζω₀. ω₀ is bracketed (the envelope falls monotonically beyond its peak) and refined
    /// by safeguarded Newton–Raphson. With a positive velocity the envelope first rises, so the equation can have
    /// two roots: this takes the larger, on the falling side. If a large velocity keeps the envelope below ε for
    /// every ω₀, it takes the ω₀ at the envelope's peak.
    ///
    /// ```swift
    /// let spring = Spring(uiKitDuration: 0.404, dampingRatio: 1)
    /// spring.stiffness  // ≈ 522.35
    /// spring.damping    // ≈ 45.71
    /// ```
    /// - Precondition: `duration > 0` and all values finite.
    /// - Parameters:
    ///   - duration: The animation duration passed to UIKit, in seconds.
    ///   - dampingRatio: `usingSpringWithDamping`; clamped to [`minimumUIKitDampingRatio`, 1].
    ///   - initialVelocity: `initialSpringVelocity`, in distances per second; positive moves toward the target.
    public init(uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        precondition(duration > 0 && duration.isFinite, "UIKit spring duration must be positive and finite")
        precondition(dampingRatio.isFinite, "UIKit damping ratio must be finite")
        precondition(initialVelocity.isFinite, "UIKit spring initial velocity must be finite")
        let ratio = min(max(dampingRatio, Self.minimumUIKitDampingRatio), 1)
        let omega = Self.uiKitAngularFrequency(duration: duration, dampingRatio: ratio, velocity: initialVelocity)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// The ω₀ that solves UIKit's envelope equation for a damping ratio already clamped to (0, 1].
    private static func uiKitAngularFrequency(duration d: Double, dampingRatio ratio: Double, velocity v: Double)
        -> Double
    {
        let epsilon = uiKitEnvelopeEpsilon
        let envelope: (Double) -> RootFinding.Evaluation
        // Where the envelope peaks; beyond it, it falls toward 0.
        let peak: Double
        if ratio < 1 {
            let s = (1 - ratio * ratio).squareRoot()
            envelope = { omega in
                let decay = exp(-ratio * omega * d)
                let value = (ratio - v / omega) / s * decay
                let slope = (v / (omega * omega) - ratio * d * (ratio - v / omega)) / s * decay
                return (value - epsilon, slope)
            }
            if v > 0 {
                peak = (d * v + (d * d * v * v + 4 * d * v).squareRoot()) / (2 * ratio * d)
            } else {
                // The envelope falls from ω₀ = 0⁺, where it is ζ/√(1 − ζ²) or +∞; stay off the pole at 0.
                peak = 1e-9 / d
            }
        } else {
            envelope = { omega in
                let decay = exp(-omega * d)
                return (decay * ((omega - v) * d + 1) - epsilon, d * d * decay * (v - omega))
            }
            peak = max(v, 0)
        }
        if envelope(peak).value <= 0 { return peak }
        var upper = max(2 * peak, 10 / d)
        while envelope(upper).value >= 0 { upper *= 2 }
        return RootFinding.root(between: peak, and: upper, tolerance: 1e-14 * upper, of: envelope)
    }
}
