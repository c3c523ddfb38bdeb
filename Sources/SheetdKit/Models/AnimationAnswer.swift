/// An `/animation` answer in any of its formats: an alert controller's (``AnimationAnswer``) or a presentation
/// sheet's (``PresentationAnimationAnswer``), which differ only in the models of their keyframes and Core Animation
/// answers.
///
/// As JSON it is told apart by its members: a Lottie document has `v` and `layers`, the others say their
/// `format`; the CSS style sheet is a JSON string.
public enum AnimationAnswerOf<Keyframes, CoreAnimation>: Codable, Sendable, Equatable
where
    Keyframes: Codable & Sendable & Equatable,
    CoreAnimation: Codable & Sendable & Equatable
{
    /// `keyframes`.
    case keyframes(Keyframes)
    /// `coreAnimation`.
    case coreAnimation(CoreAnimation)
    /// `css`: the style sheet's text.
    case css(String)
    /// `lottie`.
    case lottie(LottieDocument)

    private enum CodingKeys: String, CodingKey { case format, v }

    /// Decodes the answer in whichever format it is.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .css(text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.v) {
            self = .lottie(try LottieDocument(from: decoder))
        } else if try container.decodeIfPresent(AnimationFormat.self, forKey: .format) == .coreAnimation {
            self = .coreAnimation(try CoreAnimation(from: decoder))
        } else {
            self = .keyframes(try Keyframes(from: decoder))
        }
    }

    /// Encodes the answer as its format's JSON (CSS as a string).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .keyframes(let answer): try answer.encode(to: encoder)
        case .coreAnimation(let answer): try answer.encode(to: encoder)
        case .lottie(let answer): try answer.encode(to: encoder)
        case .css(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    /// The keyframes answer, if it is one.
    public var keyframes: Keyframes? {
        if case .keyframes(let answer) = self { return answer }
        return nil
    }
}

/// An alert controller's `/animation` answer in any of its formats.
public typealias AnimationAnswer = AnimationAnswerOf<KeyframesAnswer, CoreAnimationAnswer>
