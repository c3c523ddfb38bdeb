// Strings without escapes, the common case on the wire. A backslash declines: unescaping, with
// its surrogate rules, stays the parser's job alone.

extension JSONScanner {
    /// Reads a string that has no escapes.
    ///
    /// Raw non-ASCII text is accepted when it is well-formed UTF-8, as the parser requires.
    ///
    /// - Returns: The string, or nil (declined) for an escape, a control character, invalid
    ///   UTF-8, a string longer than ``JSONParser/Limits/maxStringBytes``, or any other value.
    public mutating func readString() -> String? {
        skipWhitespace()
        guard index < input.count, input[index] == UInt8(ascii: "\"") else { return nil }
        let contentStart = index &+ 1
        guard let (end, isASCII) = plainContentEnd(from: contentStart) else { return nil }
        let content = UnsafeBufferPointer(rebasing: input[contentStart..<end])
        index = end &+ 1
        // The parser's UTF-8 rules are the Unicode standard's (no overlong forms, no surrogates,
        // nothing above U+10FFFF), which is what `String(validating:as:)` checks.
        return isASCII ? Parser.asciiString(content) : String(validating: content, as: UTF8.self)
    }

    /// Reads a string whose content is printable ASCII without escapes, such as a member name or
    /// an enumeration's raw value, without making a `String` of it.
    ///
    /// Two such strings are equal as Swift `String`s exactly when their bytes are equal (ASCII
    /// has no canonical equivalents), so ``name(_:is:)`` may stand in for `==` on them.
    ///
    /// - Returns: The content's bytes, or nil (declined) for any other value.
    @inlinable
    public mutating func readASCIIString() -> UnsafeBufferPointer<UInt8>? {
        skipWhitespace()
        guard index < input.count, input[index] == UInt8(ascii: "\"") else { return nil }
        let contentStart = index &+ 1
        var position = contentStart
        while position < input.count {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                guard position &- contentStart <= limits.maxStringBytes else { return nil }
                index = position &+ 1
                return UnsafeBufferPointer(start: input.baseAddress! + contentStart, count: position &- contentStart)
            }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            position &+= 1
        }
        return nil
    }

    /// Reads a member name that is plain ASCII without escapes, and the colon after it.
    ///
    /// - Returns: The name's bytes, or nil (declined).
    @inlinable
    mutating func readMemberName() -> UnsafeBufferPointer<UInt8>? {
        guard let name = readASCIIString(), read(UInt8(ascii: ":")) else { return nil }
        return name
    }

    /// Where the string content that starts at `start` ends (at its closing quote), and whether
    /// it is all ASCII; nil for an escape, a control character, no closing quote, or too long.
    private func plainContentEnd(from start: Int) -> (end: Int, isASCII: Bool)? {
        var position = start
        // Eight bytes at a time while they are all plain ASCII, as the parser skips them.
        if let base = input.baseAddress {
            while position &+ 8 <= input.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                if Parser.mayEndPlainRun(word) { break }
                position &+= 8
            }
        }
        var isASCII = true
        while position < input.count {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                guard position &- start <= limits.maxStringBytes else { return nil }
                return (position, isASCII)
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
            if byte >= 0x80 {
                isASCII = false
            }
            position &+= 1
        }
        return nil
    }
}
