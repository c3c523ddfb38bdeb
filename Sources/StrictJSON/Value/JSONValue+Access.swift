// Typed views for decoders: each returns nil when the value is of another kind, so a decoder
// can report "expected a string" with the pointer it is at.

extension JSONValue {
    /// The member named `key` when this is an object that has one, else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array that long, else nil.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The Boolean when this is `true` or `false`, else nil.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The number when this is a number, else nil.
    public var numberValue: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// The string when this is a string, else nil.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The elements when this is an array, else nil.
    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The object when this is an object, else nil.
    public var objectValue: JSONObject? {
        guard case .object(let value) = self else { return nil }
        return value
    }
}
