import Testing

@testable import SheetService

/// base64url decoding: RFC 4648's vectors, the URL-safe alphabet, optional padding, and clear refusals.
struct Base64URLTests {
    /// RFC 4648 §10's test vectors decode, with their padding and without it.
    @Test(arguments: [
        ("", ""), ("Zg==", "f"), ("Zm8=", "fo"), ("Zm9v", "foo"), ("Zm9vYg==", "foob"), ("Zm9vYmE=", "fooba"),
        ("Zm9vYmFy", "foobar"),
    ])
    func decodesTheRFCVectors(encoded: String, decoded: String) throws {
        #expect(try Base64URL.decode(Array(encoded.utf8)) == Array(decoded.utf8))
        let unpadded = encoded.prefix { $0 != "=" }
        #expect(try Base64URL.decode(Array(unpadded.utf8)) == Array(decoded.utf8))
    }

    /// `-` and `_` stand for the values 62 and 63, where plain base64 has `+` and `/`.
    @Test func decodesTheURLSafeCharacters() throws {
        #expect(try Base64URL.decode(Array("-_8".utf8)) == [0xFB, 0xFF])
        #expect(try Base64URL.decode(Array("AAECA_7_".utf8)) == [0x00, 0x01, 0x02, 0x03, 0xFE, 0xFF])
    }

    /// Plain base64's characters, a stray `=`, incomplete padding and an impossible length are refused with a
    /// message saying which and where.
    @Test(arguments: [
        ("Zm+v", "\"+\" (plain base64"), ("Zm/v", "\"/\" (plain base64"), ("Zm=v", "padding belongs at the end"),
        ("Zg=", "multiple of 4"), ("Zg===", "multiple of 4"), ("Zm9vY", "4n + 1"), ("Zm 9", "byte 0x20 at offset 2"),
        ("Zm\u{7F}v", "byte 0x7F"),
    ])
    func refusesWhatIsNotBase64URL(text: String, message: String) {
        #expect {
            try Base64URL.decode(Array(text.utf8))
        } throws: { error in
            (error as? Base64URL.DecodingError)?.message.contains(message) == true
        }
    }

    /// Every byte value, at every offset within a group, survives Foundation's encoding (made URL-safe) and this
    /// decoding.
    @Test(arguments: 0..<3)
    func decodesEveryByteValue(offset: Int) throws {
        let bytes = [UInt8](repeating: 0x41, count: offset) + (0...255).map { UInt8($0) }
        #expect(try Base64URL.decode(Array(base64URLBytes(bytes).utf8)) == bytes)
    }
}
