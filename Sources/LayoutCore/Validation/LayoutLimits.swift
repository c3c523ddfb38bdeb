/// The bounds a request must stay within. They keep every layout cheap and every number sane.
public struct LayoutLimits: Sendable, Equatable {
    /// Screen width and height, in points.
    public var screenSide: ClosedRange<Double> = 1...4096
    /// Screen scale.
    public var scale: ClosedRange<Double> = 1...4
    /// Unicode scalars (JSON Schema's `maxLength` unit) in the title. UIKit lays out at most 999 UTF-16 units of it
    /// (`MetricsProfile.titleLengthCap`); longer titles are accepted so that the cut can be shown.
    public var maxTitleLength = 4000
    /// Unicode scalars in the message. UIKit lays out at most 9999 UTF-16 units of it
    /// (`MetricsProfile.messageLengthCap`); longer messages are accepted so that the cut can be shown.
    public var maxMessageLength = 20_000
    /// Unicode scalars in one action title.
    public var maxActionTitleLength = 500
    /// Actions, cancel included.
    public var maxActions = 100
    /// Text fields of an alert.
    public var maxTextFields = 10
    /// Subviews of the custom view.
    public var maxSubviews = 100
    /// Unicode scalars in a subview id.
    public var maxSubviewIDLength = 64
    /// The largest coordinate or size accepted for the custom view and its subviews.
    public var maxCustomViewExtent = 10_000.0

    /// The limits the service uses.
    public static let standard = LayoutLimits()
}
