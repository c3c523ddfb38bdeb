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

extension [ValidationIssue] {
    /// These issues followed by those of `others` whose field is not reported yet (one issue per pointer).
    package func adding(_ others: [ValidationIssue]) -> [ValidationIssue] {
        self + others.filter { other in !contains { $0.pointer == other.pointer } }
    }
}
