/// A view that goes back behind a sheet (the full-screen presenter, or the sheet beneath): scaled by
/// 1 − 2 m f / W and lifted so that, one full level back, its top stands `topOffset` above the sheet's full-height
/// top (docs/detents.md §7).
struct CardBehind {
    let container: SheetContainer
    let displayCornerRadius: Double

    /// `frame` seen at `depth` (the child's percentFullHeight, summed over the sheets above), its corners going from
    /// `restingRadius` to `childRadius`.
    func state(of frame: Rect, restingRadius: Double, depth: Double, childTop: Double, childRadius: Double)
        -> PresentingViewState
    {
        let metrics = container.metrics
        // No scale-down in a compact height or behind a sheet that is not edge-attached.
        guard container.mode == .edgeAttached, container.verticalSizeClass == .regular, depth > 0 else {
            return PresentingViewState(
                frame: frame, transform: .identity, visibleFrame: frame, cornerRadius: restingRadius, depthProgress: 0)
        }
        let maximumDepth = Double(max(metrics.maximumSheetDepthLevel - 1, 1))
        let progress = 2 * (1 - pow2(-min(depth, maximumDepth)))
        let width = frame.width
        let margin =
            width <= metrics.narrowContentMarginMaximumWidth ? metrics.narrowContentMargin : metrics.wideContentMargin
        let scale = 1 - 2 * margin * progress / width
        let restingTop = frame.y
        let targetTop = childTop - metrics.topOffset
        let visibleTop = restingTop + (targetTop - restingTop) * min(progress, 1)
        let scaledTop = frame.y + frame.height * (1 - scale) / 2
        let transform = ScaleTransform(scale: scale, translationX: 0, translationY: visibleTop - scaledTop)
        return PresentingViewState(
            frame: frame, transform: transform, visibleFrame: transform.apply(to: frame, in: frame),
            cornerRadius: restingRadius + (childRadius - restingRadius) * min(progress, 1), depthProgress: progress)
    }
}

/// 2 to the power `exponent` for the small exponents of the depth formula (|exponent| ≤ 4), without Foundation:
/// LayoutCore imports nothing, so the power series of e^(x ln 2) stands in for `exp2`.
func pow2(_ exponent: Double) -> Double {
    let x = exponent * 0.693_147_180_559_945_3
    var term = 1.0
    var sum = 1.0
    for n in 1...30 {
        term *= x / Double(n)
        sum += term
    }
    return sum
}
