/// A forward-only reader of JSON for decoders that know the shape they expect and hand anything
/// else to ``JSONParser``.
///
/// Every `read` method either reads what ``JSONParser`` would accept at that place and returns
/// it, or *declines*: it returns `nil` or `false`, and the scanner's position is then unspecified.
/// A decoder that meets a decline gives up and parses the whole input with ``JSONParser``, which
/// yields the same values or the exact error. The scanner declines some valid JSON to stay
/// small: strings with escapes, member names that are not plain ASCII, numbers that need more
/// than one exact floating-point operation (see ``readNumber()``), a byte order mark, and
/// anything beyond ``limits``. It never accepts what the parser rejects, provided the decoder
/// declines a member name that repeats in one object (the scanner does not remember names).
///
/// ```swift
/// let width: Double? = body.withUnsafeBufferPointer { bytes in
///     guard var scanner = JSONScanner(bytes), var object = scanner.beginObject() else { return nil }
///     var width: Double?
///     while let name = scanner.nextMemberName(in: &object) {
///         guard name.matches("width"), width == nil else { return nil }
///         width = scanner.readNumber()
///         if width == nil { return nil }
///     }
///     return object.isClosed && scanner.readEnd() ? width : nil
/// }
/// ```
public struct JSONScanner {
    @usableFromInline let input: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    @usableFromInline var index = 0
    /// How many arrays and objects are open.
    @usableFromInline var depth = 0
    /// The bounds that the parser would apply to the same input.
    public let limits: JSONParser.Limits

    /// Creates a scanner at the start of `input`, or nil when the input is beyond `limits`.
    ///
    /// - Parameters:
    ///   - input: The JSON text as UTF-8; it must outlive the scanner.
    ///   - limits: The bounds that the parser would apply.
    public init?(_ input: UnsafeBufferPointer<UInt8>, limits: JSONParser.Limits = .default) {
        guard input.count <= limits.maxInputBytes else { return nil }
        self.input = input
        self.limits = limits
    }

    /// Skips whitespace, then reads `byte` if it comes next.
    ///
    /// - Parameter byte: A structural character such as `,` or `}`.
    /// - Returns: Whether `byte` was read.
    @inlinable @inline(__always)
    public mutating func read(_ byte: UInt8) -> Bool {
        // Compact bodies have no whitespace: one load and one comparison decide.
        if index < input.count {
            let next = input[index]
            if next == byte {
                index &+= 1
                return true
            }
            if next > UInt8(ascii: " ") { return false }
        }
        return readAfterWhitespace(byte)
    }

    /// Skips whitespace, then reads `byte` if it comes next; the rare path of ``read(_:)``.
    @usableFromInline
    mutating func readAfterWhitespace(_ byte: UInt8) -> Bool {
        skipWhitespaceRun()
        guard index < input.count, input[index] == byte else { return false }
        index &+= 1
        return true
    }

    /// Skips whitespace and tells whether the input ends there, as it must after the top value.
    ///
    /// - Returns: Whether nothing but whitespace follows.
    @inlinable
    public mutating func readEnd() -> Bool {
        skipWhitespace()
        return index == input.count
    }

    /// Moves past spaces, tabs, line feeds and carriage returns, the whitespace of RFC 8259.
    @inlinable @inline(__always)
    mutating func skipWhitespace() {
        // Compact bodies have none: one comparison tells.
        guard index < input.count, input[index] <= UInt8(ascii: " ") else { return }
        skipWhitespaceRun()
    }

    /// Moves past a run of whitespace, or nowhere at another byte.
    @usableFromInline
    mutating func skipWhitespaceRun() {
        while index < input.count {
            switch input[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index &+= 1
            default:
                return
            }
        }
    }

    /// Reads `true` or `false`.
    ///
    /// - Returns: The Boolean, or nil (declined) for anything else, `null` included.
    public mutating func readBool() -> Bool? {
        skipWhitespace()
        if hasLiteral("true") {
            index &+= 4
            return true
        }
        if hasLiteral("false") {
            index &+= 5
            return false
        }
        return nil
    }

    /// Whether the bytes at `index` spell `literal`.
    private func hasLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard input.count - index >= count else { return false }
        for offset in 0..<count where input[index &+ offset] != literal.utf8Start[offset] {
            return false
        }
        return true
    }
}
