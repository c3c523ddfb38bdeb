/// The result of laying out a sheet.
public struct SheetLayout: Sendable, Equatable {
    /// The profile's name.
    public var profile: String
    /// A sentence for each default the layout assumed.
    public var assumptions: [String]
    /// The screen, with defaults applied.
    public var screen: ResolvedScreen
    /// The highest screen y the sheet may reach (for a popover, the top of the area it may occupy).
    public var topLimit: Double
    /// The iPhone sheet or the iPad popover.
    public var presentation: Presentation
    /// The layout direction the frames are for; right to left mirrors every horizontal position.
    public var layoutDirection: LayoutDirection
    /// The alert controller view's frame in screen coordinates: the main group (title block and
    /// actions), or the cancel group when there is no main group; in a popover, the popover's body. Its origin is
    /// the origin of every `frame`.
    public var sheetFrame: Rect
    /// Where the popover and its arrow went, for `presentation == .popover`.
    public var popover: PopoverLayout?
    /// Every element, in drawing order: custom view and subviews, main group, header, title, message,
    /// actions and separators in input order, cancel group, cancel (neither in a popover), dimming.
    public var elements: [LayoutElement]
    /// The parts that scroll.
    public var scrollRegions: [ScrollRegion]
    /// Things the client should know.
    public var warnings: [LayoutWarning]
    /// The dimming view's alpha at rest.
    public var dimmingAlpha: Double
    /// Whether the custom view and its subviews were flipped for a right-to-left layout (only with
    /// `CustomViewLayout.leadingTrailingConstraints`); `nil` without a custom view.
    public var customViewMirrored: Bool? = nil

    /// The element with this id.
    public func element(_ id: String) -> LayoutElement? {
        elements.firstInPlace { $0.pointee.id == id }
    }

    /// The first element with this role: for a role a layout has at most once (the custom view, the main group,
    /// the cancel group, the dimming view), that element, found by comparing roles rather than id strings (the
    /// animations look these up several times per request).
    public func element(role: ElementRole) -> LayoutElement? {
        elements.firstInPlace { $0.pointee.role == role }
    }
}
