import HTTPServer
import LayoutCore
import StrictJSON

/// The JSON object a POST route receives, after the media type and the syntax were checked.
enum JSONRequestBody {
    /// The root object of `request`'s body.
    /// - Throws: `Problem` 415 for a media type other than JSON in UTF-8, 400 for an empty or
    ///   malformed body, 422 for a root that is not an object, a number out of range, or JSON
    ///   nested deeper or holding longer strings or arrays than the parser's limits.
    static func object(of request: HTTPRequest) throws(Problem) -> JSONObject {
        try checkMediaType(request.headers["Content-Type"])
        return try rootObject(of: request.body)
    }

    /// The parser's limits for a body of `byteCount` bytes.
    ///
    /// The HTTP layer already bounds the body (MAX_BODY_BYTES), so the parser must not add a
    /// smaller size limit of its own; its depth, string and count limits stay.
    static func parserLimits(forBodyOf byteCount: Int) -> JSONParser.Limits {
        var limits = JSONParser.Limits.default
        limits.maxInputBytes = max(limits.maxInputBytes, byteCount)
        return limits
    }

    /// The root object of a body whose media type was checked: ``object(of:)`` without the check.
    /// - Throws: `Problem` 400 or 422, as ``object(of:)``.
    static func rootObject(of body: [UInt8]) throws(Problem) -> JSONObject {
        if body.isEmpty { throw .emptyBody() }
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

    /// Accepts `application/json` and `application/<anything>+json`, with no charset or UTF-8.
    static func checkMediaType(_ contentType: String?) throws(Problem) {
        guard let contentType else { throw .unsupportedMediaType(nil) }
        // What nearly every client sends; the general parse below allocates several strings per request.
        if contentType == "application/json" { return }
        let parts = contentType.split(separator: ";").map { $0.trimmingSpaces().lowercased() }
        guard let mediaType = parts.first,
            mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
        else { throw .unsupportedMediaType(contentType) }
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            if pair.first == "charset", pair.count == 2,
                !["utf-8", "\"utf-8\"", "utf8"].contains(pair[1])
            {
                throw .unsupportedMediaType(contentType)
            }
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
