import LayoutCore
import SheetTestSupport
import Testing

@testable import TextShaping

/// The ASCII shortcuts (pair tables, the workspace-free single-line width, the trimmed ASCII
/// features) change no result: every width is the same `Double`, bit for bit, and every line
/// the same `String` as the measurer gives without them.
struct ASCIIShortcutsDifferentialTests {
    /// Every size the catalog profiles use (footnote 12…44, action 17…55) and sizes that
    /// shrinking to fit produces, on both sides of the display cut at 20 pt.
    static let sizes: [Double] = (12...55).map(Double.init) + [12.5, 13.5, 16.8, 19.99, 20.5, 29.25, 0, -3]

    /// A pair of measurers: `previous` without the shortcuts, `current` with them; no cache, so
    /// each call measures.
    struct Pair {
        var previous: HarfBuzzTextMeasurer
        var current: HarfBuzzTextMeasurer

        init(profile: ShapingProfile) throws {
            previous = try HarfBuzzTextMeasurer(cacheCapacity: 0, profile: profile, asciiShortcuts: .off)
            current = try HarfBuzzTextMeasurer(cacheCapacity: 0, profile: profile, asciiShortcuts: .derivedNow)
        }

        /// Counts the differences of single-line and wrapped measurements of `text`.
        func differences(_ text: String, font: FontSpec, maxWidth: Double) -> [String] {
            var found: [String] = []
            let previousWidth = previous.singleLineWidth(of: text, font: font)
            let currentWidth = current.singleLineWidth(of: text, font: font)
            if previousWidth.bitPattern != currentWidth.bitPattern {
                found.append("single line \(text.debugDescription) \(font): \(previousWidth) → \(currentWidth)")
            }
            let previousLines = previous.wrap(text, font: font, maxWidth: maxWidth)
            let currentLines = current.wrap(text, font: font, maxWidth: maxWidth)
            if previousLines.lines != currentLines.lines
                || previousLines.width.bitPattern != currentLines.width.bitPattern
            {
                found.append(
                    "wrap \(text.debugDescription) \(font) in \(maxWidth): \(previousLines) → \(currentLines)")
            }
            return found
        }
    }

    private static let iOSPair = Result { try Pair(profile: .iOS) }
    private static let untunedPair = Result { try Pair(profile: .untuned) }

    static func pair(_ profile: String) throws -> Pair {
        try (profile == "iOS" ? iOSPair : untunedPair).get()
    }

    /// Random strings over `alphabet`, 1 to `maximumLength` characters, sometimes ending in spaces.
    static func corpus(count: Int, alphabet: [String], maximumLength: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var text = (0..<Int.random(in: 1...maximumLength, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }.joined()
            if Int.random(in: 0..<8, using: &generator) == 0 {
                text += String(repeating: " ", count: 1 + text.count % 3)
            }
            return text
        }
    }

    static func check(_ texts: [String], profile: String, seed: UInt64) throws {
        let pair = try pair(profile)
        var generator = SplitMix64(seed: seed)
        var differences: [String] = []
        for (index, text) in texts.enumerated() {
            let size = sizes[index % sizes.count]
            let maxWidth = [40, 120, 250, 342, .infinity].randomElement(using: &generator)!
            for weight in FontWeight.allCases {
                differences += pair.differences(text, font: FontSpec(size: size, weight: weight), maxWidth: maxWidth)
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differences; first: \(differences.first ?? "")")
    }

    static let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }

    /// Titles like the varied benchmark's and texts that end in or are only spaces.
    @Test(arguments: ["iOS", "untuned"])
    func edgeCasesMeasureTheSame(profile: String) throws {
        let texts =
            ["Request 1.1234", "Cancel", "Delete Photo", "-> 1x2", " ", "   ", "a ", " a", "AV  ", "T.", "1/2", "WAVE"]
            + (1...40).map { "Request 1.\($0 * 97)" }
        for size in Self.sizes {
            try Self.check(texts, profile: profile, seed: UInt64(size.bitPattern))
        }
    }

    /// 3,000 random printable-ASCII strings, every size and both weights.
    @Test(arguments: ["iOS", "untuned"])
    func randomPrintableASCIIMeasuresTheSame(profile: String) throws {
        let words = ["the ", "Photo ", "Move to ", "AVA", "Ty", "1."]
        let texts = Self.corpus(count: 3000, alphabet: Self.printable + words, maximumLength: 60, seed: 11)
        try Self.check(texts, profile: profile, seed: 12)
    }

    /// ASCII with controls (tabs, newlines, CR LF) and ASCII next to accented Latin, CJK, emoji
    /// and U+2044 FRACTION SLASH, where runs are mixed and only some are printable ASCII.
    @Test(arguments: ["iOS", "untuned"])
    func mixedTextMeasuresTheSame(profile: String) throws {
        let alphabet =
            Self.printable + [
                "\t", "\n", "\r\n", "\u{0}", "\u{7F}", "é", "写真", "を", "👍", "1\u{2044}2", "ﬁ", "\u{200D}",
            ]
        let texts = Self.corpus(count: 1500, alphabet: alphabet, maximumLength: 50, seed: 21)
        try Self.check(texts, profile: profile, seed: 22)
    }

    /// The public initializer derives the tables in the background: what it measures before they are there (by
    /// HarfBuzz) and after (from the tables) are the same widths, bit for bit, as without the shortcuts.
    @Test func measuresTheSameBeforeAndAfterTheTablesAreDerived() throws {
        let texts = ["Request 1.1234", "Cancel", "Move to Album", "AVA Ty", "1/2 -> 3", "Delete Photo  "]
        let fonts = [FontSpec(size: 13, weight: .semibold), FontSpec(size: 20, weight: .regular)]
        let early = try HarfBuzzTextMeasurer(cacheCapacity: 0)
        let before = texts.flatMap { text in fonts.map { early.singleLineWidth(of: text, font: $0).bitPattern } }
        early.waitForPrintableASCIIAdvances()
        let after = texts.flatMap { text in fonts.map { early.singleLineWidth(of: text, font: $0).bitPattern } }
        let previous = try Self.pair("iOS").previous
        let reference = texts.flatMap { text in fonts.map { previous.singleLineWidth(of: text, font: $0).bitPattern } }
        #expect(before == reference)
        #expect(after == reference)
    }
}
