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
