import LayoutCore

/// The iOS 26 pieces of the preview: the popover's source, which it grows from instead of pointing at it with an
/// arrow, and the card's rows, capsules of their own.
extension SVGDrawing {
    /// The source rectangle of an iOS 26 popover (the control that opened it), dashed, with a dot where the
    /// popover is anchored: it draws no arrow, so this shows what it grows from. Behind the dimming view.
    mutating func drawSource() {
        guard let popover = layout.popover, layout.element(role: .mainGroup)?.appearance?.material == .glass else {
            return
        }
        line(
            "<rect data-element=\"sourceRect\" \(geometry(popover.sourceRect)) rx=\"6\" fill=\"none\" "
                + "stroke=\"\(palette.safeAreaEdge.hex)\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>")
        if let tip = popover.arrow?.tip {
            line(
                "<circle data-element=\"anchor\" cx=\"\(SVGText.number(tip.x))\" cy=\"\(SVGText.number(tip.y))\" "
                    + "r=\"3\" \(SVGText.fill(palette.safeAreaEdge))/>")
        }
    }

    /// A row drawn as a shape of its own (the iOS 26 card's capsules), in its appearance's fill and radius; nothing
    /// for rows that are parts of their group.
    mutating func drawRow(_ row: LayoutElement) {
        guard let fill = row.appearance?.backgroundColor, let radius = row.appearance?.cornerRadius else { return }
        let id = "data-element=\"\(SVGText.escaped(row.id)).row\""
        let corners = row.appearance?.roundedCorners ?? .all
        // A legacy text field's hairline border, stroked along the same outline.
        let border =
            row.appearance?.borderWidth.flatMap { width in
                row.appearance?.borderColor.map { SVGText.stroke(PreviewColor($0), width: width) }
            } ?? ""
        guard corners != .all else {
            line(
                "<rect \(id) \(geometry(row.screenFrame)) rx=\"\(SVGText.number(radius))\" \(self.fill(fill))\(border)/>"
            )
            return
        }
        // A stacked text field: only its top or bottom corners rounded (or none), drawn as a path.
        let path = SVGShape.roundedPath(
            row.screenFrame, top: corners == .top ? radius : 0, bottom: corners == .bottom ? radius : 0)
        line("<path \(id) d=\"\(path)\" \(self.fill(fill))\(border)/>")
    }

    /// A faint dark outline just outside a glass group, drawn before it.
    mutating func drawGlassEdge(of group: LayoutElement) {
        let frame = group.screenFrame
        let edge = Rect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2)
        line(
            "<rect data-element=\"\(SVGText.escaped(group.id)).edge\" \(geometry(edge)) "
                + "rx=\"\(SVGText.number((group.appearance?.cornerRadius ?? 0) + 1))\" fill=\"#000000\" "
                + "fill-opacity=\"0.08\"/>")
    }
}
