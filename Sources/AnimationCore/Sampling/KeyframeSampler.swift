/// Samples timing curves into keyframes at a fixed frame rate, for clients without a native spring.
///
/// Times are absolute seconds, not `CAKeyframeAnimation`'s 0…1 key times; divide by the total duration to get those.
///
/// ```swift
/// let keyframes = KeyframeSampler.sample(curve: .actionSheet, from: 844, to: 560, fps: 60)
/// keyframes.first  // Keyframe(time: 0, value: 844)
/// keyframes.last   // Keyframe(time: 0.404, value: 560)
/// ```
public enum KeyframeSampler {
    /// How close (in seconds) the last frame tick may come to the end before it is dropped as a duplicate of it.
    public static let endTolerance = 1e-9

    /// The sample instants for an animation of `duration` seconds at `fps` frames per second.
    ///
    /// The instants are 0, 1/fps, 2/fps, … (each computed as i/fps, so errors do not accumulate) up to but
    /// excluding `duration`, then `duration` itself exactly. A tick within `endTolerance` of `duration` is
    /// replaced by it rather than repeated, so the count is ⌈duration·fps⌉ + 1, where a product within
    /// `endTolerance`·fps of an integer counts as that integer. A zero duration gives the single instant 0.
    ///
    /// ```swift
    /// KeyframeSampler.sampleTimes(duration: 0.05, fps: 60)  // [0, 0.01666…, 0.03333…, 0.05]
    /// ```
    /// - Precondition: `duration` is finite and not negative; `fps > 0`.
    /// - Parameters:
    ///   - duration: The length of the animation in seconds.
    ///   - fps: Frames per second.
    /// - Returns: Strictly increasing instants from 0 to `duration`.
    public static func sampleTimes(duration: Double, fps: Int) -> [Double] {
        precondition(duration >= 0 && duration.isFinite, "duration must be finite and not negative")
        precondition(fps > 0, "fps must be positive")
        let rate = Double(fps)
        let intervals = max(0, Int(((duration - endTolerance) * rate).rounded(.up)))
        var times = [Double]()
        times.reserveCapacity(intervals + 1)
        for index in 0..<intervals {
            times.append(Double(index) / rate)
        }
        times.append(duration)
        return times
    }

    /// Keyframes that move a value from `from` to `to` along `curve`, sampled at `fps`.
    ///
    /// Each keyframe's value is from + (to − from)·progress at its instant, except that the first is exactly
    /// `from` and the last exactly `to`: a spring cut at its duration (0.9990 for the action sheet) snaps to the
    /// target on the last instant. With a delay, one more keyframe at time 0 holds `from`, and the curve's
    /// keyframes follow, shifted by `delay`. A zero-length curve gives a single keyframe, `to` at `delay` (after
    /// the held `from` when there is a delay). Cost is linear in the number of keyframes.
    ///
    /// ```swift
    /// let fade = KeyframeSampler.sample(
    ///     curve: .cubicBezier(.easeInEaseOut, duration: 0.25), from: 0, to: 0.2, fps: 60, delay: 0.1)
    /// ```
    /// - Precondition: `from`, `to` and `delay` are finite, `delay >= 0`; `fps > 0`; the curve's duration is
    ///   finite and not negative.
    /// - Parameters:
    ///   - curve: The timing curve and its duration.
    ///   - from: The value at the start.
    ///   - to: The value at the end.
    ///   - fps: Frames per second.
    ///   - delay: Seconds to hold `from` before the curve starts.
    /// - Returns: Keyframes with strictly increasing times, from 0 to `delay` + the curve's duration.
    public static func sample(curve: TimingCurve, from: Double, to: Double, fps: Int, delay: Double = 0)
        -> [Keyframe]
    {
        precondition(from.isFinite && to.isFinite, "keyframe values must be finite")
        precondition(delay >= 0 && delay.isFinite, "delay must be finite and not negative")
        return SampledCurve(curve, fps: fps).keyframes(from: from, to: to, delay: delay)
    }
}
