import AnimationCore
import LayoutCore
import StrictJSON

extension OptionsRequestDecoding {
    /// The `POST /animation` request in `body`: an alert controller's, or a presentation sheet's when the root has
    /// `sheetPresentation`.
    ///
    /// The alert controller's direct reader is tried first (it declines a body with `sheetPresentation`, not one of
    /// its members, so its common request costs nothing more), then the presentation sheet's; a body both decline is
    /// parsed once for either kind.
    /// - Throws: `WireError` for a body that is not JSON, or `.invalid` with every wrong field.
    package static func animationBodyRequest(from body: [UInt8]) throws(WireError) -> AnimationBodyRequest {
        if let request = directAnimationRequest(body) { return .alertController(request) }
        if let request = directPresentationAnimationRequest(body) { return .presentationSheet(request) }
        let root = try RequestBody.rootObject(of: body)
        guard PresentationRequestDecoding.isPresentationSheet(root) else {
            return .alertController(try genericAnimationRequest(in: root))
        }
        return .presentationSheet(try presentationAnimationRequest(in: root))
    }

    /// A presentation sheet's `/animation` body read straight from the bytes, or nil to leave it to the generic
    /// path, which gives an equal request whenever this is not nil.
    package static func directPresentationAnimationRequest(_ body: [UInt8]) -> PresentationAnimationRequest? {
        DirectLayoutDecoder.presentationAnimationRequest(
            from: body, limits: RequestBody.parserLimits(forBodyOf: body.count))
    }

    /// The generic path alone: parse the whole body, then decode a presentation sheet's request from the tree.
    package static func genericPresentationAnimationRequest(from body: [UInt8]) throws(WireError)
        -> PresentationAnimationRequest
    {
        try presentationAnimationRequest(in: try RequestBody.rootObject(of: body))
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
        // UIKit's identifiers (`com.apple.UIKit.large`) name the system detents here too, as in `sheetPresentation`.
        let from = decoder.string(root, PresentationAnimationMember.fromDetentIdentifier, at: .root)
            .map(WireDecoder.canonicalIdentifier)
        let to = decoder.string(root, PresentationAnimationMember.toDetentIdentifier, at: .root)
            .map(WireDecoder.canonicalIdentifier)
        let sheet = try PresentationRequestDecoding.transitionSheet(
            in: root, allowedKeys: presentationAnimationKeys, others: decoder.issues, kind: kind, from: from, to: to)
        guard let kind, let fps else { throw .invalid(decoder.issues) }
        return PresentationAnimationRequest(
            transition: PresentationTransitionRequest(
                sheet: sheet, kind: kind, fromDetentIdentifier: from, toDetentIdentifier: to, fps: fps),
            format: format ?? .keyframes)
    }
}
