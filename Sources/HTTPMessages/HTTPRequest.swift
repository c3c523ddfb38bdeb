/// An HTTP request whose body has been read completely.
public struct HTTPRequest: Sendable {
    /// The method exactly as sent, such as `GET`, `POST` or `OPTIONS`.
    public var method: String
    /// The path of the request target as sent (percent-encoding kept), without the query.
    public var path: String
    /// The query after the first `?` as sent (percent-encoding kept), or `nil` when the
    /// target has no `?`.
    public var query: String?
    /// The request's header fields in the order received.
    public var headers: HTTPHeaders
    /// The complete body; empty when the request has none.
    public var body: [UInt8]
    /// A hash that an earlier stage computed from this request, such as a cache key's digest
    /// made by `readyAnswer` on the network thread, kept for the handler so that it need not
    /// hash the body again. `nil` until a stage sets it; the server never sets or reads it.
    public var digest: Int?

    /// Creates a request, for example to call a handler in a test without a socket.
    /// - Parameters:
    ///   - method: the method, such as `POST`.
    ///   - path: the path without query, such as `/layout`.
    ///   - query: the query without its `?`, or `nil`.
    ///   - headers: the header fields.
    ///   - body: the body bytes.
    public init(
        method: String,
        path: String,
        query: String? = nil,
        headers: HTTPHeaders = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}
