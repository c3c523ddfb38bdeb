import LayoutCore
import SheetWire

/// The JSON pointers of the issues `read` refuses its body with: none when it reads the body, `["not invalid: …"]`
/// when it throws another error (an empty or malformed body), which no expected list of pointers equals.
func invalidPointers<Value>(_ read: () throws(WireError) -> Value) -> [String] {
    do {
        _ = try read()
        return []
    } catch {
        guard case .invalid(let issues) = error else { return ["not invalid: \(error)"] }
        return issues.map(\.pointer)
    }
}

/// The issues `read` refuses its body with, pointers and details: none when it reads the body or throws another
/// error (``invalidPointers(_:)`` tells the two apart).
func invalidIssues<Value>(_ read: () throws(WireError) -> Value) -> [ValidationIssue] {
    do {
        _ = try read()
        return []
    } catch {
        guard case .invalid(let issues) = error else { return [] }
        return issues
    }
}
