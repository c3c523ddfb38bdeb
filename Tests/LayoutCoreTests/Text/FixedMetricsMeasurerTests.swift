import Testing

@testable import LayoutCore

/// The fixed-metrics measurer used by the geometry tests.
struct FixedMetricsMeasurerTests {
    let measurer = FixedMetricsMeasurer()
    let font = FontSpec(size: 10, weight: .regular)

    /// Wide characters are 1 em, others ½ em.
    @Test func advances() {
        #expect(measurer.singleLineWidth(of: "ほげ", font: font) == 20)
        #expect(measurer.singleLineWidth(of: "ab", font: font) == 10)
        #expect(measurer.singleLineWidth(of: "", font: font) == 0)
    }

    /// Latin text breaks after spaces; the trailing space is not part of the line.
    @Test func wrapsAtSpaces() {
        let measured = measurer.wrap("aaaa bbbb cccc", font: font, maxWidth: 40)
        #expect(measured.lines == ["aaaa", "bbbb", "cccc"])
        #expect(measured.width == 20)
    }

    /// Japanese breaks between any two characters; a too-long word breaks between characters.
    @Test func wrapsWideAndLongWords() {
        #expect(measurer.wrap("ほげほげほ", font: font, maxWidth: 20).lines == ["ほげ", "ほげ", "ほ"])
        #expect(measurer.wrap("abcdefgh", font: font, maxWidth: 20).lines == ["abcd", "efgh"])
        #expect(measurer.wrap("a\nb", font: font, maxWidth: 100).lines == ["a", "b"])
        #expect(measurer.wrap("", font: font, maxWidth: 100).lineCount == 1)
    }

    /// Middle truncation keeps both ends and fits the width.
    @Test func truncatesInTheMiddle() {
        let shortened = measurer.truncatingMiddle("abcdefghijklmnop", font: font, maxWidth: 40)
        #expect(shortened.hasPrefix("ab") && shortened.hasSuffix("op") && shortened.contains("…"))
        #expect(measurer.singleLineWidth(of: shortened, font: font) <= 40)
        #expect(measurer.truncatingMiddle("abc", font: font, maxWidth: 40) == "abc")
    }
}
