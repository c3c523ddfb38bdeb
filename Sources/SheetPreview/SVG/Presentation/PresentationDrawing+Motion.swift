import AnimationCore
import LayoutCore

/// A presentation sheet's transition drawn in a loop: the app behind scaling and lifting, the dimming ramping (and the
/// sheet beneath's, when two are stacked), the sheet's outline (its top, height, Liquid Glass inset and corners) and
/// shadow changing, its content and grabber carried with it and the grabber fading, every value at every key time
/// taken from the transition's tracks (`PresentationLoop.samples`). Without SMIL the picture shows the transition's
/// start.
extension PresentationDrawing {
    /// The screen's outline, and the presenting view's as seen, moving as it scales and lifts.
    mutating func drawClipPaths(_ loop: PresentationLoop) {
        let view = PresentingViewMotion(loop: loop)
        line("<defs>")
        line(
            "<clipPath id=\"screen\"><rect \(SVGShape.geometry(layout.screen.bounds)) "
                + "rx=\"\(SVGText.number(layout.displayCornerRadius))\"/></clipPath>")
        let first = view.visibleFrames[0]
        line(
            "<clipPath id=\"presenting\"><rect \(SVGShape.geometry(first)) "
                + "rx=\"\(SVGText.number(view.cornerRadii[0]))\">")
        for (attribute, value) in [
            ("x", { (frame: Rect) in frame.x }), ("y", { $0.y }), ("width", { $0.width }), ("height", { $0.height }),
        ] {
            line(loop.animate(attribute, view.visibleFrames.map { SVGText.number(value($0)) }))
        }
        line(loop.animate("rx", view.cornerRadii.map { SVGText.number($0) }))
        line("</rect></clipPath>")
        line("</defs>")
    }

    /// Everything under the markers: the app behind, the sheet beneath when two are stacked, the dimming, the sheet.
    mutating func drawScene(_ loop: PresentationLoop) {
        let transition = loop.transition
        let view = PresentingViewMotion(loop: loop)
        var start = view.rest
        start.transform = ScaleTransform(
            scale: view.scales[0], translationX: view.rest.transform.translationX, translationY: view.lifts[0])
        let shifts = zip(view.scales, view.lifts).map { scale, lift in
            "\(SVGText.number(view.rest.frame.midX * (1 - scale) + view.rest.transform.translationX)) "
                + SVGText.number(view.rest.frame.midY * (1 - scale) + lift)
        }
        drawPresentingView(
            start,
            animations: loop.animateTransform("translate", shifts) + "\n"
                + loop.animateTransform(
                    "scale", view.scales.map { SVGText.number($0, digits: 6) }, additive: true))
        let rest = Self.rest(of: transition)
        if let beneath = rest.presentingSheet {
            // Its confined dimming follows the top sheet's (docs/detents.md §7.2), on its own track.
            drawDimming(of: beneath, role: "presentingSheet", track: "presentingSheetDimming", loop)
            let ends = [transition.from.presentingSheet, transition.to.presentingSheet]
            drawSheet(
                SheetMotion(loop: loop, target: "presentingSheet", rest: beneath, ends: ends, layout: nil),
                grabber: "presentingSheetGrabber")
        }
        drawDimming(of: rest.sheet, role: "sheet", track: "dimming", loop)
        let ends = [transition.from.sheet, transition.to.sheet]
        drawSheet(
            SheetMotion(loop: loop, target: "sheet", rest: rest.sheet, ends: ends, layout: layout), grabber: "grabber")
    }

    /// A dimming view over the whole screen in `state`'s colour, its alpha at every key time from `track` (held at
    /// `state`'s when the transition has no such track).
    private mutating func drawDimming(
        of state: SheetState, role: String, track: String, _ loop: PresentationLoop
    ) {
        let alphas = loop.samples(track, .opacity, otherwise: state.dimmingAlpha)
        let color = PreviewColor(state.dimmingColor.withAlpha(1))
        line(
            "<rect data-element=\"\(role).dimming\" \(SVGShape.geometry(layout.screen.bounds)) fill=\"\(color.hex)\" "
                + "fill-opacity=\"\(SVGText.number(alphas[0], digits: 4))\">")
        line(loop.animate("fill-opacity", alphas.map { SVGText.number($0, digits: 4) }))
        line("</rect>")
    }

    /// The end whose frames the tracks take as rest: the one a dismissal leaves, else the one reached (as
    /// `PresentationTransition`'s tracks do).
    static func rest(of transition: PresentationTransition) -> PresentationEndpoint {
        transition.to.detentIdentifier == nil && transition.from.detentIdentifier != nil
            ? transition.from : transition.to
    }

