import LayoutCore
import Testing

@testable import SheetPreview

/// Each label's group names the families that measured it, so that a viewer with those fonts draws the lines as
/// they were broken.
struct SheetPreviewSVGFontTests {
    /// Fixed metrics under the families a configured font set would report: Latin in one family, anything else
    /// also in a second (and a name with a quote, which the attribute must not carry).
    struct NamedFamiliesMeasurer: TextMeasuring {
        let fixed = FixedMetricsMeasurer()
        func singleLineWidth(of text: String, font: FontSpec) -> Double { fixed.singleLineWidth(of: text, font: font) }
        func wrap(_ text: String, font: FontSpec, maxWidth: Double) -> TextMeasurement {
            fixed.wrap(text, font: font, maxWidth: maxWidth)
        }
        func fontFamilies(of text: String, font: FontSpec) -> [String] {
            text.allSatisfy(\.isASCII) ? ["DejaVu Sans"] : ["DejaVu Sans", "Noto Sans CJK JP", "O'Brien \"Sans\""]
        }
        var fonts: MeasuringFonts { MeasuringFonts(name: "test", tracking: "none", faces: []) }
    }

    /// The title's and an action's groups list their own families first, then the system font; quotes are dropped.
    @Test func labelsNameTheirFamilies() throws {
        let engine = SheetLayoutEngine(measurer: NamedFamiliesMeasurer())
        let sheet = SheetDescription(
            title: "ほげ", message: nil,
            actions: [SheetAction(title: "Delete"), SheetAction(title: "Cancel", style: .cancel)])
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 390, height: 844, scale: 3), traits: Traits(), profileName: nil,
                sheet: sheet))
        let svg = SheetPreviewSVG(layout: layout, style: .light).text
        let lines = svg.split(separator: "\n")
        let title = try #require(lines.first { $0.hasPrefix("<g data-element=\"title\"") })
        #expect(
            title.contains(
                "font-family=\"'DejaVu Sans', 'Noto Sans CJK JP', 'OBrien Sans', system-ui, sans-serif\" font-size="))
        let cancel = try #require(lines.first { $0.hasPrefix("<g data-element=\"cancel\"") })
        #expect(cancel.contains("font-family=\"'DejaVu Sans', system-ui, sans-serif\" font-size="))
    }
}
