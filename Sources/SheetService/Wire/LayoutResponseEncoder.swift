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
        writer.key(literal: "profile")
        writer.string(layout.profile)
        writer.key(literal: "assumptions")
        writer.beginArray()
        for assumption in layout.assumptions { writer.string(assumption) }
        writer.endArray()
        writer.key(literal: "screen")
        writeScreen(layout.screen, into: &writer)
        writer.key(literal: "topLimit")
        writer.number(geometry(layout.topLimit))
        writer.key(literal: "presentation")
        writer.string(layout.presentation.rawValue)
        writer.key(literal: "layoutDirection")
        writer.string(layout.layoutDirection.rawValue)
        writer.key(literal: "sheet")
        writer.beginObject()
        writer.key(literal: "screenFrame")
        writeRect(layout.sheetFrame, into: &writer)
        writer.endObject()
        if let popover = layout.popover {
            writer.key(literal: "popover")
            writePopover(popover, into: &writer)
        }
        writer.key(literal: "elements")
        writer.beginArray()
        for element in layout.elements { writeElement(element, into: &writer) }
        writer.endArray()
        writer.key(literal: "scroll")
        writer.beginArray()
        for region in layout.scrollRegions {
            writer.beginObject()
            writer.key(literal: "id")
            writer.string(region.id)
            writer.key(literal: "screenFrame")
            writeRect(region.screenFrame, into: &writer)
            writer.key(literal: "contentHeight")
            writer.number(geometry(region.contentHeight))
            writer.key(literal: "visibleHeight")
            writer.number(geometry(region.visibleHeight))
            writer.endObject()
        }
        writer.endArray()
        writer.key(literal: "dimming")
        writer.beginObject()
        writer.key(literal: "alpha")
        writer.number(layout.dimmingAlpha)
        writer.endObject()
        writer.key(literal: "warnings")
        writer.beginArray()
        for warning in layout.warnings {
            writer.beginObject()
            writer.key(literal: "code")
            writer.string(warning.code)
            writer.key(literal: "message")
            writer.string(warning.message)
            if let pointer = warning.pointer {
                writer.key(literal: "pointer")
                writer.string(pointer)
            }
            writer.endObject()
        }
        writer.endArray()
    }

    private static func writeScreen(_ screen: ResolvedScreen, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "width")
        writer.number(geometry(screen.width))
        writer.key(literal: "height")
        writer.number(geometry(screen.height))
        writer.key(literal: "scale")
        writer.number(screen.scale)
        writer.key(literal: "orientation")
        writer.string(screen.isLandscape ? "landscape" : "portrait")
        writer.key(literal: "safeAreaInsets")
        writer.beginObject()
        writer.key(literal: "top")
        writer.number(geometry(screen.safeAreaInsets.top))
        writer.key(literal: "left")
        writer.number(geometry(screen.safeAreaInsets.left))
        writer.key(literal: "bottom")
        writer.number(geometry(screen.safeAreaInsets.bottom))
        writer.key(literal: "right")
        writer.number(geometry(screen.safeAreaInsets.right))
        writer.endObject()
        writer.endObject()
    }

    private static func writeElement(_ element: LayoutElement, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "id")
        writer.string(element.id)
        writer.key(literal: "role")
        writer.string(element.role.rawValue)
        if let style = element.style {
            writer.key(literal: "style")
            writer.string(style.rawValue)
        }
        if let frame = element.frame {
            writer.key(literal: "frame")
            writeRect(frame, into: &writer)
        }
        writer.key(literal: "screenFrame")
        writeRect(element.screenFrame, into: &writer)
        if let local = element.localFrame {
            writer.key(literal: "localFrame")
            writeRect(local, into: &writer)
        }
        if let text = element.text {
            writer.key(literal: "lines")
            writer.number(Double(max(text.lines.count, 1)))
            writer.key(literal: "text")
            writer.beginObject()
            writer.key(literal: "displayed")
            writer.string(text.text)
            writer.key(literal: "lines")
            writer.beginArray()
            for line in text.lines { writer.string(line) }
            writer.endArray()
            writer.key(literal: "font")
            writer.beginObject()
            writer.key(literal: "size")
            writer.number(geometry(text.font.size))
            writer.key(literal: "weight")
            writer.string(text.font.weight.rawValue)
            writer.key(literal: "lineHeight")
            writer.number(geometry(text.lineHeight))
            writer.endObject()
            writer.key(literal: "truncated")
            writer.bool(text.isTruncated)
            writer.endObject()
        }
        if let clip = element.clippedBy {
            writer.key(literal: "clippedBy")
            writer.string(clip)
        }
        if let appearance = element.appearance {
            writer.key(literal: "appearance")
            writeAppearance(appearance, into: &writer)
        }
        writer.endObject()
    }

    /// Members in a fixed order, each only when it applies to the element.
    private static func writeAppearance(_ appearance: ElementAppearance, into writer: inout JSONWriter) {
        writer.beginObject()
        if let font = appearance.font {
            writer.key(literal: "font")
            writer.beginObject()
            writer.key(literal: "family")
            writer.string((appearance.fontFamily ?? .system).rawValue)
            writer.key(literal: "size")
            writer.number(geometry(font.size))
            writer.key(literal: "weight")
            writer.string(font.weight.rawValue)
            writer.endObject()
        }
        func color(_ key: StaticString, _ value: Color?) {
            guard let value else { return }
            writer.key(literal: key)
            writer.string(hexText(of: value))
        }
        color("textColor", appearance.textColor)
        if let alignment = appearance.textAlignment {
            writer.key(literal: "textAlignment")
            writer.string(alignment.rawValue)
        }
        color("backgroundColor", appearance.backgroundColor)
        if let material = appearance.material {
            writer.key(literal: "material")
            writer.string(material.rawValue)
        }
        if let radius = appearance.cornerRadius {
            writer.key(literal: "cornerRadius")
            writer.number(geometry(radius))
        }
        if let curve = appearance.cornerCurve {
            writer.key(literal: "cornerCurve")
            writer.string(curve.rawValue)
        }
        color("separatorColor", appearance.separatorColor)
        color("highlightedBackgroundColor", appearance.highlightedBackgroundColor)
        writer.endObject()
    }

    private static func writePopover(_ popover: PopoverLayout, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "sourceRect")
        writeRect(popover.sourceRect, into: &writer)
        writer.key(literal: "permittedArrowDirections")
        writer.beginArray()
        for direction in popover.permittedArrowDirections { writer.string(direction.rawValue) }
        writer.endArray()
        writer.key(literal: "screenFrame")
        writeRect(popover.screenFrame, into: &writer)
        if let arrow = popover.arrow {
            writer.key(literal: "arrow")
            writer.beginObject()
            writer.key(literal: "direction")
            writer.string(arrow.direction.rawValue)
            writer.key(literal: "tip")
            writer.beginObject()
            writer.key(literal: "x")
            writer.number(geometry(arrow.tip.x))
            writer.key(literal: "y")
            writer.number(geometry(arrow.tip.y))
            writer.endObject()
            writer.key(literal: "screenFrame")
            writeRect(arrow.screenFrame, into: &writer)
            writer.endObject()
        }
        writer.endObject()
    }

    static func writeRect(_ rect: Rect, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "x")
        writer.number(geometry(rect.x))
        writer.key(literal: "y")
        writer.number(geometry(rect.y))
        writer.key(literal: "width")
        writer.number(geometry(rect.width))
        writer.key(literal: "height")
        writer.number(geometry(rect.height))
        writer.endObject()
    }

    /// `#RRGGBBAA`, the same text as `Color.hex`, as a small string: no heap allocation.
    static func hexText(of color: Color) -> String {
        String(unsafeUninitializedCapacity: 9) { text in
            text[0] = UInt8(ascii: "#")
            for position in 0..<8 {
                let nibble = UInt8(truncatingIfNeeded: color.rgba >> UInt32(28 - 4 * position)) & 0x0F
                text[1 + position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
            }
            return 9
        }
    }

    /// Points rounded to 3 decimals (a third of a point prints as .333), with -0 as 0.
    static func geometry(_ value: Double) -> Double {
        let rounded = nearestIntegral(value * 1000) / 1000
        return rounded == 0 ? 0 : rounded
    }

    /// `value.rounded()` (to nearest, ties away from zero), but for the sign of a zero result,
    /// without a call into libm: a measurable share of encoding, which rounds every number.
    ///
    /// Exact: below 2^52 the truncation is exact in an `Int`, the fraction `value - truncated`
    /// is exact, and so is adding one; at 2^52 and above every double is integral already.
    @inline(__always)
    static func nearestIntegral(_ value: Double) -> Double {
        guard value.magnitude < 4_503_599_627_370_496 else { return value }  // 2^52; also NaN and ±∞.
        let truncated = Double(Int(value))
        let fraction = value - truncated
        if fraction >= 0.5 {
            return truncated + 1
        }
        if fraction <= -0.5 {
            return truncated - 1
        }
        return truncated
    }
}
