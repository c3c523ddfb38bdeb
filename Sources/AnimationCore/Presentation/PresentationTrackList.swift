import LayoutCore

/// The tracks of a presentation sheet's transition, every one on the same sampled spring (docs/detents.md §9).
struct PresentationTrackList {
    private(set) var tracks: [TransitionTrack] = []
    private let sampled: SampledCurve

    init(from: PresentationEndpoint, to: PresentationEndpoint, curve: TimingCurve, fps: Int, screen: ResolvedScreen) {
        sampled = SampledCurve(curve, fps: fps)
        // A dismissal ends off screen: its frame at rest is the one it leaves.
        let rest = to.detentIdentifier == nil && from.detentIdentifier != nil ? from.sheet : to.sheet
        addSheet("sheet", from: from.sheet, to: to.sheet, rest: rest)
        add("sheet", .shadowOpacity, from.sheet, to.sheet, frame: rest.frame) { $0.shadowOpacity }
        addGrabber("grabber", from: from.sheet, to: to.sheet, rest: rest)
        add("dimming", .opacity, from.sheet, to.sheet, frame: screen.bounds) { $0.dimmingAlpha }
        let behind = rest.presentingView.frame
        let (viewFrom, viewTo) = (from.sheet.presentingView, to.sheet.presentingView)
        for (property, value) in [
            (AnimatedProperty.scale, { (view: PresentingViewState) in view.transform.scale }),
            (.translationY, { $0.transform.translationY }), (.cornerRadius, { $0.cornerRadius }),
        ] {
            tracks.append(
                TransitionTrack(
                    target: "presentingView", property: property, sampled: sampled, from: value(viewFrom),
                    to: value(viewTo), restFrame: behind, origin: property == .scale ? Self.centre(of: behind) : nil))
        }
        if let lowerFrom = from.presentingSheet, let lowerTo = to.presentingSheet {
            addSheet("presentingSheet", from: lowerFrom, to: lowerTo, rest: lowerTo)
            addGrabber("presentingSheetGrabber", from: lowerFrom, to: lowerTo, rest: lowerTo)
            // The sheet beneath's own dimming view, over the view behind it: its confined share changes with the
            // top sheet's dimming, and is the sheet's own when the top sheet has gone (docs/detents.md §7.2).
            add("presentingSheetDimming", .opacity, lowerFrom, lowerTo, frame: screen.bounds) { $0.dimmingAlpha }
        }
    }

    /// A sheet's top, height, inset (scale about its centre, then translation) and corners.
    private mutating func addSheet(_ target: String, from: SheetState, to: SheetState, rest: SheetState) {
        let frame = rest.frame
        add(target, .positionY, from, to, frame: frame) { $0.frame.y }
        add(target, .height, from, to, frame: frame) { $0.frame.height }
        add(target, .scale, from, to, frame: frame, origin: Self.centre(of: frame)) { $0.transform.scale }
        add(target, .translationY, from, to, frame: frame) { $0.transform.translationY }
        add(target, .topCornerRadius, from, to, frame: frame) { $0.cornerRadii.top }
        add(target, .bottomCornerRadius, from, to, frame: frame) { $0.cornerRadii.bottom }
    }

    /// A grabber's opacity, when either end shows one (0 where it has none).
    private mutating func addGrabber(_ target: String, from: SheetState, to: SheetState, rest: SheetState) {
        guard let grabber = rest.grabber ?? from.grabber ?? to.grabber else { return }
        let frame = grabber.frameInSheet.offsetBy(dx: rest.frame.x, dy: rest.frame.y)
        add(target, .opacity, from, to, frame: frame) { $0.grabber?.alpha ?? 0 }
    }

    private mutating func add(
        _ target: String, _ property: AnimatedProperty, _ from: SheetState, _ to: SheetState, frame: Rect,
        origin: Point? = nil, _ value: (SheetState) -> Double
    ) {
        tracks.append(
            TransitionTrack(
                target: target, property: property, sampled: sampled, from: value(from), to: value(to),
                restFrame: frame, origin: origin))
    }

    private static func centre(of frame: Rect) -> Point {
        Point(x: frame.midX, y: frame.midY)
    }
}
