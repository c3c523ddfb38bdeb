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

    func seed(_ direction: LayoutDirection, customViewLayout: CustomViewLayout) throws -> SheetLayout {
        var request = SeedExampleTests.request
        request.traits.layoutDirection = direction
        request.sheet.customView?.layout = customViewLayout
        return try engine.layout(for: request)
    }

    /// The seed sets its frames in code, which UIKit does not flip: right to left its label stays at the custom
    /// view's left edge (screen x 8, x 0 in the alert controller's view), and the answer says nothing was flipped.
    @Test func seedFramesAreNotFlipped() throws {
        let layout = try seed(.rtl)
        #expect(layout.layoutDirection == .rtl && layout.customViewMirrored == false)
        let label = try #require(layout.element("customView.label"))
        let leftToRight = try #require(try seed(.ltr).element("customView.label"))
        #expect(label.screenFrame == leftToRight.screenFrame && label.frame == leftToRight.frame)
        #expect(label.frame?.x == 0)
        #expect(layout.element("customView")?.screenFrame == (try seed(.ltr)).element("customView")?.screenFrame)
        #expect(try seed(.ltr).customViewMirrored == false)
    }

    /// With leading/trailing constraints the label (x 0 from the custom view's leading edge) sits at the right end
    /// right to left: screen x 390 − 8 − 100 = 282, x 274 in the alert controller's view; the rest is symmetric.
    @Test func constrainedSubviewMirrors() throws {
        let layout = try seed(.rtl, customViewLayout: .leadingTrailingConstraints)
        #expect(layout.customViewMirrored == true)
        let label = try #require(layout.element("customView.label"))
        let leftToRight = try #require(try seed(.ltr).element("customView.label"))
        #expect(label.screenFrame.x == 282 && label.screenFrame.y == leftToRight.screenFrame.y)
        #expect(label.frame?.x == 274)
        #expect(label.localFrame == Rect(x: 0, y: 0, width: 100, height: 30), "as given, from the leading edge")
        #expect(layout.sheetFrame == (try seed(.ltr)).sheetFrame)
    }

    /// The custom view's `x` counts from the sheet's leading edge with constraints (20 pt from the right right to
    /// left), from its left edge with frames.
    @Test func customViewX() throws {
        var request = SeedExampleTests.request
        request.sheet.customView = CustomViewDescription(
            height: 60, width: 200, x: 20, layout: .leadingTrailingConstraints)
        request.traits.layoutDirection = .rtl
        let view = try #require(try engine.layout(for: request).element("customView"))
        #expect(view.frame?.x == 154, "374 − 20 − 200, \(String(describing: view.frame?.x))")
        #expect(view.screenFrame.maxX == 390 - 8 - 20)
        request.sheet.customView?.layout = .frames
        let framed = try #require(try engine.layout(for: request).element("customView"))
        #expect(framed.frame?.x == 20 && framed.screenFrame.x == 8 + 20)
    }

    /// In a popover, frames keep the custom view at the body's left edge right to left too.
    @Test func popoverFramesAreNotFlipped() throws {
        var request = LayoutRequest(
            screen: ScreenDescription(width: 1024, height: 1366, scale: 2),
            traits: Traits(idiom: .pad, layoutDirection: .rtl),
            profileName: "ios17",
            sheet: SheetDescription(
                title: "T", actions: [SheetAction(title: "A")],
                customView: CustomViewDescription(
                    height: 40, width: 100, x: 10,
                    subviews: [CustomSubview(id: "s", frame: Rect(x: 5, y: 0, width: 20, height: 20))]),
                sourceRect: Rect(x: 100, y: 100, width: 40, height: 40)))
        let layout = try engine.layout(for: request)
        let body = try #require(layout.popover?.screenFrame)
        #expect(layout.element("customView")?.screenFrame.x == body.x + 10)
        #expect(layout.element("customView.s")?.screenFrame.x == body.x + 15)
        request.sheet.customView?.layout = .leadingTrailingConstraints
        let mirrored = try engine.layout(for: request)
        let mirroredBody = try #require(mirrored.popover?.screenFrame)
        #expect(mirrored.element("customView")?.screenFrame.maxX == mirroredBody.maxX - 10)
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
