#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// The time after which the progress stays within `epsilon` of the target for good.
    ///
    /// SwiftUI documents its `Spring.settlingDuration` as measured against ε = 0.001 of the distance
    /// (docs/reference.md §7.5); this makes that precise as the smallest T such that |x(t) − 1| < epsilon for
    /// every t > T, i.e. the last instant at which |x − 1| reaches `epsilon`. Unlike SwiftUI's, it includes
    /// `initialVelocity`. Core Animation's own `settlingDuration` is unpublished and comes out somewhat longer
    /// (Apple's m = 1, k = 100, c = 5 example: ≈ 2.85 s there, 2.69 s here).
    ///
    /// The search is exact rather than sampled. Between two consecutive extrema of x(t) the motion is monotone,
    /// and the extrema are known in closed form. An underdamped spring has extrema every π/ω_d whose distances
    /// from the target shrink geometrically, so the last one still at least `epsilon` away is computed directly.
    /// A critically or overdamped spring has at most one extremum; there the last piece ends where the
    /// envelope bound e^(−λt)·(1 + |v₀ − ζω₀|·t) falls below `epsilon`. The crossing inside the chosen monotone
    /// piece is then found by safeguarded Newton–Raphson, to about 1e-12 s.
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: 0.3).settlingDuration()  // ≈ 0.8187
    /// ```
    /// - Precondition: `epsilon > 0`.
    /// - Parameter epsilon: The tolerance, as a fraction of the distance; 0.001 by default.
    /// - Returns: The settling time in seconds; 0 if the spring never leaves the band, `infinity` for an undamped
    ///   spring that oscillates beyond it.
    public func settlingDuration(epsilon: Double = Spring.defaultSettlingEpsilon) -> Double {
        precondition(epsilon > 0, "settling epsilon must be positive")
        if epsilon == Spring.defaultSettlingEpsilon, let precomputedSettlingDuration {
            return precomputedSettlingDuration
        }
        if dampingRatio < 1 {
            return underdampedSettlingDuration(epsilon: epsilon)
        }
        return nonOscillatingSettlingDuration(epsilon: epsilon)
    }

    /// A copy of the spring that carries `settlingDuration()` (at ``defaultSettlingEpsilon``), computed now, so
    /// that later calls return it instead of searching again (a spring used for every response pays once).
    ///
    /// ```swift
    /// let spring = Spring(duration: 0.5, bounce: 0.3).precomputingSettlingDuration()
    /// spring.settlingDuration()  // ≈ 0.8187, without a search
    /// ```
    /// - Returns: The same spring, equal to this one, with its settling duration stored.
    public func precomputingSettlingDuration() -> Spring {
        var spring = self
        spring.precomputedSettlingDuration = settlingDuration()
        return spring
    }

    /// `settlingDuration(epsilon:)` for ζ < 1, whose extrema repeat every half period.
    private func underdampedSettlingDuration(epsilon: Double) -> Double {
        let omega = angularFrequency
        let ratio = dampingRatio
        let dampedFrequency = omega * (1 - ratio * ratio).squareRoot()
        // u′ = 0 where v₀·cos(ω_d t) = p·sin(ω_d t)/ω_d, i.e. at phases atan2(v₀ω_d, p) + nπ.
        let p = ratio * omega * initialVelocity - omega * omega
        var firstPhase = atan2(initialVelocity * dampedFrequency, p)
        if firstPhase < 0 { firstPhase += Double.pi }
        if firstPhase >= Double.pi { firstPhase -= Double.pi }
        func extremum(_ index: Double) -> Double { (firstPhase + index * Double.pi) / dampedFrequency }
        func distance(_ t: Double) -> Double { abs(displacement(at: t).position) }

        let firstExtremum = extremum(0)
        let firstAmplitude = distance(firstExtremum)
        if firstAmplitude < epsilon {
            // Only the opening stretch from u(0) = −1 to the first extremum can reach the band's edge.
            guard firstExtremum > 0, distance(0) >= epsilon else { return 0 }
            return crossing(leaving: 0, before: firstExtremum, epsilon: epsilon)
        }
        let decayPerExtremum = ratio * omega * Double.pi / dampedFrequency
        guard decayPerExtremum > 0 else { return .infinity }
        // |u| at the extrema is firstAmplitude·e^(−n·decayPerExtremum); estimate the last n with |u| ≥ ε, then
        // confirm it against the evaluated motion.
        var index = (log(firstAmplitude / epsilon) / decayPerExtremum).rounded(.down)
        while index > 0 && distance(extremum(index)) < epsilon { index -= 1 }
        while distance(extremum(index + 1)) >= epsilon { index += 1 }
        return crossing(leaving: extremum(index), before: extremum(index + 1), epsilon: epsilon)
    }

    /// `settlingDuration(epsilon:)` for ζ ≥ 1, which has at most one extremum and crosses the target at most once.
    private func nonOscillatingSettlingDuration(epsilon: Double) -> Double {
        let omega = angularFrequency
        let ratio = dampingRatio
        let p = ratio * omega * initialVelocity - omega * omega
        // The extremum solves v₀·C = p·S: t = v₀/p when critical, tanh(ω_h t) = v₀ω_h/p when overdamped.
        var extremum: Double?
        let decayRate: Double
        if ratio == 1 {
            decayRate = omega
            let t = initialVelocity / p
            if t > 0 && t.isFinite { extremum = t }
        } else {
            let hyperbolicFrequency = omega * ((ratio - 1) * (ratio + 1)).squareRoot()
            decayRate = omega * omega / (ratio * omega + hyperbolicFrequency)
            let z = initialVelocity * hyperbolicFrequency / p
            if z > 0 && z < 1 { extremum = atanh(z) / hyperbolicFrequency }
        }

        // |u(t)| ≤ e^(−λt)·(1 + |q|·t) with q = v₀ − ζω₀; it decreases after t = 1/λ − 1/|q|.
        let slopeTerm = abs(initialVelocity - ratio * omega)
        func bound(_ t: Double) -> Double { exp(-decayRate * t) * (1 + slopeTerm * t) }
        let boundPeak = slopeTerm > 0 ? max(0, 1 / decayRate - 1 / slopeTerm) : 0
        var end = max(boundPeak, extremum ?? 0) + 1 / decayRate
        while bound(end) >= epsilon { end *= 2 }

        func distance(_ t: Double) -> Double { abs(displacement(at: t).position) }
        if let extremum, distance(extremum) >= epsilon {
            return crossing(leaving: extremum, before: end, epsilon: epsilon)
        }
        guard distance(0) >= epsilon else { return 0 }
        return crossing(leaving: 0, before: extremum ?? end, epsilon: epsilon)
    }

    /// The instant in (`start`, `end`) where |u| falls to `epsilon`, given that u is monotone there,
    /// |u(start)| ≥ epsilon and |u(end)| < epsilon.
    private func crossing(leaving start: Double, before end: Double, epsilon: Double) -> Double {
        let side: Double = displacement(at: start).position < 0 ? -1 : 1
        return RootFinding.root(between: start, and: end, tolerance: 1e-13 * max(1, end)) { t in
            let motion = displacement(at: t)
            return (motion.position - side * epsilon, motion.velocity)
        }
    }
}
