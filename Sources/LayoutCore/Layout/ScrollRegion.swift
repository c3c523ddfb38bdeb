/// A part of the sheet whose content is taller than the room it got, so it scrolls.
public struct ScrollRegion: Sendable, Equatable {
    /// `header` or `actions`.
    public var id: String
    /// The visible viewport, in screen coordinates.
    public var screenFrame: Rect
    /// The height of the whole content.
    public var contentHeight: Double
    /// The height that is visible.
    public var visibleHeight: Double
}
