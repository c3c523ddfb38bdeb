#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// The fraction of the distance covered at time `t`.
    ///
    /// 0 at t = 0, tending to 1; above 1 while an underdamped spring overshoots. The closed form is that of
    /// docs/reference.md §7.2, written so that it stays accurate as ζ crosses 1 (see `displacement(at:)`).
    ///
    /// ```swift
    /// Spring.actionSheet.progress(at: 0.404)  // 0.9990
    /// ```
    /// - Parameter t: Seconds since the start; negative times count as 0.
    /// - Returns: The progress, exactly 0 at t ≤ 0.
    public func progress(at t: Double) -> Double {
        1 + displacement(at: t).position
    }

    /// The rate of change of progress at time `t`, in distances per second.
    ///
    /// - Parameter t: Seconds since the start; negative times count as 0.
    /// - Returns: The velocity; `initialVelocity` at t ≤ 0.
    public func velocity(at t: Double) -> Double {
        displacement(at: t).velocity
    }

    /// The displacement u = x − 1 from the target and its velocity u′ at time `t`.
    ///
    /// Every damping regime shares one form, u = e^(−ζω₀t)·[u₀·C + (v₀ + ζω₀u₀)·S] and
    /// u′ = e^(−ζω₀t)·[v₀·C − (ζω₀v₀ + ω₀²u₀)·S], with u₀ = −1 and
    /// - underdamped: C = cos(ω_d·t), S = sin(ω_d·t)/ω_d, ω_d = ω₀√(1 − ζ²);
    /// - critical: C = 1, S = t;
    /// - overdamped: C = cosh(ω_h·t), S = sinh(ω_h·t)/ω_h, ω_h = ω₀√(ζ² − 1).
    /// Near ζ = 1 the textbook overdamped form A·e^(r₁t) + B·e^(r₂t) divides by r₁ − r₂ ≈ 0 and cancels digits
    /// (about five for the sheet spring, whose ζ − 1 ≈ 1e-9, and all of them as ζ → 1); the `expm1` form below
    /// does not, and it cannot overflow for large t.
    func displacement(at t: Double) -> (position: Double, velocity: Double) {
        let time = max(t, 0)
        let (c, s) = dampedBasis(at: time)
        let omega = angularFrequency
        let decayRate = dampingRatio * omega
        let start = -1.0
        let velocity0 = initialVelocity
        let position = start * c + (velocity0 + decayRate * start) * s
        let velocity = velocity0 * c - (decayRate * velocity0 + omega * omega * start) * s
        return (position, velocity)
    }

    /// e^(−ζω₀t)·C and e^(−ζω₀t)·S of `displacement(at:)`, for t ≥ 0.
    func dampedBasis(at t: Double) -> (c: Double, s: Double) {
        let omega = angularFrequency
        let ratio = dampingRatio
        if ratio < 1 {
            let dampedFrequency = omega * (1 - ratio * ratio).squareRoot()
            let envelope = exp(-ratio * omega * t)
            return (envelope * cos(dampedFrequency * t), envelope * sin(dampedFrequency * t) / dampedFrequency)
        }
        if ratio == 1 {
            let envelope = exp(-omega * t)
            return (envelope, envelope * t)
        }
        // e^(−ζω₀t)·cosh(ω_h t) = e^(r t)·(1 + e^(−2ω_h t))/2 and e^(−ζω₀t)·sinh(ω_h t)/ω_h =
        // e^(r t)·(1 − e^(−2ω_h t))/(2ω_h), where r = −ζω₀ + ω_h is the slow root, computed without cancellation.
        let hyperbolicFrequency = omega * ((ratio - 1) * (ratio + 1)).squareRoot()
        let slowRoot = -omega * omega / (ratio * omega + hyperbolicFrequency)
        let envelope = exp(slowRoot * t)
        let fastDecay = expm1(-2 * hyperbolicFrequency * t)
        let s = t == 0 ? 0 : envelope * (-fastDecay) / (2 * hyperbolicFrequency)
        return (envelope * (2 + fastDecay) / 2, s)
    }
}
