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
    /// Which corners take `cornerRadius` when not all of them do (an alert's stacked text fields); `nil`: all.
    public var roundedCorners: Optional<RoundedCorners>
    /// The colour of the hairlines between the rows of a group.
    public var separatorColor: Optional<Color>
    /// The fill of a row while it is pressed.
    public var highlightedBackgroundColor: Optional<Color>
    /// The width of the line drawn along the element's edge, inside it (a legacy alert's text field).
    public var borderWidth: Optional<Double>
    /// The colour of that line.
    public var borderColor: Optional<Color>

    /// Creates an appearance.
    public init(
        fontFamily: FontFamily? = nil, font: FontSpec? = nil, textColor: Color? = nil,
        textAlignment: TextAlignment? = nil, backgroundColor: Color? = nil, material: BlurMaterial? = nil,
        cornerRadius: Double? = nil, cornerCurve: CornerCurve? = nil, roundedCorners: RoundedCorners? = nil,
        separatorColor: Color? = nil, highlightedBackgroundColor: Color? = nil, borderWidth: Double? = nil,
        borderColor: Color? = nil
    ) {
        self.roundedCorners = roundedCorners
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
        self.borderWidth = borderWidth
        self.borderColor = borderColor
    }
}
