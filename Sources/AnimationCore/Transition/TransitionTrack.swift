import LayoutCore

/// The property of an element that a track animates.
public enum AnimatedProperty: String, Sendable, CaseIterable {
    /// The screen y of the element's top edge, in points (`frame.origin.y` in window coordinates).
    case positionY = "position.y"
    /// The element's opacity, 0 (transparent) to 1.
    case opacity
    /// The element's scale (`transform.scale`, the same both ways), 1 at rest, about the track's `origin`.
    case scale = "transform.scale"
    /// The vertical translation applied after the scale (`transform.translation.y`), in points: a presentation
    /// sheet's Liquid Glass inset and the scale-down of the view behind it (docs/detents.md §5, §7).
    case translationY = "transform.translation.y"
    /// The height of the element's frame (`bounds.size.height`), in points: a presentation sheet's, which runs from
    /// its top to the screen's bottom at every detent (docs/detents.md §2).
    case height = "bounds.size.height"
    /// The radius of all four corners (`cornerRadius`), in points: the view behind a presentation sheet.
    case cornerRadius
    /// The radius of the top corners, in points: a presentation sheet's (docs/detents.md §4).
    case topCornerRadius = "cornerRadius.top"
    /// The radius of the bottom corners, in points: a presentation sheet's (docs/detents.md §4).
    case bottomCornerRadius = "cornerRadius.bottom"
    /// The shadow's opacity (`shadowOpacity`), 0 to 1.
    case shadowOpacity

    /// Whether the values are points (rounded as geometry) rather than unitless fractions and scales.
    public var isGeometry: Bool {
        switch self {
        case .positionY, .height, .translationY, .cornerRadius, .topCornerRadius, .bottomCornerRadius: return true
        case .opacity, .scale, .shadowOpacity: return false
        }
    }
}

/// One property of one element over a transition: where it starts and ends, how it gets there, and the
/// keyframes sampled from that.
///
/// ```swift
/// let transition = SheetTransition(layout: layout, kind: .present)
/// let sheet = transition.track("sheet", .positionY)
/// sheet?.keyframes.last?.value == layout.sheetFrame.y  // true
/// ```
public struct TransitionTrack: Sendable, Equatable {
    /// The element: `sheet` (the alert controller's view), `cancelGroup`, `customView` or `dimming`.
    public let target: String
    /// The animated property.
    public let property: AnimatedProperty
    /// The timing curve and its duration; the track starts with the transition (no delay).
    public let curve: TimingCurve
    /// The value at time 0.
    public let from: Double
    /// The value at the end of the track.
    public let to: Double
    /// The element's frame at rest, in screen coordinates: where the layout puts it.
    public let restFrame: Rect
    /// For a scale: the point that stays put, in screen coordinates (the elements that grow together share it).
    public let origin: Point?
    /// The samples: every 1/fps s from 0, plus the last instant, `from` first and exactly `to` last.
    public let keyframes: [Keyframe]

    /// The track as its two ends, `from` at 0 and `to` at the curve's duration: what a player that eases between
    /// keyframes with the curve itself (a Lottie segment, a `CAKeyframeAnimation` timing function) needs.
    public var endpoints: [Keyframe] {
        [Keyframe(time: 0, value: from), Keyframe(time: curve.duration, value: to)]
    }

    /// Creates a track and samples it.
    ///
    /// - Precondition: `from` and `to` are finite, `fps > 0`, and the curve's duration is finite and not negative.
    /// - Parameters:
    ///   - target: The element's id.
    ///   - property: The animated property.
    ///   - curve: The timing curve.
    ///   - from: The value at time 0.
    ///   - to: The value at the end.
    ///   - restFrame: The element's frame at rest, in screen coordinates.
    ///   - origin: For a scale, the point that stays put, in screen coordinates.
    ///   - fps: The sampling rate in frames per second.
    public init(
        target: String, property: AnimatedProperty, curve: TimingCurve, from: Double, to: Double, restFrame: Rect,
        origin: Point? = nil, fps: Int
    ) {
        self.init(
            target: target, property: property, sampled: SampledCurve(curve, fps: fps), from: from, to: to,
            restFrame: restFrame, origin: origin)
    }

    /// Creates a track on a curve already sampled, which other tracks of the transition may share.
    init(
        target: String, property: AnimatedProperty, sampled: SampledCurve, from: Double, to: Double, restFrame: Rect,
        origin: Point? = nil
    ) {
        precondition(from.isFinite && to.isFinite, "keyframe values must be finite")
        self.target = target
        self.property = property
        curve = sampled.curve
        self.from = from
        self.to = to
        self.restFrame = restFrame
        self.origin = origin
        keyframes = sampled.keyframes(from: from, to: to)
    }

    /// The length of the track in seconds.
    public var duration: Double { curve.duration }

    /// Whether the value stays the same from start to end.
    public var isConstant: Bool { from == to }

    /// The value at `time` seconds after the transition began, from the analytic curve (not the keyframes).
    ///
    /// The end of the track is exactly `to`, as the keyframes' last instant is; after it the value holds.
    ///
    /// - Parameter time: Seconds since the start of the transition.
    /// - Returns: `from` at or before 0, `to` from the track's end on.
    public func value(at time: Double) -> Double {
        if time <= 0 { return from }
        if time >= duration { return to }
        return from + (to - from) * curve.progress(atTime: time)
    }
}
