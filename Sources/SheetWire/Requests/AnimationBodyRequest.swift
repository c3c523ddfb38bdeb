import AnimationCore

/// A decoded `POST /animation` body: an alert controller's transition, or a presentation sheet's.
package enum AnimationBodyRequest: Sendable {
    /// `UIAlertController` (`sheet`): present or dismiss.
    case alertController(AnimationRequest)
    /// `UISheetPresentationController` (`sheetPresentation`): present, dismiss, a detent change or a release.
    case presentationSheet(PresentationAnimationRequest)

    /// The encoding asked for.
    package var format: AnimationFormat {
        get {
            switch self {
            case .alertController(let request): request.options.format
            case .presentationSheet(let request): request.format
            }
        }
        set {
            switch self {
            case .alertController(var request):
                request.options.format = newValue
                self = .alertController(request)
            case .presentationSheet(var request):
                request.format = newValue
                self = .presentationSheet(request)
            }
        }
    }
}

/// A presentation sheet's `/animation` body: the transition and its encoding.
package struct PresentationAnimationRequest: Sendable {
    /// The sheet, the move and the sampling.
    package var transition: PresentationTransitionRequest
    /// The encoding of the answer (default `keyframes`).
    package var format: AnimationFormat = .keyframes
}
