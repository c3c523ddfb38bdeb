import SheetPreview
import SheetdKit

/// The detent matrix as one SVG: a row per device and orientation, a column per detent, each cell the screen scaled
/// to fit with the view behind (as transformed), the dimming, the sheet's visible frame and its grabber.
struct DetentContactSheet {
    let cells: [DetentMatrix.Cell]
    let detents: [String]

    static let cellWidth = 170.0
    static let cellHeight = 196.0
    static let picture = 160.0
    static let labelWidth = 300.0
    static let top = 40.0

    var svg: String {
        let rows = cells.count / max(detents.count, 1)
        let width = Self.labelWidth + Double(detents.count) * Self.cellWidth
        let height = Self.top + Double(rows) * Self.cellHeight
        var parts = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" "#
                + #"viewBox="0 0 \#(n(width)) \#(n(height))" font-family="sans-serif">"#,
            #"<title>sheetctl detents --matrix</title><rect width="100%" height="100%" fill='#F2F2F7'/>"#,
        ]
        for (column, detent) in detents.enumerated() {
            let x = Self.labelWidth + (Double(column) + 0.5) * Self.cellWidth
            parts.append(
                #"<text x="\#(n(x))" y="26" font-size="14" text-anchor="middle">\#(SVGText.escaped(detent))</text>"#)
        }
        for (index, cell) in cells.enumerated() {
            let x = Self.labelWidth + Double(index % max(detents.count, 1)) * Self.cellWidth
            let y = Self.top + Double(index / max(detents.count, 1)) * Self.cellHeight
            if index % max(detents.count, 1) == 0 {
                parts.append(
                    #"<text x="8" y="\#(n(y + Self.cellHeight / 2))" font-size="11">\#(SVGText.escaped(cell.label))</text>"#
                )
            }
            parts.append(self.cell(cell, x: x, y: y))
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// One cell: the screen in a nested `svg` (which clips what leaves it), and the sheet's visible top under it.
    private func cell(_ cell: DetentMatrix.Cell, x: Double, y: Double) -> String {
        let screen = cell.answer.screen
        let scale = min(Self.picture / screen.width, Self.picture / screen.height)
        let (w, h) = (screen.width * scale, screen.height * scale)
        let left = x + (Self.cellWidth - w) / 2
        let top = y + 6 + (Self.picture - h) / 2
        let state = cell.answer.current
        let behind = state.presentingView
        var parts = [
            #"<g class="cell" data-detent="\#(SVGText.escaped(cell.detent))" data-summary="\#(cell.summary)">"#
                + #"<title>\#(SVGText.escaped("\(cell.label), \(cell.detent): \(cell.summary)"))</title>"#,
            #"<svg x="\#(n(left))" y="\#(n(top))" width="\#(n(w))" height="\#(n(h))" "#
                + #"viewBox="0 0 \#(n(screen.width)) \#(n(screen.height))" overflow="hidden">"#,
            #"<rect width="\#(n(screen.width))" height="\#(n(screen.height))" fill='#1C1C1E'/>"#,
            rect(behind.visibleFrame, radius: behind.cornerRadius, fill: #"fill='#D1D1D6'"#),
            rect(
                Rect(x: 0, y: 0, width: screen.width, height: screen.height), radius: 0,
                fill: #"fill='#000000' fill-opacity="\#(n(state.dimming.alpha))""#),
            rect(
                state.visibleFrame, radius: state.visibleCornerRadii.top,
                fill: state.background == .glass ? #"fill='#F9F9FB' fill-opacity="0.85""# : #"fill='#FFFFFF'"#),
        ]
        if let grabber = state.grabber {
            parts.append(rect(grabber.visibleFrame, radius: grabber.visibleFrame.height / 2, fill: #"fill='#8E8E93'"#))
        }
        parts.append("</svg>")
        parts.append(
            #"<text x="\#(n(x + Self.cellWidth / 2))" y="\#(n(top + h + 15))" font-size="12" "#
                + #"text-anchor="middle">\#(cell.summary)</text></g>"#)
        return parts.joined(separator: "\n")
    }

    private func rect(_ frame: Rect, radius: Double, fill: String) -> String {
        #"<rect x="\#(n(frame.x))" y="\#(n(frame.y))" width="\#(n(frame.width))" height="\#(n(frame.height))" "#
            + #"rx="\#(n(radius))" \#(fill)/>"#
    }

    private func n(_ value: Double) -> String {
        LayoutTable.number((value * 100).rounded() / 100)
    }
}
