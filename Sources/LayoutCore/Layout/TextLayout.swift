/// How a label's text was set.
public struct TextLayout: Sendable, Equatable {
    /// The text as drawn (shortened in the middle when it was truncated).
    public var text: String
    /// The lines the text was broken into.
    public var lines: [String]
    /// The font the text is drawn in (smaller than the style's when an action title was shrunk to fit).
    public var font: FontSpec
    /// The families that set the text (``TextMeasuring/fontFamilies(of:font:)``): the primary family of its
    /// size and weight, then any fallback family that sets some of its characters.
    public var fontFamilies: [String]
    /// The line height.
    public var lineHeight: Double
    /// Whether the text did not fit and was shortened.
    public var isTruncated: Bool
}
