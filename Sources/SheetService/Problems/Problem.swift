import SheetAnswers

/// The problems of HTTP itself: a path or method the service does not serve, a media type it does not read, a
/// body over its limit, an overload or a shutdown. The problems of a request's content are in SheetAnswers.
extension Problem {
    static func notFound(path: String, on listener: Listener = .only) -> Problem {
        Problem(
            .notFound, detail: "No resource at \(Self.quoted(path)). Endpoints: \(Route.listing(on: listener)).")
    }

    static func methodNotAllowed(method: String, path: String, allowed: [String]) -> Problem {
        Problem(
            .methodNotAllowed,
            detail: "\(Self.quoted(method)) is not allowed on \(path); use \(allowed.joined(separator: " or ")).")
    }

    static func unsupportedMediaType(_ contentType: String?) -> Problem {
        Problem(
            .unsupportedMediaType,
            detail: contentType.map {
                "Content-Type \(Self.quoted($0)) is not accepted; send application/json (UTF-8)."
            }
                ?? "The request has no Content-Type; send application/json (UTF-8).")
    }

    static func bodyTooLarge(limit: Int) -> Problem {
        Problem(
            .bodyTooLarge, detail: "The request body exceeds the limit of \(limit) bytes.")
    }

    static func overloaded() -> Problem {
        Problem(.overloaded, detail: "Too many requests are in progress; retry shortly.")
    }

    static func draining() -> Problem {
        Problem(.shuttingDown, detail: "The server is shutting down; retry on another instance.")
    }

    static func badRequest(_ detail: String) -> Problem {
        Problem(.badRequest, detail: detail)
    }

    /// Untrusted text shortened and quoted for a message.
    static func quoted(_ text: String) -> String {
        let short = text.count > 100 ? String(text.prefix(100)) + "…" : text
        return "\"\(short)\""
    }
}
