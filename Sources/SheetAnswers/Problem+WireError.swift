import SheetWire

extension Problem {
    /// The problem that answers a body the wire could not read: 400 for bytes that are not JSON, 422 for
    /// JSON that is not a valid request.
    package init(_ error: WireError) {
        switch error {
        case .emptyBody: self = .emptyBody()
        case .malformedJSON(let parseError): self = .malformedJSON(parseError)
        case .invalid(let issues): self = .invalid(issues)
        }
    }

    /// The value `read` returns, its `WireError` turned into the problem that answers it.
    package static func reading<Value>(_ read: () throws(WireError) -> Value) throws(Problem) -> Value {
        do {
            return try read()
        } catch {
            throw Problem(error)
        }
    }
}
