import AnimationCore
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

    /// The page of a presentation sheet's transition: the picture playing in a loop with the playback controls,
    /// what it plays in the caption, and the assumptions of the layout and of the animation under it.
    static func animated(
        presentation layout: PresentationSheetLayout, svg: PresentationSheetSVG, loop: PresentationLoop
    )
        -> String
    {
        let transition = loop.transition
        let screen = layout.screen
        let notes = layout.rules.map(\.message) + transition.assumptions
        let panel = Panel(
            svg: svg.text,
            caption:
                "Presentation sheet, \(PresentationSheetSVG.summary(of: transition)), on a "
                + "\(SVGText.number(screen.width)) × \(SVGText.number(screen.height)) pt screen",
            note: notes.isEmpty ? nil : notes.joined(separator: " · "))
        return page(
            title: "sheetd preview: presentation sheet, \(transition.kind.rawValue)", panels: [panel], cycle: loop.cycle
        )
    }
}
