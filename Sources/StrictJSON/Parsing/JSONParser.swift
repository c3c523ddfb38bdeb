/// A strict RFC 8259 JSON parser for untrusted input.
///
/// It accepts exactly the JSON grammar over valid UTF-8 and nothing else: no comments, trailing
/// commas, `NaN`, `Infinity`, leading zeros or `+`. Beyond the grammar it rejects what would
/// make a value ambiguous or unsafe to act on: numbers that overflow a `Double`, lone surrogate
/// escapes, duplicate keys, and input beyond ``Limits``. Every rejection is a
/// ``JSONParseError`` with a byte offset and the JSON Pointer of the value at fault.
///
/// Decisions where RFC 8259 leaves a choice:
/// - A leading UTF-8 byte order mark is skipped (§8.1 allows it); offsets still count its bytes.
/// - `-0` parses to `-0.0`; callers decide whether a sign on zero matters.
/// - `\u0000` is allowed and yields U+0000 in the string; callers decide whether to accept it.
/// - Numbers are rounded correctly to the nearest `Double`; those that underflow become zero.
///
/// The parser is iterative, so nesting costs heap rather than stack, and the depth limit is
/// checked before each container is opened: `[[[[…` ten thousand deep fails fast with
/// ``JSONParseError/Kind/tooDeep``.
///
/// ```swift
/// do {
///     let request = try JSONParser.parse(body)
/// } catch {
///     // error.kind, error.offset, error.pointer, error.message
/// }
/// ```
public enum JSONParser {
    /// Bounds on the input that keep memory and time proportional to what a service expects.
    ///
    /// A limit that is exceeded fails with ``JSONParseError/Kind/tooLarge`` (or
    /// ``JSONParseError/Kind/tooDeep`` for depth). Limits of zero or less allow nothing.
    public struct Limits: Sendable, Equatable {
        /// The deepest nesting of arrays and objects; a top-level container is at depth 1.
        public var maxDepth: Int
        /// The longest input, in bytes.
        public var maxInputBytes: Int
        /// The longest string or key, in bytes of UTF-8 after unescaping.
        public var maxStringBytes: Int
        /// The most elements in one array.
        public var maxArrayCount: Int
        /// The most members in one object.
        public var maxObjectMembers: Int

        /// Creates limits.
        ///
        /// - Parameters:
        ///   - maxDepth: The deepest nesting of arrays and objects (default 64).
        ///   - maxInputBytes: The longest input in bytes (default 1 MiB).
        ///   - maxStringBytes: The longest string or key in UTF-8 bytes (default 64 KiB).
        ///   - maxArrayCount: The most elements in one array (default 10 000).
        ///   - maxObjectMembers: The most members in one object (default 1 000).
        public init(
            maxDepth: Int = 64,
            maxInputBytes: Int = 1 << 20,
            maxStringBytes: Int = 1 << 16,
            maxArrayCount: Int = 10_000,
            maxObjectMembers: Int = 1_000
        ) {
            self.maxDepth = maxDepth
            self.maxInputBytes = maxInputBytes
            self.maxStringBytes = maxStringBytes
            self.maxArrayCount = maxArrayCount
            self.maxObjectMembers = maxObjectMembers
        }

        /// The defaults: depth 64, 1 MiB of input, 64 KiB strings, 10 000 elements, 1 000 members.
        public static let `default` = Limits()
    }

    /// Parses one JSON text from bytes.
    ///
    /// Contiguous collections (`[UInt8]`, `ArraySlice<UInt8>`, a native `String`'s `utf8`) are
    /// read in place; others are copied first.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text as UTF-8.
    ///   - limits: Bounds on the input.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` at the first problem.
    @inlinable
    public static func parse(
        _ bytes: some Collection<UInt8>,
        limits: Limits = .default
    ) throws(JSONParseError) -> JSONValue {
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONParseError) in try parse(buffer: buffer, limits: limits) }
        }
        if let contiguous {
            return try contiguous.get()
        }
        return try Array(bytes).withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in try parse(buffer: buffer, limits: limits) }
        }.get()
    }

    /// Parses one JSON text from raw memory, such as an HTTP body handed over by C.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text as UTF-8; only read during the call.
    ///   - limits: Bounds on the input.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` at the first problem.
    public static func parse(
        _ bytes: UnsafeRawBufferPointer,
        limits: Limits = .default
    ) throws(JSONParseError) -> JSONValue {
        try bytes.withMemoryRebound(to: UInt8.self) { buffer in
            Result { () throws(JSONParseError) in try parse(buffer: buffer, limits: limits) }
        }.get()
    }

    /// Parses one JSON text from a string.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - limits: Bounds on the input.
    /// - Returns: The value.
    /// - Throws: ``JSONParseError`` at the first problem.
    public static func parse(_ text: String, limits: Limits = .default) throws(JSONParseError) -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in
            Result { () throws(JSONParseError) in try parse(buffer: buffer, limits: limits) }
        }.get()
    }

    /// The one entry that every public `parse` funnels into.
    @usableFromInline
    static func parse(buffer: UnsafeBufferPointer<UInt8>, limits: Limits) throws(JSONParseError) -> JSONValue {
        var parser = Parser(input: buffer, limits: limits)
        return try parser.parseDocument()
    }
}
