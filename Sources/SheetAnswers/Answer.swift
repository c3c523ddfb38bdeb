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
    static func json(_ body: [UInt8]) -> Answer {
        Answer(body: body, contentType: "application/json")
    }
}

/// Times a computation: the daemon records it in its metrics, the client's offline path does not time at all.
public protocol ComputationTiming {
    /// What `compute` returns, its time recorded as a computation of `kind` (`layout`, `animation`, `preview`).
    func timed<Value>(_ kind: String, _ compute: () throws(Problem) -> Value) throws(Problem) -> Value
}

/// No timing: the computation runs as it is.
public struct UntimedComputation: ComputationTiming {
    /// Creates it.
    public init() {}

    /// What `compute` returns.
    public func timed<Value>(_ kind: String, _ compute: () throws(Problem) -> Value) throws(Problem) -> Value {
        try compute()
    }
}
