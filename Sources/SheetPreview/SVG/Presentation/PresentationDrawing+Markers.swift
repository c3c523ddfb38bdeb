import LayoutCore

/// The annotations: a dashed line at each active detent's top as seen, labelled with its identifiers and value (solid
/// for the detent the sheet rests at), and the caption band under the screen.
extension PresentationDrawing {
    private static let labelFontSize = 11.0

    /// One marker per distinct top: detents that share a top (a floating or full-screen sheet keeps one frame at
    /// every detent, docs/detents.md §3) share a label.
    mutating func drawMarkers() {
        var tops: [(top: Double, detents: [ResolvedDetent])] = []
        for detent in layout.detents {
            let top = detent.state.visibleFrame.y
            if let index = tops.firstIndex(where: { abs($0.top - top) < 0.5 }) {
                tops[index].detents.append(detent)
            } else {
                tops.append((top, [detent]))
            }
        }
        let width = layout.screen.width
        for (top, detents) in tops {
            let isCurrent = detents.contains { $0.identifier == layout.current.detentIdentifier }
            let names = detents.map(\.identifier).joined(separator: ", ")
            let values = detents.map { "\($0.identifier) · \(SVGText.number($0.value))" }
            let label = values.joined(separator: ", ") + (isCurrent ? " (current)" : "")
            let dash = isCurrent ? "" : " stroke-dasharray=\"6 4\""
            line(
                "<g data-element=\"detentMarker\" data-detent=\"\(SVGText.escaped(names))\" "
                    + "data-top=\"\(SVGText.number(top))\">")
            line(
                "<line x1=\"0\" y1=\"\(SVGText.number(top))\" x2=\"\(SVGText.number(width))\" "
                    + "y2=\"\(SVGText.number(top))\"\(SVGText.stroke(palette.marker, width: isCurrent ? 1.5 : 1))\(dash)/>"
            )
            // The label sits above its line at the right, below it when the line is too near the screen's top.
            let size = Self.labelFontSize
            let labelWidth = Double(label.count) * size * PresentationCaption.averageAdvance + 8
            let labelTop = top >= size + 8 ? top - size - 6 : top + 2
            // Inside the safe area's right edge, where the display's corners do not cut it.
            let right = width - layout.screen.safeAreaInsets.right - 8
            let pill = Rect(x: max(right - labelWidth, 0), y: labelTop, width: labelWidth, height: size + 4)
            line("<rect \(SVGShape.geometry(pill)) rx=\"3\" \(SVGText.fill(palette.marker))/>")
            line(
                "<text x=\"\(SVGText.number(pill.x + 4))\" y=\"\(SVGText.number(pill.y + size))\" "
                    + "font-size=\"\(SVGText.number(size))\" \(SVGText.fill(palette.markerText))>"
                    + "\(SVGText.escaped(label))</text>")
            line("</g>")
        }
    }

    /// The caption's lines in a band under the screen.
    mutating func drawCaption() {
        let top = layout.screen.height
        let band = Rect(x: 0, y: top, width: layout.screen.width, height: caption.bandHeight)
        line("<g data-element=\"caption\">")
        line("<rect \(SVGShape.geometry(band)) \(SVGText.fill(palette.caption))/>")
        for (index, text) in caption.lines.enumerated() {
            let baseline =
                top + PresentationCaption.padding + Double(index) * PresentationCaption.lineHeight
                + PresentationCaption.fontSize
            let role = caption.inactiveLineIndices.contains(index) ? " data-element=\"inactiveDetent\"" : ""
            line(
                "<text\(role) x=\"\(SVGText.number(PresentationCaption.padding))\" y=\"\(SVGText.number(baseline))\" "
                    + "font-size=\"\(SVGText.number(PresentationCaption.fontSize))\" "
                    + "\(SVGText.fill(palette.captionText))>\(SVGText.escaped(text))</text>")
        }
        line("</g>")
    }
}
