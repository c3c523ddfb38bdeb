import Testing

@testable import TextShaping

/// Grapheme boundaries and line-break opportunities from the ICU facade.
struct BreakIteratorsTests {
    /// The UTF-16 offsets where Swift's `Character`s end: the standard library's own UAX #29.
    static func characterEnds(_ text: String) -> [Int32] {
        var ends: [Int32] = []
        var offset = 0
        for character in text {
            offset += character.utf16.count
            ends.append(Int32(offset))
        }
        return ends
    }

    static func graphemeEnds(_ text: String) throws -> [Int32] {
        let iterators = try BreakIterators.open(locale: "ja@lb=strict")
        let units = Array(text.utf16)
        var ends: [Int32] = []
        let count = units.withUnsafeBufferPointer { iterators.graphemeEnds(of: $0, into: &ends) }
        return Array(ends[..<count])
    }

    /// ICU's clusters (and the ASCII shortcut, with CR LF as one cluster) end where Swift's
    /// `Character`s do.
    @Test(arguments: [
        "", "plain ASCII", "a\r\nb\n\rc\r", "e\u{301}te\u{301}", "👍🏽👩‍👩‍👧🇯🇵#️⃣", "がぎ\u{3099}", "मनीष", "한국어",
        "مرحبا", "\r\n\r\n",
    ])
    func graphemeEndsMatchSwiftCharacters(text: String) throws {
        #expect(try Self.graphemeEnds(text) == Self.characterEnds(text))
    }

    /// Line-break opportunities follow UAX #14: after spaces, between ideographs, mandatory
    /// after newlines.
    @Test func lineBreakOpportunities() throws {
        let iterators = try BreakIterators.open(locale: "ja@lb=strict")
        let units = Array("ab cd\nあい。".utf16)
        var offsets: [Int32] = []
        var mandatory: [UInt8] = []
        let count = units.withUnsafeBufferPointer {
            iterators.lineBreaks(of: $0, into: &offsets, mandatory: &mandatory)
        }
        #expect(Array(offsets[..<count]) == [3, 6, 7, 9])
        #expect(Array(mandatory[..<count]) == [0, 1, 0, 0])
    }

    /// A clone breaks exactly as its prototype does.
    @Test func cloneBreaksLikeItsPrototype() throws {
        let prototype = try BreakIterators.open(locale: "ja@lb=strict")
        let clone = try #require(prototype.clone())
        let units = Array("ちょっと待って、 Settings を開いてください。".utf16)
        var first: [Int32] = []
        var second: [Int32] = []
        var flags: [UInt8] = []
        let firstCount = units.withUnsafeBufferPointer { prototype.lineBreaks(of: $0, into: &first, mandatory: &flags) }
        let secondCount = units.withUnsafeBufferPointer { clone.lineBreaks(of: $0, into: &second, mandatory: &flags) }
        #expect(Array(first[..<firstCount]) == Array(second[..<secondCount]))
        #expect(firstCount > 5)
    }

    /// An unknown locale still opens (ICU falls back to root); the ICU version is reported.
    @Test func opensAndReportsItsVersion() throws {
        _ = try BreakIterators.open(locale: "xx-unknown")
        #expect(HarfBuzzTextMeasurer.icuVersion.split(separator: ".").count >= 2)
    }
}
