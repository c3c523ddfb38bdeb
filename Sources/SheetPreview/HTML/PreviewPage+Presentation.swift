import AnimationCore
import LayoutCore

extension PreviewPage {
    /// The page of a presentation sheet's still preview: the picture, and under it the rules that changed the
    /// layout and the values it assumed, as the `/layout` answer lists them.
    static func still(presentation layout: PresentationSheetLayout, svg: PresentationSheetSVG) -> String {
        let panel = panel(
            presentation: layout, svg: svg, showing: " at \(PresentationCaption.position(of: layout))",
            assumptions: layout.assumptions)
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
        let panel = panel(
            presentation: layout, svg: svg, showing: ", \(PresentationSheetSVG.summary(of: transition)),",
            assumptions: transition.assumptions)
        return page(
            title: "sheetd preview: presentation sheet, \(transition.kind.rawValue)", panels: [panel], cycle: loop.cycle
        )
    }

    /// A presentation sheet's panel: `svg`, the caption "Presentation sheet", `showing` (with its leading space or
    /// comma) and "on a W × H pt screen", and the layout's rules then `assumptions` as its note (none when both are
    /// empty).
    private static func panel(
        presentation layout: PresentationSheetLayout, svg: PresentationSheetSVG, showing: String,
        assumptions: [String]
    ) -> Panel {
        let screen = layout.screen
        let notes = layout.rules.map(\.message) + assumptions
        return Panel(
            svg: svg.text,
            caption:
                "Presentation sheet\(showing) on a "
                + "\(SVGText.number(screen.width)) × \(SVGText.number(screen.height)) pt screen",
            note: notes.isEmpty ? nil : notes.joined(separator: " · "))
    }
}
