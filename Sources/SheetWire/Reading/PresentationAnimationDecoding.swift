import AnimationCore
import LayoutCore
import StrictJSON

extension OptionsRequestDecoding {
    /// The `POST /animation` request in `body`: an alert controller's, or a presentation sheet's when the root has
    /// `sheetPresentation`.
    ///
    /// The direct reader declines a body with `sheetPresentation` (not one of its members), so the alert
    /// controller's common request costs nothing more; otherwise the body is parsed once for either kind.
    /// - Throws: `WireError` for a body that is not JSON, or `.invalid` with every wrong field.
    package static func animationBodyRequest(from body: [UInt8]) throws(WireError) -> AnimationBodyRequest {
        if let request = directAnimationRequest(body) { return .alertController(request) }
        let root = try RequestBody.rootObject(of: body)
        guard PresentationRequestDecoding.isPresentationSheet(root) else {
            return .alertController(try genericAnimationRequest(in: root))
        }
        return .presentationSheet(try presentationAnimationRequest(in: root))
    }

    /// The members of a presentation sheet's `/animation` body.
    static let presentationAnimationKeys = WireDecoder.presentationRequestKeys + PresentationAnimationMember.names

    /// A presentation sheet's `/animation` request: the `/layout` members and `transition`, `fps`, `format`,
    /// `fromDetentIdentifier`, `toDetentIdentifier`, every issue of both together. Whether the detents named are
    /// active is the transition's to say (`PresentationTransition(request:)`), once the sheet is laid out.
    /// - Throws: `WireError.invalid` with every issue found.
    static func presentationAnimationRequest(in root: JSONObject) throws(WireError) -> PresentationAnimationRequest {
        var decoder = WireDecoder()
        let kinds = PresentationTransitionKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let kind = decoder.choice(
            root, PresentationAnimationMember.transition, at: .root, as: PresentationTransitionKind.self)
        if kind == nil, WireDecoder.isAbsent(root.value(of: PresentationAnimationMember.transition)) {
            decoder.fail(
                JSONPointer.root.appending(PresentationAnimationMember.transition.rawValue), "is required: \(kinds)")
        }
        let fps = decoder.frameRate(root, at: .root)
        let format = decoder.choice(root, PresentationAnimationMember.format, at: .root, as: AnimationFormat.self)
        let from = decoder.string(root, PresentationAnimationMember.fromDetentIdentifier, at: .root)
        let to = decoder.string(root, PresentationAnimationMember.toDetentIdentifier, at: .root)
        let sheet = try WireError.together(
            { () throws(WireError) in
                try PresentationRequestDecoding.presentationSheetRequest(
                    in: root, allowedKeys: presentationAnimationKeys)
            }, with: decoder.issues)
        guard let kind, let fps else { throw .invalid(decoder.issues) }
        return PresentationAnimationRequest(
            transition: PresentationTransitionRequest(
                sheet: sheet, kind: kind, fromDetentIdentifier: from, toDetentIdentifier: to, fps: fps),
            format: format ?? .keyframes)
    }
}