    /// A sheet moving: its shadow and outline redrawn at every key time, its content area and grabber drawn at rest
    /// in a group that the sheet's own motion moves and scales, the grabber fading as its track says.
    private mutating func drawSheet(_ motion: SheetMotion, grabber target: String) {
        let role = motion.target
        let rest = motion.rest
        let paths = motion.paths
        line(
            "<g data-element=\"\(role)-layer\" data-background=\"\(rest.background.rawValue)\""
                + (rest.detentIdentifier.map { " data-detent=\"\(SVGText.escaped($0))\"" } ?? "") + ">")
        let outline = motion.loop.animate("d", paths)
        let shadows = motion.loop.samples(role, .shadowOpacity, otherwise: rest.shadowOpacity)
        if shadows.contains(where: { $0 > 0 }) {
            let opacities = shadows.map { SVGText.number($0 / 2, digits: 4) }
            line(
                "<path data-element=\"\(role).shadow\" d=\"\(paths[0])\" fill=\"none\" stroke=\"#000000\" "
                    + "stroke-opacity=\"\(opacities[0])\" stroke-width=\"\(SVGText.number(2 * rest.shadowRadius))\">")
            line(outline)
            line(motion.loop.animate("stroke-opacity", opacities))
            line("</path>")
        }
        // A sheet whose ends differ in background (glass below half its full height, opaque above, docs/detents.md
        // §5) is drawn in both, each shown at the key times it has.
        let backgrounds = motion.backgrounds
        for background in backgrounds.map({ _ in [SheetBackground.glass, .opaque] }) ?? [rest.background] {
            let shown = backgrounds?.map { $0 == background ? "1" : "0" }
            if let shown {
                line("<g data-background=\"\(background.rawValue)\" opacity=\"\(shown[0])\">")
                line(motion.loop.animate("opacity", shown, discrete: true))
            }
            switch background {
            case .glass:
                line(
                    "<path data-element=\"\(role).edge\" d=\"\(paths[0])\" fill=\"none\" stroke=\"#000000\" "
                        + "stroke-opacity=\"0.12\" stroke-width=\"2\">\(outline)</path>")
                line(
                    "<path data-element=\"\(role)\" d=\"\(paths[0])\" \(SVGText.fill(palette.glass))"
                        + "\(SVGText.stroke(PreviewColor(hex: "#FFFFFF", opacity: 0.8), width: 1))>")
            case .opaque:
                line(
                    "<path data-element=\"\(role)\" d=\"\(paths[0])\" "
                        + "\(SVGText.fill(PreviewColor(rest.backgroundColor)))>")
            }
            line(outline)
            line("</path>")
            if shown != nil { line("</g>") }
        }
        drawContents(motion, grabber: target)
        line("</g>")
    }

    /// The content area and the grabber at rest, before the inset, in a group carried by the sheet: a point p
    /// drawn at rest is seen at s p + T, with T = c (1 − s) + s (f − r) + (tx, ty) for the frame f (centre c) and
    /// inset (s, tx, ty) at that key time and the rest frame r — the inset about the frame's centre of
    /// `ScaleTransform.apply`.
    private mutating func drawContents(_ motion: SheetMotion, grabber target: String) {
        let role = motion.target
        let rest = motion.rest
        let shifts = motion.frames.indices.map { index in
            let frame = motion.frames[index]
            let scale = motion.scales[index]
            return "\(SVGText.number(frame.midX * (1 - scale) + rest.transform.translationX)) "
                + SVGText.number(frame.midY * (1 - scale) + scale * (frame.y - rest.frame.y) + motion.lifts[index])
        }
        let scales = motion.scales.map { SVGText.number($0, digits: 6) }
        line(
            "<g data-element=\"\(role).contents\" transform=\"translate(\(shifts[0])) scale(\(scales[0]))\">")
        line(motion.loop.animateTransform("translate", shifts))
        line(motion.loop.animateTransform("scale", scales, additive: true))
        let content = rest.contentFrame.offsetBy(dx: rest.frame.x, dy: rest.frame.y)
        line(
            "<rect data-element=\"\(role).content\" \(SVGShape.geometry(content)) fill=\"none\""
                + "\(SVGText.stroke(palette.contentEdge, width: 1)) stroke-dasharray=\"4 3\"/>")
        if let grabber = rest.grabber ?? motion.ends.lazy.compactMap({ $0?.grabber }).first {
            let alphas = motion.loop.samples(target, .opacity, otherwise: rest.grabber?.alpha ?? 0)
                .map { SVGText.number($0, digits: 4) }
            let frame = grabber.frameInSheet.offsetBy(dx: rest.frame.x, dy: rest.frame.y)
            line("<g data-element=\"\(role).grabber\" opacity=\"\(alphas[0])\">")
            line(motion.loop.animate("opacity", alphas))
            line(
                "<rect \(SVGShape.geometry(frame)) rx=\"\(SVGText.number(min(frame.width, frame.height) / 2))\" "
                    + "\(SVGText.fill(PreviewColor(grabber.color)))/>")
            line("</g>")
        }
        line("</g>")
    }
}
