/// One sampled instant of an animated value.
public struct Keyframe: Sendable, Equatable {
    /// Seconds since the animation (including its delay) began.
    public var time: Double
    /// The animated value at `time`, in the caller's units (points, opacity…).
    public var value: Double
}
