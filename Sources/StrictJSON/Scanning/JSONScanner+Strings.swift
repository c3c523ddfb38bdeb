#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Strings without escapes, the common case on the wire. A backslash declines: unescaping, with
// its surrogate rules, stays the parser's job alone. Content is searched eight bytes at a time
// for the closing quote (see ``PlainASCIIWord``); only non-ASCII text takes a byte loop.

extension JSONScanner {
    /// Reads a string that has no escapes.
    ///
    /// Raw non-ASCII text is accepted when it is well-formed UTF-8, as the parser requires.
    ///
    /// - Returns: The string, or nil (declined) for an escape, a control character, invalid
    ///   UTF-8, a string longer than ``JSONParser/Limits/maxStringBytes``, or any other value.
    public mutating func readString() -> String? {
        guard read(UInt8(ascii: "\"")) else { return nil }
        let contentStart = index
        let plainEnd = plainRunEndInline(from: contentStart)
        guard plainEnd < input.count else { return nil }
        let stop = input[plainEnd]
        if stop == UInt8(ascii: "\"") {
            guard plainEnd &- contentStart <= limits.maxStringBytes else { return nil }
            index = plainEnd &+ 1
            return Parser.asciiString(UnsafeBufferPointer(rebasing: input[contentStart..<plainEnd]))
        }
        // An escape or a control character declines; non-ASCII text continues byte by byte.
        guard stop >= 0x80 else { return nil }
        return readUnicodeString(contentStart: contentStart, from: plainEnd)
    }

    /// Reads a string whose content is printable ASCII without escapes, such as a member name or
    /// an enumeration's raw value, without making a `String` of it.
    ///
    /// - Returns: The content, or nil (declined) for any other value.
    @inlinable @inline(__always)
    public mutating func readName() -> JSONName? {
        guard read(UInt8(ascii: "\"")) else { return nil }
        let contentStart = index
        let end: Int
        let head: UInt64
        if contentStart &+ 8 <= input.count {
            let base = input.baseAddress.unsafelyUnwrapped  // The input is not empty.
            // Most names end within the first word, which is then also their packed head.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + contentStart).loadUnaligned(as: UInt64.self))
            let plainCount = PlainASCIIWord.firstSpecialByte(in: word)
            if plainCount < 8 {
                end = contentStart &+ plainCount
                head = word & ((1 &<< UInt64(plainCount &* 8)) &- 1)
            } else {
                end = plainRunEnd(from: contentStart &+ 8)
                head = word
            }
        } else {
            end = plainRunEnd(from: contentStart)
            head = JSONName.head(of: input.baseAddress.unsafelyUnwrapped + contentStart, count: end &- contentStart)
        }
        guard end < input.count, input[end] == UInt8(ascii: "\""), end &- contentStart <= limits.maxStringBytes
        else { return nil }
        index = end &+ 1
        let bytes = UnsafeBufferPointer(
            start: input.baseAddress.unsafelyUnwrapped + contentStart, count: end &- contentStart)
        return JSONName(bytes: bytes, head: head)
    }

    /// Reads a member name that is plain ASCII without escapes, and the colon after it.
    ///
    /// - Returns: The name, or nil (declined).
    @inlinable @inline(__always)
    mutating func readMemberName() -> JSONName? {
        guard let name = readName(), read(UInt8(ascii: ":")) else { return nil }
        return name
    }

    /// Where the run of plain ASCII that starts at `start` ends: the first quote, backslash,
    /// control character or non-ASCII byte, or the end of the input.
    @usableFromInline
    func plainRunEnd(from start: Int) -> Int {
        plainRunEndInline(from: start)
    }

    /// ``plainRunEnd(from:)``, inlined into ``readString()``, which reads most strings.
    @inline(__always)
    private func plainRunEndInline(from start: Int) -> Int {
        var position = start
        while position &+ 8 <= input.count {
            let base = input.baseAddress.unsafelyUnwrapped  // The input is not empty.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let plainCount = PlainASCIIWord.firstSpecialByte(in: word)
            position &+= plainCount
            if plainCount < 8 { return position }
        }
        while position < input.count, PlainASCIIWord.isPlain(input[position]) {
            position &+= 1
        }
        return position
    }

    /// Finishes a string that has non-ASCII text at `position`, checking it as the parser does.
    private mutating func readUnicodeString(contentStart: Int, from position: Int) -> String? {
        var position = position
        while position < input.count {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                guard position &- contentStart <= limits.maxStringBytes else { return nil }
                index = position &+ 1
                // The parser's UTF-8 rules are the Unicode standard's (no overlong forms, no
                // surrogates, nothing above U+10FFFF), which is what decoding checks.
                return Self.validUTF8String(UnsafeBufferPointer(rebasing: input[contentStart..<position]))
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
            position &+= 1
        }
        return nil
    }

    /// The text of `bytes` when they are valid UTF-8, else nil: `String(validating:as:)`, whose
    /// generic code looks up type metadata at run time on every call, without that lookup. Decoding
    /// replaces each invalid sequence with U+FFFD, whose own bytes are valid, so the decoded bytes
    /// equal `bytes` exactly when nothing was replaced.
    static func validUTF8String(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        let isUnchanged = text.withUTF8 { decoded in
            decoded.count == bytes.count
                && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
        return isUnchanged ? text : nil
    }
}
