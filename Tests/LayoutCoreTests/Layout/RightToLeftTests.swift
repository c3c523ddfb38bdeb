import Testing

@testable import LayoutCore

/// Right-to-left layouts are the mirror image of left-to-right ones.
struct RightToLeftTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    func seed(_ direction: LayoutDirection) throws -> SheetLayout {
        var request = SeedExampleTests.request
        request.traits.layoutDirection = direction
        return try engine.layout(for: request)
    }

    /// The seed's label subview (x 0 from the custom view's leading edge) sits at the right end right to left:
    /// screen x 390 − 8 − 100 = 282, x 274 in the alert controller's view; the rest of the seed is symmetric.
    @Test func seedSubviewMirrors() throws {
        let layout = try seed(.rtl)
        #expect(layout.layoutDirection == .rtl)
        let label = try #require(layout.element("customView.label"))
        let leftToRight = try #require(try seed(.ltr).element("customView.label"))
        #expect(label.screenFrame.x == 282 && label.screenFrame.y == leftToRight.screenFrame.y)
        #expect(label.frame?.x == 274)
        #expect(label.localFrame == Rect(x: 0, y: 0, width: 100, height: 30), "as given, from the leading edge")
        #expect(layout.sheetFrame == (try seed(.ltr)).sheetFrame)
    }

    /// The custom view's `x` counts from the sheet's leading edge: 20 pt from the right right to left.
    @Test func customViewXFromTheLeadingEdge() throws {
        var request = SeedExampleTests.request
        request.sheet.customView = CustomViewDescription(height: 60, width: 200, x: 20)
        request.traits.layoutDirection = .rtl
        let view = try #require(try engine.layout(for: request).element("customView"))
        #expect(view.frame?.x == 154, "374 − 20 − 200, \(String(describing: view.frame?.x))")
        #expect(view.screenFrame.maxX == 390 - 8 - 20)
    }

    /// Labels stay centred right to left, as UIKit centres the action sheet's labels in both directions.
    @Test func labelsStayCentred() throws {
        let labels = try seed(.rtl).elements.filter { $0.text != nil }
        #expect(labels.count == 5, "title, message and three actions")
        #expect(labels.allSatisfy { $0.appearance?.textAlignment == .center })
    }

    /// Mirroring twice gives the layout back.
    @Test func mirroringTwiceIsIdentity() throws {
        let layout = try seed(.ltr)
        let grid = PixelGrid(scale: 3)
        var mirrored = layout
        mirrored.mirror(grid: grid)
        #expect(mirrored != layout)
        mirrored.mirror(grid: grid)
        #expect(mirrored == layout)
    }
}
