/// Something a client should know about the layout; `code` is stable, `message` is for people.
public struct LayoutWarning: Sendable, Equatable {
    /// Machine-readable code, e.g. `customViewAboveTopLimit`.
    public var code: String
    /// Human-readable explanation.
    public var message: String
    /// JSON Pointer to the request field concerned, if any.
    public var pointer: String?

    /// A warning; public so the modules above (the animation's `slideNotPlayed`) can add their own.
    ///
    /// - Parameters:
    ///   - code: The stable code.
    ///   - message: The explanation.
    ///   - pointer: The request field concerned, if any.
    public init(code: String, message: String, pointer: String? = nil) {
        self.code = code
        self.message = message
        self.pointer = pointer
    }
}
