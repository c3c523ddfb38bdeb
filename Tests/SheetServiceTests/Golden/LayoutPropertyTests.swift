import HTTPServer
import LayoutCore
import StrictJSON
import Testing

@testable import SheetService

/// Properties every golden layout must have, whatever its numbers.
struct LayoutPropertyTests {
    static func layout(_ golden: GoldenCase) throws -> SheetLayout {
        guard case .object(let root) = golden.request else { throw PropertyError.notAnObject }
        let request = try SheetService.decodeLayoutRequest(root, allowedKeys: WireDecoder.layoutRequestKeys)
        return try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(for: request)
    }

    enum PropertyError: Error { case notAnObject }

    /// The parent of each element, for the sibling test: groups at the top, rows in the main group,
    /// labels in the header, subviews in the custom view.
    static func parent(of element: LayoutElement) -> String {
        switch element.role {
        case .customView, .mainGroup, .cancelGroup, .dimming: return "screen"
        case .customSubview: return "customView"
        case .header, .action, .separator: return "mainGroup"
        case .title, .message: return "header"
        case .cancel: return "cancelGroup"
        }
    }

    /// No two siblings overlap (the subviews of the one case that places them on purpose aside).
    @Test(arguments: GoldenCases.all)
    func siblingsDoNotOverlap(_ golden: GoldenCase) throws {
        let layout = try Self.layout(golden)
        let elements = layout.elements.filter { $0.role != .dimming && !(golden.name.contains("subview-outside") && $0.role == .customSubview) }
        for (index, first) in elements.enumerated() {
            for second in elements[(index + 1)...] where Self.parent(of: first) == Self.parent(of: second) {
                #expect(!first.screenFrame.overlaps(second.screenFrame), "\(golden.name): \(first.id) overlaps \(second.id)")
            }
        }
    }

    /// Every edge of every frame lies on the device-pixel grid, in both coordinate spaces.
    @Test(arguments: GoldenCases.all)
    func everythingIsOnThePixelGrid(_ golden: GoldenCase) throws {
        let layout = try Self.layout(golden)
        let grid = PixelGrid(scale: layout.screen.scale)
        for element in layout.elements {
            for rect in [element.screenFrame, element.frame].compactMap({ $0 }) {
                for edge in [rect.x, rect.y, rect.maxX, rect.maxY] {
                    #expect(grid.isAligned(edge), "\(golden.name): \(element.id) edge \(edge) is off the 1/\(grid.scale) grid")
                }
            }
        }
    }

    /// Everything but the custom view stays on screen, below the top limit, above the bottom safe
    /// area and inside the side insets; scrolled content stays inside its viewport's column.
    @Test(arguments: GoldenCases.all)
    func sheetStaysInTheSafeScreen(_ golden: GoldenCase) throws {
        let layout = try Self.layout(golden)
        let screen = layout.screen
        let allowed = Rect(
            left: screen.safeAreaInsets.left, top: layout.topLimit, right: screen.width - screen.safeAreaInsets.right,
            bottom: screen.height - screen.safeAreaInsets.bottom)
        for element in layout.elements where ![.customView, .customSubview, .dimming].contains(element.role) {
            if let clip = element.clippedBy {
                let viewport = try #require(layout.scrollRegions.first { $0.id == clip })
                #expect(element.screenFrame.x >= viewport.screenFrame.x && element.screenFrame.maxX <= viewport.screenFrame.maxX)
                #expect(element.screenFrame.y >= viewport.screenFrame.y - 1e-6, "\(golden.name): \(element.id) starts above its viewport")
            } else {
                #expect(allowed.contains(element.screenFrame), "\(golden.name): \(element.id) \(element.screenFrame) leaves \(allowed)")
            }
        }
        for region in layout.scrollRegions {
            #expect(allowed.contains(region.screenFrame))
            #expect(region.contentHeight > region.visibleHeight)
        }
    }

    /// Rows appear top to bottom in the order the actions were given, the cancel action last.
    @Test(arguments: GoldenCases.all)
    func rowsFollowTheInputOrder(_ golden: GoldenCase) throws {
        let layout = try Self.layout(golden)
        guard case .object(let root) = golden.request,
            let actions = root["sheet"]?["actions"]?.arrayValue
        else { return }
        let titles = actions.filter { $0["style"]?.stringValue != "cancel" }.compactMap { $0["title"]?.stringValue }
        let rows = layout.elements.filter { $0.role == .action }
        #expect(rows.map(\.id) == titles.indices.map { "action.\($0)" })
        for (row, title) in zip(rows, titles) where row.text?.isTruncated == false {
            #expect(row.text?.text == title)
        }
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.screenFrame.maxY <= $1.screenFrame.y })
        if let cancel = layout.element("cancel") {
            #expect(rows.allSatisfy { $0.clippedBy != nil || $0.screenFrame.maxY < cancel.screenFrame.y })
        }
    }

    /// A second run, in a second service, gives byte-identical JSON.
    @Test(arguments: GoldenCases.all)
    func outputIsDeterministic(_ golden: GoldenCase) throws {
        var writer = JSONWriter()
        writer.write(golden.request)
        let first = ServiceHarness().post("/layout", body: writer.bytes)
        let second = ServiceHarness().post("/layout", body: writer.bytes)
        #expect(first.status == 200)
        #expect(first.body == second.body)
        #expect(first.headers["ETag"] == second.headers["ETag"])
    }
}
