import LayoutCore

/// The problem the seed's fade fixes, measured: on dismissal without the fade, where the custom view is when the
/// sheet has gone, how much of it still shows when the transition ends, and for how long it shows alone.
///
/// The custom view sits above the sheet (y = −height − marginBottom in the sheet's coordinates), so while both
/// slide down by the same offset the sheet's top passes the screen's bottom first. With UIKit's slide the sheet's
/// top reaches the screen's bottom only as the transition ends: the custom view is then still on screen, and it
/// disappears at once when the transition completes and UIKit removes the alert controller's view. With the
/// `.clearCustomView` slide it follows the sheet off the screen alone. Times are in seconds from the start of the
/// dismissal, measured on the played curve (`TimingCurve.firstTime(reachingProgress:)`).
///
/// ```swift
/// let transition = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil)
/// transition.leftBehind?.visibleHeightAtEnd  // 100 for the seed: all of it, until it vanishes at 0.404 s
/// ```
public struct LeftBehindReport: Sendable, Equatable {
    /// When the sheet's top edge reaches the screen's bottom edge: the sheet has gone.
    public let sheetGoneAt: Double
    /// When the custom view stops showing: the last device pixel row of it leaves the screen, or the transition
    /// ends and it snaps off-screen, whichever comes first.
    public let customViewGoneAt: Double
    /// The custom view's screen frame at `sheetGoneAt`.
    public let customViewFrameWhenSheetGone: Rect
    /// How many points of the custom view's height are on screen at `sheetGoneAt`.
    public let visibleHeightWhenSheetGone: Double
    /// When the seed's 0.1 s fade would have made the custom view transparent.
    public let seedFadeEndsAt: Double
    /// When the transition ends, in seconds: where the played slide snaps to its end.
    public let transitionEndsAt: Double
    /// The custom view's screen frame when the transition ends.
    public let customViewFrameAtEnd: Rect
    /// How many points of the custom view's height are on screen when the transition ends; UIKit removes the view
    /// then, so that much vanishes at once.
    public let visibleHeightAtEnd: Double

    /// Measures the problem on a dismissal's custom view track.
    ///
    /// - Parameters:
    ///   - sheetTop: The sheet's top at rest, in screen coordinates.
    ///   - customViewFrame: The custom view's frame at rest, in screen coordinates.
    ///   - curve: The transition's timing curve.
    ///   - distance: How far both travel, Δ.
    ///   - screen: The screen: its height is the bottom edge, its scale sets one device pixel.
    public init(sheetTop: Double, customViewFrame: Rect, curve: TimingCurve, distance: Double, screen: ResolvedScreen) {
        let bottom = screen.height
        let pixel = 1 / screen.scale
        func progressNeeded(toMove top: Double, below limit: Double) -> Double {
            distance > 0 ? (limit - top) / distance : (top >= limit ? 0 : .infinity)
        }
        let end = max(curve.duration, 0)
        sheetGoneAt = curve.firstTime(reachingProgress: progressNeeded(toMove: sheetTop, below: bottom)) ?? end
        let customGone =
            curve.firstTime(reachingProgress: progressNeeded(toMove: customViewFrame.y, below: bottom - pixel)) ?? end
        customViewGoneAt = min(customGone, end)
        let progress = sheetGoneAt >= end ? 1 : curve.progress(atTime: sheetGoneAt)
        customViewFrameWhenSheetGone = customViewFrame.offsetBy(dx: 0, dy: distance * progress)
        visibleHeightWhenSheetGone = TransitionOffset.visibleHeight(
            of: customViewFrameWhenSheetGone, screenHeight: bottom)
        seedFadeEndsAt = CustomViewFade.seed.duration
        transitionEndsAt = end
        customViewFrameAtEnd = customViewFrame.offsetBy(dx: 0, dy: distance)
        visibleHeightAtEnd = TransitionOffset.visibleHeight(of: customViewFrameAtEnd, screenHeight: bottom)
    }

    /// For how long the custom view shows alone after the sheet has gone, in seconds (0 when it leaves first).
    public var visibleDuration: Double { max(0, customViewGoneAt - sheetGoneAt) }

    /// Whether part of the custom view is still on screen when the transition ends, to disappear at once.
    public var disappearsAtEnd: Bool { visibleHeightAtEnd > 0 }

    /// Whether the seed's fade hides the custom view before the sheet has gone.
    public var isFixedBySeedFade: Bool { seedFadeEndsAt <= sheetGoneAt }

    /// A sentence for people, with times in seconds and positions in points.
    public var message: String {
        let seconds = { (value: Double) in DecimalText.string(value, fractionDigits: 4) + " s" }
        let points = { (value: Double) in DecimalText.string(value, fractionDigits: 3) }
        var text: String
        if disappearsAtEnd, sheetGoneAt >= transitionEndsAt {
            text =
                "Without the fade the custom view is still on screen when the sheet's top reaches the screen's bottom, "
                + "as the transition ends at \(seconds(transitionEndsAt)): it is then at y = "
                + "\(points(customViewFrameAtEnd.y)) with \(points(visibleHeightAtEnd)) pt of its height visible, and "
                + "it disappears at once as the transition completes and UIKit removes the alert controller's view."
        } else if disappearsAtEnd {
            text =
                "Without the fade the custom view is still on screen when the sheet's top reaches the screen's bottom "
                + "at \(seconds(sheetGoneAt)): it is then at y = \(points(customViewFrameWhenSheetGone.y)) with "
                + "\(points(visibleHeightWhenSheetGone)) pt of its height visible. When the transition ends at "
                + "\(seconds(transitionEndsAt)) it is at y = \(points(customViewFrameAtEnd.y)) with "
                + "\(points(visibleHeightAtEnd)) pt visible, and it disappears at once as the transition completes "
                + "and UIKit removes the alert controller's view."
        } else {
            text =
                "Without the fade the custom view stays on screen for \(seconds(visibleDuration)) after the sheet's "
                + "top passes the screen's bottom at \(seconds(sheetGoneAt)): it is then at y = "
                + "\(points(customViewFrameWhenSheetGone.y)) with \(points(visibleHeightWhenSheetGone)) pt of its "
                + "height visible, and leaves at \(seconds(customViewGoneAt))."
        }
        if isFixedBySeedFade {
            text += " The seed's \(seconds(seedFadeEndsAt)) fade makes it transparent before the sheet has gone."
        }
        return text
    }
}
