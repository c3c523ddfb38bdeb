import AnimationCore
import LayoutCore
import StrictJSON

/// Writes a `SheetTransition` as a Lottie (Bodymovin 5.7) document: shape layers for the custom view, the cancel
/// group, the main group and the dimming view, moved and faded by keyframes.
///
/// The canvas is the screen (`w`, `h` in points, rounded to whole points as Lottie requires integers) and the
/// frame rate is the request's `fps`; `ip` is 0 and `op` the transition's duration in frames, rounded up. Every
/// layer's anchor is its top-left corner, so its position is the screen origin of its frame. Spring tracks become
/// their sampled keyframes with linear easing; Bézier tracks two keyframes with the exact easing handles
/// (`o` = first control point, `i` = second, docs/reference.md §8); constant tracks static values. Colours are
/// illustrative (Lottie draws its own shapes, not the client's views): groups white in light mode and dark grey in
/// dark mode with hairline separators, the dimming view black, the custom view green with orange subviews, as in
/// the seed.
package enum LottieEncoder {
    /// The Bodymovin version the document follows.
    static let version = "5.7.0"

    typealias Color = (red: Double, green: Double, blue: Double)

    /// A drawn rectangle in its layer's coordinates.
    struct Shape {
        var name: String
        var frame: Rect
        var cornerRadius: Double
        var color: Color
    }

    /// The Lottie document for `transition` of `layout`.
    package static func encode(_ transition: SheetTransition, layout: SheetLayout, style: UserInterfaceStyle) -> [UInt8]
    {
        let fps = Double(transition.fps)
        let outPoint = max(1, Int((transition.duration * fps - 1e-9).rounded(.up)))
        // By reference: the encoder reads two radii, and `MetricsProfile.named(_:)` would copy the whole profile.
        let profile = CatalogProfile.named(layout.profile) ?? .ios17
        let isDark = style == .dark
        let groupColor: Color = isDark ? (0.173, 0.173, 0.18) : (1, 1, 1)
        let separatorColor: Color = isDark ? (0.33, 0.33, 0.345) : (0.78, 0.78, 0.8)

        var writer = JSONWriter(capacity: 16_384)
        writeDocumentHead(
            name: transition.slides
                ? "sheetd \(transition.kind.rawValue), \(transition.offset.slide.rawValue) slide"
                : "sheetd \(transition.kind.rawValue), \(transition.motionSummary)",
            fps: transition.fps, outPoint: outPoint, screen: transition.screen, into: &writer)
        var index = 0
        func layer(
            _ name: String, position: TransitionTrack?, origin: Rect, opacity: TransitionTrack?, _ shapes: [Shape]
        ) {
            index += 1
            writeLayer(
                name: name, index: index, outPoint: outPoint, fps: fps, position: position, origin: origin,
                opacity: opacity, scale: transition.track(name, .scale), shapes: shapes, into: &writer)
        }

        func shapes(_ elements: [LayoutElement], in origin: Rect, cornerRadius: Double, color: Color) -> [Shape] {
            elements.map { element in
                Shape(
                    name: element.id, frame: element.screenFrame.offsetBy(dx: -origin.x, dy: -origin.y),
                    cornerRadius: cornerRadius, color: color)
            }
        }

        // Lottie draws the first layer on top, and the first shape of a layer on top of the others.
        if let customView = layout.element(role: .customView) {
            let origin = customView.screenFrame
            let subviews = layout.elements.filter { $0.role == .customSubview }
            layer(
                "customView", position: transition.track("customView", .positionY), origin: origin,
                opacity: transition.track("customView", .opacity),
                shapes(subviews, in: origin, cornerRadius: 0, color: (1, 0.5, 0))
                    + shapes([customView], in: origin, cornerRadius: 0, color: (0, 1, 0)))
        }
        if let cancelGroup = layout.element(role: .cancelGroup) {
            let origin = cancelGroup.screenFrame
            layer(
                "cancelGroup", position: transition.track("cancelGroup", .positionY), origin: origin, opacity: nil,
                shapes(
                    [cancelGroup], in: origin, cornerRadius: profile.metrics.cancelGroupCornerRadius, color: groupColor
                ))
        }
        if let mainGroup = layout.element(role: .mainGroup) {
            let origin = layout.sheetFrame
            let separators = layout.elements.filter { $0.role == .separator }
            // The iOS 26 card's and popover's rows are capsules of their own, drawn like the separators.
            let rows = layout.elements.filter { ($0.role == .action || $0.role == .cancel) && $0.frame != nil }
                .filter { $0.appearance?.cornerRadius != nil }
            let rowShapes = rows.map { row in
                Shape(
                    name: row.id, frame: row.screenFrame.offsetBy(dx: -origin.x, dy: -origin.y),
                    cornerRadius: row.appearance?.cornerRadius ?? 0, color: separatorColor)
            }
            let radius = mainGroup.appearance?.cornerRadius ?? profile.metrics.mainGroupCornerRadius
            layer(
                "sheet", position: transition.track("sheet", .positionY), origin: origin,
                opacity: transition.track("sheet", .opacity),
                shapes(separators, in: origin, cornerRadius: 0, color: separatorColor) + rowShapes
                    + shapes([mainGroup], in: origin, cornerRadius: radius, color: groupColor))
        }
        let screen = transition.screen.bounds
        layer(
            "dimming", position: nil, origin: screen, opacity: transition.track("dimming", .opacity),
            [Shape(name: "dimming", frame: screen, cornerRadius: 0, color: (0, 0, 0))])
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// `{` and the document's members up to the opened `layers` array: version, name, frame rate, in and out
    /// points, the canvas (the screen in whole points), no 3D and no assets.
    static func writeDocumentHead(
        name: String, fps: Int, outPoint: Int, screen: ResolvedScreen, into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.key(literal: "v")
        writer.string(version)
        writer.key(literal: "nm")
        writer.string(name)
        writer.key(literal: "fr")
        writer.number(fps)
        writer.key(literal: "ip")
        writer.number(0)
        writer.key(literal: "op")
        writer.number(outPoint)
        writer.key(literal: "w")
        writer.number(Int(screen.width.rounded()))
        writer.key(literal: "h")
        writer.number(Int(screen.height.rounded()))
        writer.key(literal: "ddd")
        writer.number(0)
        writer.key(literal: "assets")
        writer.beginArray()
        writer.endArray()
        writer.key(literal: "layers")
        writer.beginArray()
    }

    /// `{` and a shape layer's members up to its opened transform (`ks`): type 4, index, parent (when given), name,
    /// in and out points, start time.
    static func writeLayerHead(
        name: String, index: Int, parent: Int? = nil, outPoint: Int, into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.key(literal: "ty")
        writer.number(4)
        writer.key(literal: "ind")
        writer.number(index)
        if let parent {
            writer.key(literal: "parent")
            writer.number(parent)
        }
        writer.key(literal: "nm")
        writer.string(name)
        writer.key(literal: "ip")
        writer.number(0)
        writer.key(literal: "op")
        writer.number(outPoint)
        writer.key(literal: "st")
        writer.number(0)
        writer.key(literal: "ks")
        writer.beginObject()
    }

    /// A shape layer (`ty` 4) whose transform puts its origin at the element's animated top-left corner; with a
    /// scale (iOS 26) its anchor is the scale's origin instead, placed where it is on the screen.
    private static func writeLayer(
        name: String, index: Int, outPoint: Int, fps: Double, position: TransitionTrack?, origin: Rect,
        opacity: TransitionTrack?, scale: TransitionTrack?, shapes: [Shape], into writer: inout JSONWriter
    ) {
        writeLayerHead(name: name, index: index, outPoint: outPoint, into: &writer)
        writer.key(literal: "a")
        let fixedPoint = scale?.origin
        writeStatic(
            fixedPoint.map { [geometry($0.x - origin.x), geometry($0.y - origin.y)] } ?? [0, 0], into: &writer)
        writer.key(literal: "p")
        let x = geometry(origin.x)
        if let fixedPoint {
            writeStatic([geometry(fixedPoint.x), geometry(fixedPoint.y)], into: &writer)
        } else if let position, !position.isConstant {
            writeAnimated(position, fps: fps, into: &writer) { [x, geometry($0)] }
        } else {
            writeStatic([x, geometry(position?.from ?? origin.y)], into: &writer)
        }
        writer.key(literal: "s")
        if let scale, !scale.isConstant {
            writeAnimated(scale, fps: fps, into: &writer) { [percent($0), percent($0)] }
        } else {
            writeStatic([100, 100], into: &writer)
        }
        writer.key(literal: "r")
        writeStatic(0, into: &writer)
        writer.key(literal: "o")
        if let opacity, !opacity.isConstant {
            writeAnimated(opacity, fps: fps, into: &writer) { [percent($0)] }
        } else {
            writeStatic(percent(opacity?.from ?? 1), into: &writer)
        }
        writer.endObject()
        writer.key(literal: "shapes")
        writer.beginArray()
        for shape in shapes { writeGroup(shape, into: &writer) }
        writer.endArray()
        writer.endObject()
    }

    /// A group holding one filled rectangle and its (identity) transform; its corner radius follows `radius` and
    /// its height (from its top) `height` when given (a presentation sheet's), else the shape's.
    static func writeGroup(
        _ shape: Shape, radius: TransitionTrack? = nil, height: TransitionTrack? = nil, fps: Double = 0,
        into writer: inout JSONWriter
    ) {
        writer.beginObject()
        writeItemHead(type: "gr", name: shape.name, into: &writer)
        writer.key(literal: "it")
        writer.beginArray()
        writer.beginObject()
        writeItemHead(type: "rc", name: "rect", into: &writer)
        let frame = shape.frame
        writer.key(literal: "p")
        if let height, !height.isConstant {
            writeAnimated(height, fps: fps, into: &writer) {
                [geometry(frame.x + frame.width / 2), geometry(frame.y + $0 / 2)]
            }
            writer.key(literal: "s")
            writeAnimated(height, fps: fps, into: &writer) { [geometry(frame.width), geometry($0)] }
        } else {
            writeStatic([geometry(frame.x + frame.width / 2), geometry(frame.y + frame.height / 2)], into: &writer)
            writer.key(literal: "s")
            writeStatic([geometry(frame.width), geometry(frame.height)], into: &writer)
        }
        writer.key(literal: "r")
        if let radius, !radius.isConstant {
            writeAnimated(radius, fps: fps, into: &writer) { [geometry($0)] }
        } else {
            writeStatic(radius.map { geometry($0.from) } ?? shape.cornerRadius, into: &writer)
        }
        writer.endObject()
        writer.beginObject()
        writeItemHead(type: "fl", name: "fill", into: &writer)
        writer.key(literal: "c")
        writeStatic([shape.color.red, shape.color.green, shape.color.blue], into: &writer)
        writer.key(literal: "o")
        writeStatic(100, into: &writer)
        writer.key(literal: "r")
        writer.number(1)
        writer.endObject()
        writer.beginObject()
        writer.key(literal: "ty")
        writer.string("tr")
        writer.key(literal: "a")
        writeStatic([0, 0], into: &writer)
        writer.key(literal: "p")
        writeStatic([0, 0], into: &writer)
        writer.key(literal: "s")
        writeStatic([100, 100], into: &writer)
        writer.key(literal: "r")
        writeStatic(0, into: &writer)
        writer.key(literal: "o")
        writeStatic(100, into: &writer)
        writer.endObject()
        writer.endArray()
        writer.endObject()
    }

    /// The members every shape item starts with: its type (`gr`, `rc`, `fl`, …) and its name.
    static func writeItemHead(type: String, name: String, into writer: inout JSONWriter) {
        writer.key(literal: "ty")
        writer.string(type)
        writer.key(literal: "nm")
        writer.string(name)
    }
}
