import SheetTestSupport
import Testing

@testable import LayoutCore

/// The seed article's sheet on a 390×844 @3x iPhone: the numbers of docs/reference.md §9.2 and issue 2.
struct SeedExampleTests {
    static let request = SeedSheet.request()

    let layout: SheetLayout

    init() throws {
        layout = try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(for: Self.request)
    }

    func screenFrame(_ id: String) throws -> Rect { try #require(layout.element(id)).screenFrame }
    func frame(_ id: String) throws -> Rect {
        let element = try #require(layout.element(id))
        return try #require(element.frame)
    }

    /// The sheet is 374 pt wide at x 8: the screen width minus 8 pt on each side.
    @Test func sheetWidthAndPosition() throws {
        #expect(layout.sheetFrame.x == 8)
        #expect(layout.sheetFrame.width == 374)
        #expect(try screenFrame("action.0").width == 374)
    }

    /// The header is 13.5 + 15.51 + 4 + 15.51 + 13.5 = 62.03 pt before rounding, 62 after.
    @Test func headerHeight() throws {
        let header = HeaderMeasurement(
            sheet: Self.request.sheet, profile: .ios17, category: .large, width: 342,
            measurer: FixedMetricsMeasurer())
        #expect(abs(header.contentHeight - 62.0273) < 0.0001)
        #expect(try frame("header") == Rect(x: 0, y: 0, width: 374, height: 62))
        #expect(try #require(layout.element("title")?.text?.font.weight) == .semibold)
        #expect(try #require(layout.element("message")?.text?.lines) == ["ふが"])
    }

    /// The cancel row sits on the safe area: y 753, 57 tall, ending at 844 − 34.
    @Test func cancelRow() throws {
        #expect(try screenFrame("cancel") == Rect(x: 8, y: 753, width: 374, height: 57))
        #expect(try screenFrame("cancelGroup") == Rect(x: 8, y: 753, width: 374, height: 57))
    }

    /// The sheet's top edge is 568.33 (745 − 176.69, aligned to the 1/3 pt grid) and it ends 8 pt above cancel.
    @Test func sheetTopEdge() throws {
        #expect(abs(layout.sheetFrame.y - 568.3333) < 0.0001)
        #expect(abs(layout.sheetFrame.maxY - 745) < 1e-9)
        #expect(abs(try screenFrame("action.1").maxY - 745) < 1e-9)
    }

    /// The custom view is at y −116 in sheet coordinates and 452.33 on screen; its label follows it.
    @Test func customView() throws {
        #expect(try frame("customView") == Rect(x: 0, y: -116, width: 374, height: 100))
        let onScreen = try screenFrame("customView")
        #expect(abs(onScreen.y - 452.3333) < 0.0001)
        #expect(onScreen.x == 8)
        #expect(try frame("customView.label") == Rect(x: 0, y: -116, width: 100, height: 30))
        #expect(
            try #require(layout.element("customView.label")?.localFrame) == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(layout.warnings.isEmpty)
    }

    /// Rows and hairlines stack from the header down: separator.header, action.0, separator.0, action.1.
    @Test func rowsAndSeparators() throws {
        let third = 1.0 / 3
        #expect(abs(try frame("separator.header").y - 62) < 1e-9)
        #expect(abs(try frame("separator.header").height - third) < 1e-9)
        #expect(abs(try frame("action.0").y - (62 + third)) < 1e-9)
        #expect(abs(try frame("separator.0").y - (62 + third + 57)) < 1e-9)
        #expect(abs(try frame("action.1").y - (62 + 2 * third + 57)) < 1e-9)
        #expect(layout.element("action.1")?.style == .destructive)
        #expect(
            layout.elements.map(\.id) == [
                "customView", "customView.label", "mainGroup", "header", "title", "message", "separator.header",
                "action.0", "separator.0", "action.1", "cancelGroup", "cancel", "dimming",
            ])
    }

    /// The dimming view covers the screen and has no frame in sheet coordinates.
    @Test func dimming() throws {
        let dimming = try #require(layout.element("dimming"))
        #expect(dimming.frame == nil)
        #expect(dimming.screenFrame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(layout.dimmingAlpha == 0.2)
    }
}
