/// An axis-aligned rectangle in iOS points.
public struct Rect: Sendable, Equatable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge (y grows downwards, as in UIKit).
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from its four edges.
    public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// The same rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether the two rectangles share an area larger than `tolerance` along both axes.
    public func overlaps(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
        min(maxX, other.maxX) - max(x, other.x) > tolerance
            && min(maxY, other.maxY) - max(y, other.y) > tolerance
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` at each edge.
    public func contains(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
}

extension Rect {
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// The same rectangle reflected about the vertical line through `width / 2`: the left edge becomes
    /// `width − maxX`. Used to turn a left-to-right layout into its right-to-left mirror.
    public func mirrored(within width: Double) -> Rect {
        Rect(x: width - maxX, y: y, width: self.width, height: height)
    }
}
