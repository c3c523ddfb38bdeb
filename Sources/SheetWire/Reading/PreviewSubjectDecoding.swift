import AnimationCore
import LayoutCore
import StrictJSON

/// What a `POST /preview` body asks to draw: an alert controller's sheet (`sheet`), still or with its transition,
/// or a presentation sheet with detents (`sheetPresentation`), still or with its transition.
package enum PreviewSubject: Sendable {
    /// `UIAlertController`, with its transition when the body names one.
    case alertController(PreviewRequest)
    /// `UISheetPresentationController` at its current position.
    case presentationSheet(PresentationSheetRequest)
    /// `UISheetPresentationController` playing a transition in a loop: the one `/animation` computes for the same
    /// members.
    case presentationTransition(PresentationTransitionRequest)

    /// Whether the picture moves (a transition in a loop): a PNG cannot show it.
    package var isAnimated: Bool {
        switch self {
        case .alertController(let preview): return preview.animation != nil
        case .presentationSheet: return false
        case .presentationTransition: return true
        }
    }
}

extension OptionsRequestDecoding {
    /// The members of a presentation sheet's `/preview` body: `/animation`'s but `format` (the media type is the
    /// `Accept` header's to choose).
    static let presentationPreviewKeys =
        WireDecoder.presentationRequestKeys
        + PresentationAnimationMember.allCases.filter { $0 != .format }.map(\.rawValue)

    /// The `POST /preview` request in `body`: the alert controller's (`previewRequest(from:)`) unless the root has a
    /// `sheetPresentation` member.
    ///
    /// A presentation sheet takes `/layout`'s members and, to play a transition, `/animation`'s `transition`,
    /// `fps`, `fromDetentIdentifier` and `toDetentIdentifier`; without a `transition` (or with `null`) it is a still
    /// picture, the others checked all the same, as an alert controller's are.
    /// - Throws: `WireError` for a body that is not JSON, or `.invalid` with every wrong field.
    package static func previewSubject(from body: [UInt8]) throws(WireError) -> PreviewSubject {
        let root = try RequestBody.rootObject(of: body)
        guard PresentationRequestDecoding.isPresentationSheet(root) else {
            return .alertController(try previewRequest(in: root))
        }
        var decoder = WireDecoder()
        let kind = decoder.choice(
            root, PresentationAnimationMember.transition, at: .root, as: PresentationTransitionKind.self)
        let fps = decoder.frameRate(root, at: .root)
        let from = decoder.string(root, PresentationAnimationMember.fromDetentIdentifier, at: .root)
            .map(WireDecoder.canonicalIdentifier)
        let to = decoder.string(root, PresentationAnimationMember.toDetentIdentifier, at: .root)
            .map(WireDecoder.canonicalIdentifier)
        let sheet = try PresentationRequestDecoding.transitionSheet(
            in: root, allowedKeys: presentationPreviewKeys, others: decoder.issues, kind: kind, from: from, to: to)
        guard let fps else { throw .invalid(decoder.issues) }
        guard let kind else { return .presentationSheet(sheet) }
        return .presentationTransition(
            PresentationTransitionRequest(
                sheet: sheet, kind: kind, fromDetentIdentifier: from, toDetentIdentifier: to, fps: fps))
    }
}
