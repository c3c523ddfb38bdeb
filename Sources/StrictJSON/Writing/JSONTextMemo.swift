/// The text a ``JSONCursor`` last wrote in one place, up to eight bytes, to copy the next time the same value
/// comes there instead of formatting it again.
///
/// Documents repeat values place by place (every row of a group has the same width), and copying eight bytes
/// costs a fraction of printing a number. The memo is keyed by what identifies the value exactly, such as a
/// double's bit pattern: the same key must always give the same text.
///
/// ```swift
/// var memo = JSONTextMemo()
/// writer.withReservedRoom(maximum: 2 * JSONCursor.maximumNumberLength + 1) { cursor in
///     for width in [374.0, 374.0] {
///         cursor.write(key: width.bitPattern, memo: &memo) { $0.number(width) }  // the second is copied
///     }
/// }
/// ```
public struct JSONTextMemo {
    /// The key of the value whose text is kept.
    @usableFromInline var key: UInt64 = 0
    /// The text, the first byte lowest; the bytes above it mean nothing.
    @usableFromInline var text: UInt64 = 0
    /// How many bytes `text` has; 0 while none is kept, and after a text longer than eight bytes.
    @usableFromInline var count = 0

    /// Creates a memo that keeps no text yet.
    public init() {}
}

extension JSONCursor {
    /// Writes what `write` writes for the value that `key` identifies, or copies it from `memo` when `memo` keeps
    /// the text for `key`; then `memo` keeps this text, if it is at most eight bytes.
    ///
    /// - Parameters:
    ///   - key: Identifies the value: the same key, the same text.
    ///   - memo: The text last written in this place.
    ///   - write: Writes the value; it needs at least eight bytes of room, which are read back.
    @inlinable @inline(__always)
    public mutating func write(key: UInt64, memo: inout JSONTextMemo, _ write: (inout JSONCursor) -> Void) {
        if memo.key == key, memo.count != 0 {
            raw(packed: memo.text, count: memo.count)
            return
        }
        let start = position
        write(&self)
        let count = position - start
        guard count <= 8 else {
            memo.count = 0
            return
        }
        // The eight bytes from `start` lie in the value's room. Those past its text mean nothing, and need no
        // clearing: copied, they land past the position, where the next write or the end of the JSON cuts them off.
        memo.key = key
        memo.text = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
        memo.count = count
    }
}
