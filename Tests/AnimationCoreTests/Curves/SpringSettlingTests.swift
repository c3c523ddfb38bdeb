import Testing

@testable import AnimationCore

/// `Spring.settlingDuration(epsilon:)`: the last instant at which |x − 1| reaches epsilon.
@Suite struct SpringSettlingTests {
    /// Springs in every regime, with and without initial velocity.
    static let springs: [Spring] = [
        .actionSheet,
        Spring(duration: 0.5, bounce: 0),
        Spring(duration: 0.5, bounce: 0.3),
        Spring(duration: 0.35, bounce: 0),
        Spring(duration: 0.5, bounce: -0.5),
        Spring(mass: 1, stiffness: 100, damping: 5),
        Spring(mass: 1, stiffness: 100, damping: 15),
        Spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 8),
        Spring(mass: 1, stiffness: 100, damping: 1, initialVelocity: -3),
        Spring(mass: 1, stiffness: 400, damping: 40, initialVelocity: 30),
        Spring(mass: 1, stiffness: 400, damping: 40, initialVelocity: -10),
        Spring(mass: 2, stiffness: 100, damping: 80, initialVelocity: 25),
        Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: -4),
        Spring(mass: 1, stiffness: 400, damping: 40 * (1 - 1e-9), initialVelocity: 2),
    ]

    /// After the settling duration the spring stays inside the band (sampled every 0.1 ms for 3 s), and 10 ns
    /// before it the spring is still outside, for ε = 0.001 and 0.01.
    @Test(arguments: springs, [0.001, 0.01])
    func settlingDurationIsTheLastExit(spring: Spring, epsilon: Double) {
        let settle = spring.settlingDuration(epsilon: epsilon)
        #expect(settle > 0 && settle.isFinite)
        #expect(abs(spring.progress(at: settle - 1e-8) - 1) >= epsilon)
        for index in 1...30_000 {
            let t = settle + 1e-8 + Double(index - 1) * 1e-4
            let distance = abs(spring.progress(at: t) - 1)
            if distance >= epsilon {
                Issue.record("|x − 1| = \(distance) at t = \(t) after settling at \(settle)")
                return
            }
        }
    }

    /// The settle column of docs/reference.md §7.5 (its figures are truncated to the millisecond): 0.734, 0.818,
    /// 0.514 and 2.073 s.
    @Test(arguments: [(0.5, 0.0, 0.734), (0.5, 0.3, 0.818), (0.35, 0.0, 0.514), (0.5, -0.5, 2.073)])
    func anchorSettleColumn(duration: Double, bounce: Double, settle: Double) {
        let value = Spring(duration: duration, bounce: bounce).settlingDuration()
        #expect(value >= settle && value < settle + 0.001)
    }

    /// The docs/reference.md §7.5 calibration: m = 1, k = 100 last leaves ±0.001 at 2.69 s with c = 5 and at
    /// 0.80 s with c = 15.
    @Test func anchorCalibrationNote() {
        #expect(rounded(Spring(stiffness: 100, damping: 5).settlingDuration(), places: 2) == 2.69)
        #expect(rounded(Spring(stiffness: 100, damping: 15).settlingDuration(), places: 2) == 0.80)
    }

    /// The sheet spring settles to 0.001 at its nominal 0.404 s (the critically damped curve is 0.9990 there).
    @Test func sheetSpringSettlesAtItsNominalDuration() {
        #expect(rounded(Spring.actionSheet.settlingDuration(), places: 3) == 0.404)
    }

    /// A spring that carries its precomputed settling duration returns exactly the searched value (bit for bit)
    /// at the default epsilon, still searches at any other, and equals the same spring without it.
    @Test(arguments: springs + [Spring(stiffness: 100, damping: 0)])
    func precomputedSettlingDurationIsTheSearchedOne(spring: Spring) {
        let bare = Spring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: spring.initialVelocity)
        let carried = bare.precomputingSettlingDuration()
        #expect(bare.precomputedSettlingDuration == nil)
        #expect(carried.precomputedSettlingDuration?.bitPattern == bare.settlingDuration().bitPattern)
        #expect(carried.settlingDuration().bitPattern == bare.settlingDuration().bitPattern)
        #expect(carried.settlingDuration(epsilon: 0.01).bitPattern == bare.settlingDuration(epsilon: 0.01).bitPattern)
        #expect(carried == bare)
        #expect(TimingCurve.spring(carried, duration: 0.4) == .spring(bare, duration: 0.4))
    }

    /// The action-sheet spring carries its settling duration, so `/animation` responses do not search for it.
    @Test func sheetSpringCarriesItsSettlingDuration() {
        let bare = Spring(mass: 1, stiffness: 522.35, damping: 45.709_955_2)
        #expect(Spring.actionSheet.precomputedSettlingDuration?.bitPattern == bare.settlingDuration().bitPattern)
    }

    /// An undamped spring never settles, and a band wider than the whole motion is settled from the start.
    @Test func edgeCases() {
        #expect(Spring(stiffness: 100, damping: 0).settlingDuration() == .infinity)
        #expect(Spring(stiffness: 100, damping: 20).settlingDuration(epsilon: 2) == 0)
    }
}
