import LayoutCore
import SheetPreview
import SheetdKit

/// Every layout of the matrix as one SVG: a row per screen and orientation, a column per content size category,
/// each cell the screen scaled to fit, with its findings (T, S, C) under it.
struct ContactSheet {
    let cells: [MatrixCell]

    static let cellWidth = 150.0
    static let cellHeight = 176.0
    static let picture = 140.0
    static let labelWidth = 300.0
    static let top = 40.0

    var svg: String {
        let categories = ContentSizeCategory.allCases
        let width = Self.labelWidth + Double(categories.count) * Self.cellWidth
        let height = Self.top + Double(MatrixScreen.all.count) * Self.cellHeight
        var parts = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" "#
                + #"viewBox="0 0 \#(n(width)) \#(n(height))" font-family="sans-serif">"#,
            #"<title>sheetctl matrix</title><rect width="100%" height="100%" fill='#F2F2F7'/>"#,
        ]
        for (column, category) in categories.enumerated() {
            let x = Self.labelWidth + Double(column) * Self.cellWidth + Self.cellWidth / 2
            parts.append(
                #"<text x="\#(n(x))" y="26" font-size="14" text-anchor="middle">\#(MatrixTable.shortName(category))</text>"#
            )
        }
        for (row, screen) in MatrixScreen.all.enumerated() {
            let y = Self.top + Double(row) * Self.cellHeight
            parts.append(
                #"<text x="8" y="\#(n(y + Self.cellHeight / 2))" font-size="11">\#(SVGText.escaped(screen.label))</text>"#
            )
        }
        for (index, cell) in cells.enumerated() {
            let x = Self.labelWidth + Double(index % categories.count) * Self.cellWidth
            let y = Self.top + Double(index / categories.count) * Self.cellHeight
            parts.append(self.cell(cell, x: x, y: y))
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// One cell: the screen in a nested `svg` (which clips what leaves it), and its findings.
    private func cell(_ cell: MatrixCell, x: Double, y: Double) -> String {
        let screen = cell.screen
        let scale = min(Self.picture / screen.width, Self.picture / screen.height)
        let (w, h) = (screen.width * scale, screen.height * scale)
        let left = x + (Self.cellWidth - w) / 2
        let top = y + 6 + (Self.picture - h) / 2
        let id = "\(screen.label), \(cell.category.rawValue): \(cell.symbol)"
        var parts = [
            #"<g class="cell" data-symbol="\#(cell.symbol)"><title>\#(SVGText.escaped(id))</title>"#,
            #"<svg x="\#(n(left))" y="\#(n(top))" width="\#(n(w))" height="\#(n(h))" "#
                + #"viewBox="0 0 \#(n(screen.width)) \#(n(screen.height))" overflow="hidden">"#,
            #"<rect width="\#(n(screen.width))" height="\#(n(screen.height))" fill='#FFFFFF' stroke='#8E8E93' stroke-width="\#(n(1 / scale))"/>"#,
        ]
        if case .laidOut(let layout) = cell.outcome {
            // The dimming view is listed last but lies behind the sheet.
            let isRTL = layout.layoutDirection == .rtl
            parts += layout.elements.filter { $0.role == .dimming }.map { element($0, isRTL: isRTL) }
            parts += layout.elements.filter { $0.role != .dimming }.map { element($0, isRTL: isRTL) }
        }
        parts.append("</svg>")
        let mark = cell.symbol == "." ? "" : cell.symbol
        parts.append(
            #"<text x="\#(n(x + Self.cellWidth / 2))" y="\#(n(top + h + 15))" font-size="13" "#
                + #"text-anchor="middle" fill='#D70015' font-weight="bold">\#(mark)</text></g>"#)
        return parts.joined(separator: "\n")
    }

    /// An element as a rectangle in its colours, a label as its first line, placed as its appearance aligns it
    /// (a leading text field or glass header hangs from its leading edge; `isRTL` makes that the right one).
    private func element(_ element: Element, isRTL: Bool) -> String {
        let frame = element.screenFrame
        let box = #"x="\#(n(frame.x))" y="\#(n(frame.y))" width="\#(n(frame.width))" height="\#(n(frame.height))""#
        switch element.role {
        case .customView:
            return #"<rect \#(box) fill='#0A84FF' fill-opacity="0.15" stroke='#0A84FF' stroke-dasharray="6 4"/>"#
        case .customSubview:
            return #"<rect \#(box) fill='#0A84FF' fill-opacity="0.3"/>"#
        case .title, .message, .action, .cancel, .textField:
            let text = element.text?.lines.first ?? ""
            let size = element.text?.font.size ?? 13
            let color = fill(element.appearance?.textColor, default: "#000000FF")
            let background =
                element.appearance?.backgroundColor.map { #"<rect \#(box) \#(fill($0, default: ""))/>"# } ?? ""
            let (anchor, x) = Self.anchor(of: element, isRTL: isRTL)
            return background
                + #"<text x="\#(n(x))" y="\#(n(frame.y + frame.height / 2 + size / 3))" "#
                + #"font-size="\#(n(size))" text-anchor="\#(anchor)" \#(color)>\#(SVGText.escaped(text))</text>"#
        case .header:
            return ""
        default:
            let radius = element.appearance?.cornerRadius.map { #" rx="\#(n($0))""# } ?? ""
            return #"<rect \#(box)\#(radius) \#(fill(element.appearance?.backgroundColor, default: "#00000000"))/>"#
        }
    }

    /// Where a label's text hangs: the frame's centre, or the physical edge its alignment names, a few points in
    /// (the field's text inset is the profile's; this sketch only needs the side).
    static func anchor(of element: Element, isRTL: Bool) -> (name: String, x: Double) {
        let frame = element.screenFrame
        let inset = element.role == .textField ? 8.0 : 0
        let (left, right) = (("start", frame.x + inset), ("end", frame.x + frame.width - inset))
        switch element.appearance?.textAlignment {
        case .leading?: return isRTL ? right : left
        case .trailing?: return isRTL ? left : right
        default: return ("middle", frame.x + frame.width / 2)
        }
    }

    /// `fill` and `fill-opacity` of a `#RRGGBBAA` colour.
    private func fill(_ color: String?, default fallback: String) -> String {
        let color = color ?? fallback
        guard color.count == 9, let alpha = UInt8(color.suffix(2), radix: 16) else { return "" }
        return #"fill="\#(color.prefix(7))" fill-opacity="\#(n(Double(alpha) / 255))""#
    }

    private func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return LayoutTable.number(rounded)
    }
}
