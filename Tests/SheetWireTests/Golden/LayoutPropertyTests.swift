import LayoutCore
import SheetTestSupport
import StrictJSON
import Testing

@testable import SheetWire

/// Properties every golden layout must have, whatever its numbers: for every case (left to right and right to
/// left), for popovers, and between each right-to-left case and its left-to-right twin.
struct LayoutPropertyTests {
    static func layout(_ golden: GoldenCase) throws -> SheetLayout {
        guard case .object(let root) = golden.request else { throw PropertyError.notAnObject }
        let request = try LayoutRequestDecoding.layoutRequest(in: root, allowedKeys: WireDecoder.layoutRequestKeys)
        return try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(for: request)
    }

    enum PropertyError: Error { case notAnObject }

    /// The parent of each element, for the sibling test: groups at the top, rows in the main group,
    /// labels in the header, subviews in the custom view.
    static func parent(of element: LayoutElement) -> String {
        switch element.role {
        case .customView, .mainGroup, .cancelGroup, .dimming: return "screen"
        case .customSubview: return "customView"
        // The glass alert's hairlines between text fields lie in the header with the fields.
        case .separator where element.id.hasPrefix("separator.textField."): return "header"
        case .header, .action, .separator: return "mainGroup"
        case .title, .message, .textField: return "header"
        case .cancel: return "cancelGroup"
        }
    }

