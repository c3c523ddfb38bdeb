/// A cubic Bézier timing function, as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
///
/// The curve runs from (0, 0) to (1, 1) through the control points (x1, y1) and (x2, y2). The x axis is the
/// fraction of the duration that has elapsed and the y axis the fraction of the distance covered. Both x values
/// lie in [0, 1], so x grows monotonically along the curve and each x has exactly one y; y may leave [0, 1]
/// (overshoot).
///
/// ```swift
/// let curve = CubicBezierTimingFunction.easeInEaseOut
/// curve.progress(at: 0.5)  // 0.5
/// ```
public struct CubicBezierTimingFunction: Sendable, Equatable {
    /// The x coordinate of the first control point, in [0, 1].
    public let x1: Double
    /// The y coordinate of the first control point.
    public let y1: Double
    /// The x coordinate of the second control point, in [0, 1].
    public let x2: Double
    /// The y coordinate of the second control point.
    public let y2: Double
    /// The `CAMediaTimingFunctionName` of a named curve, `nil` for custom control points.
    public let name: String?

    /// Creates a timing function from its control points, like `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    ///
    /// - Precondition: All values are finite and `x1` and `x2` lie in [0, 1]. Validate untrusted input first.
    /// - Parameters:
    ///   - x1: The x coordinate of the first control point.
    ///   - y1: The y coordinate of the first control point.
    ///   - x2: The x coordinate of the second control point.
    ///   - y2: The y coordinate of the second control point.
    ///   - name: A label, such as a `CAMediaTimingFunctionName`; `nil` for custom curves.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String? = nil) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "Bézier control point x must lie in [0, 1]")
        precondition(y1.isFinite && y2.isFinite, "Bézier control point y must be finite")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.name = name
    }

    // Control points from docs/reference.md §7.6 (Apple's CAMediaTimingFunctionName pages; `default` is the
    // widely reported value, equal to CSS `ease`).

    /// `CAMediaTimingFunctionName.linear`: control points (0, 0) and (1, 1).
    public static let linear = CubicBezierTimingFunction(controlPoints: 0, 0, 1, 1, name: "linear")
    /// `CAMediaTimingFunctionName.easeIn`: control points (0.42, 0) and (1, 1).
    public static let easeIn = CubicBezierTimingFunction(controlPoints: 0.42, 0, 1, 1, name: "easeIn")
    /// `CAMediaTimingFunctionName.easeOut`: control points (0, 0) and (0.58, 1).
    public static let easeOut = CubicBezierTimingFunction(controlPoints: 0, 0, 0.58, 1, name: "easeOut")
    /// `CAMediaTimingFunctionName.easeInEaseOut`: control points (0.42, 0) and (0.58, 1); UIKit's `.curveEaseInOut`.
    public static let easeInEaseOut = CubicBezierTimingFunction(
        controlPoints: 0.42, 0, 0.58, 1, name: "easeInEaseOut")
    /// `CAMediaTimingFunctionName.default`: control points (0.25, 0.1) and (0.25, 1), equal to CSS `ease`.
    public static let `default` = CubicBezierTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1, name: "default")

    /// The fraction of the distance covered when a fraction `x` of the duration has elapsed.
    ///
    /// Solves x(t) = x for the curve parameter t by safeguarded Newton–Raphson (bisection when Newton would leave
    /// the bracket), to about 1e-15 in t, then returns y(t). The error in the result is below 1e-10, except
    /// near a point where x′(t) = 0 inside the curve (only control points (1, y1, 0, y2), at t = 0.5): there x
    /// in Double fixes t only to about 5e-6, whatever the method, and the error grows to about 1e-5.
    ///
    /// ```swift
    /// CubicBezierTimingFunction.easeOut.progress(at: 0.25)  // ≈ 0.3781
    /// ```
    /// - Parameter x: The elapsed fraction of the duration; values outside [0, 1] are clamped.
    /// - Returns: y at that x: exactly 0 at x ≤ 0 and exactly 1 at x ≥ 1. NaN gives NaN.
    public func progress(at x: Double) -> Double {
        if x.isNaN { return .nan }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let t = parameter(forX: x)
        return Self.coordinate(at: t, first: y1, second: y2)
    }

    /// The curve parameter t in [0, 1] whose x coordinate is `x`.
    func parameter(forX x: Double) -> Double {
        RootFinding.root(between: 0, and: 1, initialGuess: x, tolerance: 1e-15) { t in
            (Self.coordinate(at: t, first: x1, second: x2) - x, Self.slope(at: t, first: x1, second: x2))
        }
    }

    /// One coordinate of the Bézier with end points 0 and 1 and control values `first` and `second`.
    static func coordinate(at t: Double, first: Double, second: Double) -> Double {
        // Horner form of 3(1−t)²t·first + 3(1−t)t²·second + t³.
        let c = 3 * first
        let b = 3 * (second - first) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of `coordinate(at:first:second:)` with respect to t.
    static func slope(at t: Double, first: Double, second: Double) -> Double {
        let c = 3 * first
        let b = 3 * (second - first) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
