import LayoutCore
import SheetWire
import StrictJSON

/// An RFC 9457 problem: every error the service answers, mapped once to `application/problem+json`. It holds
/// what the body says and nothing of HTTP beyond the status the body names: the header fields a status needs
/// (`Allow`, `Retry-After`) are SheetService's, added where the response is made.
///
/// The problems of a request's content (malformed JSON, invalid fields, a preview nobody accepts) are made here,
/// where the daemon and the client's offline path both compute answers; SheetService adds the problems of HTTP
/// itself (not found, method, media type, limits, overload).
public struct Problem: Error, Sendable {
    /// The kind of problem: its `urn:sheetd:problem:<slug>` URI, title and status.
    public var type: ProblemType
    /// A short summary that is the same for every occurrence of the type.
    public var title: String { type.title }
    /// The HTTP status code.
    public var status: Int { type.status }
    /// What went wrong this time, for people.
    public var detail: String
    /// The invalid fields, for validation problems.
    public var errors: [ValidationIssue] = []
    /// The query parameter at fault, for problems of a GET form's `request` (an RFC 9457 extension member).
    public var parameter: String?

    /// Creates a problem; its title and status are the type's.
    /// - Parameters:
    ///   - type: the kind of problem.
    ///   - detail: this occurrence, for people.
    ///   - errors: the invalid fields.
    ///   - parameter: the query parameter at fault, if any.
    public init(_ type: ProblemType, detail: String, errors: [ValidationIssue] = [], parameter: String? = nil) {
        self.type = type
        self.detail = detail
        self.errors = errors
        self.parameter = parameter
    }

    /// The problem+json body.
    public func body() -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.beginObject()
        writer.key("type")
        writer.string(type.rawValue)
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
    /// 400: the body is not JSON.
    public static func malformedJSON(_ error: JSONParseError) -> Problem {
        Problem(
            .malformedJSON, detail: "The body is not valid JSON: \(error.message) (byte \(error.offset)).",
            errors: [ValidationIssue(pointer: error.pointer, detail: error.message)])
    }

    /// 400: there is no body.
    public static func emptyBody() -> Problem {
        Problem(
            .malformedJSON, detail: "The request body is empty; send a JSON object.")
    }

    /// 422: well-formed JSON with invalid fields, each with its pointer.
    public static func invalid(_ issues: [ValidationIssue]) -> Problem {
        let count = issues.count == 1 ? "1 field is" : "\(issues.count) fields are"
        return Problem(
            .invalidRequest,
            detail:
                "The JSON is well-formed but \(count) invalid: \(issues.first.map { "\($0.pointer) \($0.detail)" } ?? "")",
            errors: issues)
    }
}
