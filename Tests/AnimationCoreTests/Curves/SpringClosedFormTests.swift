import Testing

@testable import AnimationCore

/// The closed-form spring against an independent numerical solution of the same differential equation.
@Suite struct SpringClosedFormTests {
    /// Integrates m·x″ + c·x′ + k·(x − 1) = 0 from x = 0, x′ = v₀ by classical Runge–Kutta with a fixed step,
    /// and returns (t, x, x′) every `reportEvery` steps.
    static func rungeKutta(
        _ spring: Spring, step: Double, steps: Int, reportEvery: Int
    ) -> [(time: Double, position: Double, velocity: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.damping * v - spring.stiffness * (x - 1)) / spring.mass
        }
        var x = 0.0
        var v = spring.initialVelocity
        var reports = [(time: Double, position: Double, velocity: Double)]()
        for index in 1...steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v
            let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v
            let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v
            let k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if index % reportEvery == 0 {
                reports.append((Double(index) * step, x, v))
            }
        }
        return reports
    }

    /// Springs in every regime: (mass, stiffness, damping, initial velocity).
    static let springs: [(Double, Double, Double, Double)] = [
        // Underdamped.
        (1, 100, 5, 0), (1, 100, 5, 3), (2, 300, 10, -2), (1, 157.914, 17.593, 0),
        // Critically damped (c = 2√(km) exactly).
        (1, 400, 40, 0), (1, 400, 40, 6), (1, 400, 40, -5), (1, 400, 40, 20),
        // Overdamped.
        (1, 100, 50, 0), (1, 100, 50, -4), (0.5, 200, 60, 10), (3, 1000, 500, 0),
        // Within 1e-9 of critical on either side, and the sheet spring (ζ − 1 ≈ 1e-9).
        (1, 400, 40 * (1 + 1e-9), 2), (1, 400, 40 * (1 - 1e-9), 2), (1, 522.35, 45.709_955_2, 0),
        // Undamped.
        (1, 100, 0, 1),
    ]

    /// Under-, critically and over-damped closed forms (and the near-critical and undamped edges) match RK4
    /// integration with a 10 µs step every 10 ms for 1.5 s, in position to 1e-9 and velocity to 1e-7.
    @Test(arguments: springs)
    func closedFormMatchesIntegration(parameters: (Double, Double, Double, Double)) {
        let spring = Spring(
            mass: parameters.0, stiffness: parameters.1, damping: parameters.2, initialVelocity: parameters.3)
        let reports = Self.rungeKutta(spring, step: 1e-5, steps: 150_000, reportEvery: 1000)
        #expect(reports.count == 150)
        for report in reports {
            let position = spring.progress(at: report.time)
            let velocity = spring.velocity(at: report.time)
            #expect(abs(position - report.position) < 1e-9, "x at t = \(report.time)")
            #expect(abs(velocity - report.velocity) < 1e-7, "x′ at t = \(report.time)")
        }
    }

    /// The motion starts at progress exactly 0 with the given initial velocity, and treats negative times as 0.
    @Test(arguments: springs)
    func initialConditions(parameters: (Double, Double, Double, Double)) {
        let spring = Spring(
            mass: parameters.0, stiffness: parameters.1, damping: parameters.2, initialVelocity: parameters.3)
        #expect(spring.progress(at: 0) == 0)
        #expect(abs(spring.velocity(at: 0) - parameters.3) < 1e-12)
        #expect(spring.progress(at: -1) == 0)
    }

    /// Crossing ζ = 1 is continuous: springs a hair under, at and over critical damping agree to 1e-12.
    @Test func continuousAcrossCriticalDamping() {
        let critical = Spring(stiffness: 400, damping: 40, initialVelocity: 3)
        let under = Spring(stiffness: 400, damping: 40 * (1 - 1e-12), initialVelocity: 3)
        let over = Spring(stiffness: 400, damping: 40 * (1 + 1e-12), initialVelocity: 3)
        #expect(under.dampingRatio < 1 && over.dampingRatio > 1)
        for t in instants(from: 0, to: 1, count: 101) {
            #expect(abs(under.progress(at: t) - critical.progress(at: t)) < 1e-12)
            #expect(abs(over.progress(at: t) - critical.progress(at: t)) < 1e-12)
        }
    }

    /// A positive initial velocity moves toward the target (progress rises at once), a negative one away from it.
    @Test func velocitySignConvention() {
        let toward = Spring(stiffness: 100, damping: 20, initialVelocity: 5)
        let away = Spring(stiffness: 100, damping: 20, initialVelocity: -5)
        #expect(toward.progress(at: 0.001) > 0)
        #expect(away.progress(at: 0.001) < 0)
    }

    /// Long after settling, a heavily overdamped spring is at the target without overflow or NaN.
    @Test func heavilyOverdampedLateTimesAreFinite() {
        let spring = Spring(stiffness: 1, damping: 1e6)
        #expect(spring.progress(at: 1e9).isFinite)
        #expect(abs(spring.progress(at: 1e9) - 1) < 1e-3)
        #expect(Spring.actionSheet.progress(at: 1e6) == 1)
    }
}
