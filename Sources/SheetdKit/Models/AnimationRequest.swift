/// The body of `POST /animation` (openapi.yaml `AnimationRequest`): a `/layout` request plus the transition.
public struct AnimationRequest: Codable, Sendable, Equatable {
    /// The sheet to animate.
    public var layout: LayoutRequest
    /// `present` or `dismiss`.
    public var transition: TransitionKind
    /// Frames per second, 1 to 240; 60 when `nil`.
    public var fps: Int?
    /// The custom view's fade on dismissal; the seed's when `nil`.
    public var customViewFade: CustomViewFadeOption?
    /// The answer's encoding; `keyframes` when `nil`.
    public var format: AnimationFormat?
    /// How far the sheet slides; UIKit's own slide when `nil`.
    public var slide: TransitionSlide?

    /// Creates a request.
    public init(
        _ layout: LayoutRequest, transition: TransitionKind, fps: Int? = nil,
        customViewFade: CustomViewFadeOption? = nil, format: AnimationFormat? = nil, slide: TransitionSlide? = nil
    ) {
        (self.layout, self.transition, self.fps, self.customViewFade, self.format, self.slide) = (
            layout, transition, fps, customViewFade, format, slide
        )
    }

    /// Decodes the layout members and the transition's from one object; `transition` is required.
    public init(from decoder: any Decoder) throws {
        let members = try TransitionMembers(from: decoder)
        guard let transition = members.transition else {
            throw DecodingError.keyNotFound(
                TransitionMembers.CodingKeys.transition,
                .init(codingPath: decoder.codingPath, debugDescription: "an animation needs its transition"))
        }
        self.init(
            try LayoutRequest(from: decoder), transition: transition, fps: members.fps,
            customViewFade: members.customViewFade, format: members.format, slide: members.slide)
    }

    /// Encodes the layout members and the transition's into one object.
    public func encode(to encoder: any Encoder) throws {
        try layout.encode(to: encoder)
        try TransitionMembers(
            transition: transition, fps: fps, customViewFade: customViewFade, format: format, slide: slide
        ).encode(to: encoder)
    }
}

/// The body of `POST /preview` (openapi.yaml `PreviewRequest`): a `/layout` request, plus a transition to draw
/// in a loop.
public struct PreviewRequest: Codable, Sendable, Equatable {
    /// The sheet to draw.
    public var layout: LayoutRequest
    /// `present` or `dismiss` to draw the transition in a loop; a still picture when `nil`.
    public var transition: TransitionKind?
    /// Frames per second of the transition; 60 when `nil`.
    public var fps: Int?
    /// The custom view's fade on dismissal; the seed's when `nil`.
    public var customViewFade: CustomViewFadeOption?
    /// How far the sheet slides; UIKit's own slide when `nil`.
    public var slide: TransitionSlide?

    /// Creates a request.
    public init(
        _ layout: LayoutRequest, transition: TransitionKind? = nil, fps: Int? = nil,
        customViewFade: CustomViewFadeOption? = nil, slide: TransitionSlide? = nil
    ) {
        (self.layout, self.transition, self.fps, self.customViewFade, self.slide) = (
            layout, transition, fps, customViewFade, slide
        )
    }

    /// Decodes the layout members and the transition's from one object.
    public init(from decoder: any Decoder) throws {
        let members = try TransitionMembers(from: decoder)
        self.init(
            try LayoutRequest(from: decoder), transition: members.transition, fps: members.fps,
            customViewFade: members.customViewFade, slide: members.slide)
    }

    /// Encodes the layout members and the transition's into one object.
    public func encode(to encoder: any Encoder) throws {
        try layout.encode(to: encoder)
        try TransitionMembers(transition: transition, fps: fps, customViewFade: customViewFade, slide: slide)
            .encode(to: encoder)
    }
}

/// The members `/animation` and `/preview` add to a `/layout` request, beside the layout's in one object
/// (openapi.yaml `AnimationRequest`, `PreviewRequest`): both requests code them through this one type. A member
/// left `nil` is absent on the wire (`format` is always `nil` for a preview).
struct TransitionMembers: Codable {
    enum CodingKeys: String, CodingKey { case transition, fps, customViewFade, format, slide }

    var transition: TransitionKind?
    var fps: Int?
    var customViewFade: CustomViewFadeOption?
    var format: AnimationFormat?
    var slide: TransitionSlide?
}

/// How the custom view fades out on dismissal (openapi.yaml `customViewFade`): a fade, or `false` for none.
public enum CustomViewFadeOption: Codable, Sendable, Equatable {
    /// A fade to transparent from the start of the transition.
    case fade(duration: Double? = nil, curve: FadeCurveName? = nil)
    /// No fade (`false`): the custom view is left behind while the sheet slides away.
    case off

    private enum CodingKeys: String, CodingKey { case duration, curve }

    /// Decodes `false` or a fade object.
    public init(from decoder: any Decoder) throws {
        if let flag = try? decoder.singleValueContainer().decode(Bool.self) {
            guard !flag else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "customViewFade is an object or false"))
            }
            self = .off
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .fade(
            duration: try container.decodeIfPresent(Double.self, forKey: .duration),
            curve: try container.decodeIfPresent(FadeCurveName.self, forKey: .curve))
    }

    /// Encodes `false` or a fade object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .off:
            var container = encoder.singleValueContainer()
            try container.encode(false)
        case .fade(let duration, let curve):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(duration, forKey: .duration)
            try container.encodeIfPresent(curve, forKey: .curve)
        }
    }
}
