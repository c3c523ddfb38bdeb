import LayoutCore
import SheetTestSupport
import Testing

@testable import TextShaping

/// With real fonts, whose widths are not linear in their size, a long action title shrinks to the largest size at
/// which it fits, on down to 0.58 × its size before it is truncated (docs/geometry.md, "Action titles"), whatever
/// family measures it.
struct ActionTitleShrinkTests {
    static let title = "Keep in Album but Hide From Library and Memories"
    static let dejaVuResult = Result { () throws -> HarfBuzzTextMeasurer in
        let path = try FontConfigurationFiles.write(FontConfigurationFiles.dejaVu)
        return try HarfBuzzTextMeasurer(fontConfiguration: try FontConfiguration.read(fromFile: path))
    }

    /// Lays out `title` on a 390 pt phone and checks that the size reached is the largest that fits, or the minimum.
    func checkShrink(_ title: String, measurer: any TextMeasuring) throws {
        let request = LayoutRequest(
            screen: ScreenDescription(width: 390, height: 844, scale: 3),
            profileName: "ios17",
            sheet: SheetDescription(actions: [SheetAction(title: title), SheetAction(title: "Cancel", style: .cancel)]))
        let layout = try SheetLayoutEngine(measurer: measurer).layout(for: request)
        let text = try #require(layout.element("action.0")?.text)
        let available = 390 - 16 - 2 * MetricsProfile.ios17.actionHorizontalPadding
        let minimum = 21 * MetricsProfile.ios17.actionMinimumScaleFactor
        if text.isTruncated {
            #expect(text.font.size == minimum)
            #expect(measurer.singleLineWidth(of: title, font: text.font) > available)
        } else {
            #expect(text.font.size >= minimum && text.font.size < 21)
            #expect(measurer.singleLineWidth(of: title, font: text.font) <= available)
            var larger = text.font
            larger.size += 0.01
            #expect(measurer.singleLineWidth(of: title, font: larger) > available)
        }
        let warning = try #require(layout.warnings.first { $0.pointer == "/sheet/actions/0/title" })
        #expect(warning.message.contains("\(Self.format(text.font.size)) pt"))
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    @Test func defaultFonts() throws {
        try checkShrink(Self.title, measurer: try Measurers.iOS())
    }

    @Test func configuredFamily() throws {
        try checkShrink(Self.title, measurer: try Self.dejaVuResult.get())
    }

    @Test func fixedMetrics() throws {
        try checkShrink(Self.title, measurer: FixedMetricsMeasurer())
    }

    /// A title that cannot fit even at the minimum is truncated at exactly the minimum.
    @Test func truncatesOnlyAtTheMinimum() throws {
        let long = String(repeating: Self.title + " ", count: 2)
        try checkShrink(long, measurer: try Measurers.iOS())
        try checkShrink(long, measurer: try Self.dejaVuResult.get())
    }
}
