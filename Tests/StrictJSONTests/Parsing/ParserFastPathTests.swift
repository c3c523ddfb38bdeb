import Testing

@testable import StrictJSON

/// The parser's shortcuts (eight-byte string scanning, in-place ASCII strings, moving members off
/// the stacks, length-first key comparison) give exactly what the byte-by-byte paths give.
struct ParserFastPathTests {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

    /// A byte that may not be skipped as plain ASCII inside a string.
    static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x80 || byte == quote || byte == backslash
    }

    /// The word test flags every special byte at every position, and never a word of plain bytes.
    @Test func wordTestFindsEverySpecialByte() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                #expect(Parser.mayEndPlainRun(word) == Self.isSpecial(byte), "byte \(byte) at \(position)")
            }
        }
    }

    /// Around every word boundary, a string with an escape, a non-ASCII scalar, a raw control
    /// character or its closing quote at any offset parses as the slow path says.
    @Test func specialBytesAtEveryOffset() throws {
        for length in 0..<20 {
            for offset in 0...length {
                let prefix = String(repeating: "p", count: offset)
                let suffix = String(repeating: "s", count: length - offset)
                let cases: [(json: String, expected: String)] = [
                    (#"""# + prefix + suffix + #"""#, prefix + suffix),
                    (#"""# + prefix + #"\n"# + suffix + #"""#, prefix + "\n" + suffix),
                    (#"""# + prefix + #"\u00e9"# + suffix + #"""#, prefix + "é" + suffix),
                    (#"""# + prefix + "日本" + suffix + #"""#, prefix + "日本" + suffix),
                    (#"""# + prefix + #"\""# + suffix + #"""#, prefix + "\"" + suffix),
                ]
                for (json, expected) in cases {
                    guard case .string(let parsed) = try JSONParser.parse(json) else {
                        Issue.record("\(json) is not a string")
                        continue
                    }
                    #expect(Array(parsed.utf8) == Array(expected.utf8), "\(json)")
                }
                let control = #"""# + prefix + "\u{1}" + suffix + #"""#
                do {
                    _ = try JSONParser.parse(control)
                    Issue.record("\(control) parsed")
                } catch {
                    #expect(error.kind == .controlCharacterInString)
                    #expect(error.offset == 1 + offset)
                }
            }
        }
    }

    /// A string cut short by the end of the input, at any length, is an unexpected end.
    @Test func unterminatedStringsAtEveryLength() {
        for length in 0..<20 {
            let json = #"""# + String(repeating: "x", count: length)
            do {
                _ = try JSONParser.parse(json)
                Issue.record("\(json) parsed")
            } catch {
                #expect(error.kind == .unexpectedEnd)
                #expect(error.offset == json.utf8.count)
            }
        }
    }

    /// In-place ASCII strings equal decoded ones at every length, small and large.
    @Test func asciiStringsEqualDecodedOnes() {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(0x20 + $0 % 0x5F) }
            let built = bytes.withUnsafeBufferPointer(Parser.asciiString)
            #expect(Array(built.utf8) == bytes)
            #expect(built == String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Keys compare by their bytes at every length, whether they differ in length, in any one
    /// byte, or only in normalization.
    @Test func keysCompareByBytes() {
        for length in 0..<40 {
            let key = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
            #expect(hasSameCodeUnits(key, String(decoding: Array(key.utf8), as: UTF8.self)))
            #expect(!hasSameCodeUnits(key, key + "x"))
            for position in 0..<length {
                var bytes = Array(key.utf8)
                bytes[position] = UInt8(ascii: "Z")
                #expect(!hasSameCodeUnits(key, String(decoding: bytes, as: UTF8.self)))
            }
        }
        #expect(!hasSameCodeUnits("é", "e\u{301}"))
        #expect(!hasSameCodeUnits("caf\u{e9}", "cafe"))
    }

    /// Closing containers keeps every element and member in order, at any nesting.
    @Test func containersKeepTheirOrder() throws {
        let json = #"{"a":[1,[2,3],{"b":4,"c":[]}],"d":{"e":{},"f":[5,6,7]},"g":"h"}"#
        let expected: JSONValue = [
            "a": [1, [2, 3], ["b": 4, "c": []]],
            "d": ["e": [:], "f": [5, 6, 7]],
            "g": "h",
        ]
        #expect(try JSONParser.parse(json) == expected)
        guard case .object(let root) = try JSONParser.parse(json) else { return }
        #expect(root.keys == ["a", "d", "g"])
    }
}
