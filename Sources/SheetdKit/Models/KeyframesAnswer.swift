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
