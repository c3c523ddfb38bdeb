/// What UIKit does with a finger on the sheet: the rubber band beyond the extreme detents, and where a release
/// settles (docs/detents.md §2, "Rubber band" and "Drag end").
struct SheetDragPhysics {
    let container: SheetContainer
    let sheet: PresentationSheetDescription
    /// The active detents' tops, the tallest first, with their identifiers.
    let detents: [(identifier: String, offset: Double)]

    private var metrics: SheetPresentationMetrics { container.metrics }

    /// Where the sheet's top is seen for a finger at `offset`, and the rule that moved it, if any.
    func displayedOffset(forDragAt offset: Double) -> (Double, PresentationRule?) {
        guard container.mode == .edgeAttached, let top = detents.first?.offset, let bottom = detents.last?.offset
        else { return (container.fullHeightFrame.y, nil) }
        if offset < top {
            let extent = min(max(top - container.screen.safeAreaInsets.top, 0), metrics.rubberBandExtentAboveMaximum)
            let moved = top - rubberBand(distance: top - offset, extent: extent)
            return (
                moved,
                PresentationRule(
                    code: .rubberBandAboveTopDetent,
                    message:
                        "dragged \(format(top - offset)) pt above the top detent: the sheet moves \(format(top - moved)) pt on UIScrollView's rubber band (coefficient \(format(metrics.rubberBandCoefficient)), extent \(format(extent)) pt)",
                    pointer: "/sheetPresentation/drag/offset")
            )
        }
        if offset > bottom {
            guard sheet.isModalInPresentation else {
                return (
                    min(offset, container.dismissOffset),
                    PresentationRule(
                        code: .interactiveDismissal,
                        message:
                            "dragged below the smallest detent: the sheet follows the finger towards dismissal (isModalInPresentation is false)",
                        pointer: "/sheetPresentation/drag/offset")
                )
            }
            let extent = min(
                max(metrics.rubberBandExtentBelowFraction * container.fullHeightFrame.height, 0),
                metrics.rubberBandExtentBelowMaximum)
            let moved = bottom + rubberBand(distance: offset - bottom, extent: extent)
            return (
                moved,
                PresentationRule(
                    code: .rubberBandBelowSmallestDetent,
                    message:
                        "dragged \(format(offset - bottom)) pt below the smallest detent of a sheet that cannot be dismissed: the sheet moves \(format(moved - bottom)) pt on the rubber band (extent \(format(extent)) pt)",
                    pointer: "/sheetPresentation/drag/offset")
            )
        }
        return (offset, nil)
    }

    /// UIScrollView's rubber band: d × (1 − 1 / (x × c / d + 1)).
    private func rubberBand(distance: Double, extent: Double) -> Double {
        guard extent > 0 else { return 0 }
        return extent * (1 - 1 / (distance * metrics.rubberBandCoefficient / extent + 1))
    }

    /// Where a release at `offset` (as displayed) with `velocity` settles, and the rules that decided it.
    func release(at offset: Double, velocity: Double, rules: inout [PresentationRule]) -> DragRelease {
        let speed = abs(velocity)
        let effective = speed < metrics.minimumReleaseVelocity ? 0 : velocity
        if effective == 0 && velocity != 0 {
            rules.append(
                PresentationRule(
                    code: .releaseVelocityIgnored,
                    message:
                        "released at \(format(speed)) pt/s, under \(format(metrics.minimumReleaseVelocity)) pt/s: no velocity",
                    pointer: "/sheetPresentation/drag/velocity"))
        }
        let rate = metrics.decelerationRate
        let projected = offset + effective / 1000 * rate / (1 - rate)
        // The positions the sheet can settle at, top first; the dismissed position last when it can be dismissed.
        var stops = detents.map { (identifier: Optional($0.identifier), offset: $0.offset) }
        if !sheet.isModalInPresentation && container.mode == .edgeAttached {
            stops.append((identifier: nil, offset: container.dismissOffset))
        }
        let nearestToFinger = nearestStopIndex(to: offset, in: stops)
        var target = nearestStopIndex(to: projected, in: stops)
        let isFlick = speed >= metrics.flickVelocity
        if isFlick && target == nearestToFinger {
            let further = target + (effective > 0 ? 1 : -1)
            if stops.indices.contains(further) {
                target = further
                rules.append(
                    PresentationRule(
                        code: .flickMovesOneDetentFurther,
                        message:
                            "a flick of \(format(speed)) pt/s (from \(format(metrics.flickVelocity))) whose projection lands on the nearest position moves one further",
                        pointer: "/sheetPresentation/drag/velocity"))
            }
        }
        let settles = stops[target].identifier
        if settles == nil {
            rules.append(
                PresentationRule(
                    code: .releaseDismisses,
                    message: "the release settles below the smallest detent: the sheet is dismissed",
                    pointer: "/sheetPresentation/drag/velocity"))
        }
        let nearestDetent = detents[
            nearestStopIndex(to: offset, in: detents.map { (Optional($0.identifier), $0.offset) })]
        return DragRelease(
            velocity: velocity, effectiveVelocity: effective, projectedOffset: projected,
            nearestDetentIdentifier: nearestDetent.identifier, targetDetentIdentifier: settles,
            dismisses: settles == nil, isFlick: isFlick,
            dampingRatio: isFlick ? metrics.highSpeedDampingRatio : metrics.springDampingRatio,
            response: metrics.springResponse)
    }

    private func nearestStopIndex(to offset: Double, in stops: [(identifier: String?, offset: Double)]) -> Int {
        var best = 0
        for index in stops.indices where abs(stops[index].offset - offset) < abs(stops[best].offset - offset) {
            best = index
        }
        return best
    }
}
