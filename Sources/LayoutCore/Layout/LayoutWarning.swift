/// Something a client should know about the layout; `code` is stable, `message` is for people.
public struct LayoutWarning: Sendable, Equatable {
    /// Machine-readable code, e.g. `customViewAboveTopLimit`.
    public var code: String
    /// Human-readable explanation.
    public var message: String
    /// JSON Pointer to the request field concerned, if any.
    public var pointer: String?
}
