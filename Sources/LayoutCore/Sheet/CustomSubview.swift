/// A view inside the custom view; its frame is relative to the custom view, its `x` measured from the custom
/// view's leading edge (the right edge in right-to-left layouts).
public struct CustomSubview: Sendable, Equatable {
    /// An identifier, unique among the subviews; the element is reported as `customView.<id>`.
    public var id: String
    /// The frame in the custom view's coordinates.
    public var frame: Rect

    /// Creates a subview.
    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }
}
