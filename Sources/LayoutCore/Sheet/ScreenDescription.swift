/// The screen the sheet is presented on, as a client describes it. Only the width is required;
/// the layout fills in the rest from `DeviceCatalog` and reports what it assumed.
public struct ScreenDescription: Sendable, Equatable {
    /// Width in points, in the current orientation.
    public var width: Double
    /// Height in points, in the current orientation; `nil` picks the common iPhone height for the width.
    public var height: Double?
    /// Device pixels per point; `nil` picks the scale of the matching device (3 if unknown).
    public var scale: Double?
    /// Safe-area insets; `nil` picks those of the matching device in this orientation.
    public var safeAreaInsets: EdgeInsets?
    /// The radius of the display's own corners (no public API gives it); `nil` takes it from the table of known
    /// screens (`DisplayCornerRadii`). Only presentation sheets use it.
    public var displayCornerRadius: Double?

    /// Creates a screen description.
    public init(
        width: Double, height: Double? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsets? = nil,
        displayCornerRadius: Double? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.displayCornerRadius = displayCornerRadius
    }
}
