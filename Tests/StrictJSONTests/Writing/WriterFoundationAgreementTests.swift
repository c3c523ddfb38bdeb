import Foundation
import StrictJSON
import Testing

/// The writer, written for speed, writes numbers as Foundation's `JSONEncoder` does and strings that
/// Foundation's `JSONSerialization` reads back unchanged.
struct WriterFoundationAgreementTests {
    /// 60,000 doubles (layout values rounded to 3 decimals, integers, every scale, any bit pattern) and edge
    /// cases (2^53 and its neighbours, the smallest subnormal, the largest double, powers of ten at the
    /// switch to exponents): `JSONWriter.number` writes the same text as `JSONEncoder`, except for −0, which
    /// the writer writes as `0` by design (JSON readers may not keep the sign) and Foundation as `-0`.
    @Test func numbersAreWrittenAsFoundationWritesThem() {
        var values: [Double] = [
            0, 1, -1, 8, 568.333, 176.667, 0.1, 0.30000000000000004, 1e-7, 2.5e-5, 1e-4, 1e15, 1e16, 1e20, 1e21,
            1e22, 9_007_199_254_740_992, 9_007_199_254_740_993, -9_007_199_254_740_992, .leastNonzeroMagnitude,
            .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 123_456_789_012.345,
        ]
        var generator = ValueGenerator(seed: 0xE1C0)
        for _ in 0..<60_000 {
            values.append(generator.number())
        }
        var checked = 0
        for value in values {
            var writer = JSONWriter()
            writer.number(value)
            let mine = String(decoding: writer.bytes, as: UTF8.self)
            #expect(mine == FoundationOracle.encodedText(of: value), "\(value.bitPattern)")
            checked += 1
        }
        var writer = JSONWriter()
        writer.number(-0.0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "0")
        #expect(FoundationOracle.encodedText(of: -0.0) == "-0")
        #expect(checked == values.count)
    }

    /// 5,000 random strings (quotes, backslashes, every control character class, U+2028/2029, BOM,
    /// combining marks, astral scalars): `JSONSerialization` reads each string `JSONWriter` writes back as
    /// the same UTF-8, U+FEFF aside (Foundation drops it; see `FoundationOracle.comparable`), and
    /// `JSONParser` reads it back whole.
    @Test func stringsReadBackThroughFoundation() throws {
        var generator = ValueGenerator(seed: 0x57A1)
        var strings = (0..<5_000).map { _ in generator.string() }
        strings.append(String((0..<0x20).map { Character(Unicode.Scalar($0)!) }))
        for text in strings {
            var writer = JSONWriter()
            writer.string(text)
            let foundation = try #require(FoundationOracle.value(of: writer.bytes))
            #expect(foundation == FoundationOracle.comparable(.string(text)), "\(Array(text.unicodeScalars))")
            #expect(try JSONParser.parse(writer.bytes) == .string(text))
        }
    }
}
