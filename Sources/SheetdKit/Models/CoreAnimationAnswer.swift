/// The `/animation` answer with `format: coreAnimation` (openapi.yaml `CoreAnimationResponse`): per track, a
/// `CAKeyframeAnimation` and, for springs, the `CASpringAnimation` parameters.
public struct CoreAnimationAnswer: Codable, Sendable, Equatable {
    /// The transition's facts.
    public var header: TransitionHeader
    /// The layers' anchor point (`position.y` values are centres).
    public var anchorPoint: Point
    /// One animation per track.
    public var animations: [LayerAnimation]

    private enum CodingKeys: String, CodingKey { case anchorPoint, animations }

    /// Decodes the header's members and the animations from one object.
    public init(from decoder: any Decoder) throws {
        header = try TransitionHeader(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        anchorPoint = try container.decode(Point.self, forKey: .anchorPoint)
        animations = try container.decode([LayerAnimation].self, forKey: .animations)
    }

    /// Encodes the header's members and the animations into one object.
    public func encode(to encoder: any Encoder) throws {
        try header.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(anchorPoint, forKey: .anchorPoint)
        try container.encode(animations, forKey: .animations)
    }
}
