/// Something the client should know about the layout, e.g. that the custom view is clipped.
public struct LayoutWarning: Sendable, Equatable {
    /// Machine-readable code, e.g. ``Code/customViewAboveTopLimit``.
    public var code: Code
    /// Human-readable explanation.
    public var message: String
    /// JSON Pointer to the request field concerned, if any.
    public var pointer: String?

    /// A warning; public so the modules above (the animation's ``Code/slideNotPlayed``) can add their own.
    ///
    /// - Parameters:
    ///   - code: The stable code.
    ///   - message: The explanation.
    ///   - pointer: The request field concerned, if any.
    public init(code: Code, message: String, pointer: String? = nil) {
        self.code = code
        self.message = message
        self.pointer = pointer
    }
}
