import LayoutCore
import StrictJSON

/// The root object of a request body, parsed with the limits the service accepts.
package enum RequestBody {
    /// The parser's limits for a body of `byteCount` bytes.
    ///
    /// The HTTP layer already bounds the body (MAX_BODY_BYTES), so the parser must not add a
    /// smaller size limit of its own; its depth, string and count limits stay.
    package static func parserLimits(forBodyOf byteCount: Int) -> JSONParser.Limits {
        var limits = JSONParser.Limits.default
        limits.maxInputBytes = max(limits.maxInputBytes, byteCount)
        return limits
    }

    /// The root object of `body`.
    /// - Throws: `WireError.emptyBody` or `.malformedJSON` for bytes that are not JSON; `.invalid` for a root
    ///   that is not an object, a number out of range, or JSON nested deeper or holding longer strings or
    ///   arrays than the parser's limits.
    package static func rootObject(of body: [UInt8]) throws(WireError) -> JSONObject {
        if body.isEmpty { throw .emptyBody }
        let value: JSONValue
        do {
            value = try JSONParser.parse(body, limits: parserLimits(forBodyOf: body.count))
        } catch {
            switch error.kind {
            case .numberOutOfRange, .tooDeep, .tooLarge:
                // Well-formed JSON beyond what the service accepts: a field problem, not a syntax error.
                throw .invalid([ValidationIssue(pointer: error.pointer, detail: error.message)])
            default:
                throw .malformedJSON(error)
            }
        }
        guard case .object(let object) = value else {
            throw .invalid([
                ValidationIssue(
                    pointer: "", detail: "the body must be a JSON object, got \(WireDecoder.describe(value))")
            ])
        }
        return object
    }
}
