/// How the custom view and its subviews are positioned, which decides whether a right-to-left layout flips them.
public enum CustomViewLayout: String, Sendable, CaseIterable {
    /// Frames set in code, as the seed sets them: UIKit does not flip them right to left, so `x` and the subviews'
    /// frames count from the left edge in both directions.
    case frames
    /// Auto Layout with leading and trailing constraints, which UIKit flips right to left: `x` and the subviews'
    /// frames count from the leading edge.
    case leadingTrailingConstraints
}

/// The seed's custom view: added to the alert controller's view above the title block, at
/// `y = -(height + marginBottom)`.
public struct CustomViewDescription: Sendable, Equatable {
    /// Height in points.
    public var height: Double
    /// Width in points; `nil` means the sheet's width.
    public var width: Double?
    /// Horizontal offset from the sheet's left edge, or from its leading edge (the right edge right to left) with
    /// `layout` `.leadingTrailingConstraints`; `nil` means 0, the seed's choice.
    public var x: Double?
    /// The gap between the custom view and the top of the sheet; `nil` means 16, the seed's default.
    public var marginBottom: Double?
    /// The custom view's subviews.
    public var subviews: [CustomSubview]
    /// How the view and its subviews are positioned: frames (the default, the seed's) are not flipped right to left.
    public var layout: CustomViewLayout

    /// Creates a custom view description.
    public init(
        height: Double, width: Double? = nil, x: Double? = nil, marginBottom: Double? = nil,
        subviews: [CustomSubview] = [], layout: CustomViewLayout = .frames
    ) {
        self.height = height
        self.width = width
        self.x = x
        self.marginBottom = marginBottom
        self.subviews = subviews
        self.layout = layout
    }
}
