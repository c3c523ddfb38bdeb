/// Where a popover goes around its source rectangle, before pixel alignment (all inferred: UIKit's algorithm is
/// not documented; see docs/geometry.md).
///
/// Each permitted side is tried in the profile's order (below, above, left of, right of the source, in
/// left-to-right coordinates). On a side the body sits `popoverArrowHeight` away from the source, inside
/// `area` (the safe area less the popover's layout margins), centred on the source along the other axis as far as
/// the area allows; the side counts only if the arrow, kept `cornerRadius + arrowBase / 2` away from the body's
/// corners, can still touch the source (with no arrow, `arrowBase` 0, if the body faces some of the source). The first side with room for the whole body wins; failing that, the side
/// showing the most of it, whose content then scrolls. With no permitted direction the body is centred on the
/// source without an arrow.
struct PopoverPlacement {
    /// The body (the alert controller's view) in screen coordinates.
    var frame: Rect
    /// Where the arrow points, or `nil` without an arrow.
    var direction: PopoverArrowDirection?
    /// The arrow's tip, on the source's edge, or `nil` without an arrow.
    var tip: Point?
    /// Whether the whole content fits (otherwise the body is shorter than its content, which scrolls).
    var fits: Bool

    /// The first permitted side with room, else the roomiest usable side, else `nil`.
    /// - Parameters:
    ///   - source: The source rectangle.
    ///   - area: Where the body may go: the safe area less the popover's layout margins.
    ///   - width: The body's width.
    ///   - contentHeight: The body's height if nothing scrolls.
    ///   - minimumHeight: The least height a side must offer when none has room for everything.
    ///   - permitted: The permitted arrow directions.
    ///   - profile: The arrow's size, the corner radius and the order of the sides.
    static func place(
        source: Rect, area: Rect, width: Double, contentHeight: Double, minimumHeight: Double,
        permitted: Set<PopoverArrowDirection>, profile: MetricsProfile, arrowCornerClearance: Double? = nil
    ) -> PopoverPlacement? {
        guard area.width >= width - tolerance, area.height > 0 else { return nil }
        if permitted.isEmpty {
            let height = min(contentHeight, area.height)
            let frame = Rect(
                x: clamp(source.midX - width / 2, area.x, area.maxX - width),
                y: clamp(source.midY - height / 2, area.y, area.maxY - height), width: width, height: height)
            return PopoverPlacement(frame: frame, direction: nil, tip: nil, fits: height >= contentHeight - tolerance)
        }
        let sides = profile.popoverArrowPreference.filter(permitted.contains).compactMap { direction in
            side(
                direction, source: source, area: area, width: width, contentHeight: contentHeight, profile: profile,
                arrowCornerClearance: arrowCornerClearance)
        }
        if let first = sides.first(where: \.fits) { return first }
        var best: PopoverPlacement?
        for side in sides where side.frame.height >= min(contentHeight, minimumHeight) - tolerance {
            if side.frame.height > (best?.frame.height ?? -1) + tolerance { best = side }
        }
        return best
    }

    private static let tolerance = 1e-9

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        max(low, min(value, high))
    }

    /// The point of `source` nearest its centre that the arrow can reach from `body`, if any.
    private static func reach(_ source: ClosedRange<Double>, from body: ClosedRange<Double>) -> Double? {
        let low = max(source.lowerBound, body.lowerBound)
        let high = min(source.upperBound, body.upperBound)
        guard low <= high + tolerance else { return nil }
        return clamp((source.lowerBound + source.upperBound) / 2, low, max(low, high))
    }

    /// The placement on one side, or `nil` when the body cannot go there with its arrow touching the source.
    private static func side(
        _ direction: PopoverArrowDirection, source: Rect, area: Rect, width: Double, contentHeight: Double,
        profile: MetricsProfile, arrowCornerClearance: Double?
    ) -> PopoverPlacement? {
        let arrow = profile.popoverArrowHeight
        // An arrow keeps clear of the body's rounded corners (`arrowCornerClearance` where it may come nearer than
        // the radius); without one (a base of 0, as iOS 26 draws none on iPhone) the body need only face the source.
        let clearance = arrowCornerClearance ?? profile.popoverCornerRadius
        let corner = profile.popoverArrowBase > 0 ? clearance + profile.popoverArrowBase / 2 : 0
        if direction.isVertical {
            let edge = direction == .up ? source.maxY + arrow : source.y - arrow
            let room = direction == .up ? area.maxY - edge : edge - area.y
            guard edge >= area.y - tolerance, edge <= area.maxY + tolerance, room > 0 else { return nil }
            let height = min(contentHeight, room)
            let x = clamp(source.midX - width / 2, area.x, area.maxX - width)
            guard x + corner <= x + width - corner,
                let tipX = reach(source.x...source.maxX, from: (x + corner)...(x + width - corner))
            else { return nil }
            let frame = Rect(x: x, y: direction == .up ? edge : edge - height, width: width, height: height)
            let tip = Point(x: tipX, y: direction == .up ? source.maxY : source.y)
            return PopoverPlacement(
                frame: frame, direction: direction, tip: tip, fits: contentHeight <= room + tolerance)
        }
        // `right`: the body is left of the source and its arrow points right; `left`: the other way round.
        let x = direction == .right ? source.x - arrow - width : source.maxX + arrow
        guard x >= area.x - tolerance, x + width <= area.maxX + tolerance else { return nil }
        let height = min(contentHeight, area.height)
        let y = clamp(source.midY - height / 2, area.y, area.maxY - height)
        guard y + corner <= y + height - corner,
            let tipY = reach(source.y...source.maxY, from: (y + corner)...(y + height - corner))
        else { return nil }
        let tip = Point(x: direction == .right ? source.x : source.maxX, y: tipY)
        return PopoverPlacement(
            frame: Rect(x: x, y: y, width: width, height: height), direction: direction, tip: tip,
            fits: contentHeight <= area.height + tolerance)
    }
}
