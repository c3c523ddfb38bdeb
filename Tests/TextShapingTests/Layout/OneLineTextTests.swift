import LayoutCore
import Testing

@testable import TextShaping

/// `wrap`'s one-line shortcut gives exactly what breaking and filling lines gives.
struct OneLineTextTests {
    @Test func eligibility() {
        #expect(OneLineText.isEligible("Delete Photo"))
        #expect(OneLineText.isEligible("写真を削除"))
        #expect(OneLineText.isEligible("👍🏽"))
        #expect(OneLineText.isEligible(" leading space"))
        #expect(OneLineText.isEligible("no-break space at the end\u{00A0}"))
        #expect(!OneLineText.isEligible(""))
        #expect(!OneLineText.isEligible("trailing space "))
        #expect(!OneLineText.isEligible("ideographic space　"))
        #expect(!OneLineText.isEligible("two\nlines"))
        #expect(!OneLineText.isEligible("carriage\rreturn"))
        #expect(!OneLineText.isEligible("next\u{0085}line"))
        #expect(!OneLineText.isEligible("line\u{2028}separator"))
        #expect(!OneLineText.isEligible("paragraph\u{2029}separator"))
    }

    static let texts = [
        "Delete Photo", "この写真を削除しますか？", "Choose what to do with item 12.", "AVAVAV WAWA Tj", "👨‍👩‍👧‍👦 family",
        "مرحبا بالعالم", "שלום עולם", "Supercalifragilisticexpialidocious", "trailing space ", "a\nb", "",
        "e\u{0301}te\u{0301}", "ｶﾀｶﾅ and 한국어",
    ]

    /// At widths from too narrow to roomy, `wrap` equals the line filler's answer.
    @Test(arguments: texts)
    func shortcutEqualsLineFilling(text: String) throws {
        let measurer = try HarfBuzzTextMeasurer(cacheCapacity: 0)
        for font in [FontSpec.message, FontSpec.title, FontSpec(size: 20, weight: .semibold)] {
            let natural = measurer.singleLineWidth(of: text, font: font)
            for maxWidth in [0, natural / 2, natural - 0.01, natural, natural + 1e-10, natural + 0.01, 342, 1000] {
                #expect(
                    measurer.wrap(text, font: font, maxWidth: maxWidth)
                        == measurer.filledLines(text, font: font, maxWidth: maxWidth),
                    "\(text) at \(maxWidth) in \(font)")
            }
        }
    }
}
