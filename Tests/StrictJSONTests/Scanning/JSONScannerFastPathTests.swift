import SheetTestSupport
import Testing

@testable import StrictJSON

/// The scanner's word-at-a-time paths read exactly what its byte-by-byte rules read.
struct JSONScannerFastPathTests {
    /// The first byte that ends a plain run, found in a word, is the one a byte loop finds, for words
    /// mixing plain bytes with quotes, backslashes, control characters and non-ASCII bytes.
    @Test func firstSpecialByteIsTheByteLoops() {
        let bytes: [UInt8] = [
            0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x41, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF,
        ]
        var generator = SplitMix64(seed: 0xB17E)
        for _ in 0..<20_000 {
            var word: [UInt8] = []
            for _ in 0..<8 {
                // Mostly plain letters, so that the special byte lands anywhere in the word.
                word.append(
                    Int.random(in: 0..<3, using: &generator) == 0 ? bytes.randomElement(using: &generator)! : 0x61)
            }
            let packed = word.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
            let expected = word.firstIndex { !PlainASCIIWord.isPlain($0) } ?? 8
            #expect(PlainASCIIWord.firstSpecialByte(in: packed) == expected, "\(word)")
        }
    }

    /// Names are read whole whether they end in the first word, after it, or near the end of the input, and
    /// compare by every byte, beyond the first eight too.
    @Test func namesOfEveryLengthAreRead() {
        for length in 1...20 {
            let name = String(String.UnicodeScalarView((0..<length).map { Unicode.Scalar(UInt8(97 + $0 % 26)) }))
            for suffix in ["", "          "] {
                let text = "\"\(name)\"" + suffix
                let read: [UInt8]? = JSONScannerTests.scanned(text) { scanner in
                    scanner.readName().map { Array($0.bytes) }
                }
                #expect(read == Array(name.utf8), "\(text)")
            }
        }
        let long = Array("safeAreaInsets".utf8)
        long.withUnsafeBufferPointer { bytes in
            #expect(JSONName(bytes).matches("safeAreaInsets"))
            #expect(!JSONName(bytes).matches("safeAreaInsetz"))
            #expect(!JSONName(bytes).matches("safeAreaInset"))
        }
        for text in [#""a\"b""#, "\"caf\u{E9}\"", "\"a\u{1}b\"", #""open"#, #""name \"  "#] {
            #expect(JSONScannerTests.scanned(text) { $0.readName() } == nil, "\(text)")
        }
    }

    /// Which members `text` (an object of Booleans) has, read with the expected spellings first and the general
    /// loop after, or nil where the scanner declines.
    static func members(_ text: String, limits: JSONParser.Limits = .default) -> [String]? {
        JSONScannerTests.scanned(text, limits: limits) { scanner in
            guard var object = scanner.beginObject() else { return nil }
            var names: [String] = []
            for (name, spelling) in [
                ("title", JSONMemberSpelling("title")), ("marginBottom", JSONMemberSpelling("marginBottom")),
            ] {
                guard scanner.nextMember(in: &object, spelled: spelling) else { break }
                names.append("=" + name)
                guard scanner.readBool() != nil else { return nil }
            }
            while let name = scanner.nextMemberName(in: &object) {
                names.append(String(decoding: name.bytes, as: UTF8.self))
                guard scanner.readBool() != nil else { return nil }
            }
            return object.isClosed ? names : nil
        }
    }

    /// The expected spelling is read only when it comes exactly; otherwise it reads nothing, and the general loop
    /// reads the same member.
    @Test func expectedSpellingsReadExactlyThemselves() {
        #expect(Self.members(#"{"title":true,"marginBottom":false}"#) == ["=title", "=marginBottom"])
        #expect(Self.members(#"{"title":true,"marginBottom":false,"x":true}"#) == ["=title", "=marginBottom", "x"])
        #expect(Self.members(#"{"title":true, "marginBottom":false}"#) == ["=title", "marginBottom"])
        #expect(Self.members(#"{ "title":true}"#) == ["title"])
        #expect(Self.members(#"{"title" :true}"#) == ["title"])
        #expect(Self.members(#"{"titles":true}"#) == ["titles"])
        #expect(Self.members(#"{"titl":true}"#) == ["titl"])
        #expect(Self.members(#"{"marginBottoz":true}"#) == ["marginBottoz"])
        #expect(Self.members(#"{"title":true,"marginBotto":true}"#) == ["=title", "marginBotto"])
        #expect(Self.members(#"{"title":true"marginBottom":false}"#) == nil)
        #expect(Self.members(#"{"title":true "marginBottom":false}"#) == nil)
        #expect(Self.members(#"{"title":true;"marginBottom":false}"#) == nil)
        #expect(Self.members(#"{"t":true}"#) == ["t"])
        #expect(Self.members("{}") == [])
        var limits = JSONParser.Limits.default
        limits.maxObjectMembers = 1
        #expect(Self.members(#"{"title":true,"marginBottom":false}"#, limits: limits) == nil)
        limits = .default
        limits.maxStringBytes = 4
        #expect(Self.members(#"{"title":true}"#, limits: limits) == nil)
    }
}

/// The scanner's UTF-8 check for non-ASCII strings, against the standard library's validating initializer.
@Suite struct ValidUTF8StringTests {
    /// Valid text comes back as it is; every invalid form (lone continuation, truncated, overlong, surrogate,
    /// above U+10FFFF, stray lead byte) is refused exactly when `String(validating:as:)` refuses it.
    @Test func agreesWithValidatingOnEverySmallSequence() {
        var cases: [[UInt8]] = [[], Array("ほげ".utf8), Array("\u{FFFD}".utf8), Array("é 👍 مرحبا".utf8)]
        for first in UInt8(0x80)...0xFF {
            cases.append([first])
            for second in [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] as [UInt8] {
                cases.append([first, second])
                cases.append([first, second, 0x80])
                cases.append([first, second, 0x80, 0x80])
                cases.append([0x61, first, second, 0xBF, 0x62])
            }
        }
        for bytes in cases {
            let expected = String(validating: bytes, as: UTF8.self)
            let actual = bytes.withUnsafeBufferPointer { JSONScanner.validUTF8String($0) }
            #expect(actual == expected, "\(bytes)")
            if let actual { #expect(Array(actual.utf8) == bytes) }
        }
    }
}
