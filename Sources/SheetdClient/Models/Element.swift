/// One rectangle of the layout (openapi.yaml `LayoutElement`).
public struct Element: Codable, Sendable, Equatable {
    /// Stable identifier: `customView`, `customView.<id>`, `mainGroup`, `header`, `title`, `message`,
    /// `separator.header`, `action.N`, `separator.N`, `cancelGroup`, `cancel`, `dimming`.
    public var id: String
    /// What the element is.
    public var role: ElementRole
    /// The action style, on `action` and `cancel` elements only.
    public var style: ActionStyle?
    /// The frame in the alert controller view's coordinates; `nil` on the dimming view.
    public var frame: Rect?
    /// The frame in screen coordinates.
    public var screenFrame: Rect
    /// For custom subviews, the frame relative to the custom view, as given.
    public var localFrame: Rect?
    /// For labels, the number of lines drawn.
    public var lines: Int?
    /// For labels, how the text was set.
    public var text: TextLayout?
    /// The scroll region that clips the element (`header` or `actions`).
    public var clippedBy: String?
    /// How to draw it.
    public var appearance: ElementAppearance?
}

/// How a label's text was set (openapi.yaml `TextLayout`).
public struct TextLayout: Codable, Sendable, Equatable {
    /// The text as drawn (shortened in the middle when truncated).
    public var displayed: String
    /// The lines the text was broken into.
    public var lines: [String]
    /// The font the text is drawn in.
    public var font: TextFont
    /// Whether the text did not fit and was shortened.
    public var truncated: Bool
}

/// The font a label's text is drawn in.
public struct TextFont: Codable, Sendable, Equatable {
    /// The primary family that measured the text, e.g. `Inter` or `SF Pro` (`nil` from a sheetd older than
    /// `--font-config`).
    public var family: String?
    /// The other families of the cascade that set some of its characters, in cascade order.
    public var fallbackFamilies: [String]?
    /// Point size (smaller than the style's when an action title was shrunk).
    public var size: Double
    /// `regular` or `semibold`.
    public var weight: FontWeight
    /// The line height in points.
    public var lineHeight: Double
}

/// How to draw an element (openapi.yaml `ElementAppearance`); each member only where it applies.
public struct ElementAppearance: Codable, Sendable, Equatable {
    /// The label's font.
    public var font: AppearanceFont?
    /// `#RRGGBBAA`.
    public var textColor: String?
    /// `center` for every label of the sheet.
    public var textAlignment: TextAlignment?
    /// `#RRGGBBAA`.
    public var backgroundColor: String?
    /// The blur behind the element.
    public var material: BlurMaterial?
    /// The corner radius in points.
    public var cornerRadius: Double?
    /// `circular` or `continuous`.
    public var cornerCurve: CornerCurve?
    /// Which corners take `cornerRadius` when not all do (`top`, `bottom` or `none`: an alert's stacked text
    /// fields); absent: all of them.
    public var roundedCorners: RoundedCorners?
    /// `#RRGGBBAA`.
    public var separatorColor: String?
    /// `#RRGGBBAA`.
    public var highlightedBackgroundColor: String?
}

/// The font of an element's appearance.
public struct AppearanceFont: Codable, Sendable, Equatable {
    /// A role, not a file: `system` is `UIFont.systemFont`.
    public var family: FontFamily
    /// The point size.
    public var size: Double
    /// `regular` or `semibold`.
    public var weight: FontWeight
}
