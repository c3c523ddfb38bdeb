/// How an animation's progress runs from 0 to 1 over a fixed duration.
///
/// A spring is cut at `duration`: `progress(atTime:)` reports the spring's own value there (0.9990 for the action
/// sheet at 0.404 s), not 1. The final progress of a played animation is nevertheless exactly 1: the keyframe
/// sampler and the CSS export snap the last instant to the target, as Core Animation does when it removes a
/// finished animation and shows the model value.
///
/// ```swift
/// let curve = TimingCurve.actionSheet
/// curve.progress(atTime: 0.101)  // 0.6711
/// ```
public enum TimingCurve: Sendable, Equatable {
    /// A spring animation cut at `duration` seconds.
    case spring(Spring, duration: Double)
    /// A cubic Bézier timing function stretched over `duration` seconds.
    case cubicBezier(CubicBezierTimingFunction, duration: Double)

    /// UIKit's action-sheet presentation in the default profile: `Spring.actionSheet` over
    /// `Spring.actionSheetDuration` (0.404 s).
    public static let actionSheet = SheetMotion.standard.curve

    /// The length of the animation in seconds.
    public var duration: Double {
        switch self {
        case .spring(_, let duration), .cubicBezier(_, let duration):
            return duration
        }
    }

    /// The progress at `time` seconds after the start.
    ///
    /// - Parameter time: Seconds since the start, clamped to [0, `duration`].
    /// - Returns: 0 at the start. At `duration`, 1 for a Bézier and the spring's own value for a spring. A
    ///   curve whose duration is not positive is 1 from time 0 on (it jumps, as a zero-duration UIKit animation
    ///   does).
    public func progress(atTime time: Double) -> Double {
        let duration = self.duration
        guard duration > 0 else { return 1 }
        let clamped = min(max(time, 0), duration)
        switch self {
        case .spring(let spring, _):
            return spring.progress(at: clamped)
        case .cubicBezier(let function, _):
            return function.progress(at: clamped / duration)
        }
    }
}
