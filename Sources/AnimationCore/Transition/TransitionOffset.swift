import LayoutCore

/// How far the sheet and its custom view travel between their frames and off-screen, and how that compares with
/// UIKit's own slide.
///
/// Every moving element (the sheet's groups and the custom view, a subview of the alert controller's view) shares
/// one vertical offset, Δ = H − the top of everything that moves, so that at the off-screen end nothing is
/// visible, not even the custom view above the sheet or a custom subview sticking out of it (docs/reference.md
/// §9.2). UIKit itself slides only by H − viewY (the sheet's top to the screen's bottom), knowing nothing of a view
/// added above its frame: there the custom view is still on screen at the start of a presentation and at the
/// end of a dismissal. `uiKit…` members report that fact rather than model it.
///
/// ```swift
/// let offset = TransitionOffset(layout: layout)
/// offset.distance       // 391.667 for the seed on a 390 × 844 screen (844 − 452.333)
/// offset.uiKitDistance  // 275.667 (844 − 568.333)
/// ```
public struct TransitionOffset: Sendable, Equatable {
    /// Δ: how far every moving element is below its rest frame at the off-screen end, in points.
    public let distance: Double
    /// The screen y of the highest moving edge at rest: the custom view's top, a custom subview's, or the sheet's.
    public let movingTop: Double
    /// UIKit's slide, H − the sheet's top, in points.
    public let uiKitDistance: Double
    /// The custom view's screen frame at the off-screen end of UIKit's slide; `nil` without a custom view.
    public let customViewFrameWithUIKitDistance: Rect?
    /// How many points of the custom view's height are on screen there (0 when none is).
    public let customViewVisibleHeightWithUIKitDistance: Double

    /// Measures the offsets of `layout`.
    ///
    /// - Parameter layout: The sheet at rest.
    public init(layout: SheetLayout) {
        let height = layout.screen.height
        var top = layout.sheetFrame.y
        for element in layout.elements where Self.rides(element) {
            top = min(top, element.screenFrame.y)
        }
        movingTop = top
        distance = max(0, height - top)
        uiKitDistance = max(0, height - layout.sheetFrame.y)
        if let customView = layout.element("customView") {
            let frame = customView.screenFrame.offsetBy(dx: 0, dy: uiKitDistance)
            customViewFrameWithUIKitDistance = frame
            customViewVisibleHeightWithUIKitDistance = Self.visibleHeight(of: frame, screenHeight: height)
        } else {
            customViewFrameWithUIKitDistance = nil
            customViewVisibleHeightWithUIKitDistance = 0
        }
    }

    /// Whether UIKit's slide leaves part of the custom view on screen at its off-screen end.
    public var isCustomViewVisibleWithUIKitDistance: Bool { customViewVisibleHeightWithUIKitDistance > 0 }

    /// How many points of `frame`'s height lie between the screen's top (0) and bottom (`screenHeight`).
    ///
    /// - Parameters:
    ///   - frame: A rectangle in screen coordinates.
    ///   - screenHeight: The screen's height.
    /// - Returns: The visible height, 0 when the rectangle is entirely above or below the screen.
    public static func visibleHeight(of frame: Rect, screenHeight: Double) -> Double {
        max(0, min(frame.maxY, screenHeight) - max(frame.y, 0))
    }

    /// Whether an element moves with the sheet: everything but the dimming view, which fades in place.
    static func rides(_ element: LayoutElement) -> Bool {
        element.role != .dimming
    }
}
