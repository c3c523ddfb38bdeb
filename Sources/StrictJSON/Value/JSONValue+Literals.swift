// Literals make hand-built values read like the JSON they stand for, in tests and in code that
// builds small responses: `let frame: JSONValue = ["x": 0, "y": 568.333]`.

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool` from a Boolean literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates `.number` from an integer literal.
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates `.number` from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates `.string` from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates `.array` from an array literal.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object` from a dictionary literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { (key: $0.0, value: $0.1) }))
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a dictionary literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }
}
