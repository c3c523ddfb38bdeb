/// base64url (RFC 4648 §5), the URL- and file-name-safe alphabet: `-` and `_` where base64 has `+` and `/`.
enum Base64URL {
    /// Why a text is not base64url, for a problem's detail.
    struct DecodingError: Error, Equatable {
        /// What is wrong and where, for people.
        let message: String
    }

    /// The bytes that `text` encodes. The `=` padding may be left out; when present it must make the length a
    /// multiple of 4. Bits left over in the last character are ignored (RFC 4648 §3.5 lets decoders accept them).
    ///
    /// ```swift
    /// try Base64URL.decode(Array("e30".utf8))  // Array("{}".utf8)
    /// ```
    static func decode(_ text: [UInt8]) throws(DecodingError) -> [UInt8] {
        let padding = text.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        let digits = text.count - padding
        if padding > 0, padding > 2 || text.count % 4 != 0 {
            throw DecodingError(message: "its \"=\" padding does not make the length a multiple of 4")
        }
        if digits % 4 == 1 {
            throw DecodingError(message: "\(digits) characters cannot end a group (a length of 4n + 1)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits * 3 / 4)
        var accumulator: UInt32 = 0
        var bitCount = 0
        for offset in 0..<digits {
            guard let value = alphabet.value(of: text[offset]) else {
                throw DecodingError(message: "character \(describe(text[offset])) at offset \(offset)")
            }
            accumulator = accumulator << 6 | UInt32(value)
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount)))
            }
        }
        return bytes
    }

    /// RFC 4648 §5's alphabet: the values 0 to 63.
    private static let alphabet = DigitAlphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// A byte for a message, with a hint for the characters of plain base64.
    private static func describe(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "/"):
            "\"\(Character(Unicode.Scalar(byte)))\" (plain base64; base64url has \"-\" and \"_\" instead of \"+\" and \"/\")"
        case UInt8(ascii: "="): "\"=\" (padding belongs at the end only)"
        case 0x21...0x7E: "\"\(Character(Unicode.Scalar(byte)))\""
        default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }
}
