import LayoutCore

/// The labels of the preview: title, message and action titles, as the layout broke them into lines.
extension SVGDrawing {
    /// Each line of a label as a `<text>` centred on the frame, its baseline at the line box's top + the ascender,
    /// in its appearance's text colour. Header labels stack their lines from the frame's top, against its leading
    /// (or trailing) edge when their appearance aligns them so (the glass header with two labels or several
    /// lines); action titles centre their line box in the row. A text field (`fieldInset`) centres its line
    /// vertically too but keeps its appearance's alignment, that far in from the field's edges.
    mutating func drawLabel(_ element: LayoutElement, centredVertically: Bool, fieldInset: Double? = nil) {
        guard let text = element.text else { return }
        let frame = element.screenFrame
        let lines = text.lines.isEmpty ? [text.text] : text.lines
        var top = frame.y
        if centredVertically {
            top += (frame.height - Double(lines.count) * text.lineHeight) / 2
        }
        let weight = text.font.weight == .semibold ? "600" : "400"
        let anchor = textAnchor(of: element, centredVertically: centredVertically, fieldInset: fieldInset)
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
    /// so the physical edge is named). Rows (`centredVertically`) keep their centred titles; text fields their
    /// alignment, inset by `fieldInset` on each side.
    private func textAnchor(of element: LayoutElement, centredVertically: Bool, fieldInset: Double?)
        -> (name: String, x: Double)
    {
        let inset = fieldInset ?? 0
        let (left, right) = (element.screenFrame.x + inset, element.screenFrame.maxX - inset)
        let aligned = !centredVertically || fieldInset != nil
        let alignment = aligned ? element.appearance?.textAlignment ?? .center : .center
        let isRTL = layout.layoutDirection == .rtl
        switch alignment {
        case .center: return ("middle", (left + right) / 2)
        case .leading: return isRTL ? ("end", right) : ("start", left)
        case .trailing: return isRTL ? ("start", left) : ("end", right)
        }
    }

    /// How far a text field's text stands in from the field's edges: its profile's `textFieldHorizontalInset`
    /// (0 for a layout of a profile outside the catalogue).
    var textFieldInset: Double {
        CatalogProfile.named(layout.profile)?.metrics.alert.textFieldHorizontalInset ?? 0
    }
}
