import Testing

@testable import AnimationCore

/// Frame instants and keyframes from `KeyframeSampler`.
@Suite struct KeyframeSamplerTests {
    /// Durations in whole milliseconds, so the expected counts can be computed exactly in integers: some are
    /// multiples of 1/60 or 1/240 s (whose Double products land a hair off the integer), some are not.
    static let durationsInMilliseconds = [404, 500, 350, 1000, 100, 250, 1, 17, 2073]

    /// At 1, 60 and 240 fps the instants start at 0, end exactly at the duration, strictly increase with no
    /// duplicate, sit on the i/fps grid, and number ⌈duration·fps⌉ + 1.
    @Test(arguments: [1, 60, 240], durationsInMilliseconds)
    func sampleTimes(fps: Int, milliseconds: Int) {
        let duration = Double(milliseconds) / 1000
        let times = KeyframeSampler.sampleTimes(duration: duration, fps: fps)
        let expectedIntervals = (milliseconds * fps + 999) / 1000  // ⌈ms·fps/1000⌉ in exact integers
        #expect(times.count == expectedIntervals + 1)
        #expect(times.first == 0)
        #expect(times.last == duration)
        for index in 1..<times.count {
            #expect(times[index] > times[index - 1] + 1e-9)
        }
        for (index, time) in times.dropLast().enumerated() {
            #expect(time == Double(index) / Double(fps))
        }
    }

    /// A duration within 1e-9 s of a frame tick does not add a near-duplicate instant; zero gives just [0].
    @Test func toleranceAndZero() {
        #expect(KeyframeSampler.sampleTimes(duration: 0.5 + 5e-10, fps: 60).count == 31)
        #expect(KeyframeSampler.sampleTimes(duration: 0.5 + 5e-9, fps: 60).count == 32)
        #expect(KeyframeSampler.sampleTimes(duration: 0, fps: 60) == [0])
    }

    /// The sheet slide from 844 to 560 starts exactly at 844, ends exactly at 560 although the spring is at
    /// 0.9990 there, and in between follows from + (to − from)·progress.
    @Test func sheetKeyframes() {
        let keyframes = KeyframeSampler.sample(curve: .actionSheet, from: 844, to: 560, fps: 60)
        let times = KeyframeSampler.sampleTimes(duration: 0.404, fps: 60)
        #expect(keyframes.map(\.time) == times)
        #expect(keyframes.first == Keyframe(time: 0, value: 844))
        #expect(keyframes.last == Keyframe(time: 0.404, value: 560))
        for keyframe in keyframes.dropFirst().dropLast() {
            let expected = 844 + (560 - 844) * Spring.actionSheet.progress(at: keyframe.time)
            #expect(keyframe.value == expected)
        }
    }

    /// A delay holds `from` from time 0 and shifts the curve; a Bézier's last keyframe is `to` exactly.
    @Test func delayHoldsTheStartValue() {
        let curve = TimingCurve.cubicBezier(.easeInEaseOut, duration: 0.25)
        let keyframes = KeyframeSampler.sample(curve: curve, from: 0, to: 0.2, fps: 60, delay: 0.1)
        #expect(keyframes.count == 1 + 16)  // the held start, then ⌈0.25·60⌉ + 1 instants
        #expect(keyframes[0] == Keyframe(time: 0, value: 0))
        #expect(keyframes[1] == Keyframe(time: 0.1, value: 0))
        #expect(keyframes.last == Keyframe(time: 0.1 + 0.25, value: 0.2))
        #expect(abs(keyframes[2].time - (0.1 + 1.0 / 60)) < 1e-15)
        #expect(keyframes[2].value == 0.2 * curve.progress(atTime: 1.0 / 60))
    }

    /// A zero-length curve jumps: one keyframe at `to`, after a held `from` when delayed.
    @Test func zeroDurationCurve() {
        let curve = TimingCurve.cubicBezier(.linear, duration: 0)
        #expect(KeyframeSampler.sample(curve: curve, from: 3, to: 7, fps: 60) == [Keyframe(time: 0, value: 7)])
        #expect(
            KeyframeSampler.sample(curve: curve, from: 3, to: 7, fps: 60, delay: 0.5) == [
                Keyframe(time: 0, value: 3), Keyframe(time: 0.5, value: 7),
            ])
    }
}
