/// The seed's custom view: added to the alert controller's view above the title block, at
/// `y = -(height + marginBottom)`.
public struct CustomViewDescription: Sendable, Equatable {
    /// Height in points.
    public var height: Double
    /// Width in points; `nil` means the sheet's width.
    public var width: Double?
    /// Horizontal offset from the sheet's leading edge (the right edge in right-to-left layouts); `nil` means 0,
    /// the seed's choice.
    public var x: Double?
    /// The gap between the custom view and the top of the sheet; `nil` means 16, the seed's default.
    public var marginBottom: Double?
    /// The custom view's subviews.
    public var subviews: [CustomSubview]

    /// Creates a custom view description.
    public init(
        height: Double, width: Double? = nil, x: Double? = nil, marginBottom: Double? = nil,
        subviews: [CustomSubview] = []
    ) {
        self.height = height
        self.width = width
        self.x = x
        self.marginBottom = marginBottom
        self.subviews = subviews
    }
}
