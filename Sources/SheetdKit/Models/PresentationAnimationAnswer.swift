/// A presentation sheet's `/animation` answer in any of its formats (openapi.yaml `PresentationSheetAnimation`,
/// `PresentationSheetCoreAnimation`, `LottieDocument`; the CSS of `/animation.css`).
public typealias PresentationAnimationAnswer = AnimationAnswerOf<
    PresentationKeyframesAnswer, PresentationCoreAnimationAnswer
>
