import SheetWire

/// The kinds of problem sheetd answers, each with its URI, title and status: the server's own list.
public typealias ProblemType = SheetWire.ProblemType

extension ProblemDetails {
    /// A problem of a kind sheetd sends, with that kind's URI, title and status.
    /// - Parameters:
    ///   - type: the kind of problem.
    ///   - detail: this occurrence, for people.
    ///   - errors: the invalid fields.
    ///   - parameter: the query parameter at fault, if any.
    public init(_ type: ProblemType, detail: String, errors: [FieldError]? = nil, parameter: String? = nil) {
        self.init(
            type: type.rawValue, title: type.title, status: type.status, detail: detail, errors: errors,
            parameter: parameter)
    }

    /// The typed kind of problem, or `nil` for a type this build does not know (a newer sheetd's, or a proxy's).
    public var knownType: ProblemType? { ProblemType(rawValue: type) }

    /// Every pointer of `errors`, in order.
    public var pointers: [String] { (errors ?? []).map(\.pointer) }
}
