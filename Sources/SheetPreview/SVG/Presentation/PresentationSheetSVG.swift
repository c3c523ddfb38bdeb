import AnimationCore
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

    /// Draws `layout` in `style`, still, or playing `loop`'s transition (the markers and the caption stay
    /// `layout`'s).
    package init(layout: PresentationSheetLayout, style: UserInterfaceStyle, loop: PresentationLoop? = nil) {
        let caption = PresentationCaption(layout: layout)
        var drawing = PresentationDrawing(
            layout: layout, palette: PresentationPalette.palette(for: style), caption: caption, loop: loop)
        width = layout.screen.width
        height = layout.screen.height + caption.bandHeight
        var title = Self.summary(of: layout, style: style)
        if let loop { title += ", playing " + Self.summary(of: loop.transition) }
        drawing.draw(title: title, canvasHeight: height)
        text = drawing.output
    }

    /// What a transition plays, for a title or a caption: "detentChange medium → large, 0.83 s on the sheet spring".
    static func summary(of transition: PresentationTransition) -> String {
        let ends = [transition.from.detentIdentifier, transition.to.detentIdentifier].map { $0 ?? "dismissed" }
        return "\(transition.kind.rawValue) \(ends[0]) → \(ends[1]), "
            + "\(SVGText.number(transition.duration, digits: 3)) s on the sheet spring"
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
