import LayoutCore
import Testing

@testable import TextShaping

/// Widths agree with the published facts of docs/reference.md §6 and with the seed's sheet.
struct ReferenceWidthTests {
    /// The prototype's published HarfBuzz widths (docs/reference.md §6.5, the fonts' own metrics) are
    /// reproduced to 0.01 pt with the fonts' own metrics.
    @Test func reproducesThePrototypesPublishedWidths() throws {
        let measurer = try Measurers.untuned()
        #expect(
            abs(measurer.singleLineWidth(of: "Are you sure you want to delete 3 items?", font: .message) - 250.77)
                < 0.01)
        #expect(abs(measurer.singleLineWidth(of: "Cancel", font: FontSpec(size: 20, weight: .semibold)) - 67.17) < 0.01)
        #expect(abs(measurer.singleLineWidth(of: "キャンセル", font: FontSpec(size: 20, weight: .regular)) - 100.0) < 0.01)
        #expect(abs(measurer.singleLineWidth(of: "ほげ", font: .title) - 26.0) < 0.01)
    }

    /// Average advance per character of English prose matches the reference's em/char figures
    /// (Inter 0.474 / 0.484, InterDisplay 0.428 / 0.443, docs/reference.md §6.1) within 2.5 %,
    /// the tolerance its own method reached (−0.9 % against capsize) plus sampling error.
    @Test(arguments: [
        (FontWeight.regular, false, 0.474), (.semibold, false, 0.484), (.regular, true, 0.428),
        (.semibold, true, 0.443),
    ])
    func averageAdvanceMatchesTheReference(weight: FontWeight, displayCut: Bool, emPerCharacter: Double) throws {
        var profile = ShapingProfile.untuned
        profile.displayCutMinimumSize = displayCut ? 0 : .infinity
        let measurer = try HarfBuzzTextMeasurer(cacheCapacity: 0, profile: profile)
        let prose =
            "When you delete this album, the photos and videos in it stay in your library. You can find them "
            + "later in Recents, and you can add them to another album whenever you like. Shared albums are not "
            + "affected by this change, and nobody you invited will be notified about it."
        let average =
            measurer.singleLineWidth(of: prose, font: FontSpec(size: 100, weight: weight)) / 100
            / Double(prose.count)
        #expect(abs(average / emPerCharacter - 1) < 0.025, "measured \(average) em per character")
    }

    /// iOS tracking at 13 pt is −6/1000 em, −0.078 pt on each of the 40 characters.
    @Test func appliesSFTrackingToLatin() throws {
        let text = "Are you sure you want to delete 3 items?"
        let tracked = try Measurers.iOS().singleLineWidth(of: text, font: .message)
        let untracked = try Measurers.untuned().singleLineWidth(of: text, font: .message)
        #expect(abs(untracked - tracked - 40 * 0.078) < 1e-6)
    }

    /// Kana are 1 em in Noto Sans CJK without `kern` (it would kern すべ and べて), and iOS
    /// draws them at 93.5 %: 8 characters at 13 pt are 104 pt untuned, 97.24 pt on iOS.
    @Test func kanaStayOnTheEmGrid() throws {
        let text = "すべてのデバイス"
        #expect(abs(try Measurers.untuned().singleLineWidth(of: text, font: .message) - 104) < 1e-9)
        #expect(abs(try Measurers.iOS().singleLineWidth(of: text, font: .message) - 8 * 13 * 0.935) < 1e-9)
    }

    /// From 20 pt the display cut is used, as SF Display replaces SF Text: Latin gets about 10 %
    /// narrower per point of size (InterDisplay 0.428 em against Inter 0.474 em per character).
    @Test func switchesToTheDisplayCutAt20Points() throws {
        let measurer = try Measurers.iOS()
        let text = "Delete Photo"
        let text19 = measurer.singleLineWidth(of: text, font: FontSpec(size: 19.99, weight: .regular)) / 19.99
        let display20 = measurer.singleLineWidth(of: text, font: FontSpec(size: 20, weight: .regular)) / 20
        #expect(display20 < text19 * 0.95)
        #expect(display20 > text19 * 0.85)
    }

    /// The seed's sheet: title "ほげ" (13 pt semibold) and message "ふが" (13 pt regular) are one
    /// line each in the 342 pt header, and the action "へい" (21 pt) is one line: 2 × 0.935 em each.
    @Test func seedSheetFitsOnOneLineEach() throws {
        let measurer = try Measurers.iOS()
        let title = measurer.wrap("ほげ", font: .title, maxWidth: 342)
        let message = measurer.wrap("ふが", font: .message, maxWidth: 342)
        #expect(title.lines == ["ほげ"])
        #expect(message.lines == ["ふが"])
        #expect(abs(title.width - 24.31) < 1e-9)
        #expect(abs(message.width - 24.31) < 1e-9)
        let action = FontSpec(size: 21, weight: .regular)
        #expect(measurer.wrap("へい", font: action, maxWidth: 342).lines == ["へい"])
        #expect(abs(measurer.singleLineWidth(of: "へい", font: action) - 2 * 21 * 0.935) < 1e-9)
    }
}
