import LayoutCore
import StrictJSON

/// Writes a `SheetLayout` as the `/layout` response body: members in a fixed order, geometry
/// rounded to 3 decimals, colours as `#RRGGBBAA`, so the same request always gives the same bytes.
enum LayoutResponseEncoder {
    /// The response body for `layout`.
    static func encode(_ layout: SheetLayout) -> [UInt8] {
        var writer = JSONWriter(capacity: 4096)
        writer.beginObject()
        writeMembers(of: layout, into: &writer)
        writer.endObject()
        return writer.bytes
    }

    /// The members of the layout object, for embedding in other responses.
    static func writeMembers(of layout: SheetLayout, into writer: inout JSONWriter) {
        writer.key("profile")
        writer.string(layout.profile)
        writer.key("assumptions")
        writer.beginArray()
        for assumption in layout.assumptions { writer.string(assumption) }
        writer.endArray()
        writer.key("screen")
        writeScreen(layout.screen, into: &writer)
        writer.key("topLimit")
        writer.number(geometry(layout.topLimit))
        writer.key("presentation")
        writer.string(layout.presentation.rawValue)
        writer.key("layoutDirection")
        writer.string(layout.layoutDirection.rawValue)
        writer.key("sheet")
        writer.beginObject()
        writer.key("screenFrame")
        writeRect(layout.sheetFrame, into: &writer)
        writer.endObject()
        if let popover = layout.popover {
            writer.key("popover")
            writePopover(popover, into: &writer)
        }
        writer.key("elements")
        writer.beginArray()
        for element in layout.elements { writeElement(element, into: &writer) }
        writer.endArray()
        writer.key("scroll")
        writer.beginArray()
        for region in layout.scrollRegions {
            writer.beginObject()
            writer.key("id")
            writer.string(region.id)
            writer.key("screenFrame")
            writeRect(region.screenFrame, into: &writer)
            writer.key("contentHeight")
            writer.number(geometry(region.contentHeight))
            writer.key("visibleHeight")
            writer.number(geometry(region.visibleHeight))
            writer.endObject()
        }
        writer.endArray()
        writer.key("dimming")
        writer.beginObject()
        writer.key("alpha")
        writer.number(layout.dimmingAlpha)
        writer.endObject()
        writer.key("warnings")
        writer.beginArray()
        for warning in layout.warnings {
            writer.beginObject()
            writer.key("code")
            writer.string(warning.code)
            writer.key("message")
            writer.string(warning.message)
            if let pointer = warning.pointer {
                writer.key("pointer")
                writer.string(pointer)
            }
            writer.endObject()
        }
        writer.endArray()
    }

    private static func writeScreen(_ screen: ResolvedScreen, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("width")
        writer.number(geometry(screen.width))
        writer.key("height")
        writer.number(geometry(screen.height))
        writer.key("scale")
        writer.number(screen.scale)
        writer.key("orientation")
        writer.string(screen.isLandscape ? "landscape" : "portrait")
        writer.key("safeAreaInsets")
        writer.beginObject()
        writer.key("top")
        writer.number(geometry(screen.safeAreaInsets.top))
        writer.key("left")
        writer.number(geometry(screen.safeAreaInsets.left))
        writer.key("bottom")
        writer.number(geometry(screen.safeAreaInsets.bottom))
        writer.key("right")
        writer.number(geometry(screen.safeAreaInsets.right))
        writer.endObject()
        writer.endObject()
    }

    private static func writeElement(_ element: LayoutElement, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.string(element.id)
        writer.key("role")
        writer.string(element.role.rawValue)
        if let style = element.style {
            writer.key("style")
            writer.string(style.rawValue)
        }
        if let frame = element.frame {
            writer.key("frame")
            writeRect(frame, into: &writer)
        }
        writer.key("screenFrame")
        writeRect(element.screenFrame, into: &writer)
        if let local = element.localFrame {
            writer.key("localFrame")
            writeRect(local, into: &writer)
        }
        if let text = element.text {
            writer.key("lines")
            writer.number(Double(max(text.lines.count, 1)))
            writer.key("text")
            writer.beginObject()
            writer.key("displayed")
            writer.string(text.text)
            writer.key("lines")
            writer.beginArray()
            for line in text.lines { writer.string(line) }
            writer.endArray()
            writer.key("font")
            writer.beginObject()
            writer.key("size")
            writer.number(geometry(text.font.size))
            writer.key("weight")
            writer.string(text.font.weight.rawValue)
            writer.key("lineHeight")
            writer.number(geometry(text.lineHeight))
            writer.endObject()
            writer.key("truncated")
            writer.bool(text.isTruncated)
            writer.endObject()
        }
        if let clip = element.clippedBy {
            writer.key("clippedBy")
            writer.string(clip)
        }
        if let appearance = element.appearance {
            writer.key("appearance")
            writeAppearance(appearance, into: &writer)
        }
        writer.endObject()
    }

    /// Members in a fixed order, each only when it applies to the element.
    private static func writeAppearance(_ appearance: ElementAppearance, into writer: inout JSONWriter) {
        writer.beginObject()
        if let font = appearance.font {
            writer.key("font")
            writer.beginObject()
            writer.key("family")
            writer.string((appearance.fontFamily ?? .system).rawValue)
            writer.key("size")
            writer.number(geometry(font.size))
            writer.key("weight")
            writer.string(font.weight.rawValue)
            writer.endObject()
        }
        func color(_ key: String, _ value: Color?) {
            guard let value else { return }
            writer.key(key)
            writer.string(value.hex)
        }
        color("textColor", appearance.textColor)
        if let alignment = appearance.textAlignment {
            writer.key("textAlignment")
            writer.string(alignment.rawValue)
        }
        color("backgroundColor", appearance.backgroundColor)
        if let material = appearance.material {
            writer.key("material")
            writer.string(material.rawValue)
        }
        if let radius = appearance.cornerRadius {
            writer.key("cornerRadius")
            writer.number(geometry(radius))
        }
        if let curve = appearance.cornerCurve {
            writer.key("cornerCurve")
            writer.string(curve.rawValue)
        }
        color("separatorColor", appearance.separatorColor)
        color("highlightedBackgroundColor", appearance.highlightedBackgroundColor)
        writer.endObject()
    }

    private static func writePopover(_ popover: PopoverLayout, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("sourceRect")
        writeRect(popover.sourceRect, into: &writer)
        writer.key("permittedArrowDirections")
        writer.beginArray()
        for direction in popover.permittedArrowDirections { writer.string(direction.rawValue) }
        writer.endArray()
        writer.key("screenFrame")
        writeRect(popover.screenFrame, into: &writer)
        if let arrow = popover.arrow {
            writer.key("arrow")
            writer.beginObject()
            writer.key("direction")
            writer.string(arrow.direction.rawValue)
            writer.key("tip")
            writer.beginObject()
            writer.key("x")
            writer.number(geometry(arrow.tip.x))
            writer.key("y")
            writer.number(geometry(arrow.tip.y))
            writer.endObject()
            writer.key("screenFrame")
            writeRect(arrow.screenFrame, into: &writer)
            writer.endObject()
        }
        writer.endObject()
    }

    static func writeRect(_ rect: Rect, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("x")
        writer.number(geometry(rect.x))
        writer.key("y")
        writer.number(geometry(rect.y))
        writer.key("width")
        writer.number(geometry(rect.width))
        writer.key("height")
        writer.number(geometry(rect.height))
        writer.endObject()
    }

    /// Points rounded to 3 decimals (a third of a point prints as .333), with -0 as 0.
    static func geometry(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }
}
