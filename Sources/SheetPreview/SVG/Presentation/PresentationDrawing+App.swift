import LayoutCore

/// The app behind the sheet: sheetd's own schematic screen (a navigation bar, a large title and a grouped list, bars
/// standing for text), drawn in the presenting view's frame and then scaled and lifted as the layout says, clipped to
/// its corners as seen (docs/detents.md §7.1).
extension PresentationDrawing {
    /// The list's side margin and row height in the schematic (UIKit's inset-grouped list on a phone).
    private static let listMargin = 16.0
    private static let rowHeight = 44.0
    private static let rowsPerSection = 4
    private static let sectionGap = 32.0

    /// The app behind, with `animations` (a transition's `<animateTransform>`s of its scale and lift) in the group
    /// that scales it.
    mutating func drawPresentingView(_ presenting: PresentingViewState, animations: String? = nil) {
        let frame = presenting.frame
        let transform = presenting.transform
        // SVG's matrix for a scale s about the frame's centre followed by the translation: x' = s x + e.
        let s = transform.scale
        let e = frame.midX * (1 - s) + transform.translationX
        let f = (frame.y + frame.height / 2) * (1 - s) + transform.translationY
        line("<g data-element=\"presentingView\" clip-path=\"url(#presenting)\">")
        line(
            "<g transform=\"matrix(\(SVGText.number(s, digits: 6)) 0 0 \(SVGText.number(s, digits: 6)) "
                + "\(SVGText.number(e)) \(SVGText.number(f)))\">")
        if let animations { line(animations) }
        line("<rect \(SVGShape.geometry(frame)) \(SVGText.fill(palette.presentingBackground))/>")
        drawBar(in: frame)
        drawList(in: frame)
        line("</g>")
        line("</g>")
    }

    /// The status bar and navigation bar across the top safe area, with a centred title and a large title below.
    private mutating func drawBar(in frame: Rect) {
        let insets = layout.screen.safeAreaInsets
        let barHeight = insets.top + Self.rowHeight
        line(
            "<rect data-element=\"presentingView.bar\" \(SVGShape.geometry(Rect(x: frame.x, y: frame.y, width: frame.width, height: barHeight))) "
                + "\(SVGText.fill(palette.bar))/>")
        placeholder(Rect(x: frame.midX - 40, y: frame.y + insets.top + 17, width: 80, height: 10))
        let left = frame.x + insets.left + Self.listMargin
        placeholder(Rect(x: left, y: frame.y + barHeight + 10, width: min(160, frame.width / 2), height: 22))
    }

    /// Sections of rows down to the bottom safe area, each row with a bar of text and a separator below it.
    private mutating func drawList(in frame: Rect) {
        let insets = layout.screen.safeAreaInsets
        let left = frame.x + insets.left + Self.listMargin
        let width = frame.width - insets.left - insets.right - 2 * Self.listMargin
        let bottom = frame.maxY - insets.bottom
        var top = frame.y + insets.top + Self.rowHeight + 52
        var index = 0
        while width > 0, top + Self.rowHeight <= bottom {
            let rows = min(Self.rowsPerSection, Int((bottom - top) / Self.rowHeight))
            let section = Rect(x: left, y: top, width: width, height: Double(rows) * Self.rowHeight)
            line("<rect \(SVGShape.geometry(section)) rx=\"10\" \(SVGText.fill(palette.row))/>")
            for row in 0..<rows {
                let y = top + Double(row) * Self.rowHeight
                // Text of varied lengths, so the rows read as a list.
                let length = [0.55, 0.38, 0.47, 0.3][index % 4]
                placeholder(Rect(x: left + 16, y: y + 18, width: (width - 32) * length, height: 8))
                if row < rows - 1 {
                    line(
                        "<rect \(SVGShape.geometry(Rect(x: left + 16, y: y + Self.rowHeight - 0.5, width: width - 16, height: 0.5))) "
                            + "\(SVGText.fill(palette.placeholder))/>")
                }
                index += 1
            }
            top += section.height + Self.sectionGap
        }
    }

    private mutating func placeholder(_ frame: Rect) {
        line(
            "<rect \(SVGShape.geometry(frame)) rx=\"\(SVGText.number(frame.height / 2))\" "
                + "\(SVGText.fill(palette.placeholder))/>")
    }
}
