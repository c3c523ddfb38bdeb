import AnimationCore
import LayoutCore

/// The encodings `POST /animation` answers with, chosen by the request's `format`.
public enum AnimationFormat: String, Sendable, CaseIterable {
    /// The track list of api.md as JSON (the default).
    case keyframes
    /// Per track: key path, key times 0…1, values and timing functions for `CAKeyframeAnimation`, and the
    /// `CASpringAnimation` parameters of springs, as JSON.
    case coreAnimation
    /// A `text/css` style sheet: `@keyframes` rules and one class per element.
    case css
    /// A Lottie JSON document drawing the dimming view, the sheet's groups and the custom view.
    case lottie
}

/// The `CAMediaTimingFunctionName`s a custom view fade may use.
public enum FadeCurveName: String, Sendable, CaseIterable {
    case linear, easeIn, easeOut, easeInEaseOut, `default`

    /// The timing function of the name.
    var function: CubicBezierTimingFunction {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInEaseOut: return .easeInEaseOut
        case .default: return .default
        }
    }
}

/// What `POST /animation` asks for beyond the layout.
package struct AnimationOptions: Sendable, Equatable {
    /// Present or dismiss (required).
    package var transition: TransitionKind
    /// The keyframes' sampling rate, 1…240 (default 60).
    package var fps: Int = SheetTransition.defaultFrameRate
    /// The custom view's fade on dismissal: the seed's by default, `nil` for `false`. Ignored on present.
    package var customViewFade: CustomViewFade? = .seed
    /// The encoding of the answer (default `keyframes`).
    package var format: AnimationFormat = .keyframes
    /// How far the sheet group and the custom view travel: UIKit's slide unless `clearCustomView` is asked for.
    package var slide: TransitionSlide = .uiKit
}

extension SheetTransition {
    /// The transition `options` ask for, of `layout`.
    ///
    /// - Parameters:
    ///   - layout: The sheet at rest.
    ///   - options: The transition, sampling rate, custom view fade and slide.
    package init(layout: SheetLayout, options: AnimationOptions) {
        self.init(
            layout: layout, kind: options.transition, fps: options.fps, customViewFade: options.customViewFade,
            slide: options.slide)
    }
}

/// A decoded `POST /animation` body: the `/layout` request and the animation options.
package struct AnimationRequest: Sendable {
    /// The sheet to animate.
    package var layout: LayoutRequest
    /// The transition, sampling and encoding.
    package var options: AnimationOptions
}
