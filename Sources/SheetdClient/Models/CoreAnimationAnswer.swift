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

/// One layer's animation.
public struct LayerAnimation: Codable, Sendable, Equatable {
    /// The element.
    public var target: String
    /// `position.y`, `opacity` or (`ios26`) `transform.scale`.
    public var keyPath: String
    /// For `transform.scale`, the layer's anchor point that makes it scale about the track's origin.
    public var layerAnchorPoint: Point?
    /// For `transform.scale`, the layer's position: the origin in screen coordinates.
    public var layerPosition: Point?
    /// Seconds from the start of the transition.
    public var beginTime: Double
    /// Seconds.
    public var duration: Double
    /// The first value.
    public var fromValue: Double
    /// The last value.
    public var toValue: Double
    /// The `CAKeyframeAnimation`.
    public var keyframeAnimation: KeyframeAnimation
    /// The `CASpringAnimation`, for springs.
    public var springAnimation: SpringParameters?
}

/// A `CAKeyframeAnimation`'s key times, values and per-segment timing functions.
public struct KeyframeAnimation: Codable, Sendable, Equatable {
    /// `linear`.
    public var calculationMode: String
    /// 0…1.
    public var keyTimes: [Double]
    /// One per key time.
    public var values: [Double]
    /// One `[x1, y1, x2, y2]` per segment.
    public var timingFunctions: [[Double]]
}

/// The `/animation` answer with `format: lottie` (openapi.yaml `LottieDocument`): a Bodymovin 5.7 document.
public struct LottieDocument: Codable, Sendable, Equatable {
    /// The Bodymovin version.
    public var v: String
    /// The name.
    public var nm: String?
    /// The frame rate.
    public var fr: Double
    /// The first frame.
    public var ip: Double
    /// The frame after the last.
    public var op: Double
    /// The width.
    public var w: Double
    /// The height.
    public var h: Double
    /// 0: two-dimensional.
    public var ddd: Int?
    /// Precompositions.
    public var assets: [JSONDocument]?
    /// The layers, as Lottie defines them.
    public var layers: [JSONDocument]
}
