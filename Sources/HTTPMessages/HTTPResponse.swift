/// An HTTP response to send.
///
/// The server adds `Content-Length` (and `Date`) itself; a `Content-Length` or
/// `Transfer-Encoding` field set here is not sent. A `Connection: close` field closes the
/// connection after the response.
public struct HTTPResponse: Sendable {
    /// The three-digit status code, such as 200 or 404. libmicrohttpd adds the reason phrase;
    /// if it refuses the code, the connection is closed without an answer.
    public var status: Int
    /// The header fields to send, in order.
    public var headers: HTTPHeaders
    /// The body bytes. For `HEAD` requests and `304 Not Modified` answers the server sends only the
    /// head, whose `Content-Length` is this body's length: a 304 keeps the body of the 200 it stands
    /// for, so that its `Content-Length` is the 200's (RFC 9110 §8.6 allows no other), never 0.
    public var body: [UInt8]

    /// Creates a response.
    /// - Parameters:
    ///   - status: the status code.
    ///   - headers: the header fields.
    ///   - body: the body bytes.
    public init(status: Int, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
