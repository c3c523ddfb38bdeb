import Testing

@testable import LayoutCore

/// UIKit's action label rules (docs/geometry.md, "Action titles"): at the standard sizes the largest size that fits,
/// searched down to the minimum scale factor, then middle truncation at that minimum; at the accessibility sizes
/// word wrap over as many lines as needed, rows growing with them.
struct ActionTitleFittingTests {
    /// Text not linear in its size, as size-dependent tracking makes shaped text (looser below 20 pt): ½ em per
    /// character plus 0.02 pt per character for every point below 20 pt.
    struct TrackedMeasurer: TextMeasuring {
        func singleLineWidth(of text: String, font: FontSpec) -> Double {
            Double(text.count) * (0.5 * font.size + 0.02 * max(0, 20 - font.size))
        }
        func wrap(_ text: String, font: FontSpec, maxWidth: Double) -> TextMeasurement {
            FixedMetricsMeasurer().wrap(text, font: font, maxWidth: maxWidth)
        }
        func fontFamilies(of text: String, font: FontSpec) -> [String] { ["tracked"] }
        var fonts: MeasuringFonts { MeasuringFonts(name: "tracked", tracking: "test", faces: []) }
    }

    static let phone = LayoutBehaviourTests.phone
    /// The row's title width on the 390 pt phone: 374 pt less 2 × 12 pt padding.
    static let titleWidth = 390 - 16 - 2 * MetricsProfile.ios17.actionHorizontalPadding

    func layout(
        _ titles: [String], category: ContentSizeCategory = .large, measurer: any TextMeasuring = FixedMetricsMeasurer()
    ) throws -> SheetLayout {
        try SheetLayoutEngine(measurer: measurer).layout(
            for: LayoutRequest(
                screen: Self.phone, traits: Traits(contentSizeCategory: category),
                profileName: "ios17",
                sheet: SheetDescription(
                    actions: titles.map { SheetAction(title: $0) } + [SheetAction(title: "Cancel", style: .cancel)])))
    }

    /// Where the one-step scale (size × available / natural) is still too wide, the search goes on down and
    /// settles on the largest size that fits, far above the minimum, instead of truncating.
    @Test func shrinksPastTheLinearGuess() throws {
        let title = String(repeating: "m", count: 38)
        let measurer = TrackedMeasurer()
        let natural = measurer.singleLineWidth(of: title, font: FontSpec(size: 21, weight: .regular))
        let linear = 21 * Self.titleWidth / natural
        #expect(measurer.singleLineWidth(of: title, font: FontSpec(size: linear, weight: .regular)) > Self.titleWidth)
        let text = try #require(try layout([title], measurer: measurer).element("action.0")?.text)
        #expect(!text.isTruncated)
        #expect(text.font.size > 21 * 0.58 && text.font.size < linear)
        #expect(measurer.singleLineWidth(of: title, font: text.font) <= Self.titleWidth)
        var larger = text.font
        larger.size += ActionTitleMeasurement.sizePrecision
        #expect(measurer.singleLineWidth(of: title, font: larger) > Self.titleWidth)
    }

    /// The shrink warning names the size reached and the minimum; the truncation warning the minimum, reached.
    @Test func warningsStateTheSizeReached() throws {
        let layout = try layout([String(repeating: "a", count: 40), String(repeating: "b", count: 100)])
        let shrunk = try #require(layout.element("action.0")?.text)
        let cut = try #require(layout.element("action.1")?.text)
        #expect(cut.font.size == 21 * 0.58 && cut.isTruncated)
        let messages = layout.warnings.map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].contains("set at \(format(rounded(shrunk.font.size))) pt"))
        #expect(messages[0].contains("may shrink to 12.18 pt"))
        #expect(messages[1].contains("even at 12.18 pt, the smallest size"))
    }

    /// At an accessibility size a long title wraps by word over several lines: its row grows, no shrinking, no
    /// truncation, no warning; a short title keeps one line and the one-line row height.
    @Test func wrapsAtAccessibilitySizes() throws {
        let long = "Keep in Album but Hide From Library and Memories"
        let layout = try layout([long, "Share"], category: .accessibilityExtraExtraExtraLarge)
        let size = try #require(MetricsProfile.ios17.actionFontSizes[.accessibilityExtraExtraExtraLarge])
        let row = try #require(layout.element("action.0"))
        let text = try #require(row.text)
        #expect(text.lines.count >= 3)
        #expect(text.lines.joined(separator: " ") == long)
        #expect(text.font.size == size && !text.isTruncated)
        let oneLine = MetricsProfile.ios17.actionRowHeight(fontSize: size)
        let expected = MetricsProfile.ios17.actionRowHeight(fontSize: size, lineCount: text.lines.count)
        #expect(abs(row.screenFrame.height - expected) <= 1.0 / 3 && expected > oneLine)
        #expect(abs((layout.element("action.1")?.screenFrame.height ?? 0) - oneLine) <= 1.0 / 3)
        #expect(!layout.warnings.contains { $0.code.rawValue.hasPrefix("actionTitle") })
        // The rows follow each other: the second starts below the taller first and its separator.
        let second = try #require(layout.element("action.1")?.screenFrame.y)
        #expect(abs(second - (row.screenFrame.maxY + 1.0 / 3)) <= 1.0 / 3)
    }

    /// Wrapped rows take part in the scroll rules: enough tall rows scroll under the top limit.
    @Test func wrappedRowsScroll() throws {
        let titles = (0..<6).map { "Move item \($0) to a shared album that everybody in the family can see" }
        let layout = try layout(titles, category: .accessibilityExtraExtraExtraLarge)
        #expect(layout.warnings.map(\.code) == [.actionsScroll])
        let region = try #require(layout.scrollRegions.first)
        let rows = layout.elements.filter { $0.role == .action }.map(\.screenFrame.height).reduce(0, +)
        #expect(abs(region.contentHeight - rows - 5.0 / 3) <= 6.0 / 3)
    }
}
