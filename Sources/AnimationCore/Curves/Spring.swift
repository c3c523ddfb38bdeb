/// A damped spring that carries an animation from 0 to 1, as `CASpringAnimation` models it.
///
/// The progress x(t) follows m·x″ + c·x′ + k·(x − 1) = 0 from x(0) = 0 and x′(0) = `initialVelocity`, where m is
/// the mass, k the stiffness and c the damping. Progress is a fraction of the distance: 0 at the start value,
/// 1 at the target. The spring is solved in closed form for every damping ratio (under-, critically and
/// over-damped), so evaluation costs a few `exp`/`sin` calls and does not depend on t.
///
/// **Velocity convention.** `initialVelocity` is in units of the total distance per second, like
/// `CASpringAnimation.initialVelocity` and UIKit's `initialSpringVelocity`: positive moves toward the target
/// (progress increasing), negative moves away from it first. A value of 1 covers the whole distance in one
/// second at the initial speed.
///
/// ```swift
/// let spring = Spring.actionSheet
/// spring.progress(at: 0.101)  // 0.6711
/// spring.settlingDuration()   // ≈ 0.404
/// ```
public struct Spring: Sendable {
    /// The mass m, as `CASpringAnimation.mass`. Positive.
    public let mass: Double
    /// The stiffness k of the spring, as `CASpringAnimation.stiffness`. Positive.
    public let stiffness: Double
    /// The damping coefficient c, as `CASpringAnimation.damping`. Zero or positive.
    public let damping: Double
    /// The initial velocity in distances per second; positive moves toward the target.
    public let initialVelocity: Double
    /// `settlingDuration()` at the default epsilon when computed ahead by ``precomputingSettlingDuration()``,
    /// else nil. A value derived from the others, so equality ignores it.
    var precomputedSettlingDuration: Double?

    /// Creates a spring from its physical parameters, as `CASpringAnimation` and
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` do.
    ///
    /// ```swift
    /// let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    /// spring.response  // ≈ 0.628
    /// spring.bounce    // 0.5
    /// ```
    /// - Precondition: All values are finite, `mass > 0`, `stiffness > 0` and `damping >= 0`.
    /// - Parameters:
    ///   - mass: The mass m.
    ///   - stiffness: The stiffness k.
    ///   - damping: The damping coefficient c; 0 never settles.
    ///   - initialVelocity: The initial velocity in distances per second; positive moves toward the target.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        precondition(mass > 0 && mass.isFinite, "spring mass must be positive and finite")
        precondition(stiffness > 0 && stiffness.isFinite, "spring stiffness must be positive and finite")
        precondition(damping >= 0 && damping.isFinite, "spring damping must be zero or positive and finite")
        precondition(initialVelocity.isFinite, "spring initial velocity must be finite")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Creates a spring from a response and a damping fraction, as SwiftUI's
    /// `spring(response:dampingFraction:)` and "Building Fluid Interfaces" (WWDC18) define them.
    ///
    /// With mass 1: k = (2π/response)², c = 4π·dampingFraction/response (docs/reference.md §7.3).
    ///
    /// ```swift
    /// let spring = Spring(response: 0.5, dampingFraction: 0.7)
    /// ```
    /// - Precondition: `response > 0` and `dampingFraction >= 0`, both finite.
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds.
    ///   - dampingFraction: The damping ratio ζ: 1 is critically damped, below 1 bounces.
    ///   - initialVelocity: The initial velocity in distances per second; positive moves toward the target.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        precondition(response > 0 && response.isFinite, "spring response must be positive and finite")
        precondition(dampingFraction >= 0 && dampingFraction.isFinite, "damping fraction must be zero or positive")
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: 1,
            stiffness: angularFrequency * angularFrequency,
            damping: 2 * dampingFraction * angularFrequency,
            initialVelocity: initialVelocity)
    }

    /// Creates a spring from a perceptual duration and a bounce, as iOS 17's SwiftUI `Spring(duration:bounce:)`
    /// and `CASpringAnimation(perceptualDuration:bounce:)`.
    ///
    /// With mass 1: k = 4π²/duration², ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below, c = 2ζ√k
    /// (docs/reference.md §7.3).
    ///
    /// ```swift
    /// let spring = Spring(duration: 0.5, bounce: 0.3)
    /// spring.stiffness  // ≈ 157.9
    /// spring.damping    // ≈ 17.6
    /// ```
    /// - Precondition: `duration > 0` and finite; `bounce` in (−1, 1].
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds; equal to the response.
    ///   - bounce: 0 is critically damped, up to 1 undamped, negative (down to −1, exclusive) overdamped.
    ///   - initialVelocity: The initial velocity in distances per second; positive moves toward the target.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        precondition(duration > 0 && duration.isFinite, "spring duration must be positive and finite")
        precondition(bounce > -1 && bounce <= 1, "spring bounce must lie in (-1, 1]")
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingFraction: dampingRatio, initialVelocity: initialVelocity)
    }

    /// The spring UIKit uses to present and dismiss an action sheet (and an alert) on iPhone: the default
    /// profile's `springMass`, `springStiffness` and `springDamping` (mass 1, stiffness 522.35, damping 45.7099552,
    /// read from `CASpringAnimation` in Xcode; docs/reference.md §7.1). The damping ratio is 1.000 (critically
    /// damped) and the progress reaches 0.9990 at `actionSheetDuration`. It carries its settling duration, computed
    /// once, since every `/animation` response reports it.
    public static let actionSheet = SheetMotion.standard.spring

    /// The nominal duration of the action-sheet transition, the default profile's `transitionDuration`: 0.404 s
    /// (docs/reference.md §7.1: Flutter's "iOS spring animation duration", Alerta's `transitionDuration`).
    public static let actionSheetDuration = SheetMotion.standard.curve.duration

    /// The settling threshold used when none is given: 0.001 of the distance, SwiftUI's documented epsilon for
    /// `Spring.settlingDuration` and UIKit's for its duration-to-stiffness rule (docs/reference.md §7.5).
    public static let defaultSettlingEpsilon = 0.001

    /// The damping ratio ζ = c / (2√(k·m)): below 1 the spring overshoots, 1 is critical, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The period of the undamped oscillation, 2π/ω₀, in seconds: SwiftUI's `response` and perceptual `duration`.
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (the inverse of `init(duration:bounce:)`).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

extension Spring: Equatable {
    /// Whether two springs have the same mass, stiffness, damping and initial velocity; a precomputed settling
    /// duration, derived from those, does not count.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity
    }
}
