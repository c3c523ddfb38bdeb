/// A write position inside room that a ``JSONWriter`` reserved, for writing a group of tokens of
/// known shape with one capacity check instead of one per token.
///
/// The cursor places no commas and checks nothing: the caller spells the punctuation and keys
/// itself with ``raw(_:)`` (`,"width":`), and must write no more than it reserved. Use it on hot
/// paths only, for output whose shape the tests pin down byte for byte.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.withReservedRoom(maximum: 2 * JSONCursor.maximumNumberLength + 16) { cursor in
///     cursor.raw(#"{"x":"#)
///     cursor.decimal(units: 8_000, places: 3)
///     cursor.raw(#","y":"#)
///     cursor.decimal(units: 568_333, places: 3)
///     cursor.raw("}")
/// }
/// writer.bytes  // {"x":8,"y":568.333}
/// ```
public struct JSONCursor {
    /// The most bytes ``number(_:)-(Double)`` writes: `-2.2250738585072014e-308`.
    public static let maximumNumberLength = 24

    /// The room ``JSONWriter/withReservedRoom(maximum:_:)`` keeps beyond its maximum, so that a write that
    /// overruns its room by less than this traps on the room check instead of corrupting memory.
    public static let overrunMargin = 256

    /// Where the next byte goes.
    @usableFromInline var position: UnsafeMutablePointer<UInt8>

    @inlinable init(position: UnsafeMutablePointer<UInt8>) {
        self.position = position
    }

    /// Writes a group of at most `maximum` bytes through a cursor into `buffer`, room of the caller's own (such
    /// as a temporary allocation on the stack) where a ``JSONWriter`` would allocate its storage.
    ///
    /// - Parameters:
    ///   - buffer: At least `maximum + overrunMargin` bytes, so that a miscounted group is caught before it
    ///     writes outside them.
    ///   - maximum: The group's room, as ``JSONWriter/withReservedRoom(maximum:_:)`` takes it.
    ///   - write: Writes the group.
    /// - Returns: How many bytes were written, from the buffer's start.
    public static func write(
        into buffer: UnsafeMutableBufferPointer<UInt8>, maximum: Int, _ write: (inout JSONCursor) -> Void
    ) -> Int {
        precondition(buffer.count >= maximum + overrunMargin, "a JSONCursor needs its room and the overrun margin")
        let base = buffer.baseAddress.unsafelyUnwrapped
        var cursor = JSONCursor(position: base)
        write(&cursor)
        // Checked in release builds too, as in withReservedRoom: a miscounted room must not pass silently.
        precondition(cursor.position - base <= maximum, "a JSONCursor wrote past its room")
        return cursor.position - base
    }

    /// The most bytes ``string(_:)`` writes for `value`, and the room it needs.
    ///
    /// - Parameter value: The string.
    /// - Returns: Six bytes per UTF-8 byte (`\u00XX`), and three more for the quotes and the
    ///   eight-byte stores of the escaping.
    @inlinable
    public static func maximumLength(of value: String) -> Int {
        value.utf8.count &* 6 &+ 3
    }

