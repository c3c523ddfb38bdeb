import LayoutCore

/// The tracks of a transition that plays in place, fading and scaling rather than sliding, with the sentences saying
/// which of its parameters are inferred: an alert's and the iOS 26 card's, which is one (`init(layout:alert:…)`),
/// and the iOS 26 anchored popover's (`init(layout:glass:…)`), both built by `fadeAndScale`.
struct InPlaceTransitionTracks {
    /// `sheet` scale (when it scales) and opacity, then the custom view's, then `dimming` opacity.
    let tracks: [TransitionTrack]
    /// One sentence per inferred parameter of the curves, for the answer; empty for an alert.
    let assumptions: [String]

    /// The tracks of `layout`'s transition when it plays in place: an alert's or a card's, or a popover's under a
    /// profile with `glass` constants; `nil` when the sheet slides (the iPhone sheet, an older profile's popover).
    /// The sheet's path never looks the profile up, and the others read its constants in place (`CatalogProfile`).
    init?(layout: SheetLayout, motion: SheetMotion, kind: TransitionKind, fps: Int, customViewFade: CustomViewFade?) {
        switch layout.presentation {
        case .alert, .card:
            let profile = CatalogProfile.named(layout.profile)
            self.init(
                layout: layout, presentScale: profile?.metrics.alert.presentScale ?? AlertMetrics.legacy.presentScale,
                motion: motion, kind: kind, fps: fps, customViewFade: customViewFade)
        case .popover:
            guard let glass = CatalogProfile.named(layout.profile)?.metrics.glass else { return nil }
            self.init(
                layout: layout, glass: glass, motion: motion, kind: kind, fps: fps, customViewFade: customViewFade)
        case .sheet:
            return nil
        }
    }

    /// The tracks of a transition in place: `sheet`, then the custom view, each scaling between `smallest` and 1
    /// about `origin` (when there is one) on `curve` and fading on `opacityCurve` (`curve` unless given; the custom
    /// view on its own fade when one is given), then `dimming` fading between 0 and the layout's alpha on
    /// `dimmingCurve`. Shared by the alert and the anchored popover.
    static func fadeAndScale(
        layout: SheetLayout, origin: Point?, smallest: Double, isPresent: Bool, curve: TimingCurve,
        opacityCurve sheetOpacityCurve: TimingCurve? = nil, dimmingCurve: TimingCurve,
        customViewFade: CustomViewFade?, motion: SheetMotion, fps: Int
    ) -> [TransitionTrack] {
        var tracks: [TransitionTrack] = []
        var sampler = CurveSampler(motion: motion, fps: fps)
        func add(_ target: String, _ frame: Rect, opacityCurve: TimingCurve = sheetOpacityCurve ?? curve) {
            if let origin {
                tracks.append(
                    TransitionTrack(
                        target: target, property: .scale, sampled: sampler.sampled(curve),
                        from: isPresent ? smallest : 1, to: isPresent ? 1 : smallest, restFrame: frame, origin: origin))
            }
            tracks.append(
                TransitionTrack(
                    target: target, property: .opacity, sampled: sampler.sampled(opacityCurve), from: isPresent ? 0 : 1,
                    to: isPresent ? 1 : 0, restFrame: frame))
        }
        add("sheet", layout.sheetFrame)
        if let customView = layout.element(role: .customView) {
            add(
                "customView", customView.screenFrame,
                opacityCurve: customViewFade?.timingCurve ?? sheetOpacityCurve ?? curve)
        }
        let alpha = layout.dimmingAlpha
        tracks.append(
            TransitionTrack(
                target: "dimming", property: .opacity, sampled: sampler.sampled(dimmingCurve),
                from: isPresent ? 0 : alpha, to: isPresent ? alpha : 0,
                restFrame: layout.element(role: .dimming)?.screenFrame ?? layout.screen.bounds))
        return tracks
    }
}
