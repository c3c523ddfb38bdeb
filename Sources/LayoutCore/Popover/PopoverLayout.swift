/// The arrow of a popover.
public struct PopoverArrow: Sendable, Equatable {
    /// Where the arrow points.
    public var direction: PopoverArrowDirection
    /// The arrow's tip in screen coordinates: on the edge of the source rectangle that faces the popover.
    public var tip: Point
    /// The arrow's bounding box in screen coordinates: its base lies on the popover's edge, its tip on the source.
    public var screenFrame: Rect
}

/// Where an iPad popover went: the rounded body, which holds the alert controller's view, and its arrow.
public struct PopoverLayout: Sendable, Equatable {
    /// The source rectangle, in screen coordinates, as given.
    public var sourceRect: Rect
    /// The arrow directions the request permitted, in the order up, down, left, right.
    public var permittedArrowDirections: [PopoverArrowDirection]
    /// The popover's body in screen coordinates, without the arrow (the same rectangle as `SheetLayout.sheetFrame`).
    public var screenFrame: Rect
    /// The arrow; `nil` when no direction was permitted and the popover is centred on its source.
    public var arrow: PopoverArrow?
}
