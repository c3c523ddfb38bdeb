/// A computed answer: the bytes a `200` carries and the header fields that describe them.
public struct Answer: Sendable, Equatable {
    /// The body, exactly as the daemon sends it.
    public var body: [UInt8]
    /// Its `Content-Type`.
    public var contentType: String
    /// Further header fields the body needs (a preview's `Content-Security-Policy` and `X-Content-Type-Options`).
    public var headers: [Header] = []

    /// One header field.
    public struct Header: Sendable, Equatable {
        /// The field name.
        public var name: String
        /// The field value.
        public var value: String
    }

    /// A JSON answer.
    package static func json(_ body: [UInt8]) -> Answer {
        Answer(body: body, contentType: "application/json")
    }

    /// An answer of `body` as `contentType`, for the modules that add answers of their own (SheetPreviewAnswers).
    package static func typed(_ body: [UInt8], as contentType: String) -> Answer {
        Answer(body: body, contentType: contentType)
    }

    /// Adds the header field `name: value`.
    package mutating func addField(_ name: String, _ value: String) {
        headers.append(Header(name: name, value: value))
    }
}
