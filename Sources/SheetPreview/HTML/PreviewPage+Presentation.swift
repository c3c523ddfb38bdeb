import LayoutCore

extension PreviewPage {
    /// The page of a presentation sheet's still preview: the picture, and under it the rules that changed the
    /// layout and the values it assumed, as the `/layout` answer lists them.
    static func still(presentation layout: PresentationSheetLayout, svg: PresentationSheetSVG) -> String {
        let screen = layout.screen
        let notes = layout.rules.map(\.message) + layout.assumptions
        let panel = Panel(
            svg: svg.text,
            caption:
                "Presentation sheet at \(PresentationCaption.position(of: layout)) on a "
                + "\(SVGText.number(screen.width)) × \(SVGText.number(screen.height)) pt screen",
            note: notes.isEmpty ? nil : notes.joined(separator: " · "))
        return page(title: "sheetd preview: presentation sheet", panels: [panel], cycle: nil)
    }
}
