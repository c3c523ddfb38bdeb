import AnimationCore
import LayoutCore
import Testing

@testable import SheetPreview

/// The HTML pages of a presentation sheet, still and playing: one panel each, its caption naming where the sheet is
/// or what plays on the screen's size, and its note the layout's rules then the layout's or the animation's
/// assumptions.
struct PreviewPagePresentationTests {
    /// The `<figcaption>` of `page`, up to the note.
    static func caption(of page: String) throws -> Substring {
        let start = try #require(page.range(of: "<figcaption>"))
        return page[start.upperBound...].prefix { $0 != "<" }
    }

    /// The note of `page`.
    static func note(of page: String) -> Substring? {
        guard let start = page.range(of: "<div class=\"note\">") else { return nil }
        return page[start.upperBound...].prefix { $0 != "<" }
    }

    /// At large the view behind is scaled down: the still page says where the sheet is, and notes that rule and the
    /// layout's assumptions.
    @Test func stillPageSaysWhereTheSheetIs() throws {
        let request = PresentationLoopTests.request(profile: "ios17", selected: "large")
        let layout = try PresentationLoopTests.layout(request)
        let page = PreviewPage.still(presentation: layout, svg: PresentationSheetSVG(layout: layout, style: .light))
        #expect(
            try Self.caption(of: page)
                == "Presentation sheet at \(PresentationCaption.position(of: layout)) on a 390 × 844 pt screen")
        #expect(!layout.rules.isEmpty && !layout.assumptions.isEmpty)
        let notes = layout.rules.map(\.message) + layout.assumptions
        #expect(Self.note(of: page) == Substring(SVGText.escaped(notes.joined(separator: " · "))))
        #expect(page.contains("<title>sheetd preview: presentation sheet</title>"))
        #expect(page.ranges(of: "<figure>").count == 1, "one panel")
    }

    /// The playing page says what plays, and notes the layout's rules and the animation's assumptions (which
    /// include the layout's).
    @Test func animatedPageSaysWhatPlays() throws {
        let (layout, transition, _, _, page) = try PresentationLoopTests.animatedPage(
            PresentationLoopTests.request(profile: "ios17", selected: "large"), .dismiss)
        #expect(
            try Self.caption(of: page)
                == "Presentation sheet, \(PresentationSheetSVG.summary(of: transition)), on a 390 × 844 pt screen")
        let notes = layout.rules.map(\.message) + transition.assumptions
        #expect(Self.note(of: page) == Substring(SVGText.escaped(notes.joined(separator: " · "))))
        #expect(transition.assumptions.count > layout.assumptions.count, "the animation's own are there too")
        #expect(page.contains("<title>sheetd preview: presentation sheet, dismiss</title>"))
    }
}
