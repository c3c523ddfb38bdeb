/// Every kind of RFC 9457 problem sheetd answers, with its `urn:sheetd:problem:<slug>` URI as `rawValue`, its title
/// and its status: the one list the daemon's and the offline path's `Problem`s, the client and openapi.yaml's
/// `*Problem` schemas (their `type`, written by `make regen`) take them from.
public enum ProblemType: String, Sendable, CaseIterable {
    /// The body is empty or not valid JSON.
    case malformedJSON = "urn:sheetd:problem:malformed-json"
    /// The request line or a header is not UTF-8.
    case badRequest = "urn:sheetd:problem:bad-request"
    /// A GET form's query parameter is missing, repeated, unknown or malformed; `parameter` names it.
    case invalidParameter = "urn:sheetd:problem:invalid-parameter"
    /// No resource at the path.
    case notFound = "urn:sheetd:problem:not-found"
    /// The path does not accept the method; `Allow` lists those it does.
    case methodNotAllowed = "urn:sheetd:problem:method-not-allowed"
    /// `Accept` allows none of the media types the preview can take.
    case notAcceptable = "urn:sheetd:problem:not-acceptable"
    /// The body came too late or too slowly.
    case requestTimeout = "urn:sheetd:problem:request-timeout"
    /// The body is larger than the server's limit.
    case bodyTooLarge = "urn:sheetd:problem:body-too-large"
    /// The request target (path and query) is longer than the server's limit.
    case uriTooLong = "urn:sheetd:problem:uri-too-long"
    /// The `Content-Type` is missing, not JSON, or not UTF-8.
    case unsupportedMediaType = "urn:sheetd:problem:unsupported-media-type"
    /// Well-formed JSON that is not a valid request; `errors` lists every invalid field.
    case invalidRequest = "urn:sheetd:problem:invalid-request"
    /// The header fields add up to more than the server's limit.
    case headerFieldsTooLarge = "urn:sheetd:problem:header-fields-too-large"
    /// The preview could not be rasterised: a bug in the service.
    case renderingFailed = "urn:sheetd:problem:rendering-failed"
    /// Too many requests are running and queued; retry after `Retry-After`.
    case overloaded = "urn:sheetd:problem:overloaded"
    /// The server is shutting down; retry on another instance.
    case shuttingDown = "urn:sheetd:problem:shutting-down"

    /// The HTTP status code every problem of the type has.
    public var status: Int {
        switch self {
        case .malformedJSON, .badRequest, .invalidParameter: 400
        case .notFound: 404
        case .methodNotAllowed: 405
        case .notAcceptable: 406
        case .requestTimeout: 408
        case .bodyTooLarge: 413
        case .uriTooLong: 414
        case .unsupportedMediaType: 415
        case .invalidRequest: 422
        case .headerFieldsTooLarge: 431
        case .renderingFailed: 500
        case .overloaded, .shuttingDown: 503
        }
    }

    /// The summary that is the same for every problem of the type (RFC 9457 `title`).
    public var title: String {
        switch self {
        case .malformedJSON: "Malformed JSON"
        case .badRequest: "Bad Request"
        case .invalidParameter: "Invalid Parameter"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .notAcceptable: "Not Acceptable"
        case .requestTimeout: "Request Timeout"
        case .bodyTooLarge: "Content Too Large"
        case .uriTooLong: "URI Too Long"
        case .unsupportedMediaType: "Unsupported Media Type"
        case .invalidRequest: "Invalid Request"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .renderingFailed: "Internal Server Error"
        case .overloaded, .shuttingDown: "Service Unavailable"
        }
    }
}
