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

    /// Creates a screen description.
    public init(width: Double, height: Double? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsets? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }
}

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
}
