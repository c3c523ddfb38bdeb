/// Text that a ``JSONCursor`` already wrote in the room it writes into, to write again by copying it.
///
/// ```swift
/// writer.withReservedRoom(maximum: 2 * JSONCursor.maximumLength(of: title) + 1) { cursor in
///     let quoted = cursor.stringText(title)
///     cursor.raw(",")
///     cursor.write(quoted)  // the same bytes, not escaped again
/// }
/// ```
///
/// Valid only inside the same ``JSONWriter/withReservedRoom(maximum:_:)`` call that wrote it.
public struct JSONWrittenText {
    /// The first byte of the text.
    @usableFromInline let start: UnsafePointer<UInt8>
    /// How many bytes the text has.
    @usableFromInline let count: Int

    @usableFromInline init(start: UnsafePointer<UInt8>, count: Int) {
        self.start = start
        self.count = count
    }
}

extension JSONCursor {
    /// Writes a string value as ``string(_:)`` does, and returns where its text (quotes included) lies.
    ///
    /// - Parameter value: The string; it needs ``maximumLength(of:)`` bytes of room.
    /// - Returns: The text written, to copy with ``write(_:)`` where the same string comes again.
    @inlinable
    public mutating func stringText(_ value: String) -> JSONWrittenText {
        let start = position
        string(value)
        return JSONWrittenText(start: UnsafePointer(start), count: position - start)
    }

    /// Writes a copy of text this cursor wrote before.
    ///
    /// - Parameter text: Text from ``stringText(_:)``; it needs its `count` bytes of room.
    @inlinable
    public mutating func write(_ text: JSONWrittenText) {
        position.update(from: text.start, count: text.count)
        position += text.count
    }
}
