/// Two sheets, one presented over the other (depth 2): the one beneath goes back like a card as the top sheet
/// reaches full height, its dimming confined, its grabber fading (docs/detents.md §6–7).
struct StackedSheets {
    let container: SheetContainer
    let displayCornerRadius: Double

    /// The sheet beneath as it is seen behind `top`, and the full-screen view behind both.
    func arrange(beneath: PresentationSheetLayoutEngine.Arranged, top: SheetState) -> (SheetState, PresentingViewState)
    {
        var lower = beneath.current
        let card = CardBehind(container: container, displayCornerRadius: displayCornerRadius)
        let depth = top.percentFullHeight
        // The sheet beneath goes back as the top sheet reaches full height; it keeps its glass inset only at depth 0.
        let seen = card.state(
            of: lower.frame, restingRadius: lower.cornerRadii.top, depth: depth,
            childTop: container.fullHeightFrame.y, childRadius: top.cornerRadii.top)
        if seen.depthProgress > 0 {
            lower.transform = seen.transform
            lower.visibleFrame = seen.visibleFrame
        }
        // A stacked parent averages its radius with its child's (UIKit 18.2 -_cornerRadii).
        let averaged = CornerRadii(
            top: (lower.cornerRadii.top + top.cornerRadii.top) / 2,
            bottom: (lower.cornerRadii.bottom + top.cornerRadii.bottom) / 2)
        lower.cornerRadii = averaged
        lower.visibleCornerRadii = CornerRadii(
            top: averaged.top * lower.transform.scale, bottom: averaged.bottom * lower.transform.scale)
        // Confined dimming: 0.6 × its own + 0.2 × the child's (UIKit 18.2 -_percentDimmed).
        let confined = min(0.6 * lower.dimmingFraction + 0.2 * top.dimmingFraction, 1)
        let fullAlpha = lower.dimmingFraction > 0 ? lower.dimmingAlpha / lower.dimmingFraction : 0
        lower.dimmingFraction = confined
        lower.dimmingAlpha = confined * fullAlpha
        lower.dimmingColor = lower.dimmingColor.withAlpha(lower.dimmingAlpha)
        // Its grabber fades as the child dims it (UIKit 18.2 -_grabberAlpha).
        lower.grabber?.alpha = 1 - top.dimmingFraction
        if let grabber = lower.grabber {
            lower.grabber?.visibleFrame = lower.transform.apply(
                to: grabber.frameInSheet.offsetBy(dx: lower.frame.x, dy: lower.frame.y), in: lower.frame)
        }
        // The full-screen view goes back with both sheets, at most one level.
        let root = card.state(
            of: container.screen.bounds, restingRadius: displayCornerRadius,
            depth: min(beneath.current.percentFullHeight + depth, 1), childTop: container.fullHeightFrame.y,
            childRadius: lower.cornerRadii.top)
        return (lower, root)
    }
}
