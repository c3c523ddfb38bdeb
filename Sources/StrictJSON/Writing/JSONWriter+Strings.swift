// Strings are escaped minimally and always the same way: `\"` `\\` `\n` `\r` `\t` `\b` `\f`,
// other controls as `\u00XX` in lowercase hex, and U+2028 and U+2029 as `\u2028` and `\u2029`
// (valid in JSON, but line terminators in JavaScript before ES2019, so output stays safe to
// embed in a script). Everything else, including non-ASCII, is written as raw UTF-8.

extension JSONWriter {
    /// Input bytes escaped per step; at most six bytes go out for each byte in.
    private static let chunkSize = 128

    /// Appends a comma if needed, then `string` quoted and escaped, then a colon for a key.
    mutating func appendString(_ string: String, isKey: Bool) {
        let separator = needsComma
        var string = string
        string.withUTF8 { utf8 in
            var start = 0
            repeat {
                // End each chunk on a scalar boundary, so U+2028 and U+2029 are never split.
                var chunkEnd = min(start + JSONWriter.chunkSize, utf8.count)
                while chunkEnd < utf8.count, utf8[chunkEnd] & 0xC0 == 0x80 {
                    chunkEnd -= 1
                }
                let isFirst = start == 0
                let isLast = chunkEnd == utf8.count
                let chunk = UnsafeBufferPointer(rebasing: utf8[start..<chunkEnd])
                // Room for `,"` before, `":` after, and six bytes per byte within.
                appendBytes(maximum: chunk.count * 6 + 4) { buffer, end in
                    var end = end
                    if isFirst {
                        if separator {
                            buffer[end] = UInt8(ascii: ",")
                            end += 1
                        }
                        buffer[end] = UInt8(ascii: "\"")
                        end += 1
                    }
                    end = JSONWriter.escape(chunk, into: buffer, at: end)
                    if isLast {
                        buffer[end] = UInt8(ascii: "\"")
                        end += 1
                        if isKey {
                            buffer[end] = UInt8(ascii: ":")
                            end += 1
                        }
                    }
                    return end
                }
                start = chunkEnd
            } while start < utf8.count
        }
    }

    /// Writes `utf8` escaped into `buffer` from `end` on, and returns the index after it.
    ///
    /// `utf8` must be whole scalars, and `buffer` must have room for six bytes per byte of it.
    private static func escape(
        _ utf8: UnsafeBufferPointer<UInt8>,
        into buffer: UnsafeMutableBufferPointer<UInt8>,
        at end: Int
    ) -> Int {
        var end = end
        func put(_ byte: UInt8) {
            buffer[end] = byte
            end += 1
        }
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            position += 1
            if JSONWriter.isPlain(byte) {
                put(byte)
                continue
            }
            if let letter = JSONWriter.shortEscapeLetter(for: byte) {
                put(UInt8(ascii: "\\"))
                put(letter)
            } else if byte < 0x20 {
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "u"))
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "0"))
                put(lowercaseHexDigit(byte >> 4))
                put(lowercaseHexDigit(byte & 0x0F))
            } else if byte == 0xE2, position + 1 < utf8.count, utf8[position] == 0x80,
                utf8[position + 1] == 0xA8 || utf8[position + 1] == 0xA9
            {
                // E2 80 A8 and E2 80 A9 are U+2028 and U+2029.
                put(UInt8(ascii: "\\"))
                put(UInt8(ascii: "u"))
                put(UInt8(ascii: "2"))
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "2"))
                put(utf8[position + 1] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                position += 2
            } else {
                put(byte)  // 0xE2 starting another scalar.
            }
        }
        return end
    }

    /// Whether `byte` is written as it is: not a control, quote or backslash, and not 0xE2,
    /// which may start U+2028 or U+2029.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2
    }

    /// The letter after the backslash for the escapes JSON spells with one letter, else nil.
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
