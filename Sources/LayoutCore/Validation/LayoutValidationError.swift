/// One invalid field of a request.
public struct ValidationIssue: Sendable, Equatable {
    /// JSON Pointer to the field, e.g. `/sheet/actions/3/style`.
    public var pointer: String
    /// What is wrong, for people.
    public var detail: String

    /// Creates an issue.
    public init(pointer: String, detail: String) {
        self.pointer = pointer
        self.detail = detail
    }
}

/// A request the layout refuses: well-formed, but with values UIKit could not show.
public struct LayoutValidationError: Error, Sendable, Equatable {
    /// Every problem found, in request order.
    public var issues: [ValidationIssue]

    /// Creates an error.
    public init(issues: [ValidationIssue]) {
        self.issues = issues
    }
}
