/// A situation in which the server answers a request itself, without calling the handler.
///
/// The server asks its rejection handler for the response, so the service decides the status
/// and body (for example problem+json). The request passed along carries the method, path,
/// query and headers; its body is empty, because a rejected body is not kept.
public enum HTTPRejection: Sendable, Equatable {
    /// The body is larger than the configured limit, as declared by `Content-Length` or found
    /// while reading a chunked body. Usually answered with 413; the connection is then closed.
    case bodyTooLarge(limit: Int)
    /// Too many requests are running and queued already. Usually answered with 503.
    case overloaded
    /// The server is shutting down and takes no new requests. Usually answered with 503; the
    /// connection is then closed.
    case draining
    /// The request target or a header is not valid UTF-8. Usually answered with 400.
    case malformedRequest
    /// The request target (path and query) is longer than
    /// `HTTPServerConfiguration.maxRequestTargetBytes`. Usually answered with 414; the
    /// connection is then closed.
    case requestTargetTooLong(limit: Int)
    /// The header fields add up to more than `HTTPServerConfiguration.maxHeaderBytes`. Usually
    /// answered with 431; the connection is then closed.
    case headerFieldsTooLarge(limit: Int)
    /// The body was not complete within `HTTPServerConfiguration.bodyTimeout` seconds of the
    /// request head. Usually answered with 408; the answer is written straight to the socket,
    /// which is then closed.
    case bodyTimeout(seconds: Int)
    /// The body arrived slower than `HTTPServerConfiguration.minBodyRate` bytes per second on
    /// average once its grace period had passed. Usually answered with 408, like `bodyTimeout`.
    case bodyTooSlow(minimumBytesPerSecond: Int)
}