    /// No two siblings overlap (the subviews of the one case that places them on purpose aside).
    @Test(arguments: GoldenCases.all)
    func siblingsDoNotOverlap(_ golden: GoldenCase) throws {
        let layout = try Self.layout(golden)
        let elements = layout.elements.filter {
            $0.role != .dimming && !(golden.name.contains("subview-outside") && $0.role == .customSubview)
        }
        for (index, first) in elements.enumerated() {
            for second in elements[(index + 1)...] where Self.parent(of: first) == Self.parent(of: second) {
                #expect(
                    !first.screenFrame.overlaps(second.screenFrame), "\(golden.name): \(first.id) overlaps \(second.id)"
                )
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
                    #expect(
                        grid.isAligned(edge),
                        "\(golden.name): \(element.id) edge \(edge) is off the 1/\(grid.scale) grid")
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
                #expect(
                    element.screenFrame.x >= viewport.screenFrame.x
                        && element.screenFrame.maxX <= viewport.screenFrame.maxX)
                #expect(
                    element.screenFrame.y >= viewport.screenFrame.y - 1e-6,
                    "\(golden.name): \(element.id) starts above its viewport")
            } else {
                #expect(
                    allowed.contains(element.screenFrame),
                    "\(golden.name): \(element.id) \(element.screenFrame) leaves \(allowed)")
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
        // An alert's buttons (and the iOS 26 card's, an alert presentation) may share one row: then they run in
        // order from the leading side, cancel first.
        let row = rows + (layout.element("cancel").map { [$0] } ?? [])
        let sharesARow =
            [.alert, .card].contains(layout.presentation) && row.count > 1
            && row.allSatisfy { $0.screenFrame.y == row[0].screenFrame.y }
        if sharesARow {
            let leading = (layout.element("cancel").map { [$0] } ?? []) + rows
            let isRightToLeft = layout.layoutDirection == .rtl
            #expect(
                zip(leading, leading.dropFirst()).allSatisfy {
                    isRightToLeft ? $1.screenFrame.maxX <= $0.screenFrame.x : $0.screenFrame.maxX <= $1.screenFrame.x
                })
            return
        }
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.screenFrame.maxY <= $1.screenFrame.y })
        if let cancel = layout.element("cancel") {
            #expect(rows.allSatisfy { $0.clippedBy != nil || $0.screenFrame.maxY < cancel.screenFrame.y })
        }
    }

    /// A popover's body stays inside the safe area less the popover's layout margins, its arrow on the screen,
    /// and it shows no cancel action (a warning names it instead).
    @Test(arguments: GoldenCases.all.filter { $0.name.hasPrefix("ipad-") })
    func popoverStaysInsideTheSafeArea(_ golden: GoldenCase) throws {
        let layout = try Self.layout(golden)
        guard layout.presentation == .popover else { return }
        let popover = try #require(layout.popover)
        let profile = try #require(MetricsProfile.named(layout.profile))
        let safe = layout.screen.safeBounds
        let margin = profile.popoverLayoutMargin
        let area = Rect(
            left: safe.x + margin, top: safe.y + margin, right: safe.maxX - margin, bottom: safe.maxY - margin)
        #expect(area.contains(popover.screenFrame), "\(golden.name): \(popover.screenFrame) leaves \(area)")
        #expect(popover.screenFrame == layout.sheetFrame)
        if let arrow = popover.arrow {
            #expect(layout.screen.bounds.contains(arrow.screenFrame), "\(golden.name): the arrow leaves the screen")
        }
        #expect(layout.element("cancel") == nil && layout.element("cancelGroup") == nil)
        let hasCancel =
            golden.request["sheet"]?["actions"]?.arrayValue?.contains { $0["style"]?.stringValue == "cancel" } ?? false
        #expect(layout.warnings.contains { $0.code == .cancelOmittedInPopover } == hasCancel)
    }

    /// The arrow's tip lies on the edge of the source rectangle that faces the popover (within half a pixel, as
    /// both are aligned to the grid), its base on the popover's edge, and the popover does not cover its source.
    @Test(arguments: GoldenCases.all.filter { $0.name.hasPrefix("ipad-") })
    func arrowTouchesTheSourceRect(_ golden: GoldenCase) throws {
        let layout = try Self.layout(golden)
        guard let popover = layout.popover, let arrow = popover.arrow else { return }
        let source = popover.sourceRect
        let body = popover.screenFrame
        let half = PixelGrid(scale: layout.screen.scale).pixel / 2 + 1e-9
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= half }
        func within(_ value: Double, _ low: Double, _ high: Double) -> Bool {
            value >= low - half && value <= high + half
        }
        let tip = arrow.tip
        let frame = arrow.screenFrame
        switch arrow.direction {
        case .up:
            #expect(near(tip.y, source.maxY) && within(tip.x, source.x, source.maxX), "\(golden.name): tip \(tip)")
            #expect(frame.y == tip.y && frame.maxY == body.y && within(tip.x, frame.x, frame.maxX))
        case .down:
            #expect(near(tip.y, source.y) && within(tip.x, source.x, source.maxX), "\(golden.name): tip \(tip)")
            #expect(frame.maxY == tip.y && frame.y == body.maxY && within(tip.x, frame.x, frame.maxX))
        case .left:
            #expect(near(tip.x, source.maxX) && within(tip.y, source.y, source.maxY), "\(golden.name): tip \(tip)")
            #expect(frame.x == tip.x && frame.maxX == body.x && within(tip.y, frame.y, frame.maxY))
        case .right:
            #expect(near(tip.x, source.x) && within(tip.y, source.y, source.maxY), "\(golden.name): tip \(tip)")
            #expect(frame.maxX == tip.x && frame.x == body.maxX && within(tip.y, frame.y, frame.maxY))
        }
        #expect(!body.overlaps(source), "\(golden.name): the popover covers its source")
        #expect(!body.overlaps(frame))
    }

    /// Right to left is the mirror image of left to right: every frame's `x` becomes `W − (x + width)` on the
    /// screen and `S − (x + width)` in the alert controller's view (S its width), arrows point the other way
    /// sideways, the insets swap; texts, alignment (centred), appearance, local subview frames and warnings stay.

    /// The alignment a label must report: leading for a text field, UIKit 26.1's glass rule for the `ios26` title
    /// and message, centred otherwise.
    func expectedAlignment(of element: LayoutElement, in layout: SheetLayout) -> TextAlignment {
        if element.role == .textField { return .leading }
        guard layout.profile == "ios26", element.role == .title || element.role == .message else { return .center }
        let labels = layout.elements.filter { $0.role == .title || $0.role == .message }
        let lines = labels.reduce(0) { $0 + max($1.text?.lines.count ?? 1, 1) }
        return labels.count <= 1 && lines <= 1 ? .center : .leading
    }
    /// A custom view positioned by frames (the default) is not flipped: it keeps its frames in the sheet.
    @Test(arguments: GoldenCases.all.filter { $0.mirrorOf != nil })
    func rightToLeftMirrorsLeftToRight(_ golden: GoldenCase) throws {
        let rtl = try Self.layout(golden)
        let ltr = try Self.layout(try #require(GoldenCases.named(golden.mirrorOf ?? "")))
        let width = ltr.screen.width
        func same(_ a: Rect?, _ b: Rect?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
        }
        #expect(rtl.layoutDirection == .rtl && ltr.layoutDirection == .ltr)
        #expect(rtl.presentation == ltr.presentation)
        #expect(rtl.screen.safeAreaInsets == ltr.screen.safeAreaInsets.mirrored)
        #expect(same(rtl.sheetFrame, ltr.sheetFrame.mirrored(within: width)))
        #expect(rtl.elements.map(\.id) == ltr.elements.map(\.id))
        for (right, left) in zip(rtl.elements, ltr.elements) {
            if rtl.customViewMirrored == false && (right.role == .customView || right.role == .customSubview) {
                // Frames set in code are not flipped: the same frame in the alert controller's view, whose left
                // edge is where the mirrored sheet's is.
                #expect(same(right.frame, left.frame), "\(golden.name): \(right.id)")
                let rightOffset = right.screenFrame.x - rtl.sheetFrame.x
                let leftOffset = left.screenFrame.x - ltr.sheetFrame.x
                #expect(abs(rightOffset - leftOffset) < 1e-9, "\(golden.name): \(right.id)")
                #expect(
                    right.screenFrame.y == left.screenFrame.y
                        && abs(right.screenFrame.width - left.screenFrame.width) < 1e-9)
                #expect(right.localFrame == left.localFrame)
                continue
            }
            #expect(same(right.screenFrame, left.screenFrame.mirrored(within: width)), "\(golden.name): \(right.id)")
            #expect(
                same(right.frame, left.frame?.mirrored(within: ltr.sheetFrame.width)), "\(golden.name): \(right.id)")
            #expect(
                right.localFrame == left.localFrame && right.text == left.text && right.appearance == left.appearance)
            // Labels stay centred, but for the glass header's (centred only for one label of one line, else
            // leading; docs/alert.md); an alert's text field keeps its text against the leading edge.
            if right.text != nil {
                #expect(right.appearance?.textAlignment == expectedAlignment(of: right, in: rtl))
            }
        }
        #expect(rtl.scrollRegions.count == ltr.scrollRegions.count)
        for (right, left) in zip(rtl.scrollRegions, ltr.scrollRegions) {
            #expect(same(right.screenFrame, left.screenFrame.mirrored(within: width)))
        }
        #expect(rtl.warnings.map(\.code) == ltr.warnings.map(\.code))
        #expect(rtl.warnings.map(\.pointer) == ltr.warnings.map(\.pointer))
        #expect((rtl.popover == nil) == (ltr.popover == nil))
        if let right = rtl.popover, let left = ltr.popover {
            #expect(same(right.sourceRect, left.sourceRect.mirrored(within: width)))
            #expect(same(right.screenFrame, left.screenFrame.mirrored(within: width)))
            #expect(right.arrow?.direction == left.arrow?.direction.mirrored)
            #expect(same(right.arrow?.screenFrame, left.arrow?.screenFrame.mirrored(within: width)))
            if let rightTip = right.arrow?.tip, let leftTip = left.arrow?.tip {
                #expect(abs(rightTip.x - (width - leftTip.x)) < 1e-9 && rightTip.y == leftTip.y)
            }
        }
    }

    /// A second run, with a second engine, gives byte-identical JSON.
    @Test(arguments: GoldenCases.all)
    func outputIsDeterministic(_ golden: GoldenCase) throws {
        #expect(try WireLayout.body(of: golden.request) == (try WireLayout.body(of: golden.request)))
    }
}
