/// One diagnostic message of the HTTP layer, handed to `HTTPServerConfiguration.diagnosticsHandler`.
///
/// The server never prints: whoever runs it decides where its messages go and how they look (sheetd
/// writes them into its one log stream, as JSON or text).
public struct HTTPDiagnostic: Sendable, Equatable {
    /// Who said it.
    public enum Origin: String, Sendable {
        /// libmicrohttpd's own error log (bind failures, requests it answers or closes itself).
        case libmicrohttpd
        /// The server's Swift code (a response that could not be queued, a dropped header).
        case server
    }

    /// Who said it.
    public var origin: Origin
    /// The message, one line without its newline; it may quote bytes a client sent.
    public var message: String

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - origin: who said it.
    ///   - message: the message, one line.
    public init(origin: Origin, message: String) {
        self.origin = origin
        self.message = message
    }
}
