extension TimingCurve {
    /// The first time at which the played progress reaches `target`.
    ///
    /// "Played" means as the keyframes show it: the curve's own progress before `duration`, and exactly 1 at
    /// `duration`, where a cut spring snaps to its target. The curve is scanned on a grid of one instant per
    /// millisecond (at least 64), which cannot miss a crossing of a monotone curve and, for an overshooting
    /// spring, only one narrower than a millisecond; the crossing found is then refined by bisection to about 1e-12 s.
    ///
    /// ```swift
    /// TimingCurve.actionSheet.firstTime(reachingProgress: 0.6711)  // ≈ 0.101
    /// ```
    /// - Parameter target: The progress to reach, as a fraction of the distance.
    /// - Returns: 0 when `target ≤ 0`; `nil` when the progress never reaches it (`target > 1` on a curve that never
    ///   overshoots that far, or a NaN target).
    public func firstTime(reachingProgress target: Double) -> Double? {
        if target <= 0 { return 0 }
        guard !target.isNaN else { return nil }
        let duration = max(self.duration, 0)
        func played(_ time: Double) -> Double { time >= duration ? 1 : progress(atTime: time) }
        let intervals = min(max(64, Int((duration * 1000).rounded(.up))), 100_000)
        var previous = 0.0
        for index in 1...intervals {
            let time = duration * Double(index) / Double(intervals)
            guard played(time) >= target else {
                previous = time
                continue
            }
            var low = previous
            var high = time
            for _ in 0..<60 where high - low > 1e-12 {
                let middle = (low + high) / 2
                if played(middle) >= target { high = middle } else { low = middle }
            }
            return high
        }
        return nil
    }
}
