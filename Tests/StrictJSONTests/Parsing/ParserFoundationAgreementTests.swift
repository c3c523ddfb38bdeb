import Foundation
import SheetTestSupport
import StrictJSON
import Testing

/// The parser and the scanner, written for speed, read what Foundation's `JSONSerialization` reads.
struct ParserFoundationAgreementTests {
    /// 10,000 random number literals (integers of 1 to 25 digits, fractions of up to 20, exponents up to ±330:
    /// subnormals and numbers near the largest double included) and edge cases (halfway cases at 2^53, known
    /// hard conversions). `JSONParser` gives the correctly rounded double (`Double(String)`) for each, bit for
    /// bit, and so the one Foundation gives wherever Foundation rounds correctly: everywhere but for the sign
    /// of zero (Foundation reads `-0` as the integer 0) and some literals of more than 17 significant digits,
    /// which Foundation rounds the wrong way. The scanner's fast path, which declines what it cannot convert in
    /// one exact operation, never gives another double.
    @Test func numbersReadAsFoundationReadsThem() throws {
        var literals = [
            "0", "-0", "-0.0", "0e0", "1", "-1", "390", "568.333", "0.1", "0.30000000000000004", "1e2", "1E+2",
            "2.5e-05", "9007199254740992", "9007199254740993", "9007199254740995", "18446744073709551615",
            "18446744073709551616", "123456789012345678901234567890", "2.2250738585072011e-308",
            "2.2250738585072014e-308", "4.9406564584124654e-324", "1.7976931348623157e308", "7.038531e-26",
            "9214843084008499", "30078505129381147446200", "1.00000000000000011102230246251565404236316680908203125",
            "0.500000000000000166533453693773481063544750213623046875", "3.518437208883201171875e13",
            "62.5364939768271845828", "8.10109172351e-10", "1448997445238699", "1e-300", "1e300",
        ]
        var random = SplitMix64(seed: 0xF0_0D)
        for _ in 0..<10_000 {
            literals.append(randomLiteral(using: &random))
        }
        var agreed = 0
        var scannerAnswers = 0
        var foundationMisrounded = 0
        for literal in literals {
            let expected = try #require(Double(literal))
            guard expected.isFinite else { continue }  // Beyond the largest double, which the parser rejects.
            let foundation = try #require(FoundationOracle.value(of: Array(literal.utf8)), "\(literal)")
            guard case .number(let oracle) = foundation else {
                Issue.record("Foundation read \(literal) as \(foundation)")
                continue
            }
            let parsed = try JSONParser.parse(literal)
            guard case .number(let mine) = parsed else {
                Issue.record("parsed \(literal) as \(parsed)")
                continue
            }
            #expect(mine.bitPattern == expected.bitPattern, "\(literal): parser \(mine), correctly rounded \(expected)")
            if sameDouble(oracle, expected) {
                #expect(sameDouble(mine, oracle), "\(literal): parser \(mine), Foundation \(oracle)")
            } else {
                foundationMisrounded += 1
                #expect(significantDigits(in: literal) > 17, "Foundation misrounds \(literal) as \(oracle)")
            }
            let scanned = Array(literal.utf8).withUnsafeBufferPointer { buffer -> Double? in
                guard var scanner = JSONScanner(buffer) else { return nil }
                return scanner.readNumber()
            }
            if let scanned {
                scannerAnswers += 1
                #expect(scanned.bitPattern == expected.bitPattern, "\(literal): scanner \(scanned)")
            }
            agreed += 1
        }
        #expect(agreed > 9_500)
        #expect(foundationMisrounded < 10, "Foundation disagreed too often to be the oracle here")
        #expect(scannerAnswers > 1_000, "the scanner's fast path took too few literals to be tested")
    }

    /// 1,000 random documents (nested arrays and objects; strings with quotes, controls, U+2028, lone BMP
    /// scalars and astral ones; numbers of every scale), written compactly, pretty-printed by Foundation, and
    /// with every string's characters escaped as `\uXXXX`: `JSONParser` reads the same tree from each as
    /// `JSONSerialization` does.
    @Test func documentsReadAsFoundationReadsThem() throws {
        var generator = ValueGenerator(seed: 0xD0C5)
        for _ in 0..<1_000 {
            let value = generator.value()
            let compact = utf8(written(value))
            let foundation = try #require(FoundationOracle.value(of: compact), "\(written(value))")
            let parsed = try JSONParser.parse(compact)
            #expect(FoundationOracle.comparable(parsed) == foundation, "\(written(value))")

            let pretty = try JSONSerialization.data(
                withJSONObject: try JSONSerialization.jsonObject(with: Data(compact), options: [.fragmentsAllowed]),
                options: [.prettyPrinted, .fragmentsAllowed])
            let reparsed = try JSONParser.parse(Array(pretty))
            #expect(FoundationOracle.comparable(reparsed) == foundation)
        }
        for text in ["a\"b\\c/d", "\u{0}\u{1F}\u{7F}", "é\u{301}ほげ", "\u{2028}\u{FEFF}\u{FFFF}", "😀\u{10FFFF}"] {
            let escaped = "\"" + text.utf16.map { "\\u" + String(format: "%04x", $0) }.joined() + "\""
            let foundation = FoundationOracle.value(of: utf8(escaped))
            #expect(try FoundationOracle.comparable(JSONParser.parse(escaped)) == foundation)
            #expect(try JSONParser.parse(escaped) == .string(text))
        }
    }

    /// How many digits of `literal`'s significand count, leading zeros not.
    private func significantDigits(in literal: String) -> Int {
        let significand = literal.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber)
        return significand.drop { $0 == "0" }.count
    }

    /// Whether two doubles are the same value: equal bits, or both zero (Foundation reads `-0` as an integer).
    private func sameDouble(_ left: Double, _ right: Double) -> Bool {
        left.bitPattern == right.bitPattern || (left == 0 && right == 0)
    }

    /// A JSON number literal: optional minus, integer part without a leading zero, optional fraction and
    /// optional exponent of 0 to 3 digits.
    private func randomLiteral(using random: inout SplitMix64) -> String {
        let digits = { (count: Int, random: inout SplitMix64) -> String in
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        }
        var literal = Bool.random(using: &random) ? "-" : ""
        let integerDigits = Int.random(in: 1...25, using: &random)
        literal += integerDigits == 1 ? digits(1, &random) : String(Int.random(in: 1...9, using: &random))
        if integerDigits > 1 {
            literal += digits(integerDigits - 1, &random)
        }
        if Int.random(in: 0..<3, using: &random) > 0 {
            literal += "." + digits(Int.random(in: 1...20, using: &random), &random)
        }
        if Bool.random(using: &random) {
            literal += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random)!
            literal += String(Int.random(in: 0...330, using: &random))
        }
        return literal
    }
}
