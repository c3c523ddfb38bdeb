import LayoutCore
import StrictJSON

/// Writes a `SheetLayout` as the `/layout` response body: members in a fixed order, geometry
/// rounded to 3 decimals, colours as `#RRGGBBAA`, so the same request always gives the same bytes.
///
/// The body is written through one `JSONCursor` into room reserved once: the sum of the maximum lengths of its
/// parts (the members before the elements, each element, the rest), each the fixed text, `maximumNumberLength` per
/// number and `maximumLength(of:)` per string it writes. Numbers an element repeats from the one before it in the
/// same place are copied (`ElementMemos`), and so is a line that is the whole displayed text.
package enum LayoutResponseEncoder {
    /// The response body for `layout`.
    package static func encode(_ layout: SheetLayout) -> [UInt8] {
        // Elements through pointers: a loop over the array copies each element, retaining its strings.
        layout.elements.withUnsafeBufferPointer { elements in
            // One reservation for the whole body, the sum of its parts' room: one capacity check, and a writer that
            // never regrows.
            var room = headLength(of: layout) &+ tailLength(of: layout)
            for index in elements.indices {
                room &+= length(of: elements.baseAddress.unsafelyUnwrapped + index)
            }
            // Written through a bare cursor into temporary room (the runtime puts room of this size on the heap), and
            // only the body copied into the answer's own array: a `JSONWriter` adds an array's bookkeeping around the
            // same room and copies through an array slice.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room &+ JSONCursor.overrunMargin) { buffer in
                var memos = ElementMemos()
                let count = JSONCursor.write(into: buffer, maximum: room) { cursor in
                    writeHead(of: layout, into: &cursor)
                    for index in elements.indices {
                        if index > 0 {
                            cursor.raw(",")
                        }
                        write(elements.baseAddress.unsafelyUnwrapped + index, memos: &memos, into: &cursor)
                    }
                    writeTail(of: layout, into: &cursor)
                }
                return Array(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
    }

    /// Room for the members before the elements, in bytes: fixed text of at most 352, plus the popover's.
    private static func headLength(of layout: SheetLayout) -> Int {
        var length = 352 + 11 * JSONCursor.maximumNumberLength + JSONCursor.rectLength
        length &+= JSONCursor.maximumLength(of: layout.profile)
        for assumption in layout.assumptions {
            length &+= 1 &+ JSONCursor.maximumLength(of: assumption)
        }
        length &+= 2 &* JSONCursor.quotedRawValueLength
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
        cursor.list(layout.assumptions) { cursor, assumption in
            cursor.string(assumption)
        }
        cursor.raw(#"],"screen":"#)
        writeScreen(layout.screen, into: &cursor)
        cursor.raw(#","topLimit":"#)
        cursor.geometry(layout.topLimit)
        cursor.raw(#","presentation":"#)
        cursor.raw(layout.presentation.quotedRawValue)
        cursor.raw(#","layoutDirection":"#)
        cursor.raw(layout.layoutDirection.quotedRawValue)
        if let mirrored = layout.customViewMirrored {
            cursor.raw(mirrored ? #","customViewMirrored":true"# : #","customViewMirrored":false"#)
        }
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
    /// and the warnings'.
    private static func tailLength(of layout: SheetLayout) -> Int {
        var length = 64 &+ JSONCursor.maximumNumberLength
        for region in layout.scrollRegions {
            length &+= 96 &+ JSONCursor.rectLength &+ 2 &* JSONCursor.maximumNumberLength
            length &+= JSONCursor.maximumLength(of: region.id)
        }
        return length &+ JSONCursor.warningsLength(layout.warnings)
    }

    /// `],"scroll":…` to the closing brace of the body.
    private static func writeTail(of layout: SheetLayout, into cursor: inout JSONCursor) {
        cursor.raw(#"],"scroll":["#)
        cursor.list(layout.scrollRegions) { cursor, region in
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
        cursor.raw(#"},"warnings":"#)
        cursor.warnings(layout.warnings)
        cursor.raw("}")
    }

    private static func writeScreen(_ screen: ResolvedScreen, into cursor: inout JSONCursor) {
        cursor.raw("{")
        cursor.screenSize(screen)
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

    private static func writePopover(_ popover: PopoverLayout, into cursor: inout JSONCursor) {
        cursor.raw(#"{"sourceRect":"#)
        cursor.rect(popover.sourceRect)
        cursor.raw(#","permittedArrowDirections":["#)
        cursor.list(popover.permittedArrowDirections) { cursor, direction in
            cursor.string(direction.rawValue)
        }
        cursor.raw(#"],"screenFrame":"#)
        cursor.rect(popover.screenFrame)
        if let arrow = popover.arrow {
            cursor.raw(#","arrow":{"direction":"#)
            cursor.string(arrow.direction.rawValue)
            cursor.raw(#","tip":"#)
            cursor.point(arrow.tip)
            cursor.raw(#","screenFrame":"#)
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
