/// What an element of the layout is.
public enum ElementRole: String, Sendable, CaseIterable {
    case customView, customSubview, mainGroup, header, title, message, action, separator, cancelGroup, cancel
    case dimming
}

/// How a label's text was set.
public struct TextLayout: Sendable, Equatable {
    /// The text as drawn (shortened in the middle when it was truncated).
    public var text: String
    /// The lines the text was broken into.
    public var lines: [String]
    /// The font the text is drawn in (smaller than the style's when an action title was shrunk to fit).
    public var font: FontSpec
    /// The line height.
    public var lineHeight: Double
    /// Whether the text did not fit and was shortened.
    public var isTruncated: Bool
}

/// One rectangle of the layout.
public struct LayoutElement: Sendable, Equatable {
    // The optionals are spelled `Optional<…>` so that they have no implicit `nil` default: with one, the
    // initializer assigns each of them a second time, and every element is formed twice, copied and destroyed,
    // on a path that runs for every element of every layout. The type is the same.
    /// A stable identifier: `customView`, `customView.<id>`, `header`, `title`, `message`, `action.N`,
    /// `separator.header`, `separator.N`, `cancel`, `mainGroup`, `cancelGroup`, `dimming`.
    public var id: String
    /// What the element is.
    public var role: ElementRole
    /// The action style, for actions.
    public var style: Optional<ActionStyle>
    /// The frame in the alert controller view's coordinates (origin at the top-left of the title
    /// block); `nil` for the dimming view, which is not inside it.
    public var frame: Optional<Rect>
    /// The frame in screen coordinates.
    public var screenFrame: Rect
    /// For custom subviews: the frame relative to the custom view, as given (its `x` from the custom view's
    /// leading edge, so it is not mirrored in right-to-left layouts).
    public var localFrame: Optional<Rect>
    /// For labels: how the text was set.
    public var text: Optional<TextLayout>
    /// The id of the scrolling region that clips this element, if it is inside one.
    public var clippedBy: Optional<String>
    /// Fonts, colours, material and corners for clients that draw the element themselves; `nil` for the client's
    /// own views (the custom view and its subviews) and the header.
    public var appearance: Optional<ElementAppearance>

    /// Creates an element.
    public init(
        id: String, role: ElementRole, style: ActionStyle? = nil, frame: Rect?, screenFrame: Rect,
        localFrame: Rect? = nil, text: TextLayout? = nil, clippedBy: String? = nil,
        appearance: ElementAppearance? = nil
    ) {
        self.id = id
        self.role = role
        self.style = style
        self.frame = frame
        self.screenFrame = screenFrame
        self.localFrame = localFrame
        self.text = text
        self.clippedBy = clippedBy
        self.appearance = appearance
    }
}

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

/// Something a client should know about the layout; `code` is stable, `message` is for people.
public struct LayoutWarning: Sendable, Equatable {
    /// Machine-readable code, e.g. `customViewAboveTopLimit`.
    public var code: String
    /// Human-readable explanation.
    public var message: String
    /// JSON Pointer to the request field concerned, if any.
    public var pointer: String?
}

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

    /// The element with this id.
    public func element(_ id: String) -> LayoutElement? {
        elements.first { $0.id == id }
    }
}
