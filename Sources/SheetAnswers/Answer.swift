/// A computed answer: the bytes a `200` carries and the header fields that describe them.
public struct Answer: Sendable, Equatable {
    /// The body, exactly as the daemon sends it.
    public var body: [UInt8]
    /// Its `Content-Type`.
    public var contentType: String
    /// Further header fields the body needs (a preview's `Content-Security-Policy` and `X-Content-Type-Options`).
    public var headers: [Header] = []

    /// An answer of `body` as `contentType`, with `headers`.
    public init(body: [UInt8], contentType: String, headers: [Header] = []) {
        self.body = body
        self.contentType = contentType
        self.headers = headers
    }

    /// One header field.
    public struct Header: Sendable, Equatable {
        /// The field name.
        public var name: String
        /// The field value.
        public var value: String

        /// The field `name: value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A JSON answer.
    package static func json(_ body: [UInt8]) -> Answer {
        Answer(body: body, contentType: "application/json")
    }
}
