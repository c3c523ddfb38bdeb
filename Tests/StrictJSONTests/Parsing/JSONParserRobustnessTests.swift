import SheetTestSupport
import StrictJSON
import Testing

/// Hostile and damaged input: the parser must return or throw, never trap, hang or read out of
/// bounds. (Debug builds check every buffer access, so these tests also catch an off-by-one.)
@Suite("Parser robustness")
struct JSONParserRobustnessTests {
    static let seeds: [String] =
        validCases.map { String(decoding: $0.input, as: UTF8.self) } + [
            exampleLayoutRequest,
            #"{"a":[1,-2.5e-3,"x\u00e9\ud83d\ude00\n",true,false,null,{"b":{}}],"c":"ほげ"}"#,
        ]

    /// Every proper prefix of a valid document either parses (like "1" of "12") or fails with
    /// `unexpectedEnd` or `emptyInput`: truncation is never mistaken for another problem.
    @Test func everyPrefixFailsAsTruncated() {
        for seed in Self.seeds {
            let bytes = utf8(seed)
            for length in 0..<bytes.count {
                guard let error = parseError(Array(bytes[..<length])) else { continue }
                #expect(
                    error.kind == .unexpectedEnd || error.kind == .emptyInput,
                    "prefix \(length) of \(seed): \(error)")
                #expect(error.offset == length || error.kind == .emptyInput)
            }
        }
    }

    /// Thousands of random mutations of valid documents never trap; what parses writes back to
    /// a document that parses to the same value, and every error points inside the input.
    @Test func mutatedDocumentsNeverTrap() throws {
        var random = SplitMix64(seed: 0xF022_0001)
        let alphabet =
            utf8(#"{}[]:,"\ -+.eE0123456789tfnulra/u"#) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xE2, 0xED, 0xF4, 0xFF]
        var parsedCount = 0
        for iteration in 0..<20_000 {
            var bytes = utf8(Self.seeds[iteration % Self.seeds.count])
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                let byte = alphabet.randomElement(using: &random) ?? 0
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            do {
                let value = try JSONParser.parse(bytes)
                parsedCount += 1
                #expect(try JSONParser.parse(written(value)) == value)
            } catch {
                #expect((0...bytes.count).contains(error.offset))
                // By bytes: a key starting with a combining mark joins the "/" in one Character.
                #expect(error.pointer.isEmpty || error.pointer.utf8.first == UInt8(ascii: "/"), "\(bytes): \(error)")
            }
        }
        #expect(parsedCount > 0)  // Some mutations stay valid, so both paths were exercised.
    }

    /// Random byte soup, weighted towards JSON's own characters, never traps.
    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 0xF022_0002)
        let alphabet = utf8(#"{}[]:,"\ -+.eE019tfnul"#) + [0x00, 0x0A, 0x80, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
                alphabet.randomElement(using: &random) ?? 0
            }
            if let error = parseError(bytes) {
                #expect((0...bytes.count).contains(error.offset))
            }
        }
    }

    /// Long runs that are valid in themselves (a 1 MiB number, string or array) parse promptly.
    @Test func longTokensParse() throws {
        let longNumber =
            "1" + String(repeating: "0", count: 300) + "." + String(repeating: "9", count: 500_000) + "e-300"
        #expect(try JSONParser.parse(longNumber).numberValue == 1)
        let longString = "\"" + String(repeating: "ほ", count: 20_000) + "\""
        #expect(try JSONParser.parse(longString).stringValue?.count == 20_000)
        let longArray = "[" + Array(repeating: "0", count: 10_000).joined(separator: ",") + "]"
        #expect(try JSONParser.parse(longArray).arrayValue?.count == 10_000)
    }
}
