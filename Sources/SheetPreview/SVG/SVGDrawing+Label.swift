import LayoutCore

/// The labels of the preview: title, message and action titles, as the layout broke them into lines.
extension SVGDrawing {
    /// Each line of a label as a `<text>` centred on the frame, its baseline at the line box's top + the ascender,
    /// in its appearance's text colour. Header labels stack their lines from the frame's top, against its leading
    /// (or trailing) edge when their appearance aligns them so (the glass header with two labels or several
    /// lines); action titles centre their line box in the row.
    mutating func drawLabel(_ element: LayoutElement, centredVertically: Bool) {
        guard let text = element.text else { return }
        let frame = element.screenFrame
        let lines = text.lines.isEmpty ? [text.text] : text.lines
        var top = frame.y
        if centredVertically {
            top += (frame.height - Double(lines.count) * text.lineHeight) / 2
        }
        let weight = text.font.weight == .semibold ? "600" : "400"
        let anchor = textAnchor(of: element, centredVertically: centredVertically)
        // The families that measured the label, so that a viewer with those fonts draws the lines as they were
        // broken; a viewer without them falls back to its system font. Characters that would need escaping in a
        // CSS string or an XML attribute are dropped (no font family name needs them).
        let families = text.fontFamilies.map { family in
            "'" + family.filter { !"'\"\\<>&".contains($0) } + "', "
        }
        line(
            "<g data-element=\"\(SVGText.escaped(element.id))\" "
                + "font-family=\"\(families.joined())system-ui, sans-serif\" "
                + "font-size=\"\(SVGText.number(text.font.size))\" "
                + "font-weight=\"\(weight)\" text-anchor=\"\(anchor.name)\" \(fill(element.appearance?.textColor)) "
                + "xml:space=\"preserve\">")
        let x = SVGText.number(anchor.x)
        for (index, content) in lines.enumerated() {
            let baseline = top + Double(index) * text.lineHeight + text.font.size * SheetPreviewSVG.ascenderRatio
            line("<text x=\"\(x)\" y=\"\(SVGText.number(baseline))\">\(SVGText.escaped(content))</text>")
        }
        line("</g>")
    }

    /// Where a label's lines hang: the frame's centre, or the edge its alignment names, the leading edge being the
    /// right one in a right-to-left layout (SVG's `start` and `end` follow the document's left-to-right direction,
    /// so the physical edge is named). Rows (`centredVertically`) keep their centred titles.
    private func textAnchor(of element: LayoutElement, centredVertically: Bool) -> (name: String, x: Double) {
        let frame = element.screenFrame
        let alignment = centredVertically ? .center : element.appearance?.textAlignment ?? .center
        let isRTL = layout.layoutDirection == .rtl
        switch alignment {
        case .center: return ("middle", frame.x + frame.width / 2)
        case .leading: return isRTL ? ("end", frame.maxX) : ("start", frame.x)
        case .trailing: return isRTL ? ("start", frame.x) : ("end", frame.maxX)
        }
    }
}
