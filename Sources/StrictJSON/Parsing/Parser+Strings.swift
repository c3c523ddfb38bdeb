// Strings after RFC 8259 §7: any scalar but `"`, `\` and U+0000–U+001F may appear raw; those
// must be escaped. A string without escapes, the common case, becomes a `String` straight from
// the input bytes; one with escapes is unescaped into `scratch` first.

extension Parser {
    /// Reads the string whose opening quote is at `index`.
    ///
    /// - Parameter maxBytes: The longest the string may be, in UTF-8 bytes after unescaping.
    mutating func parseString(maxBytes: Int) throws(JSONParseError) -> String {
        let start = index
        let contentStart = index + 1
        // Plain ASCII is the common case: skip it eight bytes at a time, then byte by byte.
        let input = self.input
        var position = contentStart
        if let base = input.baseAddress {
            while position &+ 8 <= input.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                if Parser.mayEndPlainRun(word) { break }
                position &+= 8
            }
        }
        while position < input.count {
            let byte = input[position]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            position += 1
        }
        index = position
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "\"") {
                guard index - contentStart <= maxBytes else {
                    throw failure(.tooLarge, at: start, "string longer than \(maxBytes) bytes")
                }
                let content = UnsafeBufferPointer(rebasing: input[contentStart..<index])
                index += 1
                return index - 1 == position ? Parser.asciiString(content) : String(decoding: content, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(start: start, contentStart: contentStart, maxBytes: maxBytes)
            } else {
                try skipRawScalar(startingWith: byte)
            }
        }
        throw failure(.unexpectedEnd, at: index, "unexpected end of input")
    }

    /// Whether any of the eight bytes in `word` is a quote, a backslash, a control character or
    /// non-ASCII. It may say so of a plain word (a borrow can flag the byte above a real match),
    /// never the reverse; the byte loop then decides.
    @inline(__always)
    static func mayEndPlainRun(_ word: UInt64) -> Bool {
        PlainASCIIWord.specialBytes(in: word) != 0
    }

    /// A string of bytes already known to be printable ASCII. Up to 15 bytes it is built in place
    /// (a small string needs no UTF-8 validation once it is seen to be ASCII), which is cheaper
    /// than `String(decoding:as:)`; member names are nearly all that short.
    @inline(__always)
    static func asciiString(_ content: UnsafeBufferPointer<UInt8>) -> String {
        guard content.count <= 15, let source = content.baseAddress else {
            return String(decoding: content, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: content.count) { buffer in
            buffer.baseAddress!.update(from: source, count: content.count)
            return content.count
        }
    }

    /// Finishes a string at its first backslash, at `index`, unescaping into `scratch`.
    private mutating func parseEscapedString(
        start: Int,
        contentStart: Int,
        maxBytes: Int
    ) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var runStart = contentStart  // Bytes from here to `index` are copied as they are.
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
                if byte == UInt8(ascii: "\"") {
                    guard scratch.count <= maxBytes else {
                        throw failure(.tooLarge, at: start, "string longer than \(maxBytes) bytes")
                    }
                    index += 1
                    return String(decoding: scratch, as: UTF8.self)
                }
                try appendEscape()
                runStart = index
            } else {
                try skipRawScalar(startingWith: byte)
            }
        }
        throw failure(.unexpectedEnd, at: index, "unexpected end of input")
    }

    /// Unescapes the escape whose backslash is at `index` into `scratch`.
    private mutating func appendEscape() throws(JSONParseError) {
        let escapeStart = index
        guard index + 1 < input.count else {
            throw failure(.unexpectedEnd, at: input.count, "unexpected end of input")
        }
        let unescaped: UInt8
        switch input[index + 1] {
        case UInt8(ascii: "\""): unescaped = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): unescaped = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): unescaped = UInt8(ascii: "/")
        case UInt8(ascii: "b"): unescaped = 0x08
        case UInt8(ascii: "f"): unescaped = 0x0C
        case UInt8(ascii: "n"): unescaped = 0x0A
        case UInt8(ascii: "r"): unescaped = 0x0D
        case UInt8(ascii: "t"): unescaped = 0x09
        case UInt8(ascii: "u"):
            try appendUnicodeEscape()
            return
        default:
            let name = input[index + 1] < 0x80 ? characterName(at: index + 1) : "a non-ASCII character"
            throw failure(.invalidEscape, at: escapeStart, "invalid escape: backslash followed by \(name)")
        }
        scratch.append(unescaped)
        index += 2
    }

    /// Unescapes `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, at `index` into `scratch`.
    private mutating func appendUnicodeEscape() throws(JSONParseError) {
        let escapeStart = index
        let first = try hexQuad(at: index + 2, escapeStart: escapeStart)
        index += 6
        var scalar = first
        switch first {
        case 0xD800...0xDBFF:
            // The pair's second half must follow at once: `\u` and a low surrogate.
            for (offset, expected) in [(0, UInt8(ascii: "\\")), (1, UInt8(ascii: "u"))] {
                guard index + offset < input.count else {
                    throw failure(.unexpectedEnd, at: input.count, "unexpected end of input")
                }
                guard input[index + offset] == expected else {
                    throw loneSurrogateFailure(first, at: escapeStart)
                }
            }
            let second = try hexQuad(at: index + 2, escapeStart: index)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw loneSurrogateFailure(first, at: escapeStart)
            }
            index += 6
            scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        case 0xDC00...0xDFFF:
            throw loneSurrogateFailure(first, at: escapeStart)
        default:
            break
        }
        appendUTF8(scalar)
    }

    /// The value of the four hex digits at `offset`, for the `\u` escape at `escapeStart`.
    private func hexQuad(at offset: Int, escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for position in offset..<(offset + 4) {
            guard position < input.count else {
                throw failure(.unexpectedEnd, at: input.count, "unexpected end of input")
            }
            let byte = input[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw failure(.invalidUnicodeEscape, at: escapeStart, "\\u must be followed by four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Appends the UTF-8 form of a scalar value that is not a surrogate and at most U+10FFFF.
    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(scalar >> 6))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(scalar >> 12))
            scratch.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(scalar >> 18))
            scratch.append(0x80 | UInt8(scalar >> 12 & 0x3F))
            scratch.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            scratch.append(0x80 | UInt8(scalar & 0x3F))
        }
    }

    /// Moves past the scalar at `index`, which starts with `byte` (not a quote or backslash),
    /// checking that it may appear raw in a string: not a control character, and well-formed UTF-8.
    @inline(__always)
    private mutating func skipRawScalar(startingWith byte: UInt8) throws(JSONParseError) {
        if byte < 0x20 {
            throw failure(
                .controlCharacterInString, at: index,
                "control character \(scalarName(UInt32(byte))) in string must be escaped")
        }
        if byte < 0x80 {
            index += 1
            return
        }
        guard let length = validUTF8SequenceLength(at: index) else {
            if isTruncatedUTF8Sequence(at: index) {
                throw failure(.unexpectedEnd, at: input.count, "unexpected end of input")
            }
            throw failure(.invalidUTF8, at: index, "invalid UTF-8 at byte \(index)")
        }
        index += length
    }

    private func loneSurrogateFailure(_ value: UInt32, at offset: Int) -> JSONParseError {
        let hex = String(value, radix: 16, uppercase: true)
        return failure(.invalidUnicodeEscape, at: offset, "lone surrogate \\u\(hex) in string")
    }
}
