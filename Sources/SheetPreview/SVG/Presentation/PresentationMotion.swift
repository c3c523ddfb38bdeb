import AnimationCore
import LayoutCore

/// The view behind the sheet at every key time of a loop: its scale, lift and corners as seen, from its tracks.
struct PresentingViewMotion {
    let rest: PresentingViewState
    let scales: [Double]
    let lifts: [Double]
    let cornerRadii: [Double]
    let visibleFrames: [Rect]

    init(loop: PresentationLoop) {
        rest = PresentationDrawing.rest(of: loop.transition).sheet.presentingView
        scales = loop.samples("presentingView", .scale, otherwise: rest.transform.scale)
        lifts = loop.samples("presentingView", .translationY, otherwise: rest.transform.translationY)
        cornerRadii = loop.samples("presentingView", .cornerRadius, otherwise: rest.cornerRadius)
        visibleFrames = zip(scales, lifts).map { [rest] scale, lift in
            ScaleTransform(scale: scale, translationX: rest.transform.translationX, translationY: lift)
                .apply(to: rest.frame, in: rest.frame)
        }
    }
}

/// A sheet at every key time of a loop: its frame, inset and outline as seen, from its tracks.
struct SheetMotion {
    let loop: PresentationLoop
    /// `sheet` or `presentingSheet`.
    let target: String
    /// The sheet at the end the tracks take as rest.
    let rest: SheetState
    /// The sheet at either end, when there.
    let ends: [SheetState?]
    /// The frame before the inset.
    let frames: [Rect]
    let scales: [Double]
    let lifts: [Double]
    /// The outline as seen: the visible frame with the visible top and bottom radii (× the scale), as path data.
    let paths: [String]
    /// The background at every key time, when the two ends differ in it; `nil` when it stays the same.
    let backgrounds: [SheetBackground]?

    /// The motion of `target` in `loop`; `layout`, the sheet's own (`nil` for the sheet beneath), places its
    /// background's change.
    init(
        loop: PresentationLoop, target: String, rest: SheetState, ends: [SheetState?], layout: PresentationSheetLayout?
    ) {
        self.loop = loop
        self.target = target
        self.rest = rest
        self.ends = ends
        let tops = loop.samples(target, .positionY, otherwise: rest.frame.y)
        let heights = loop.samples(target, .height, otherwise: rest.frame.height)
        scales = loop.samples(target, .scale, otherwise: rest.transform.scale)
        lifts = loop.samples(target, .translationY, otherwise: rest.transform.translationY)
        let topRadii = loop.samples(target, .topCornerRadius, otherwise: rest.cornerRadii.top)
        let bottomRadii = loop.samples(target, .bottomCornerRadius, otherwise: rest.cornerRadii.bottom)
        frames = zip(tops, heights).map { [rest] top, height in
            Rect(x: rest.frame.x, y: top, width: rest.frame.width, height: height)
        }
        var paths: [String] = []
        paths.reserveCapacity(frames.count)
        for index in frames.indices {
            let frame = frames[index]
            let scale = scales[index]
            let visible = ScaleTransform(
                scale: scale, translationX: rest.transform.translationX, translationY: lifts[index]
            ).apply(to: frame, in: frame)
            paths.append(
                SVGShape.animatablePath(visible, top: topRadii[index] * scale, bottom: bottomRadii[index] * scale))
        }
        self.paths = paths
        if let layout, let from = ends[0], let to = ends[1], from.background != to.background {
            backgrounds = Self.backgrounds(at: tops, from: from, to: to, layout: layout)
        } else {
            backgrounds = nil
        }
    }

    /// The background at each of `tops`: the fuller end's above half the full height, the other's at or below
    /// (`percentFullHeight` > 0.5, docs/detents.md §5). `percentFullHeight` runs linearly in the top between the
    /// detents' tops, and from the lowest to 0 at the screen's bottom, so it is read between the two of those around
    /// each top.
    private static func backgrounds(
        at tops: [Double], from: SheetState, to: SheetState, layout: PresentationSheetLayout
    ) -> [SheetBackground] {
        var points = layout.detents.map { (top: $0.state.offset, fraction: $0.state.percentFullHeight) }
        points.append((layout.screen.height, 0))
        points.sort { $0.top < $1.top }
        let (full, partial) =
            from.percentFullHeight > to.percentFullHeight
            ? (from.background, to.background) : (to.background, from.background)
        return tops.map { top in
            let fraction: Double
            if let below = points.firstIndex(where: { $0.top >= top }) {
                if below == 0 {
                    fraction = points[0].fraction
                } else {
                    let (a, b) = (points[below - 1], points[below])
                    fraction =
                        b.top > a.top
                        ? a.fraction + (b.fraction - a.fraction) * (top - a.top) / (b.top - a.top) : b.fraction
                }
            } else {
                fraction = 0
            }
            return fraction > 0.5 ? full : partial
        }
    }
}
