import LayoutCore
import StrictJSON

/// Writes a `SheetLayout` as the `/layout` response body: members in a fixed order, geometry
/// rounded to 3 decimals, colours as `#RRGGBBAA`, so the same request always gives the same bytes.
///
/// The body is written in groups (the members before the elements, each element, the rest), each
/// through a `JSONCursor` into room reserved once: its maximum length is the fixed text,
/// `maximumNumberLength` per number and `maximumLength(of:)` per string it writes.
enum LayoutResponseEncoder {
    /// The response body for `layout`.
    static func encode(_ layout: SheetLayout) -> [UInt8] {
        let headLength = headLength(of: layout)
        // A guess that fits the elements' reservations without regrowing in most layouts.
        var writer = JSONWriter(capacity: headLength &+ 1_280 &* layout.elements.count &+ 1_024)
        writer.withReservedRoom(maximum: headLength) { cursor in
            writeHead(of: layout, into: &cursor)
        }
        // Elements through pointers: a loop over the array copies each element, retaining its strings.
        layout.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                let element = elements.baseAddress.unsafelyUnwrapped + index
                writer.withReservedRoom(maximum: length(of: element)) { cursor in
                    if index > 0 {
                        cursor.raw(",")
                    }
                    write(element, into: &cursor)
                }
            }
        }
        writer.withReservedRoom(maximum: tailLength(of: layout)) { cursor in
            writeTail(of: layout, into: &cursor)
        }
        return writer.bytes
    }

    /// Room for the members before the elements, in bytes: fixed text of at most 320, plus the popover's.
    private static func headLength(of layout: SheetLayout) -> Int {
        var length = 320 + 11 * JSONCursor.maximumNumberLength + JSONCursor.rectLength
        length &+= JSONCursor.maximumLength(of: layout.profile)
        for assumption in layout.assumptions {
            length &+= 1 &+ JSONCursor.maximumLength(of: assumption)
        }
        length &+= JSONCursor.maximumLength(of: layout.presentation.rawValue)
        length &+= JSONCursor.maximumLength(of: layout.layoutDirection.rawValue)
        if let popover = layout.popover {
            // `,"popover":{"sourceRect":`, `,"permittedArrowDirections":[`, `,"screenFrame":`, `,"arrow":{"direction":`,
            // `,"tip":{"x":`, `,"y":`, brackets: under 160.
            length &+= 160 &+ 3 &* JSONCursor.rectLength &+ 2 &* JSONCursor.maximumNumberLength
            for direction in popover.permittedArrowDirections {
                length &+= 1 &+ JSONCursor.maximumLength(of: direction.rawValue)
            }
            if let arrow = popover.arrow {
                length &+= JSONCursor.maximumLength(of: arrow.direction.rawValue)
            }
        }
        return length
    }

    /// `{"profile":…` up to and including `"elements":[`.
    private static func writeHead(of layout: SheetLayout, into cursor: inout JSONCursor) {
        cursor.raw(#"{"profile":"#)
        cursor.string(layout.profile)
        cursor.raw(#","assumptions":["#)
        for (index, assumption) in layout.assumptions.enumerated() {
            if index > 0 {
                cursor.raw(",")
            }
            cursor.string(assumption)
        }
        cursor.raw(#"],"screen":"#)
        writeScreen(layout.screen, into: &cursor)
        cursor.raw(#","topLimit":"#)
        cursor.geometry(layout.topLimit)
        cursor.raw(#","presentation":"#)
        cursor.string(layout.presentation.rawValue)
        cursor.raw(#","layoutDirection":"#)
        cursor.string(layout.layoutDirection.rawValue)
        cursor.raw(#","sheet":{"screenFrame":"#)
        cursor.rect(layout.sheetFrame)
        cursor.raw("}")
        if let popover = layout.popover {
            cursor.raw(#","popover":"#)
            writePopover(popover, into: &cursor)
        }
        cursor.raw(#","elements":["#)
    }

    /// Room for the members after the elements, in bytes: fixed text of at most 64, 96 per scrolling region
    /// and 64 per warning.
    private static func tailLength(of layout: SheetLayout) -> Int {
        var length = 64 &+ JSONCursor.maximumNumberLength
        for region in layout.scrollRegions {
            length &+= 96 &+ JSONCursor.rectLength &+ 2 &* JSONCursor.maximumNumberLength
            length &+= JSONCursor.maximumLength(of: region.id)
        }
        for warning in layout.warnings {
            length &+= 64 &+ JSONCursor.maximumLength(of: warning.code) &+ JSONCursor.maximumLength(of: warning.message)
            if let pointer = warning.pointer {
                length &+= JSONCursor.maximumLength(of: pointer)
            }
        }
        return length
    }

    /// `],"scroll":…` to the closing brace of the body.
    private static func writeTail(of layout: SheetLayout, into cursor: inout JSONCursor) {
        cursor.raw(#"],"scroll":["#)
        for (index, region) in layout.scrollRegions.enumerated() {
            if index > 0 {
                cursor.raw(",")
            }
            cursor.raw(#"{"id":"#)
            cursor.string(region.id)
            cursor.raw(#","screenFrame":"#)
            cursor.rect(region.screenFrame)
            cursor.raw(#","contentHeight":"#)
            cursor.geometry(region.contentHeight)
            cursor.raw(#","visibleHeight":"#)
            cursor.geometry(region.visibleHeight)
            cursor.raw("}")
        }
        cursor.raw(#"],"dimming":{"alpha":"#)
        cursor.number(layout.dimmingAlpha)
        cursor.raw(#"},"warnings":["#)
        for (index, warning) in layout.warnings.enumerated() {
            if index > 0 {
                cursor.raw(",")
            }
            cursor.raw(#"{"code":"#)
            cursor.string(warning.code)
            cursor.raw(#","message":"#)
            cursor.string(warning.message)
            if let pointer = warning.pointer {
                cursor.raw(#","pointer":"#)
                cursor.string(pointer)
            }
            cursor.raw("}")
        }
        cursor.raw("]}")
    }

    private static func writeScreen(_ screen: ResolvedScreen, into cursor: inout JSONCursor) {
        cursor.raw(#"{"width":"#)
        cursor.geometry(screen.width)
        cursor.raw(#","height":"#)
        cursor.geometry(screen.height)
        cursor.raw(#","scale":"#)
        cursor.number(screen.scale)
        cursor.raw(screen.isLandscape ? #","orientation":"landscape""# : #","orientation":"portrait""#)
        cursor.raw(#","safeAreaInsets":{"top":"#)
        cursor.geometry(screen.safeAreaInsets.top)
        cursor.raw(#","left":"#)
        cursor.geometry(screen.safeAreaInsets.left)
        cursor.raw(#","bottom":"#)
        cursor.geometry(screen.safeAreaInsets.bottom)
        cursor.raw(#","right":"#)
        cursor.geometry(screen.safeAreaInsets.right)
        cursor.raw("}}")
    }

    /// Room for an element, in bytes: fixed text of at most 512 (keys, brackets, a leading comma), three
    /// rectangles, seven other numbers, four colours and the strings.
    @inline(__always)
    private static func length(of element: UnsafePointer<LayoutElement>) -> Int {
        var length = 512 &+ 3 &* JSONCursor.rectLength &+ 7 &* JSONCursor.maximumNumberLength
        length &+= 4 &* JSONCursor.colorLength
        length &+=
            JSONCursor.maximumLength(of: element.pointee.id)
            &+ JSONCursor.maximumLength(of: element.pointee.role.rawValue)
        if let style = element.pointee.style {
            length &+= JSONCursor.maximumLength(of: style.rawValue)
        }
        if let text = element.pointee.text {
            length &+=
                JSONCursor.maximumLength(of: text.text) &+ JSONCursor.maximumLength(of: text.font.weight.rawValue)
            for line in text.lines {
                length &+= 1 &+ JSONCursor.maximumLength(of: line)
            }
        }
        if let clip = element.pointee.clippedBy {
            length &+= JSONCursor.maximumLength(of: clip)
        }
        if let appearance = element.pointee.appearance {
            length &+= JSONCursor.maximumLength(of: (appearance.fontFamily ?? .system).rawValue)
            length &+= JSONCursor.maximumLength(of: appearance.font?.weight.rawValue ?? "")
            length &+= JSONCursor.maximumLength(of: appearance.textAlignment?.rawValue ?? "")
            length &+= JSONCursor.maximumLength(of: appearance.material?.rawValue ?? "")
            length &+= JSONCursor.maximumLength(of: appearance.cornerCurve?.rawValue ?? "")
        }
        return length
    }

    @inline(__always)
    private static func write(_ element: UnsafePointer<LayoutElement>, into cursor: inout JSONCursor) {
        cursor.raw(#"{"id":"#)
        cursor.string(element.pointee.id)
        cursor.raw(#","role":"#)
        cursor.string(element.pointee.role.rawValue)
        if let style = element.pointee.style {
            cursor.raw(#","style":"#)
            cursor.string(style.rawValue)
        }
        if let frame = element.pointee.frame {
            cursor.raw(#","frame":"#)
            cursor.rect(frame)
        }
        cursor.raw(#","screenFrame":"#)
        cursor.rect(element.pointee.screenFrame)
        if let local = element.pointee.localFrame {
            cursor.raw(#","localFrame":"#)
            cursor.rect(local)
        }
        if let text = element.pointee.text {
            cursor.raw(#","lines":"#)
            cursor.number(max(text.lines.count, 1))
            cursor.raw(#","text":{"displayed":"#)
            cursor.string(text.text)
            cursor.raw(#","lines":["#)
            for (index, line) in text.lines.enumerated() {
                if index > 0 {
                    cursor.raw(",")
                }
                cursor.string(line)
            }
            cursor.raw(#"],"font":{"size":"#)
            cursor.geometry(text.font.size)
            cursor.raw(#","weight":"#)
            cursor.string(text.font.weight.rawValue)
            cursor.raw(#","lineHeight":"#)
            cursor.geometry(text.lineHeight)
            cursor.raw(text.isTruncated ? #"},"truncated":true}"# : #"},"truncated":false}"#)
        }
        if let clip = element.pointee.clippedBy {
            cursor.raw(#","clippedBy":"#)
            cursor.string(clip)
        }
        if let appearance = element.pointee.appearance {
            cursor.raw(#","appearance":"#)
            writeAppearance(appearance, into: &cursor)
        }
        cursor.raw("}")
    }

    /// Members in a fixed order, each only when it applies to the element.
    private static func writeAppearance(_ appearance: ElementAppearance, into cursor: inout JSONCursor) {
        // The first member written has no comma before it.
        var separator: StaticString = ""
        cursor.raw("{")
        if let font = appearance.font {
            cursor.raw(#""font":{"family":"#)
            cursor.string((appearance.fontFamily ?? .system).rawValue)
            cursor.raw(#","size":"#)
            cursor.geometry(font.size)
            cursor.raw(#","weight":"#)
            cursor.string(font.weight.rawValue)
            cursor.raw("}")
            separator = ","
        }
        if let color = appearance.textColor {
            cursor.raw(separator)
            cursor.raw(#""textColor":"#)
            cursor.color(color)
            separator = ","
        }
        if let alignment = appearance.textAlignment {
            cursor.raw(separator)
            cursor.raw(#""textAlignment":"#)
            cursor.string(alignment.rawValue)
            separator = ","
        }
        if let color = appearance.backgroundColor {
            cursor.raw(separator)
            cursor.raw(#""backgroundColor":"#)
            cursor.color(color)
            separator = ","
        }
        if let material = appearance.material {
            cursor.raw(separator)
            cursor.raw(#""material":"#)
            cursor.string(material.rawValue)
            separator = ","
        }
        if let radius = appearance.cornerRadius {
            cursor.raw(separator)
            cursor.raw(#""cornerRadius":"#)
            cursor.geometry(radius)
            separator = ","
        }
        if let curve = appearance.cornerCurve {
            cursor.raw(separator)
            cursor.raw(#""cornerCurve":"#)
            cursor.string(curve.rawValue)
            separator = ","
        }
        if let color = appearance.separatorColor {
            cursor.raw(separator)
            cursor.raw(#""separatorColor":"#)
            cursor.color(color)
            separator = ","
        }
        if let color = appearance.highlightedBackgroundColor {
            cursor.raw(separator)
            cursor.raw(#""highlightedBackgroundColor":"#)
            cursor.color(color)
        }
        cursor.raw("}")
    }

    private static func writePopover(_ popover: PopoverLayout, into cursor: inout JSONCursor) {
        cursor.raw(#"{"sourceRect":"#)
        cursor.rect(popover.sourceRect)
        cursor.raw(#","permittedArrowDirections":["#)
        for (index, direction) in popover.permittedArrowDirections.enumerated() {
            if index > 0 {
                cursor.raw(",")
            }
            cursor.string(direction.rawValue)
        }
        cursor.raw(#"],"screenFrame":"#)
        cursor.rect(popover.screenFrame)
        if let arrow = popover.arrow {
            cursor.raw(#","arrow":{"direction":"#)
            cursor.string(arrow.direction.rawValue)
            cursor.raw(#","tip":{"x":"#)
            cursor.geometry(arrow.tip.x)
            cursor.raw(#","y":"#)
            cursor.geometry(arrow.tip.y)
            cursor.raw(#"},"screenFrame":"#)
            cursor.rect(arrow.screenFrame)
            cursor.raw("}")
        }
        cursor.raw("}")
    }

    /// Points rounded to 3 decimals (a third of a point prints as .333), with -0 as 0.
    static func geometry(_ value: Double) -> Double {
        let rounded = PixelGrid.roundedToNearest(value * 1000) / 1000
        return rounded == 0 ? 0 : rounded
    }
}
