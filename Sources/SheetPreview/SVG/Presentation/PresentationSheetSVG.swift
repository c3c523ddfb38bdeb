import LayoutCore

/// The picture of a presentation sheet's layout as an SVG document: the screen with its display corners, a
/// schematic app behind (scaled down as the layout says), the dimming, the sheet beneath when two are stacked, the
/// sheet at its current position (its visible frame, top and bottom radii, glass or opaque, grabber and content
/// area), a dashed marker at every active detent, and a caption band under the screen (the mode, the detents, the
/// inactive ones). 1 SVG unit = 1 pt.
///
/// Drawn shapes carry `data-element` (and markers `data-detent`), for tests and tools.
///
/// ```swift
/// let svg = PresentationSheetSVG(layout: layout, style: .light)
/// svg.text      // "<svg xmlns=… height=\"904\" …"
/// ```
package struct PresentationSheetSVG: Sendable {
    /// The document.
    package let text: String
    /// The canvas's width in points: the screen's.
    package let width: Double
    /// The canvas's height in points: the screen's and the caption band's.
    package let height: Double

    /// Draws `layout` in `style`.
    package init(layout: PresentationSheetLayout, style: UserInterfaceStyle) {
        let caption = PresentationCaption(layout: layout)
        var drawing = PresentationDrawing(
            layout: layout, palette: PresentationPalette.palette(for: style), caption: caption)
        width = layout.screen.width
        height = layout.screen.height + caption.bandHeight
        drawing.draw(title: Self.summary(of: layout, style: style), canvasHeight: height)
        text = drawing.output
    }

    /// A sentence for `<title>`: what the picture shows.
    static func summary(of layout: PresentationSheetLayout, style: UserInterfaceStyle) -> String {
        let screen = layout.screen
        var words = [
            "Presentation sheet on a \(SVGText.number(screen.width)) × \(SVGText.number(screen.height)) pt screen",
            "\(layout.profileName)", "\(style.rawValue) appearance", "\(layout.mode.rawValue)",
            "at \(PresentationCaption.position(of: layout))",
        ]
        if layout.presentingSheet != nil { words.append("over another sheet") }
        return "sheetd preview: " + words.joined(separator: ", ")
    }
}
