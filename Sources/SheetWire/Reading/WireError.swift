import LayoutCore
import StrictJSON

/// Why a request body could not be read. The wire knows no HTTP: SheetService maps each case to its problem once.
package enum WireError: Error, Sendable {
    /// The body has no bytes.
    case emptyBody
    /// The body is not JSON.
    case malformedJSON(JSONParseError)
    /// Well-formed JSON that is not a valid request: every wrong field, each with its JSON Pointer.
    case invalid([ValidationIssue])
}

extension ValidationIssue {
    /// Whether this issue's field lies inside `other`'s (`/a/b/c` inside `/a/b`): when the reader could not read a
    /// field, what the validation finds inside the stand-in it read instead says nothing of the request.
    fileprivate func isBeneath(_ other: ValidationIssue) -> Bool {
        !other.pointer.isEmpty && pointer.count > other.pointer.count && pointer.hasPrefix(other.pointer)
            && pointer.dropFirst(other.pointer.count).first == "/"
    }
}

extension [ValidationIssue] {
    /// These issues followed by those of `others` whose field is not reported yet (one issue per pointer), nor lies
    /// inside a field reported.
    package func adding(_ others: [ValidationIssue]) -> [ValidationIssue] {
        self + others.filter { other in !contains { $0.pointer == other.pointer || other.isBeneath($0) } }
    }
}

extension WireError {
    /// What `read` returns when neither it nor the body's other members (`others`, their issues) are wrong; otherwise
    /// `.invalid` with `read`'s issues followed by `others` (one per pointer), so that a problem lists every wrong
    /// field of the body at once.
    /// - Throws: `read`'s error when it is not `.invalid` (a body that is not JSON), else `.invalid` as above.
    package static func together<Value>(_ read: () throws(WireError) -> Value, with others: [ValidationIssue])
        throws(WireError) -> Value
    {
        let value: Value
        do {
            value = try read()
        } catch {
            guard case .invalid(let issues) = error else { throw error }
            throw .invalid(issues.adding(others))
        }
        guard others.isEmpty else { throw .invalid(others) }
        return value
    }
}
