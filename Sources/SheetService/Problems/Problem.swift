import LayoutCore
import StrictJSON

/// An RFC 9457 problem: every error the service answers, mapped once to `application/problem+json`.
struct Problem: Error, Sendable {
    /// A URI naming the kind of problem (`urn:sheetd:problem:<slug>`), documented in openapi.yaml.
    var type: String
    /// A short summary that is the same for every occurrence of the type.
    var title: String
    /// The HTTP status code.
    var status: Int
    /// What went wrong this time, for people.
    var detail: String
    /// The invalid fields, for validation problems.
    var errors: [ValidationIssue] = []
    /// The query parameter at fault, for problems of a GET form's `request` (an RFC 9457 extension member).
    var parameter: String?
    /// Headers the status needs (`Allow` for 405, `Retry-After` for 503).
    var headers: [(String, String)] = []

    /// The problem+json body.
    func body() -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.beginObject()
        writer.key("type")
        writer.string(type)
        writer.key("title")
        writer.string(title)
        writer.key("status")
        writer.number(Double(status))
        writer.key("detail")
        writer.string(detail)
        if let parameter {
            writer.key("parameter")
            writer.string(parameter)
        }
        if !errors.isEmpty {
            writer.key("errors")
            writer.beginArray()
            for issue in errors {
                writer.beginObject()
                writer.key("pointer")
                writer.string(issue.pointer)
                writer.key("detail")
                writer.string(issue.detail)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
        return writer.bytes
    }
}

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

    static func malformedJSON(_ error: JSONParseError) -> Problem {
        Problem(
            type: "urn:sheetd:problem:malformed-json", title: "Malformed JSON", status: 400,
            detail: "The body is not valid JSON: \(error.message) (byte \(error.offset)).",
            errors: [ValidationIssue(pointer: error.pointer, detail: error.message)])
    }

    static func emptyBody() -> Problem {
        Problem(
            type: "urn:sheetd:problem:malformed-json", title: "Malformed JSON", status: 400,
            detail: "The request body is empty; send a JSON object.")
    }

    static func invalid(_ issues: [ValidationIssue]) -> Problem {
        let count = issues.count == 1 ? "1 field is" : "\(issues.count) fields are"
        return Problem(
            type: "urn:sheetd:problem:invalid-request", title: "Invalid Request", status: 422,
            detail:
                "The JSON is well-formed but \(count) invalid: \(issues.first.map { "\($0.pointer) \($0.detail)" } ?? "")",
            errors: issues)
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
