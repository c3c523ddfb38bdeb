import Testing

@testable import AnimationCore

/// The cubic Bézier solver against a brute-force reference and the documented named curves.
@Suite struct CubicBezierTimingFunctionTests {
    /// The named curves and some extreme custom ones, including overshoot in y and flat ends in x.
    static let functions: [CubicBezierTimingFunction] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
        CubicBezierTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
        CubicBezierTimingFunction(controlPoints: 0, 1, 1, 0),
        CubicBezierTimingFunction(controlPoints: 0.4, 0, 1, 1),
        CubicBezierTimingFunction(controlPoints: 0.99, 0.01, 0.99, 0.01),
        CubicBezierTimingFunction(controlPoints: 0.9, 0.1, 0.1, 0.9),
    ]

    /// The one family whose x′(t) vanishes inside the curve (at t = 0.5): x(t) − 0.5 ∝ (t − 0.5)³ there, so
    /// x in Double pins t down only to about 5e-6, whatever the method.
    static let flatInside = CubicBezierTimingFunction(controlPoints: 1, 0, 0, 1)

    /// y at x by bisection on t alone: 200 halvings of [0, 1], far more than Double can resolve.
    static func bisectionReference(_ function: CubicBezierTimingFunction, x: Double) -> Double {
        var lower = 0.0
        var upper = 1.0
        for _ in 0..<200 {
            let middle = (lower + upper) / 2
            let curveX =
                3 * (1 - middle) * (1 - middle) * middle * function.x1 + 3 * (1 - middle) * middle * middle
                * function.x2 + middle * middle * middle
            if curveX < x { lower = middle } else { upper = middle }
        }
        let t = (lower + upper) / 2
        return 3 * (1 - t) * (1 - t) * t * function.y1 + 3 * (1 - t) * t * t * function.y2 + t * t * t
    }

    /// easeInEaseOut is symmetric, so it is exactly halfway at half the duration.
    @Test func easeInEaseOutIsHalfwayAtHalfTime() {
        #expect(abs(CubicBezierTimingFunction.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-12)
    }

    /// The named curves carry Apple's control points and names (docs/reference.md §7.6).
    @Test func namedCurves() {
        let easeInEaseOut = CubicBezierTimingFunction.easeInEaseOut
        #expect([easeInEaseOut.x1, easeInEaseOut.y1, easeInEaseOut.x2, easeInEaseOut.y2] == [0.42, 0, 0.58, 1])
        let standard = CubicBezierTimingFunction.default
        #expect([standard.x1, standard.y1, standard.x2, standard.y2] == [0.25, 0.1, 0.25, 1])
        #expect(CubicBezierTimingFunction.easeIn.name == "easeIn")
        #expect(CubicBezierTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).name == nil)
    }

    /// Solutions agree with the bisection reference to 1e-10 at 1999 interior points, for named and extreme
    /// curves (the ends are exact by construction and tested in `clampsAndEnds`).
    @Test(arguments: functions)
    func matchesBisectionReference(function: CubicBezierTimingFunction) {
        for x in instants(from: 0, to: 1, count: 2001).dropFirst().dropLast() {
            let error = abs(function.progress(at: x) - Self.bisectionReference(function, x: x))
            #expect(error < 1e-10, "x = \(x)")
        }
    }

    /// Where x′(t) vanishes inside the curve the answer is as good as Double allows: within 1e-5 of the
    /// reference near the flat point and 1e-10 away from it, and the solved t reproduces x to 1e-15.
    @Test func flatInsideIsAsAccurateAsDoubleAllows() {
        let function = Self.flatInside
        for x in instants(from: 0, to: 1, count: 2001).dropFirst().dropLast() {
            let error = abs(function.progress(at: x) - Self.bisectionReference(function, x: x))
            #expect(error < (abs(x - 0.5) < 0.01 ? 1e-5 : 1e-10), "x = \(x)")
            let t = function.parameter(forX: x)
            let residual = CubicBezierTimingFunction.coordinate(at: t, first: 1, second: 0) - x
            #expect(abs(residual) < 1e-15, "x = \(x)")
        }
    }

    /// The named curves are monotone: progress never decreases across 10 001 points.
    @Test(arguments: [CubicBezierTimingFunction.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func namedCurvesAreMonotone(function: CubicBezierTimingFunction) {
        var previous = function.progress(at: 0)
        for x in instants(from: 0, to: 1, count: 10_001) {
            let value = function.progress(at: x)
            #expect(value >= previous, "x = \(x)")
            previous = value
        }
    }

    /// Input is clamped: exactly 0 at and before the start, exactly 1 at and after the end; linear is identity.
    @Test func clampsAndEnds() {
        for function in Self.functions + [Self.flatInside] {
            #expect(function.progress(at: -0.5) == 0)
            #expect(function.progress(at: 0) == 0)
            #expect(function.progress(at: 1) == 1)
            #expect(function.progress(at: 7) == 1)
        }
        #expect(abs(CubicBezierTimingFunction.linear.progress(at: 0.3) - 0.3) < 1e-12)
        #expect(CubicBezierTimingFunction.linear.progress(at: .nan).isNaN)
    }
}
