/// Why an `HTTPServer` could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not a numeric IPv4 or IPv6 address (names such as `localhost` are not
    /// resolved).
    case invalidHost(String)
    /// A configuration value is out of range; the text names the value and its range.
    case invalidConfiguration(String)
    /// libmicrohttpd could not listen on the address, most often because the port is in use.
    /// `reason` is the system's explanation, when it gave one.
    case cannotListen(host: String, port: Int, reason: String)
    /// `start()` was called on a server that is running or has been stopped.
    case alreadyStarted

    /// A message for logs and operators.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            "invalid host \"\(host)\": expected a numeric IPv4 or IPv6 address such as 0.0.0.0 or ::"
        case .invalidConfiguration(let message):
            "invalid HTTP server configuration: \(message)"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host) port \(port): \(reason)"
        case .alreadyStarted:
            "the HTTP server was started before; create a new server to start again"
        }
    }
}
