import LayoutCore
import StrictJSON

/// How a `/layout` body becomes a `LayoutRequest`: the direct reader for the common well-formed body, and the
/// generic path (`JSONParser`, then `WireDecoder`) for every body the direct reader declines.
///
/// Both paths are public so that the fuzz target can check, for any bytes, that they agree.
///
/// ```swift
/// let body = Array(#"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]}}"#.utf8)
/// LayoutRequestDecoding.direct(body) == LayoutRequestDecoding.generic(body)  // true
/// ```
public enum LayoutRequestDecoding {
    /// The request the direct reader finds in `body`, or nil where it declines.
    ///
    /// - Parameter body: A `/layout` request body.
    /// - Returns: The request, equal to ``generic(_:)``'s whenever it is not nil.
    public static func direct(_ body: [UInt8]) -> LayoutRequest? {
        DirectLayoutDecoder.layoutRequest(from: body, limits: RequestBody.parserLimits(forBodyOf: body.count))
    }

    /// The request the generic path finds in `body`, or nil where it refuses the body.
    ///
    /// - Parameter body: A `/layout` request body.
    /// - Returns: The request, or nil.
    public static func generic(_ body: [UInt8]) -> LayoutRequest? {
        try? genericLayoutRequest(from: body)
    }

    /// The request in `body`: the direct reader's, else the generic path's.
    /// - Throws: `WireError`, exactly as the generic path alone.
    package static func layoutRequest(from body: [UInt8]) throws(WireError) -> LayoutRequest {
        if let request = direct(body) {
            return request
        }
        return try genericLayoutRequest(from: body)
    }

    /// The generic path: parse the whole body, then decode the tree.
    package static func genericLayoutRequest(from body: [UInt8]) throws(WireError) -> LayoutRequest {
        try layoutRequest(in: RequestBody.rootObject(of: body), allowedKeys: WireDecoder.layoutRequestKeys)
    }

    /// The layout request in `root`, rejecting members outside `allowedKeys`.
    /// - Throws: `WireError.invalid` with every issue found: the decoder's, and the range checks of the fields
    ///   that did decode, so a client sees every issue at once.
    package static func layoutRequest(in root: JSONObject, allowedKeys: [String]) throws(WireError) -> LayoutRequest {
        var decoder = WireDecoder()
        _ = decoder.object(.object(root), at: .root, allowed: allowedKeys)
        let decoded = decoder.layoutRequest(from: root)
        guard decoder.issues.isEmpty, let decoded else {
            var issues = decoder.issues
            do {
                try decoded?.validate(checksContent: false)
            } catch {
                issues = issues.adding(error.issues)
            }
            throw .invalid(issues)
        }
        return decoded
    }
}
