/// The members every JSON `/animation` answer starts with: the transition, its length, rate, format, screen,
/// offset and the custom view's fade.
public struct TransitionHeader: Codable, Sendable, Equatable {
    /// `present` or `dismiss`.
    public var transition: TransitionKind
    /// The length of the whole transition in seconds.
    public var duration: Double
    /// The sampling rate.
    public var fps: Int
    /// The answer's encoding.
    public var format: AnimationFormat
    /// The slide played: `nil` when nothing slides (an iOS 26 card or popover, `null` on the wire) and from a sheetd
    /// before the `slide` member.
    public var slide: TransitionSlide?
    /// The screen's size and scale.
    public var screen: ScreenSize
    /// How far the sheet slides; `nil` when nothing slides (an iOS 26 card or popover, where the member is absent).
    public var offset: TransitionOffset?
    /// With `ios26`, the inferred curve parameters (`nil` when the member is absent).
    public var assumptions: [String]?
    /// The custom view's fade, when the layout has a custom view (`nil` when the member is absent; a `null` on the
    /// wire is ``CustomViewFadeAnswer/none``).
    public var customViewFade: CustomViewFadeAnswer?
    /// The layout's warnings (`nil` from an older sheetd).
    public var warnings: [Warning]?

    private enum CodingKeys: String, CodingKey {
        case transition, duration, fps, format, slide, screen, offset, assumptions, customViewFade, warnings
    }

    /// Decodes the members, `customViewFade: null` as ``CustomViewFadeAnswer/none`` (not as absent).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        transition = try container.decode(TransitionKind.self, forKey: .transition)
        duration = try container.decode(Double.self, forKey: .duration)
        fps = try container.decode(Int.self, forKey: .fps)
        format = try container.decode(AnimationFormat.self, forKey: .format)
        slide = try container.decodeIfPresent(TransitionSlide.self, forKey: .slide)
        screen = try container.decode(ScreenSize.self, forKey: .screen)
        offset = try container.decodeIfPresent(TransitionOffset.self, forKey: .offset)
        assumptions = try container.decodeIfPresent([String].self, forKey: .assumptions)
        customViewFade =
            container.contains(.customViewFade)
            ? try container.decode(CustomViewFadeAnswer.self, forKey: .customViewFade) : nil
        warnings = try container.decodeIfPresent([Warning].self, forKey: .warnings)
    }

    /// Encodes the members; ``CustomViewFadeAnswer/none`` as `null`, and a missing `slide` as `null` without `offset`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(transition, forKey: .transition)
        try container.encode(duration, forKey: .duration)
        try container.encode(fps, forKey: .fps)
        try container.encode(format, forKey: .format)
        if let slide {
            try container.encode(slide, forKey: .slide)
        } else if offset == nil {
            // Nothing slides (an iOS 26 card or popover): sheetd writes `slide: null` and no `offset`.
            try container.encodeNil(forKey: .slide)
        }
        try container.encode(screen, forKey: .screen)
        try container.encodeIfPresent(offset, forKey: .offset)
        if let assumptions { try container.encode(assumptions, forKey: .assumptions) }
        if let customViewFade { try container.encode(customViewFade, forKey: .customViewFade) }
        try container.encodeIfPresent(warnings, forKey: .warnings)
    }
}

/// The custom view's fade as applied: a fade, `false` (none, on dismissal) or `null` (none, on presentation).
public enum CustomViewFadeAnswer: Codable, Sendable, Equatable {
    /// A fade from the start of the transition.
    case fade(duration: Double, curve: String, controlPoints: [Double])
    /// `false`: the fade was turned off.
    case off
    /// `null`: nothing fades (a presentation).
    case none

    private enum CodingKeys: String, CodingKey { case duration, curve, controlPoints }

    /// Decodes `null`, `false` or a fade.
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .none
        } else if (try? single.decode(Bool.self)) == false {
            self = .off
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = .fade(
                duration: try container.decode(Double.self, forKey: .duration),
                curve: try container.decode(String.self, forKey: .curve),
                controlPoints: try container.decode([Double].self, forKey: .controlPoints))
        }
    }

    /// Encodes `null`, `false` or a fade.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .none:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .off:
            var container = encoder.singleValueContainer()
            try container.encode(false)
        case .fade(let duration, let curve, let controlPoints):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(duration, forKey: .duration)
            try container.encode(curve, forKey: .curve)
            try container.encode(controlPoints, forKey: .controlPoints)
        }
    }
}
