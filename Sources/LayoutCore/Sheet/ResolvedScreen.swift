/// A screen with every value known, after defaults were applied.
public struct ResolvedScreen: Sendable, Equatable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Device pixels per point.
    public var scale: Double
    /// Safe-area insets.
    public var safeAreaInsets: EdgeInsets

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { width > height }

    /// The whole screen as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The part of the screen inside the safe-area insets.
    public var safeBounds: Rect {
        Rect(
            left: safeAreaInsets.left, top: safeAreaInsets.top,
            right: width - safeAreaInsets.right, bottom: height - safeAreaInsets.bottom)
    }

    /// The top of a box `height` tall centred vertically in the safe area, moved down to `topLimit` or up so that
    /// its bottom is at `bottomLimit` when centring would cross one (the bottom limit wins when both would).
    public func centredTop(height: Double, topLimit: Double, bottomLimit: Double) -> Double {
        let safe = safeBounds
        return min(max(safe.y + (safe.height - height) / 2, topLimit), bottomLimit - height)
    }
}
