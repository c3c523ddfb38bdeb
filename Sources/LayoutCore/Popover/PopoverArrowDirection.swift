/// The way a popover's arrow points, as `UIPopoverArrowDirection`: towards the source rectangle, so an arrow
/// pointing `up` belongs to a popover below its source.
public enum PopoverArrowDirection: String, Sendable, CaseIterable {
    /// The popover is below the source; its arrow points up from its top edge.
    case up
    /// The popover is above the source; its arrow points down from its bottom edge.
    case down
    /// The popover is right of the source; its arrow points left from its left edge.
    case left
    /// The popover is left of the source; its arrow points right from its right edge.
    case right

    /// Whether the arrow is on the popover's top or bottom edge.
    public var isVertical: Bool { self == .up || self == .down }

    /// The direction in the horizontally mirrored layout: `left` and `right` swap.
    public var mirrored: PopoverArrowDirection {
        switch self {
        case .up, .down: return self
        case .left: return .right
        case .right: return .left
        }
    }
}
