import LayoutCore

/// Writes a presentation sheet's document, back to front (the app behind in `PresentationDrawing+App.swift`, the
/// markers and the caption in `PresentationDrawing+Markers.swift`, a transition's moving parts in
/// `PresentationDrawing+Motion.swift`).
struct PresentationDrawing {
    let layout: PresentationSheetLayout
    let palette: PresentationPalette
    let caption: PresentationCaption
    /// The transition played, or `nil` for the still picture.
    let loop: PresentationLoop?
    var output = ""

    init(
        layout: PresentationSheetLayout, palette: PresentationPalette, caption: PresentationCaption,
        loop: PresentationLoop? = nil
    ) {
        self.layout = layout
        self.palette = palette
        self.caption = caption
        self.loop = loop
        output.reserveCapacity(8_192)
    }

    mutating func draw(title: String, canvasHeight: Double) {
        let screen = layout.screen
        let width = SVGText.number(screen.width)
        let height = SVGText.number(canvasHeight)
        line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(SheetPreviewSVG.fontFamily)\" "
                + "data-kind=\"presentationSheet\" data-profile=\"\(SVGText.escaped(layout.profileName))\" "
                + "data-mode=\"\(layout.mode.rawValue)\""
                + (loop.map(Self.loopAttributes) ?? "") + ">")
        line("<title>\(SVGText.escaped(title))</title>")
        if let loop { drawClipPaths(loop) } else { drawClipPaths() }
        line(
            "<rect data-element=\"bezel\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
                + "\(SVGText.fill(palette.bezel))/>")
        line("<g data-element=\"screen\" clip-path=\"url(#screen)\">")
        if let loop {
            drawScene(loop)
        } else {
            drawPresentingView(layout.current.presentingView)
            if let beneath = layout.presentingSheet {
                drawDimming(of: beneath, role: "presentingSheet")
                drawSheet(beneath, role: "presentingSheet")
            }
            drawDimming(of: layout.current, role: "sheet")
            drawSheet(layout.current, role: "sheet")
        }
        drawMarkers()
        line("</g>")
        drawCaption()
        line("</svg>")
    }

    /// The root's attributes of a transition played: its kind, and the loop's lead and cycle in seconds (as an alert
    /// controller's animated preview has them), for tests and tools that pause it at an instant.
    private static func loopAttributes(_ loop: PresentationLoop) -> String {
        " data-transition=\"\(loop.transition.kind.rawValue)\" "
            + "data-loop-lead=\"\(SVGText.number(PreviewLoop.lead, digits: 4))\" "
            + "data-loop-cycle=\"\(SVGText.number(loop.cycle, digits: 4))\""
    }

    mutating func line(_ text: String) {
        output += text
        output += "\n"
    }

    /// The screen's outline with the display's corners (docs/detents.md §7.3), and the presenting view's as seen.
    private mutating func drawClipPaths() {
        let presenting = layout.current.presentingView
        line("<defs>")
        line(
            "<clipPath id=\"screen\"><rect \(SVGShape.geometry(layout.screen.bounds)) "
                + "rx=\"\(SVGText.number(layout.displayCornerRadius))\"/></clipPath>")
        line(
            "<clipPath id=\"presenting\"><rect \(SVGShape.geometry(presenting.visibleFrame)) "
                + "rx=\"\(SVGText.number(presenting.cornerRadius))\"/></clipPath>")
        line("</defs>")
    }

    /// The dimming view over the whole screen in the colour (with its alpha) the layout gives `state`.
    mutating func drawDimming(of state: SheetState, role: String) {
        line(
            "<rect data-element=\"\(role).dimming\" \(SVGShape.geometry(layout.screen.bounds)) "
                + "\(SVGText.fill(PreviewColor(state.dimmingColor)))/>")
    }

    /// A sheet as it is seen: its outline at the visible frame with the visible top and bottom radii, glass as a
    /// translucent tint with a bright rim (over a faint dark edge that keeps it apart from a light screen), opaque in
    /// its colour; then its content area, dashed, and its grabber.
    private mutating func drawSheet(_ state: SheetState, role: String) {
        let visible = state.visibleFrame
        let path = SVGShape.roundedPath(
            visible, top: state.visibleCornerRadii.top, bottom: state.visibleCornerRadii.bottom)
        line(
            "<g data-element=\"\(role)-layer\" data-background=\"\(state.background.rawValue)\""
                + (state.detentIdentifier.map { " data-detent=\"\(SVGText.escaped($0))\"" } ?? "") + ">")
        if state.shadowOpacity > 0 {
            // The shadow (docs/detents.md §6) as a stroke along the outline, half of it outside the sheet, at half the
            // layout's opacity: a stand-in for the blur that every renderer draws alike without a filter.
            line(
                "<path data-element=\"\(role).shadow\" d=\"\(path)\" fill=\"none\""
                    + "\(SVGText.stroke(PreviewColor(hex: "#000000", opacity: state.shadowOpacity / 2), width: 2 * state.shadowRadius))/>"
            )
        }
        switch state.background {
        case .glass:
            line(
                "<path data-element=\"\(role).edge\" d=\"\(path)\" fill=\"none\" stroke=\"#000000\" "
                    + "stroke-opacity=\"0.12\" stroke-width=\"2\"/>")
            line(
                "<path data-element=\"\(role)\" d=\"\(path)\" \(SVGText.fill(palette.glass))"
                    + "\(SVGText.stroke(PreviewColor(hex: "#FFFFFF", opacity: 0.8), width: 1))/>")
        case .opaque:
            line("<path data-element=\"\(role)\" d=\"\(path)\" \(SVGText.fill(PreviewColor(state.backgroundColor)))/>")
        }
        // The content frame is in the sheet's own coordinates: moved to the frame's origin, then transformed as the
        // sheet is (the Liquid Glass inset, docs/detents.md §5).
        let content = state.transform.apply(
            to: state.contentFrame.offsetBy(dx: state.frame.x, dy: state.frame.y), in: state.frame)
        line(
            "<rect data-element=\"\(role).content\" \(SVGShape.geometry(content)) fill=\"none\""
                + "\(SVGText.stroke(palette.contentEdge, width: 1)) stroke-dasharray=\"4 3\"/>")
        if let grabber = state.grabber, grabber.alpha > 0 {
            var color = PreviewColor(grabber.color)
            color.opacity *= grabber.alpha
            let frame = grabber.visibleFrame
            line(
                "<rect data-element=\"\(role).grabber\" \(SVGShape.geometry(frame)) "
                    + "rx=\"\(SVGText.number(min(frame.width, frame.height) / 2))\" \(SVGText.fill(color))/>")
        }
        line("</g>")
    }
}
