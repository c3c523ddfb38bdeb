/// The blur behind a group, as `UIBlurEffect.Style`.
public enum BlurMaterial: String, Sendable, CaseIterable {
    /// `.systemMaterial` (iOS 13 and later; adapts to dark mode).
    case systemMaterial
    /// `.prominent` (iOS 10–12).
    case prominent
    /// `.extraLight` (iOS 9).
    case extraLight
}

/// The shape of rounded corners, as `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, CaseIterable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curve (a squircle-like superellipse).
    case continuous
}

/// How a label's lines sit in its frame, as `NSTextAlignment` in the terms of both layout directions.
public enum TextAlignment: String, Sendable, CaseIterable {
    /// Centred: UIKit centres the action sheet's labels in both layout directions.
    case center
    /// Against the leading edge (the left one left to right, the right one right to left).
    case leading
    /// Against the trailing edge.
    case trailing
}

/// The family of a font, as a role rather than a file: the client maps it to the platform's font.
public enum FontFamily: String, Sendable, CaseIterable {
    /// The system font (`UIFont.systemFont`): SF Pro on iOS.
    case system
}

/// What a client that draws the sheet itself needs besides frames: fonts, colours, materials and corners.
/// Every member is optional; an element carries those that apply to it.
public struct ElementAppearance: Sendable, Equatable {
    // `Optional<…>` rather than `?`, as in `LayoutElement`: no implicit `nil` defaults for the initializer to
    // assign over, so an appearance is formed once.
    /// The font family of a label.
    public var fontFamily: Optional<FontFamily>
    /// The font of a label, as drawn (after any shrinking to fit).
    public var font: Optional<FontSpec>
    /// The colour of a label's text.
    public var textColor: Optional<Color>
    /// How a label's lines are aligned.
    public var textAlignment: Optional<TextAlignment>
    /// The fill of the element (drawn over `material` when both are given).
    public var backgroundColor: Optional<Color>
    /// The blur behind the element.
    public var material: Optional<BlurMaterial>
    /// The radius of the element's rounded corners.
    public var cornerRadius: Optional<Double>
    /// The curve of the element's rounded corners.
    public var cornerCurve: Optional<CornerCurve>
    /// The colour of the hairlines between the rows of a group.
    public var separatorColor: Optional<Color>
    /// The fill of a row while it is pressed.
    public var highlightedBackgroundColor: Optional<Color>

    /// Creates an appearance.
    public init(
        fontFamily: FontFamily? = nil, font: FontSpec? = nil, textColor: Color? = nil,
        textAlignment: TextAlignment? = nil, backgroundColor: Color? = nil, material: BlurMaterial? = nil,
        cornerRadius: Double? = nil, cornerCurve: CornerCurve? = nil, separatorColor: Color? = nil,
        highlightedBackgroundColor: Color? = nil
    ) {
        self.fontFamily = fontFamily
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.backgroundColor = backgroundColor
        self.material = material
        self.cornerRadius = cornerRadius
        self.cornerCurve = cornerCurve
        self.separatorColor = separatorColor
        self.highlightedBackgroundColor = highlightedBackgroundColor
    }
}
