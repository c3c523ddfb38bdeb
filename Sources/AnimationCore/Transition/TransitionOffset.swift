import LayoutCore

/// How far the sheet and its custom view travel between their frames and off-screen, for the slide chosen and for
/// both kinds of slide.
///
/// UIKit slides the alert controller's view by H − viewY (the sheet's top to the screen's bottom), knowing nothing
/// of a view added above its frame; the custom view, a subview, moves by the same offset, so it is still on screen
/// at the start of a presentation and at the end of a dismissal (`.uiKit`, the default, docs/reference.md §9.2).
/// sheetd's `.clearCustomView` variant moves every element by Δ = H − the top of everything that moves, so that
/// nothing shows at the off-screen end. `uiKit…` members report where UIKit's slide leaves the custom view
/// whichever slide is played.
///
/// ```swift
/// let offset = TransitionOffset(layout: layout, slide: .uiKit)
/// offset.distance                 // 275.667 for the seed on a 390 × 844 screen (844 − 568.333)
/// offset.clearCustomViewDistance  // 391.667 (844 − 452.333)
/// ```
public struct TransitionOffset: Sendable, Equatable {
    /// The slide played.
    public let slide: TransitionSlide
    /// How far every moving element is below its rest frame at the off-screen end of the slide played, in points.
    public let distance: Double
    /// Δ of the `.clearCustomView` slide: H − `movingTop`, in points.
    public let clearCustomViewDistance: Double
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
    /// - Parameters:
    ///   - layout: The sheet at rest.
    ///   - slide: The slide played; UIKit's by default.
    public init(layout: SheetLayout, slide: TransitionSlide = .uiKit) {
        let height = layout.screen.height
        var top = layout.sheetFrame.y
        // Through a pointer, reading two fields in place: a loop over the array copies each element.
        layout.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices where Self.rides(elements[index].role) {
                top = min(top, elements[index].screenFrame.y)
            }
        }
        movingTop = top
        self.slide = slide
        clearCustomViewDistance = max(0, height - top)
        uiKitDistance = max(0, height - layout.sheetFrame.y)
        distance = slide == .uiKit ? uiKitDistance : clearCustomViewDistance
        if let customView = layout.element(role: .customView) {
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

    /// Whether an element with this role moves with the sheet: everything but the dimming view, which fades in place.
    static func rides(_ role: ElementRole) -> Bool {
        role != .dimming
    }
}
