/// Writes JSON into a byte array, deterministically: the same calls give the same bytes.
///
/// Members are written in the order given, strings are escaped in one fixed way, and numbers
/// are printed in their shortest round-trip form. There is no pretty printing.
///
/// Values can be written from a ``JSONValue`` tree, or streamed with `begin…`/`end…`, `key(_:)`
/// and the scalar methods, which builds no tree. Commas are placed automatically; the caller
/// balances `begin` and `end` calls and writes a key before each member value. The writer trusts
/// those calls rather than checking them, so that it stays cheap on hot paths; unbalanced calls
/// give invalid JSON but never trap.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("x")
/// writer.number(8)
/// writer.key("y")
/// writer.number(568.333)
/// writer.endObject()
/// writer.bytes  // {"x":8,"y":568.333}
/// ```
public struct JSONWriter: Sendable {
    /// Room to write into: the first `count` bytes are the JSON written, the rest spare room
    /// whose contents mean nothing.
    ///
    /// Writing through a buffer pointer into spare room skips the uniqueness and capacity checks
    /// that appending to an array makes on every call, token by token (figures in BENCHMARKS.md).
    @usableFromInline var storage: [UInt8]
    /// How many bytes of `storage` are written.
    @usableFromInline var count = 0
    /// Whether a value or member has been written at the current level, so the next needs a comma.
    @usableFromInline var needsComma = false

    /// Creates an empty writer.
    ///
    /// - Parameter capacity: Bytes to reserve up front; a good guess saves regrowing.
    public init(capacity: Int = 1_024) {
        // Bytes are trivial values and nothing reads past `count`, so the room needs no zeroing.
        storage = [UInt8](unsafeUninitializedCapacity: max(64, capacity)) { _, initializedCount in
            initializedCount = max(64, capacity)
        }
    }

    /// The JSON written so far, as UTF-8.
    ///
    /// Each read copies the bytes out, so read it once, when done.
    public var bytes: [UInt8] {
        Array(storage[..<count])
    }

    /// Writes a whole value, with a comma before it if one is needed.
    ///
    /// - Parameter value: The value; object members are written in their order.
    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null:
            null()
        case .bool(let value):
            bool(value)
        case .number(let value):
            number(value)
        case .string(let value):
            string(value)
        case .array(let elements):
            beginArray()
            for element in elements {
                write(element)
            }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                write(member.value)
            }
            endObject()
        }
    }

    /// Starts an object: `{`.
    public mutating func beginObject() {
        appendToken(",{")
        needsComma = false
    }

    /// Ends the object that is open: `}`.
    public mutating func endObject() {
        appendByte(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Writes a member's key and colon; the member's value must be written next.
    ///
    /// - Parameter key: The key, escaped like any string.
    public mutating func key(_ key: String) {
        appendString(key, isKey: true)
        needsComma = false
    }

    /// Writes a member's key and colon, for a key fixed when the program is built.
    ///
    /// The same bytes as ``key(_:)``, written faster on hot paths: they come straight from the
    /// literal, with no `String` in between.
    ///
    /// - Parameter key: The key, escaped like any string.
    public mutating func key(literal key: StaticString) {
        key.withUTF8Buffer { appendQuoted($0, isKey: true) }
        needsComma = false
    }

    /// Starts an array: `[`.
    public mutating func beginArray() {
        appendToken(",[")
        needsComma = false
    }

    /// Ends the array that is open: `]`.
    public mutating func endArray() {
        appendByte(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a string value.
    ///
    /// - Parameter value: The string; see ``JSONWriter`` for how it is escaped.
    public mutating func string(_ value: String) {
        appendString(value, isKey: false)
        needsComma = true
    }

    /// Writes a number value in its shortest form that reads back as the same `Double`.
    ///
    /// Integral values below 2^53 in magnitude are written without a fraction (`8`), `-0.0` as
    /// `0`, others as the shortest digits that round-trip (`568.333`, `1e-07`, `1e+21`).
    /// JSON has no NaN or infinity: a non-finite value is written as `null`. Callers must never
    /// pass one; the fallback only keeps the output valid JSON.
    ///
    /// - Parameter value: The number.
    public mutating func number(_ value: Double) {
        appendNumber(value)
        needsComma = true
    }

    /// Writes an integer value exactly.
    ///
    /// - Parameter value: The integer; beyond ±2^53 readers that use doubles may round it.
    public mutating func number(_ value: Int) {
        appendInteger(value)
        needsComma = true
    }

    /// Writes `true` or `false`.
    ///
    /// - Parameter value: The Boolean.
    public mutating func bool(_ value: Bool) {
        appendToken(value ? ",true" : ",false")
        needsComma = true
    }

    /// Writes `null`.
    public mutating func null() {
        appendToken(",null")
        needsComma = true
    }

    /// Appends `token`, a comma and ASCII text, leaving out the comma when none is needed.
    mutating func appendToken(_ token: StaticString) {
        let skipped = needsComma ? 0 : 1
        let text = token.utf8Start + skipped
        let length = token.utf8CodeUnitCount &- skipped
        appendBytes(maximum: length) { start in
            start.update(from: text, count: length)
            return start + length
        }
    }

    /// Appends one byte.
    mutating func appendByte(_ byte: UInt8) {
        appendBytes(maximum: 1) { start in
            start.pointee = byte
            return start + 1
        }
    }

    /// Appends at most `maximum` bytes, which `write` puts into memory from its argument on.
    ///
    /// - Parameter write: Writes no more than `maximum` bytes from the pointer it is given on,
    ///   and returns the pointer just past the last byte it wrote.
    @inline(__always)
    mutating func appendBytes(
        maximum: Int,
        _ write: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>
    ) {
        if storage.count &- count < maximum {
            grow(toFit: maximum)
        }
        let written = count
        count = storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            return write(base + written) - base
        }
    }

    /// Makes room for `maximum` more bytes, at least doubling the room so that growth is rare.
    @inline(never) @usableFromInline
    mutating func grow(toFit maximum: Int) {
        let written = storage[..<count]
        let room = storage.count + max(maximum, storage.count)
        storage = [UInt8](unsafeUninitializedCapacity: room) { buffer, initializedCount in
            _ = buffer.initialize(fromContentsOf: written)
            initializedCount = room
        }
    }
}
