// Strings are escaped minimally and always the same way: `\"` `\\` `\n` `\r` `\t` `\b` `\f`,
// other controls as `\u00XX` in lowercase hex, and U+2028 and U+2029 as `\u2028` and `\u2029`
// (valid in JSON, but line terminators in JavaScript before ES2019, so output stays safe to
// embed in a script). Everything else, including non-ASCII, is written as raw UTF-8.

extension JSONWriter {
    /// Input bytes escaped per step; at most six bytes go out for each byte in.
    private static let chunkSize = 512

    /// Appends a comma if needed, then `string` quoted and escaped, then a colon for a key.
    @inline(__always)
    mutating func appendString(_ string: String, isKey: Bool) {
        // Contiguous for native and small strings (copied to the stack), that is always on Linux.
        let isWritten: Void? = string.utf8.withContiguousStorageIfAvailable { appendQuoted($0, isKey: isKey) }
        if isWritten == nil {
            var copy = string
            copy.withUTF8 { appendQuoted($0, isKey: isKey) }
        }
    }

    /// Appends a comma if needed, then `utf8` (whole scalars) quoted and escaped, then a colon for a key.
    @inline(__always)
    mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, isKey: Bool) {
        guard utf8.count <= JSONWriter.chunkSize else {
            appendQuotedInChunks(utf8, isKey: isKey)
            return
        }
        let separator = needsComma
        // Room for `,"` before, `":` after, and six bytes per byte within.
        appendBytes(maximum: utf8.count &* 6 &+ 4) { target in
            let start = JSONWriter.writeOpeningQuote(separator: separator, at: target)
            return JSONWriter.writeClosingQuote(isKey: isKey, at: JSONWriter.escape(utf8, to: start))
        }
    }

    /// Writes a comma if `separator`, then the quote that opens a string; returns the pointer after them.
    @inline(__always)
    static func writeOpeningQuote(
        separator: Bool,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let quote = writePrefix(separator: separator, isNegative: false, at: start)
        quote.pointee = UInt8(ascii: "\"")
        return quote + 1
    }

    /// Writes the quote that closes a string, then a colon if the string `isKey`; returns the pointer after them.
    @inline(__always)
    static func writeClosingQuote(
        isKey: Bool,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        start.pointee = UInt8(ascii: "\"")
        guard isKey else { return start + 1 }
        start[1] = UInt8(ascii: ":")
        return start + 2
    }

    /// Writes `string` quoted and escaped from `target` on, and returns the pointer after it;
    /// needs `JSONCursor.maximumLength(of: string)` bytes of room.
    @usableFromInline
    static func writeQuoted(_ string: String, at target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let start = writeOpeningQuote(separator: false, at: target)
        // Contiguous for native and small strings (copied to the stack), that is always on Linux.
        var end = string.utf8.withContiguousStorageIfAvailable { JSONWriter.escape($0, to: start) }
        if end == nil {
            var copy = string
            end = copy.withUTF8 { JSONWriter.escape($0, to: start) }
        }
        return writeClosingQuote(isKey: false, at: end.unsafelyUnwrapped)
    }

    /// ``appendQuoted(_:isKey:)`` for a long string, a chunk at a time, so that the room it takes
    /// stays small.
    @inline(never)
    private mutating func appendQuotedInChunks(_ utf8: UnsafeBufferPointer<UInt8>, isKey: Bool) {
        let separator = needsComma
        let count = utf8.count
        var start = 0
        repeat {
            // End each chunk on a scalar boundary, so U+2028 and U+2029 are never split.
            var chunkEnd = min(start &+ JSONWriter.chunkSize, count)
            while chunkEnd < count, utf8[chunkEnd] & 0xC0 == 0x80 {
                chunkEnd &-= 1
            }
            let isFirst = start == 0
            let isLast = chunkEnd == count
            let chunk = UnsafeBufferPointer(rebasing: utf8[start..<chunkEnd])
            appendBytes(maximum: chunk.count &* 6 &+ 4) { target in
                let start = isFirst ? JSONWriter.writeOpeningQuote(separator: separator, at: target) : target
                let end = JSONWriter.escape(chunk, to: start)
                return isLast ? JSONWriter.writeClosingQuote(isKey: isKey, at: end) : end
            }
            start = chunkEnd
        } while start < count
    }

    /// Writes `utf8` escaped from `target` on, and returns the pointer after it.
    ///
    /// `utf8` must be whole scalars, and there must be room for six bytes per byte of it and two
    /// more. Eight bytes at a time are checked and copied while none of them needs a closer look;
    /// each step stores eight bytes, which the room allows, and keeps only those that are plain.
    @inline(__always)
    private static func escape(
        _ utf8: UnsafeBufferPointer<UInt8>,
        to target: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        guard var source = utf8.baseAddress else { return target }
        let sourceEnd = source + utf8.count
        var end = target
        while source < sourceEnd {
            let remaining = sourceEnd - source
            let word = remaining >= 8 ? JSONWriter.word(at: source) : JSONWriter.word(at: source, count: remaining)
            UnsafeMutableRawPointer(end).storeBytes(of: word.littleEndian, as: UInt64.self)
            // The zeros that pad a short word count as controls, so at most `remaining` are plain.
            let plainCount = JSONWriter.plainPrefixCount(of: word)
            source += plainCount
            end += plainCount
            if plainCount < 8, source < sourceEnd {
                end = escapeScalarStart(at: &source, before: sourceEnd, to: end)
            }
        }
        return end
    }

    /// The eight bytes at `source`, the first lowest.
    @inline(__always)
    private static func word(at source: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(source).loadUnaligned(as: UInt64.self))
    }

    /// The `count` bytes at `source`, from one to seven, the first lowest, zero above them.
    ///
    /// Two loads that may overlap read them without touching a byte past the end; where they
    /// overlap, both hold the same bytes, so or-ing them is exact.
    @inline(__always)
    static func word(at source: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(source)
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return low | high << UInt64(8 &* (count &- 4))
        }
        if count >= 2 {
            let low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)))
            return low | high << UInt64(8 &* (count &- 2))
        }
        return UInt64(source.pointee)
    }

    /// Writes the byte at `source`, escaped if it must be, and returns the pointer after what it
    /// wrote; moves `source` past the byte, or past all of U+2028 or U+2029.
    @inline(__always)
    private static func escapeScalarStart(
        at source: inout UnsafePointer<UInt8>,
        before sourceEnd: UnsafePointer<UInt8>,
        to target: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let byte = source.pointee
        source += 1
        if JSONWriter.isPlain(byte) {
            target.pointee = byte
            return target + 1
        }
        if let letter = JSONWriter.shortEscapeLetter(for: byte) {
            target[0] = UInt8(ascii: "\\")
            target[1] = letter
            return target + 2
        }
        if byte < 0x20 {
            target[0] = UInt8(ascii: "\\")
            target[1] = UInt8(ascii: "u")
            target[2] = UInt8(ascii: "0")
            target[3] = UInt8(ascii: "0")
            target[4] = lowercaseHexDigit(byte >> 4)
            target[5] = lowercaseHexDigit(byte & 0x0F)
            return target + 6
        }
        // 0xE2: E2 80 A8 and E2 80 A9 are U+2028 and U+2029; any other scalar is written as it is.
        guard sourceEnd - source >= 2, source[0] == 0x80, source[1] == 0xA8 || source[1] == 0xA9 else {
            target.pointee = byte
            return target + 1
        }
        target[0] = UInt8(ascii: "\\")
        target[1] = UInt8(ascii: "u")
        target[2] = UInt8(ascii: "2")
        target[3] = UInt8(ascii: "0")
        target[4] = UInt8(ascii: "2")
        target[5] = source[1] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9")
        source += 2
        return target + 6
    }

    /// How many of the eight bytes of `word`, first byte lowest, come before the first that is not
    /// plain (see `isPlain`): 8 when all are plain.
    @inline(__always)
    private static func plainPrefixCount(of word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // The high bit of a byte is set where that byte is zero or below 0x20, exactly so for the
        // first such byte (the borrows that may mark later bytes never reach earlier ones).
        func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word }
        let marks =
            ((word &- ones &* 0x20) & ~word)
            | zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
            | zeroBytes(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
            | zeroBytes(word ^ (ones &* 0xE2))
        return (marks & (ones &* 0x80)).trailingZeroBitCount >> 3
    }

    /// Whether `byte` is written as it is: not a control, quote or backslash, and not 0xE2,
    /// which may start U+2028 or U+2029.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2
    }

    /// The letter after the backslash for the escapes JSON spells with one letter, else nil.
    @inline(__always)
    private static func shortEscapeLetter(for byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
    }

    private static func lowercaseHexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

/// `text` as a JSON string literal for an error message, cut to about `maxBytes` with "…".
///
/// Quoting keeps hostile text (newlines, quotes, control characters) from forging log lines or
/// breaking the message; cutting keeps a 64 KiB key from making a 64 KiB message.
func quotedForMessage(_ text: String, maxBytes: Int) -> String {
    var shown = text
    if text.utf8.count > maxBytes {
        var kept = String.UnicodeScalarView()
        var keptBytes = 0
        for scalar in text.unicodeScalars {
            keptBytes += UTF8.width(scalar)
            if keptBytes > maxBytes {
                break
            }
            kept.append(scalar)
        }
        shown = String(kept) + "…"
    }
    var writer = JSONWriter(capacity: shown.utf8.count + 8)
    writer.string(shown)
    return String(decoding: writer.bytes, as: UTF8.self)
}
