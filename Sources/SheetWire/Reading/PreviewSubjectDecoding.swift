import LayoutCore
import StrictJSON

/// What a `POST /preview` body asks to draw: an alert controller's sheet (`sheet`), still or with its transition,
/// or a presentation sheet with detents (`sheetPresentation`), still.
package enum PreviewSubject: Sendable {
    /// `UIAlertController`, with its transition when the body names one.
    case alertController(PreviewRequest)
    /// `UISheetPresentationController` at its current position.
    case presentationSheet(PresentationSheetRequest)

    /// Whether the picture moves (a transition in a loop): a PNG cannot show it.
    package var isAnimated: Bool {
        if case .alertController(let preview) = self { return preview.animation != nil }
        return false
    }
}

extension OptionsRequestDecoding {
    /// The `POST /preview` request in `body`: the alert controller's (`previewRequest(from:)`) unless the root has a
    /// `sheetPresentation` member.
    ///
    /// A presentation sheet takes `/layout`'s members and `transition`, which only `null` may fill for now: its
    /// detent animations are not drawn yet, and a transition is refused at `/transition` with every other issue.
    /// - Throws: `WireError` for a body that is not JSON, or `.invalid` with every wrong field.
    package static func previewSubject(from body: [UInt8]) throws(WireError) -> PreviewSubject {
        let root = try RequestBody.rootObject(of: body)
        guard PresentationRequestDecoding.isPresentationSheet(root) else {
            return .alertController(try previewRequest(in: root))
        }
        let transition = AnimationOptionMember.transition.rawValue
        var issues: [ValidationIssue] = []
        if let value = root.value(of: AnimationOptionMember.transition), !value.isNull {
            issues.append(
                ValidationIssue(
                    pointer: JSONPointer.root.appending(transition).description,
                    detail:
                        "not yet: a presentation sheet's preview is a still picture of its current position; "
                        + "leave out transition"))
        }
        let request: PresentationSheetRequest
        do {
            request = try PresentationRequestDecoding.presentationSheetRequest(
                in: root, allowedKeys: WireDecoder.presentationRequestKeys + [transition])
        } catch {
            guard case .invalid(let others) = error else { throw error }
            throw .invalid(issues.adding(others))
        }
        guard issues.isEmpty else { throw .invalid(issues) }
        return .presentationSheet(request)
    }
}
