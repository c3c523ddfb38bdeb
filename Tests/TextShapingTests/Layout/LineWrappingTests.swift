import LayoutCore
import Testing

@testable import TextShaping

/// Latin line filling: where lines break, what they keep, and how wide they are.
struct LineWrappingTests {
    static let sentence = "Delete the selected photos and videos from all of your devices and from iCloud?"

    /// Lines of whole words filled greedily from the measurer's own single-line widths: an
    /// independent reference for `wrap`.
    static func greedyLines(_ text: String, font: FontSpec, maxWidth: Double, measurer: HarfBuzzTextMeasurer)
        -> [String]
    {
        TextShapingTests.greedyLines(text, maxWidth: maxWidth) { measurer.singleLineWidth(of: $0, font: font) }
    }

    /// The first line ends at the last word that fits: the width is set halfway between the
    /// measured widths of the line with and without the next word.
    @Test func breaksAfterTheLastWordThatFits() throws {
        let measurer = try Measurers.iOS()
        let fits = measurer.singleLineWidth(of: "Delete the selected photos and videos", font: .message)
        let overflows = measurer.singleLineWidth(of: "Delete the selected photos and videos from", font: .message)
        #expect(fits < overflows)
        let measured = measurer.wrap(Self.sentence, font: .message, maxWidth: (fits + overflows) / 2)
        #expect(measured.lines.first == "Delete the selected photos and videos")
    }

    /// At many widths, `wrap` splits a sentence exactly where greedy filling with measured word
    /// widths does, and reports the widest line's measured width.
    @Test(arguments: stride(from: 90.0, through: 400.0, by: 13.7).map { $0 })
    func matchesGreedyFillingOfMeasuredWords(maxWidth: Double) throws {
        let measurer = try Measurers.iOS()
        let expected = Self.greedyLines(Self.sentence, font: .message, maxWidth: maxWidth, measurer: measurer)
        let measured = measurer.wrap(Self.sentence, font: .message, maxWidth: maxWidth)
        #expect(measured.lines == expected)
        let widest = expected.map { measurer.singleLineWidth(of: $0, font: .message) }.max() ?? 0
        #expect(abs(measured.width - widest) < 0.001)
    }

