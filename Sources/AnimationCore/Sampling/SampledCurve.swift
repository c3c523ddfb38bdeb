/// A timing curve's progress at every sample instant of a frame rate, computed once and shared by the tracks that
/// move on that curve: the sheet, its cancel group and its custom view slide on one spring, and the dimming view
/// fades on it too, so a transition evaluates the spring once per instant instead of once per track and instant.
///
/// The instants are `KeyframeSampler.sampleTimes(duration:fps:)`; the progress is 0 at the first and 1 at the last
/// (where a cut spring snaps to its target), and `curve.progress(atTime:)` between.
struct SampledCurve: Sendable, Equatable {
    /// The curve sampled.
    let curve: TimingCurve
    /// The frame rate it was sampled at.
    let fps: Int
    /// Each instant and the curve's progress there.
    let progress: [Keyframe]

    /// Samples `curve` at `fps`.
    ///
    /// - Precondition: the curve's duration is finite and not negative; `fps > 0`.
    init(_ curve: TimingCurve, fps: Int) {
        self.curve = curve
        self.fps = fps
        let times = KeyframeSampler.sampleTimes(duration: curve.duration, fps: fps)
        let lastIndex = times.count - 1
        var progress = [Keyframe]()
        progress.reserveCapacity(times.count)
        for (index, time) in times.enumerated() {
            // The last instant first: a curve of one instant ends where it starts, at its target.
            let value = index == lastIndex ? 1 : index == 0 ? 0 : curve.progress(atTime: time)
            progress.append(Keyframe(time: time, value: value))
        }
        self.progress = progress
    }

    /// Keyframes that move a value from `from` to `to` along the curve: exactly `from` at the first instant and `to`
    /// at the last, from + (to − from)·progress between; with a delay, one more keyframe at time 0 holds `from`, and
    /// the curve's follow, shifted by `delay`.
    func keyframes(from: Double, to: Double, delay: Double = 0) -> [Keyframe] {
        var keyframes = [Keyframe]()
        keyframes.reserveCapacity(progress.count + 1)
        if delay > 0 {
            keyframes.append(Keyframe(time: 0, value: from))
        }
        let lastIndex = progress.count - 1
        for index in progress.indices {
            let sample = progress[index]
            let value = index == lastIndex ? to : index == 0 ? from : from + (to - from) * sample.value
            keyframes.append(Keyframe(time: delay + sample.time, value: value))
        }
        return keyframes
    }
}

/// The curves of one transition, each sampled once however many tracks move on it; the profile's own curves at the
/// default frame rate come ready-sampled from `SheetMotion`, made once per process.
struct CurveSampler {
    private var sampled: [SampledCurve]
    /// The frame rate of every track of the transition.
    let fps: Int

    /// A sampler for a transition at `fps` under `motion`.
    init(motion: SheetMotion, fps: Int) {
        sampled = motion.presampled
        self.fps = fps
    }

    /// `curve` sampled at the transition's frame rate.
    mutating func sampled(_ curve: TimingCurve) -> SampledCurve {
        let fps = self.fps
        if let known = sampled.firstInPlace(where: { $0.pointee.fps == fps && $0.pointee.curve == curve }) {
            return known
        }
        let new = SampledCurve(curve, fps: fps)
        sampled.append(new)
        return new
    }
}
