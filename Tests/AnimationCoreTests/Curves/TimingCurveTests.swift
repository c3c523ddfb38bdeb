import Testing

@testable import AnimationCore

/// `TimingCurve.progress(atTime:)`: clamping, scaling and the spring's cut at its duration.
@Suite struct TimingCurveTests {
    /// A Bézier curve is its timing function stretched over the duration, clamped at both ends.
    @Test func bezierScalesAndClamps() {
        let curve = TimingCurve.cubicBezier(.easeOut, duration: 0.25)
        #expect(curve.duration == 0.25)
        #expect(curve.progress(atTime: 0.1) == CubicBezierTimingFunction.easeOut.progress(at: 0.4))
        #expect(curve.progress(atTime: -1) == 0)
        #expect(curve.progress(atTime: 0.25) == 1)
        #expect(curve.progress(atTime: 3) == 1)
    }

    /// A spring reports its own value at and after the cut (0.9990 for the sheet), not a snapped 1.
    @Test func springIsCutAtItsDuration() {
        let curve = TimingCurve.actionSheet
        #expect(curve.duration == 0.404)
        #expect(curve.progress(atTime: 0.101) == Spring.actionSheet.progress(at: 0.101))
        #expect(rounded(curve.progress(atTime: 0.404), places: 4) == 0.9990)
        #expect(curve.progress(atTime: 10) == curve.progress(atTime: 0.404))
        #expect(curve.progress(atTime: -1) == 0)
    }

    /// A zero-length curve has already arrived.
    @Test func zeroDurationJumps() {
        #expect(TimingCurve.cubicBezier(.linear, duration: 0).progress(atTime: 0) == 1)
        #expect(TimingCurve.spring(.actionSheet, duration: 0).progress(atTime: 0) == 1)
    }
}
