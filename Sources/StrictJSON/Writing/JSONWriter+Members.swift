extension JSONWriter {
    /// Writes a member whose value is a string: the key, fixed when the program is built, then the value.
    ///
    /// - Parameters:
    ///   - key: The key, escaped like any string.
    ///   - value: The string value.
    public mutating func member(_ key: StaticString, _ value: String) {
        self.key(literal: key)
        string(value)
    }

    /// Writes an object whose members all have string values, in the order given.
    ///
    /// ```swift
    /// writer.stringObject(["name": "ios12", "profile": "ios10"])  // {"name":"ios12","profile":"ios10"}
    /// ```
    ///
    /// - Parameter members: The keys, fixed when the program is built, with their values.
    public mutating func stringObject(_ members: KeyValuePairs<StaticString, String>) {
        beginObject()
        for (key, value) in members {
            member(key, value)
        }
        endObject()
    }
}
