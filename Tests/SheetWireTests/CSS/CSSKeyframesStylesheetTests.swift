import AnimationCore
import LayoutCore
import SheetTestSupport
import Testing

@testable import SheetWire

/// The CSS style sheet of the seed's transitions.
struct CSSKeyframesStylesheetTests {
    let layout: SheetLayout

    init() throws {
        layout = try SeedSheet.layout()
    }

    /// The CSS has one `@keyframes` rule per track and one class per element; springs use `linear()`, the fade
    /// its exact `cubic-bezier()`; translateY is the offset from the rest frame (UIKit's 275.667 pt slide on the way
    /// in, 0 at rest; 391.667 with `clearCustomView`), and the header comment names the slide.
    @Test func cssStyleSheet() throws {
        let dismiss = CSSKeyframesStylesheet(transition: SheetTransition(layout: layout, kind: .dismiss)).text
        for name in [
            "sheetd-dismiss-sheet-position-y", "sheetd-dismiss-cancelGroup-position-y",
            "sheetd-dismiss-customView-position-y", "sheetd-dismiss-customView-opacity",
            "sheetd-dismiss-dimming-opacity",
        ] {
            #expect(dismiss.contains("@keyframes \(name) {"), "\(name)")
        }
        for name in ["sheet", "cancelGroup", "customView", "dimming"] {
            #expect(dismiss.contains(".sheetd-dismiss-\(name) {"), "\(name)")
        }
        #expect(
            dismiss.contains("sheetd-dismiss-customView-opacity 0.1s cubic-bezier(0.42, 0, 0.58, 1) 0s 1 normal both"))
        #expect(dismiss.contains("sheetd-dismiss-sheet-position-y 0.404s linear(0, "))
        #expect(dismiss.contains("to { transform: translateY(275.667px); }"))
        #expect(dismiss.contains("Slide: UIKit's own, 275.667px"))
        #expect(dismiss.contains("from { opacity: 0.2; }"))
        let present = CSSKeyframesStylesheet(transition: SheetTransition(layout: layout, kind: .present)).text
        #expect(present.contains("from { transform: translateY(275.667px); }"))
        let clear = CSSKeyframesStylesheet(
            transition: SheetTransition(layout: layout, kind: .present, slide: .clearCustomView)
        ).text
        #expect(clear.contains("from { transform: translateY(391.667px); }"))
        #expect(clear.contains("Slide: sheetd's clearCustomView, 391.667px (not UIKit's"))
        #expect(present.contains("to { transform: translateY(0px); }"))
        #expect(present == CSSKeyframesStylesheet(transition: SheetTransition(layout: layout, kind: .present)).text)
    }

    /// The layout's warnings go into the header comment, with any `*/` in them broken so that the comment holds.
    @Test func warningsStayInsideTheComment() throws {
        #expect(CSSKeyframesStylesheet.commentSafe("a */ b **/") == "a * / b ** /")
        let aliased = try SeedSheet.layout(profile: "ios12")
        let css = CSSKeyframesStylesheet(transition: SheetTransition(layout: aliased, kind: .present)).text
        let header = try #require(css.components(separatedBy: "*/").first)
        #expect(header.contains("Warning profileDeprecated: profile \"ios12\" is deprecated"))
    }
}
