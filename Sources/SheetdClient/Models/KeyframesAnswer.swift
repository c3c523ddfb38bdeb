/// The `/animation` answer with `format: keyframes` (openapi.yaml `AnimationResponse`): tracks of keyframes with
/// analytic timing.
public struct KeyframesAnswer: Codable, Sendable, Equatable {
    /// The transition's facts.
    public var header: TransitionHeader
    /// One track per property of an element.
    public var tracks: [Track]
    /// On a dismissal without the fade, the custom view left behind.
    public var problem: LeftBehind?

    private enum CodingKeys: String, CodingKey { case tracks, problem }

    /// Decodes the header's members and the tracks from one object.
    public init(from decoder: any Decoder) throws {
        header = try TransitionHeader(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tracks = try container.decode([Track].self, forKey: .tracks)
        problem = try container.decodeIfPresent(LeftBehind.self, forKey: .problem)
    }

    /// Encodes the header's members and the tracks into one object.
    public func encode(to encoder: any Encoder) throws {
        try header.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tracks, forKey: .tracks)
        try container.encodeIfPresent(problem, forKey: .problem)
    }
}

/// One property of one element over the transition (openapi.yaml `AnimationTrack`).
public struct Track: Codable, Sendable, Equatable {
    /// The element: `sheet`, `cancelGroup`, `customView`, `dimming`.
    public var target: String
    /// `position.y` (screen y of the top edge) or `opacity`.
    public var property: AnimatedProperty
    /// The element's frame at rest.
    public var restFrame: Rect
    /// For `transform.scale` (`ios26`), the point that stays put, in screen coordinates.
    public var origin: Point?
    /// The value at the start.
    public var from: Double
    /// The value at the end.
    public var to: Double
    /// The timing curve.
    public var timing: Timing
    /// Samples every 1/fps s, with the first and last instant.
    public var keyframes: [Keyframe]
}

/// One sample of a track.
public struct Keyframe: Codable, Sendable, Equatable {
    /// Seconds from the start of the transition.
    public var time: Double
    /// Points for positions, 0 to 1 for opacity.
    public var value: Double
}

/// A track's timing curve (openapi.yaml `Timing`).
public enum Timing: Codable, Sendable, Equatable {
    /// A damped spring, as `UISpringTimingParameters`.
    case spring(SpringParameters)
    /// A cubic Bézier, as `CAMediaTimingFunction(controlPoints:)`.
    case cubicBezier(name: String?, controlPoints: [Double], duration: Double)

    private enum CodingKeys: String, CodingKey { case type, name, controlPoints, duration }

    /// Decodes the curve by its `type`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "spring":
            self = .spring(try SpringParameters(from: decoder))
        case "cubicBezier":
            self = .cubicBezier(
                name: try container.decodeIfPresent(String.self, forKey: .name),
                controlPoints: try container.decode([Double].self, forKey: .controlPoints),
                duration: try container.decode(Double.self, forKey: .duration))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown timing type \(other)")
        }
    }

    /// Encodes the curve with its `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .spring(let spring):
            try container.encode("spring", forKey: .type)
            try spring.encode(to: encoder)
        case .cubicBezier(let name, let controlPoints, let duration):
            try container.encode("cubicBezier", forKey: .type)
            try container.encodeIfPresent(name, forKey: .name)
            try container.encode(controlPoints, forKey: .controlPoints)
            try container.encode(duration, forKey: .duration)
        }
    }
}

/// A spring's parameters (`CASpringAnimation`), the time it is played over and its settling time.
public struct SpringParameters: Codable, Sendable, Equatable {
    /// The mass.
    public var mass: Double
    /// The stiffness.
    public var stiffness: Double
    /// The damping.
    public var damping: Double
    /// The initial velocity.
    public var initialVelocity: Double
    /// Seconds it is played over (where it is cut and snaps to its target).
    public var duration: Double
    /// Seconds until it is within 0.001 of the distance.
    public var settlingDuration: Double
}

/// A dismissal without the fade leaves the custom view on screen after the sheet is gone.
public struct LeftBehind: Codable, Sendable, Equatable {
    /// `customViewLeftBehind`.
    public var code: String
    /// For people.
    public var message: String
    /// When the sheet is off screen.
    public var sheetGoneAt: Double
    /// When the custom view is.
    public var customViewGoneAt: Double
    /// How long it shows alone.
    public var visibleDuration: Double
    /// Its frame when the sheet is gone.
    public var customViewFrameWhenSheetGone: Rect
    /// How much of it shows then.
    public var visibleHeightWhenSheetGone: Double
    /// When the transition ends (`nil` from an older sheetd).
    public var transitionEndsAt: Double?
    /// Its frame at the end of the transition.
    public var customViewFrameAtEnd: Rect?
    /// How much of it shows at the end.
    public var visibleHeightAtEnd: Double?
    /// Whether it disappears at once when the transition completes (UIKit removes the view).
    public var disappearsAtEnd: Bool?
    /// When the seed's fade would have ended.
    public var seedFadeEndsAt: Double
    /// Whether the seed's fade hides it in time.
    public var fixedBySeedFade: Bool
}
