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
        DirectLayoutDecoder.layoutRequest(from: body, limits: JSONRequestBody.parserLimits(forBodyOf: body.count))
    }

    /// The request the generic path finds in `body`, or nil where it refuses the body with a problem.
    ///
    /// - Parameter body: A `/layout` request body.
    /// - Returns: The request, or nil.
    public static func generic(_ body: [UInt8]) -> LayoutRequest? {
        try? genericLayoutRequest(from: body)
    }

    /// The request in a body whose media type was checked: the direct reader's, else the generic path's.
    /// - Throws: `Problem` 400 or 422, exactly as the generic path alone.
    static func layoutRequest(from body: [UInt8]) throws(Problem) -> LayoutRequest {
        if let request = direct(body) {
            return request
        }
        return try genericLayoutRequest(from: body)
    }

    /// The generic path: parse the whole body, then decode the tree.
    static func genericLayoutRequest(from body: [UInt8]) throws(Problem) -> LayoutRequest {
        let root = try JSONRequestBody.rootObject(of: body)
        return try SheetService.decodeLayoutRequest(root, allowedKeys: WireDecoder.layoutRequestKeys)
    }
}
