import LayoutCore

/// A transition track as Core Animation takes it: a `CAKeyframeAnimation` (key times 0…1, values, one timing
/// function per segment) and, for a spring, the `CASpringAnimation` that plays it natively.
///
/// Positions are `position.y` of a layer with the default anchor point (0.5, 0.5), i.e. the centre of the
/// element's frame, in screen coordinates: right for layers that are siblings in a full-screen container. In
/// UIKit's own hierarchy the custom view is a subview of the alert controller's view and rides along with it;
/// animate only the outermost layer there. A spring track is sampled (linear segments between the keyframes, as
/// Motion's `CAKeyframeAnimationEmittable` does, but with key times normalised to 0…1 as Apple documents them);
/// a Bézier track is exact, two key times and its own timing function.
///
/// ```swift
/// let animation = CoreAnimationTrack(track: transition.tracks[0])
/// animation.keyTimes.last  // 1
/// ```
public struct CoreAnimationTrack: Sendable, Equatable {
    /// The anchor point y the position values assume, Core Animation's default.
    public static let anchorPointY = 0.5

    /// The element's id.
    public let target: String
    /// `position.y` or `opacity`.
    public let keyPath: String
    /// The animation's `duration`, in seconds; it begins with the transition.
    public let duration: Double
    /// The value at the start (`fromValue` of a spring animation).
    public let fromValue: Double
    /// The value at the end (`toValue`).
    public let toValue: Double
    /// `CAKeyframeAnimation.keyTimes`: fractions of `duration`, from exactly 0 to exactly 1, increasing.
    public let keyTimes: [Double]
    /// `CAKeyframeAnimation.values`, one per key time.
    public let values: [Double]
    /// `CAKeyframeAnimation.timingFunctions`, one per segment (one fewer than `values`).
    public let timingFunctions: [CubicBezierTimingFunction]
    /// The spring for a `CASpringAnimation`, when the track is a spring; play it over `duration`.
    public let spring: Spring?
    /// For `transform.scale`: the layer's `anchorPoint` (unit coordinates of its rest frame) that puts the track's
    /// origin at the anchor, so that the layer scales about it; set it, and `position` to the origin, before
    /// adding the animation.
    public let anchorPoint: Point?

    /// Converts a transition track.
    ///
    /// - Parameter track: The track.
    public init(track: TransitionTrack) {
        target = track.target
        keyPath = track.property.rawValue
        duration = track.duration
        let frame = track.restFrame
        anchorPoint = track.origin.map { origin in
            Point(
                x: frame.width > 0 ? (origin.x - frame.x) / frame.width : 0.5,
                y: frame.height > 0 ? (origin.y - frame.y) / frame.height : 0.5)
        }
        let shift = track.property == .positionY ? track.restFrame.height * Self.anchorPointY : 0
        fromValue = track.from + shift
        toValue = track.to + shift
        switch track.curve {
        case .spring(let spring, let duration):
            self.spring = spring
            let keyframes = track.keyframes
            let lastIndex = keyframes.count - 1
            keyTimes = keyframes.indices.map { index in
                if index == lastIndex { return 1 }
                return duration > 0 ? keyframes[index].time / duration : 0
            }
            values = keyframes.map { $0.value + shift }
            timingFunctions = Array(repeating: .linear, count: max(0, lastIndex))
        case .cubicBezier(let function, _):
            spring = nil
            keyTimes = [0, 1]
            values = [track.from + shift, track.to + shift]
            timingFunctions = [function]
        }
    }
}
