import AnimationCore
import LayoutCore
import SheetWire

/// `/animation` and `/animation.css` for a presentation sheet (a body with `sheetPresentation`).
extension SheetAnswers {
    /// The transition `request` asks for, in its format.
    /// - Throws: the 422 problem of an invalid sheet, a detent that is unknown or inactive, a release without a
    ///   velocity.
    package static func animation(of request: PresentationAnimationRequest) throws(Problem) -> Answer {
        let transition = try presentationTransition(for: request.transition)
        switch request.format {
        case .keyframes:
            return .json(PresentationAnimationEncoder.encode(transition))
        case .coreAnimation:
            return .json(PresentationAnimationEncoder.encodeCoreAnimation(transition))
        case .css:
            return Answer(
                body: Array(CSSKeyframesStylesheet(presentation: transition).text.utf8),
                contentType: "text/css; charset=utf-8")
        case .lottie:
            return .json(
                LottieEncoder.encode(transition, style: request.transition.sheet.traits.userInterfaceStyle))
        }
    }

    /// The transition of `request`, its validation issues as a 422 problem: what an animated preview plays.
    public static func presentationTransition(for request: PresentationTransitionRequest) throws(Problem)
        -> PresentationTransition
    {
        try presentationTransition(for: request, layout: layout(for: request.sheet))
    }

    /// The transition of `request` over `layout`, the layout of `request.sheet` the caller has already computed
    /// (`layout(for:)`), so that an animated preview lays the request out once; its issues as a 422 problem.
    package static func presentationTransition(
        for request: PresentationTransitionRequest, layout: PresentationSheetLayout
    ) throws(Problem) -> PresentationTransition {
        do {
            return try PresentationTransition(request: request, layout: layout)
        } catch {
            throw .invalid(error.issues)
        }
    }
}
