import AnimationCore
import LayoutCore
import StrictJSON

/// How `/animation` and `/preview` bodies become requests: the `/layout` members and the animation options,
/// every issue of both reported together, so a client fixes them in one go.
package enum OptionsRequestDecoding {
    /// The `POST /animation` request in `body`.
    /// - Throws: `WireError` for a body that is not JSON, or `.invalid` with every wrong field.
    package static func animationRequest(from body: [UInt8]) throws(WireError) -> AnimationRequest {
        if let request = directAnimationRequest(body) {
            return request
        }
        return try genericAnimationRequest(from: body)
    }

    /// The request the direct reader finds in `body`, or nil where it declines; equal to the generic path's
    /// whenever it is not nil.
    package static func directAnimationRequest(_ body: [UInt8]) -> AnimationRequest? {
        DirectLayoutDecoder.animationRequest(from: body, limits: RequestBody.parserLimits(forBodyOf: body.count))
    }

    /// The generic path: parse the whole body, then decode the tree.
    package static func genericAnimationRequest(from body: [UInt8]) throws(WireError) -> AnimationRequest {
        try genericAnimationRequest(in: try RequestBody.rootObject(of: body))
    }

    /// The generic path from a parsed root.
    static func genericAnimationRequest(in root: JSONObject) throws(WireError) -> AnimationRequest {
        let (layout, options) = try layoutAndOptions(
            root, optionsRoot: root, allowedKeys: WireDecoder.animationRequestKeys)
        return AnimationRequest(layout: layout, options: options)
    }

    /// The `POST /preview` request in `body`.
    ///
    /// `fps` and `customViewFade` are checked even without a transition, with the `/animation` rules; `format`
    /// is not a member of `/preview`, so only the layout decoder reports it (as unknown).
    /// - Throws: `WireError` for a body that is not JSON, or `.invalid` with every wrong field.
    package static func previewRequest(from body: [UInt8]) throws(WireError) -> PreviewRequest {
        try previewRequest(in: try RequestBody.rootObject(of: body))
    }

    /// The `POST /preview` request in a body's root object.
    /// - Throws: `WireError.invalid` with every wrong field.
    static func previewRequest(in root: JSONObject) throws(WireError) -> PreviewRequest {
        let hasTransition = root.value(of: AnimationOptionMember.transition).map { !$0.isNull } ?? false
        var optionsRoot = root
        if !hasTransition {
            optionsRoot[AnimationOptionMember.transition.rawValue] = .string(TransitionKind.present.rawValue)
        }
        optionsRoot[AnimationOptionMember.format.rawValue] = nil
        let (layoutRequest, options) = try layoutAndOptions(
            root, optionsRoot: optionsRoot, allowedKeys: WireDecoder.previewRequestKeys)
        return PreviewRequest(layout: layoutRequest, animation: hasTransition ? options : nil)
    }

    /// The layout request in `root` and the animation options in `optionsRoot`, every issue of both together.
    private static func layoutAndOptions(_ root: JSONObject, optionsRoot: JSONObject, allowedKeys: [String])
        throws(WireError) -> (LayoutRequest, AnimationOptions)
    {
        var decoder = WireDecoder()
        let options = decoder.animationOptions(from: optionsRoot)
        let layoutRequest = try WireError.together(
            { () throws(WireError) in try LayoutRequestDecoding.layoutRequest(in: root, allowedKeys: allowedKeys) },
            with: decoder.issues)
        guard let options else { throw .invalid(decoder.issues) }
        return (layoutRequest, options)
    }
}
