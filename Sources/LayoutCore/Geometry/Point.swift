/// A point in iOS points, as `CGPoint`.
public struct Point: Sendable, Equatable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (y grows downwards, as in UIKit).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
