import Testing

@testable import AnimationCore
@testable import SheetWire

/// CSS export: `linear()` for springs, `cubic-bezier()` for Béziers, deterministic number text.
@Suite struct CSSLinearEasingTests {
    /// The points of a `linear()` string as (fraction of duration, progress), read back by splitting on commas.
    /// Points without a percentage are the first (0%) and last (100%) here.
    static func parse(_ text: String) -> [(fraction: Double, progress: Double)]? {
        guard text.hasPrefix("linear("), text.hasSuffix(")") else { return nil }
        let body = text.dropFirst("linear(".count).dropLast()
        let items = body.split(separator: ",").map { $0.split(separator: " ") }
        var points = [(fraction: Double, progress: Double)]()
        for (index, item) in items.enumerated() {
            guard let progress = Double(String(item[0])) else { return nil }
            if item.count == 2, item[1].hasSuffix("%"), let percent = Double(String(item[1].dropLast())) {
                points.append((percent / 100, progress))
            } else if item.count == 1, index == 0 || index == items.count - 1 {
                points.append((index == 0 ? 0 : 1, progress))
            } else {
                return nil
            }
        }
        return points
    }

    /// The polyline's progress at `fraction`, by linear interpolation between the parsed points.
    static func interpolate(_ points: [(fraction: Double, progress: Double)], at fraction: Double) -> Double {
        for index in 1..<points.count where fraction <= points[index].fraction {
            let (a, b) = (points[index - 1], points[index])
            guard b.fraction > a.fraction else { return b.progress }
            return a.progress + (b.progress - a.progress) * (fraction - a.fraction) / (b.fraction - a.fraction)
        }
        return points[points.count - 1].progress
    }

    static let curves: [TimingCurve] = [
        .actionSheet,
        .spring(Spring(duration: 0.5, bounce: 0.3), duration: 0.82),
        .spring(Spring(duration: 0.5, bounce: -0.5), duration: 2.08),
        .spring(Spring(stiffness: 100, damping: 2, initialVelocity: -3), duration: 6),
        .cubicBezier(.easeInEaseOut, duration: 0.3),
    ]

    /// The `linear()` string parses back to points that lie on the curve within 0.01 (the end is snapped to 1,
    /// so it is compared to the spring's cut value 0.9990), and the polyline through them stays within 0.01 of
    /// the curve at 2000 instants.
    @Test(arguments: curves)
    func linearStringParsesBackToTheCurve(curve: TimingCurve) throws {
        let text = CSSLinearEasing(curve: curve).cssText
        let points = try #require(Self.parse(text))
        #expect(points.count >= 3)
        #expect(points.first?.progress == 0)
        #expect(points.last?.progress == 1)
        for (previous, next) in zip(points, points.dropFirst()) {
            #expect(next.fraction > previous.fraction)
        }
        for point in points {
            let expected = curve.progress(atTime: point.fraction * curve.duration)
            #expect(abs(point.progress - expected) < 0.01, "\(point)")
        }
        for fraction in instants(from: 0, to: 1, count: 2000) {
            let expected = curve.progress(atTime: fraction * curve.duration)
            #expect(abs(Self.interpolate(points, at: fraction) - expected) < 0.01, "at \(fraction)")
        }
    }

    /// The stops honour the tolerance on every grid instant (before four-decimal printing), and a looser
    /// tolerance keeps fewer stops.
    @Test func stopsHonourTolerance() {
        let fine = CSSLinearEasing(curve: .actionSheet, tolerance: 0.0005)
        let coarse = CSSLinearEasing(curve: .actionSheet, tolerance: 0.005)
        #expect(coarse.stops.count < fine.stops.count)
        let points = fine.stops.map { (fraction: $0.fraction, progress: $0.progress) }
        for index in 1..<1000 {
            let fraction = Double(index) / 1000
            let expected = TimingCurve.actionSheet.progress(atTime: 0.404 * fraction)
            #expect(abs(Self.interpolate(points, at: fraction) - expected) <= 0.0005 + 1e-12)
        }
    }

    /// The export is deterministic: two runs give identical text.
    @Test func deterministic() {
        #expect(CSSLinearEasing(curve: .actionSheet).cssText == CSSLinearEasing(curve: .actionSheet).cssText)
    }

    /// Béziers export as exact `cubic-bezier()` text; springs as `linear()`.
    @Test func cubicBezierText() {
        #expect(CubicBezierTimingFunction.easeInEaseOut.cssText == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(CubicBezierTimingFunction.default.cssText == "cubic-bezier(0.25, 0.1, 0.25, 1)")
        #expect(TimingCurve.cubicBezier(.easeOut, duration: 1).cssEasing == "cubic-bezier(0, 0, 0.58, 1)")
        #expect(TimingCurve.actionSheet.cssEasing.hasPrefix("linear(0, "))
    }

    /// Numbers print with at most four decimals, trailing zeros trimmed, ties away from zero, no "-0".
    @Test(arguments: [
        (0.078_84, "0.0788"), (1.0, "1"), (0, "0"), (-0.000_01, "0"), (-0.0, "0"), (12.5, "12.5"),
        (0.999_96, "1"), (-1.234_56, "-1.2346"), (0.000_05, "0.0001"), (100, "100"), (0.1, "0.1"),
    ])
    func decimalText(value: Double, text: String) {
        #expect(DecimalText.string(value) == text)
    }
}
