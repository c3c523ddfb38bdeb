import SheetAnswers

/// The problems of HTTP itself: a path or method the service does not serve, a media type it does not read, a
/// body over its limit, an overload or a shutdown. The problems of a request's content are in SheetAnswers.
extension Problem {
    static func notFound(path: String, on listener: Listener = .only) -> Problem {
        Problem(
            type: "urn:sheetd:problem:not-found", title: "Not Found", status: 404,
            detail: "No resource at \(Self.quoted(path)). Endpoints: \(Route.listing(on: listener)).")
    }

    static func methodNotAllowed(method: String, path: String, allowed: [String]) -> Problem {
        Problem(
            type: "urn:sheetd:problem:method-not-allowed", title: "Method Not Allowed", status: 405,
            detail: "\(Self.quoted(method)) is not allowed on \(path); use \(allowed.joined(separator: " or ")).",
            headers: [("Allow", allowed.joined(separator: ", "))])
    }

    static func unsupportedMediaType(_ contentType: String?) -> Problem {
        Problem(
            type: "urn:sheetd:problem:unsupported-media-type", title: "Unsupported Media Type", status: 415,
            detail: contentType.map {
                "Content-Type \(Self.quoted($0)) is not accepted; send application/json (UTF-8)."
            }
                ?? "The request has no Content-Type; send application/json (UTF-8).")
    }

    static func bodyTooLarge(limit: Int) -> Problem {
        Problem(
            type: "urn:sheetd:problem:body-too-large", title: "Content Too Large", status: 413,
            detail: "The request body exceeds the limit of \(limit) bytes.")
    }

    static func overloaded() -> Problem {
        Problem(
            type: "urn:sheetd:problem:overloaded", title: "Service Unavailable", status: 503,
            detail: "Too many requests are in progress; retry shortly.", headers: [("Retry-After", "1")])
    }

    static func draining() -> Problem {
        Problem(
            type: "urn:sheetd:problem:shutting-down", title: "Service Unavailable", status: 503,
            detail: "The server is shutting down; retry on another instance.", headers: [("Retry-After", "1")])
    }

    static func badRequest(_ detail: String) -> Problem {
        Problem(type: "urn:sheetd:problem:bad-request", title: "Bad Request", status: 400, detail: detail)
    }

    /// Untrusted text shortened and quoted for a message.
    static func quoted(_ text: String) -> String {
        let short = text.count > 100 ? String(text.prefix(100)) + "…" : text
        return "\"\(short)\""
    }
}
