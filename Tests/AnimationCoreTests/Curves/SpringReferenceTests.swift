import Testing

@testable import AnimationCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reference figures for springs, taken from docs/reference.md §7.1 and §7.3–§7.5.
@Suite struct SpringReferenceTests {
    /// The keyframe table of docs/reference.md §7.1: t (s) and the sheet's printed progress.
    static let sheetTable: [(time: Double, progress: Double)] = [
        (0.0202, 0.0788), (0.0404, 0.2361), (0.0606, 0.4030), (0.0808, 0.5509), (0.101, 0.6711),
        (0.1212, 0.7638), (0.1414, 0.8329), (0.1616, 0.8832), (0.1818, 0.9191), (0.202, 0.9445),
        (0.2424, 0.9743), (0.2828, 0.9884), (0.3232, 0.9948), (0.3636, 0.9977), (0.404, 0.9990),
    ]

    /// The action-sheet spring passes 0.6711 at 0.101 s and 0.9990 at 0.404 s, to four decimals.
    @Test func sheetSpringMilestones() {
        #expect(rounded(Spring.actionSheet.progress(at: 0.101), places: 4) == 0.6711)
        #expect(rounded(Spring.actionSheet.progress(at: 0.404), places: 4) == 0.9990)
        #expect(Spring.actionSheet.progress(at: 0) == 0)
    }

    /// The action-sheet spring reproduces every entry of the docs/reference.md §7.1 table to four decimals.
    @Test(arguments: sheetTable)
    func sheetSpringTable(entry: (time: Double, progress: Double)) {
        #expect(rounded(Spring.actionSheet.progress(at: entry.time), places: 4) == entry.progress)
    }

    /// The sheet spring is critically damped with ω₀ = 22.855 rad/s and a response of 0.2749 s, and its timing
    /// curve lasts 0.404 s.
    @Test func sheetSpringParameters() {
        let spring = Spring.actionSheet
        #expect(abs(spring.dampingRatio - 1) < 1e-6)
        #expect(rounded(spring.angularFrequency, places: 3) == 22.855)
        #expect(rounded(spring.response, places: 4) == 0.2749)
        #expect(TimingCurve.actionSheet == .spring(spring, duration: 0.404))
    }

    /// Apple's documented `Spring(duration: 0.5, bounce: 0.3)` gives mass 1, stiffness 157.9 and damping 17.6.
    @Test func durationAndBounceMatchesApplesExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(rounded(spring.stiffness, places: 1) == 157.9)
        #expect(rounded(spring.damping, places: 1) == 17.6)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        #expect(abs(spring.response - 0.5) < 1e-12)
    }

    /// Apple's reverse example: mass 1, stiffness 100, damping 10 has duration 0.63 and bounce 0.5.
    @Test func physicalParametersGiveApplesDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(rounded(spring.response, places: 2) == 0.63)
        #expect(abs(spring.bounce - 0.5) < 1e-12)
    }

    /// Negative bounce is overdamped: ζ = 1/(1 + bounce), and `bounce` inverts it.
    @Test func negativeBounceIsOverdamped() {
        let spring = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce + 0.5) < 1e-12)
    }

    /// `init(response:dampingFraction:)` gives k = (2π/T)² and c = 4πζ/T, and round-trips through `response`
    /// and `dampingRatio`.
    @Test func responseAndDampingFraction() {
        let spring = Spring(response: 0.4, dampingFraction: 0.8)
        let omega = 2 * Double.pi / 0.4
        #expect(abs(spring.stiffness - omega * omega) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.4) < 1e-12)
        #expect(abs(spring.response - 0.4) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    /// UIKit's duration 0.404 with damping ratio 1 solves to stiffness 522.35 and damping 45.71, the sheet spring.
    @Test func uiKitDurationGivesSheetSpring() {
        let spring = Spring(uiKitDuration: 0.404, dampingRatio: 1)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 522.35) <= 0.01)
        #expect(abs(spring.damping - 45.71) <= 0.01)
        #expect(abs(spring.stiffness - Spring.actionSheet.stiffness) <= 0.01)
    }

    /// The UIKit solve makes the envelope at t = duration equal 0.001, for several ζ < 1 and velocities, checked
    /// against the docs/reference.md §7.4 equation written out here.
    @Test(arguments: [
        (0.5, 0.5, 0.0), (0.3, 0.2, 0.0), (1.0, 0.9, -2.0), (0.4, 0.6, 1.5), (0.25, 0.05, 0.0),
    ])
    func uiKitEnvelopeEquationHolds(duration: Double, ratio: Double, velocity: Double) {
        let spring = Spring(uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
        let omega = spring.angularFrequency
        let dampedFrequency = omega * (1 - ratio * ratio).squareRoot()
        let envelope =
            (ratio * omega - velocity) / dampedFrequency * exp(-ratio * omega * duration)
        #expect(abs(envelope - 0.001) < 1e-12)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(spring.initialVelocity == velocity)
    }

    /// The critically damped UIKit solve satisfies e^(−ω₀d)·((ω₀ − v)·d + 1) = 0.001 with initial velocity too.
    @Test(arguments: [-3.0, 0.0, 2.0])
    func uiKitCriticalEnvelopeEquationHolds(velocity: Double) {
        let duration = 0.5
        let omega = Spring(uiKitDuration: duration, dampingRatio: 1, initialVelocity: velocity).angularFrequency
        let envelope = exp(-omega * duration) * ((omega - velocity) * duration + 1)
        #expect(abs(envelope - 0.001) < 1e-12)
    }

    /// UIKit clamps the damping ratio to at most 1: SDCAlertView's `usingSpringWithDamping: 45.71` is the sheet
    /// spring again.
    @Test func uiKitClampsDampingRatio() {
        #expect(Spring(uiKitDuration: 0.404, dampingRatio: 45.71) == Spring(uiKitDuration: 0.404, dampingRatio: 1))
        #expect(Spring(uiKitDuration: 0.404, dampingRatio: 0).dampingRatio == Spring.minimumUIKitDampingRatio)
    }

    /// The four spring vectors of docs/reference.md §7.5 to four decimals at 0.05, 0.1, 0.2, 0.3 and 0.5 s,
    /// with their stiffness and damping.
    @Test(arguments: [
        (0.5, 0.0, 157.914, 25.133, [0.1313, 0.3577, 0.7154, 0.8900, 0.9864]),
        (0.5, 0.3, 157.914, 17.593, [0.1457, 0.4233, 0.8737, 1.0339, 1.0145]),
        (0.35, 0.0, 322.273, 35.904, [0.2266, 0.5357, 0.8734, 0.9707, 0.9987]),
        (0.5, -0.5, 157.914, 50.265, [0.0970, 0.2314, 0.4506, 0.6077, 0.7999]),
    ])
    func anchorVectors(duration: Double, bounce: Double, stiffness: Double, damping: Double, expected: [Double]) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(rounded(spring.stiffness, places: 3) == stiffness)
        #expect(rounded(spring.damping, places: 3) == damping)
        let progress = [0.05, 0.1, 0.2, 0.3, 0.5].map { rounded(spring.progress(at: $0), places: 4) }
        #expect(progress == expected)
    }
}
