/// The answer of `POST /layout` (openapi.yaml `LayoutResponse`): the frame of every element of the sheet.
public struct LayoutAnswer: Codable, Sendable, Equatable {
    /// The profile used.
    public var profile: ProfileName
    /// One sentence per default that was applied; empty when the request gave every value.
    public var assumptions: [String]
    /// The screen with every default applied.
    public var screen: ResolvedScreen
    /// The highest screen y the sheet may reach.
    public var topLimit: Double
    /// `sheet` or `popover`.
    public var presentation: Presentation
    /// The direction the frames are for.
    public var layoutDirection: LayoutDirection
    /// Present with a custom view: whether it was mirrored for a right-to-left layout (only with
    /// `CustomView.layout` `.leadingTrailingConstraints`).
    public var customViewMirrored: Bool?
    /// The alert controller's view.
    public var sheet: SheetFrame
    /// Where the iPad popover went; present with `presentation` `popover`.
    public var popover: Popover?
    /// Every element in drawing order.
    public var elements: [Element]
    /// The parts whose content is taller than their room.
    public var scroll: [ScrollRegion]
    /// The dimming view behind the sheet.
    public var dimming: Dimming
    /// Things the client should know.
    public var warnings: [Warning]

    /// The element with `id` (`title`, `action.0`, `customView.label`, …), if the layout has it.
    public func element(_ id: String) -> Element? {
        elements.first { $0.id == id }
    }
}

/// A rectangle in points on the pixel grid (openapi.yaml `Rect`).
public struct Rect: Codable, Sendable, Equatable {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The right edge.
    public var maxX: Double { x + width }
}

/// A point in points.
public struct Point: Codable, Sendable, Equatable {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double
}

/// `portrait` or `landscape` (wider than tall).
public enum Orientation: String, Codable, Sendable, CaseIterable {
    /// Taller than wide, or square.
    case portrait
    /// Wider than tall.
    case landscape
}

/// The screen with every default applied (openapi.yaml `ResolvedScreen`).
public struct ResolvedScreen: Codable, Sendable, Equatable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// `landscape` when wider than tall.
    public var orientation: Orientation
    /// The insets as resolved.
    public var safeAreaInsets: Insets
}

/// Four resolved insets in points.
public struct Insets: Codable, Sendable, Equatable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double
}

/// The alert controller's view: its frame on screen, the origin of every element's `frame`.
public struct SheetFrame: Codable, Sendable, Equatable {
    /// The frame in screen coordinates.
    public var screenFrame: Rect
}

/// The dimming view behind the sheet.
public struct Dimming: Codable, Sendable, Equatable {
    /// Its alpha at rest (0.2 light, 0.48 dark, 0 behind a popover).
    public var alpha: Double
}

/// Where the iPad popover went (openapi.yaml `Popover`).
public struct Popover: Codable, Sendable, Equatable {
    /// The source rectangle, as given.
    public var sourceRect: Rect
    /// The permitted directions, in the order up, down, left, right.
    public var permittedArrowDirections: [ArrowDirection]
    /// The popover's body without its arrow.
    public var screenFrame: Rect
    /// The arrow; `nil` when no direction was permitted.
    public var arrow: PopoverArrow?
}

/// The popover's arrow (openapi.yaml `PopoverArrow`).
public struct PopoverArrow: Codable, Sendable, Equatable {
    /// Where it points.
    public var direction: ArrowDirection
    /// The tip, on the source's edge, in screen coordinates.
    public var tip: Point
    /// Its bounding box in screen coordinates.
    public var screenFrame: Rect
}

/// A part of the sheet whose content is taller than its room (openapi.yaml `ScrollRegion`).
public struct ScrollRegion: Codable, Sendable, Equatable {
    /// `header` or `actions`.
    public var id: String
    /// The visible viewport in screen coordinates.
    public var screenFrame: Rect
    /// The height of the whole content.
    public var contentHeight: Double
    /// The height that is visible.
    public var visibleHeight: Double
}

/// Something the client should know (openapi.yaml `LayoutWarning`).
public struct Warning: Codable, Sendable, Equatable {
    /// Stable and machine-readable, e.g. `actionTitleTruncated`; ``WarningCode/known`` is the typed code when this
    /// build knows it.
    public var code: WarningCode
    /// For people.
    public var message: String
    /// JSON Pointer to the request field concerned, if any.
    public var pointer: String?
}