    /// Hand-checked against the prototype's published width: "Are you sure you want to delete 3
    /// items?" is 250.77 pt in Inter 13 pt (docs/reference.md §6.5), so it fits 251 pt and
    /// wraps "items?" at 250 pt.
    @Test func wrapsThePublishedSentenceAroundItsPublishedWidth() throws {
        let measurer = try Measurers.untuned()
        let text = "Are you sure you want to delete 3 items?"
        #expect(measurer.wrap(text, font: .message, maxWidth: 251).lines == [text])
        #expect(
            measurer.wrap(text, font: .message, maxWidth: 250).lines == ["Are you sure you want to delete 3", "items?"])
    }

    /// Newlines always end a line; a final newline leaves an empty last line, as UILabel shows.
    @Test func respectsHardLineBreaks() throws {
        let measurer = try Measurers.iOS()
        #expect(measurer.wrap("Line one\nLine two", font: .message, maxWidth: 300).lines == ["Line one", "Line two"])
        #expect(measurer.wrap("a\r\nb", font: .message, maxWidth: 300).lines == ["a", "b"])
        #expect(measurer.wrap("a\n", font: .message, maxWidth: 300).lines == ["a", ""])
        #expect(measurer.wrap("\n\n", font: .message, maxWidth: 300).lines == ["", "", ""])
        #expect(measurer.wrap("a\u{2028}b", font: .message, maxWidth: 300).lines == ["a", "b"])
    }

    /// A line's width leaves out the spaces it breaks at, and lines drop them.
    @Test func trailingSpacesDoNotCount() throws {
        let measurer = try Measurers.iOS()
        let hello = measurer.singleLineWidth(of: "Hello", font: .message)
        let both = measurer.singleLineWidth(of: "Hello   world", font: .message)
        let measured = measurer.wrap("Hello   world", font: .message, maxWidth: (hello + both) / 2)
        #expect(measured.lines == ["Hello", "world"])
        #expect(abs(measured.width - max(hello, measurer.singleLineWidth(of: "world", font: .message))) < 1e-9)
        #expect(measurer.singleLineWidth(of: "Hello   ", font: .message) == hello)
    }

    /// A word wider than the line breaks between grapheme clusters, and every piece fits.
    @Test func breaksAnUnbreakableStringIntoLinesThatFit() throws {
        let measurer = try Measurers.iOS()
        let font = FontSpec(size: 20, weight: .regular)
        let text = String(repeating: "abcdefghij", count: 4)
        #expect(text.count == 40)
        let measured = measurer.wrap(text, font: font, maxWidth: 100)
        #expect(measured.lines.count >= 3)
        #expect(measured.lines.joined() == text)
        for line in measured.lines {
            #expect(!line.isEmpty)
            #expect(measurer.singleLineWidth(of: line, font: font) <= 100)
        }
        // Each line is as long as it can be: one more character would not fit.
        for (line, next) in zip(measured.lines, measured.lines.dropFirst()) {
            #expect(measurer.singleLineWidth(of: line + String(next.first!), font: font) > 100)
        }
    }

    /// Empty and whitespace-only texts give one empty line of width 0.
    @Test func emptyAndWhitespaceOnlyText() throws {
        let measurer = try Measurers.iOS()
        let empty = measurer.wrap("", font: .message, maxWidth: 300)
        #expect(empty == TextMeasurement(lines: [""], width: 0))
        #expect(empty.lineCount == 1)
        #expect(measurer.wrap("   ", font: .message, maxWidth: 300) == TextMeasurement(lines: [""], width: 0))
        #expect(measurer.wrap(" \u{3000} ", font: .message, maxWidth: 300) == TextMeasurement(lines: [""], width: 0))
        #expect(measurer.singleLineWidth(of: "", font: .message) == 0)
        #expect(measurer.singleLineWidth(of: "  ", font: .message) == 0)
    }

    /// A single-line width is what `wrap` reports with unlimited width.
    @Test(arguments: ["Cancel", "Delete 3 Items", "この写真を削除", "Mixed 日本語 text", "👍🏽 Like", "שלום"])
    func singleLineWidthMatchesUnlimitedWrap(text: String) throws {
        let measurer = try Measurers.iOS()
        let font = FontSpec(size: 21, weight: .semibold)
        let wrapped = measurer.wrap(text, font: font, maxWidth: .infinity)
        #expect(wrapped.lines == [text])
        #expect(wrapped.width == measurer.singleLineWidth(of: text, font: font))
    }

    /// A text too long to cache (7,700 characters in 50 paragraphs) wraps with every line
    /// fitting and nothing lost.
    @Test func veryLongTextWraps() throws {
        let measurer = try Measurers.iOS()
        let paragraph = Self.sentence + " この写真を削除しますか？ " + String(repeating: "x", count: 60) + "\n"
        let text = String(repeating: paragraph, count: 50)
        let measured = measurer.wrap(text, font: .message, maxWidth: 150)
        #expect(measured.lines.count > 400)
        #expect(measured.width <= 150)
        #expect(measured.lines.joined().filter { $0 != " " && $0 != "\n" } == text.filter { $0 != " " && $0 != "\n" })
        #expect(measured == measurer.wrap(text, font: .message, maxWidth: 150))
    }

    /// A zero width still makes progress: one grapheme cluster per line.
    @Test func zeroWidthPutsOneClusterPerLine() throws {
        let measurer = try Measurers.iOS()
        #expect(measurer.wrap("ab👍🏽", font: .message, maxWidth: 0).lines == ["a", "b", "👍🏽"])
    }
}