    /// Writes `text` as it is: JSON the caller spells out, such as `,"width":` or `}`.
    ///
    /// - Parameter text: ASCII text that needs no escaping where it goes.
    @inlinable @inline(__always)
    public mutating func raw(_ text: StaticString) {
        raw(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes `bytes` as they are: JSON text made once and kept, such as an enumeration's quoted name.
    ///
    /// - Parameter bytes: ASCII text that needs no escaping where it goes; its memory stays valid for the call.
    @inlinable @inline(__always)
    public mutating func raw(_ bytes: UnsafeRawBufferPointer) {
        let length = bytes.count
        guard let source = bytes.baseAddress else { return }
        let target = UnsafeMutableRawPointer(position)
        // Up to 32 bytes, loads and stores that may overlap, inside the text: no call to `memmove` (nor its check for
        // overlap) for a text chosen when running (an enumeration's name), and for a literal, stores of constants.
        if length > 16 && length <= 32 {
            target.copyOverlappingWords(of: UInt64.self, from: source, count: 16)
            (target + (length &- 16)).copyOverlappingWords(of: UInt64.self, from: source + (length &- 16), count: 16)
        } else if length >= 8 && length <= 16 {
            target.copyOverlappingWords(of: UInt64.self, from: source, count: length)
        } else if length >= 4 && length < 8 {
            target.copyOverlappingWords(of: UInt32.self, from: source, count: length)
        } else if length >= 2 && length < 4 {
            target.copyOverlappingWords(of: UInt16.self, from: source, count: length)
        } else if length == 1 {
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        } else if length > 32 {
            target.copyMemory(from: source, byteCount: length)
        }
        position += length
    }

    /// Writes one byte as it is.
    ///
    /// - Parameter byte: A byte of JSON text the caller vouches for.
    @inlinable @inline(__always)
    public mutating func raw(_ byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    /// Writes the low `count` bytes of `bytes` as they are, the lowest first: text put together in a
    /// register, such as digits converted eight at a time.
    ///
    /// - Parameters:
    ///   - bytes: Up to eight bytes of JSON text the caller vouches for.
    ///   - count: How many of them to keep, from 0 to 8; all eight are stored, so eight bytes of
    ///     room are needed whatever the count.
    @inlinable @inline(__always)
    public mutating func raw(packed bytes: UInt64, count: Int) {
        UnsafeMutableRawPointer(position).storeBytes(of: bytes.littleEndian, as: UInt64.self)
        position += count
    }

    /// Writes a string value, quoted and escaped as ``JSONWriter/string(_:)`` does.
    ///
    /// - Parameter value: The string; it needs ``maximumLength(of:)`` bytes of room.
    @inlinable
    public mutating func string(_ value: String) {
        position = JSONWriter.writeQuotedCopyingPlainASCII(value, at: position)
    }

    /// Writes a number as ``JSONWriter/number(_:)-(Double)`` does.
    ///
    /// - Parameter value: The number; it needs ``maximumNumberLength`` bytes of room.
    @inlinable
    public mutating func number(_ value: Double) {
        position = JSONWriter.writeNumber(value, at: position)
    }

    /// Writes an integer as ``JSONWriter/number(_:)-(Int)`` does.
    ///
    /// - Parameter value: The integer; it needs 20 bytes of room.
    @inlinable
    public mutating func number(_ value: Int) {
        position = JSONWriter.writeInteger(value, at: position)
    }

    /// Writes the decimal `units × 10^-places` positionally, without trailing fraction zeros:
    /// `decimal(units: 568_330, places: 3)` writes `568.33`, `decimal(units: -8_000, places: 3)`
    /// writes `-8`.
    ///
    /// For `places` up to 4 and `units` of magnitude below 2^31, this is the text
    /// ``number(_:)-(Double)`` writes for `Double(units) / 10^places`: below 2^31 a double's
    /// rounding interval is far narrower than 10^-4, so that double's shortest form is this
    /// decimal. Encoders that round to a fixed grid can keep the integer and skip the search
    /// for the shortest digits.
    ///
    /// - Parameters:
    ///   - units: The value in units of 10^-places; it needs ``maximumNumberLength`` bytes of room.
    ///   - places: Decimal places, from 0 to 4; best a constant, which the inlining folds.
    @inlinable @inline(__always)
    public mutating func decimal(units: Int, places: Int) {
        position = JSONWriter.writeDecimal(units: units, places: places, at: position)
    }

    /// Writes `true` or `false`.
    ///
    /// - Parameter value: The Boolean; it needs 5 bytes of room.
    @inlinable
    public mutating func bool(_ value: Bool) {
        if value {
            raw("true")
        } else {
            raw("false")
        }
    }
}

extension JSONWriter {
    /// Writes a group of tokens through a ``JSONCursor``, after one check that `maximum` bytes fit.
    ///
    /// The group is written as it is: the writer adds no comma before it, so the group spells
    /// its own, as it does all its punctuation. After it the writer takes it that a value ended,
    /// so a group that writes a whole value (after ``key(_:)``, say) can be followed by the
    /// writer's other methods.
    ///
    /// - Parameters:
    ///   - maximum: The most bytes `write` writes; writing more corrupts memory.
    ///   - write: Writes the group from the cursor it is given.
    @inlinable
    public mutating func withReservedRoom(maximum: Int, _ write: (inout JSONCursor) -> Void) {
        // Room past the maximum, so that a group that miscounted its room is caught below before it writes
        // outside the storage.
        if storage.count &- count < maximum &+ JSONCursor.overrunMargin {
            grow(toFit: maximum &+ JSONCursor.overrunMargin)
        }
        let written = count
        count = storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            var cursor = JSONCursor(position: base + written)
            write(&cursor)
            // Checked in release builds too: a miscounted room is a bug that must not pass silently.
            precondition(cursor.position - base <= written + maximum, "a JSONCursor wrote past its room")
            return cursor.position - base
        }
        needsComma = true
    }
}
