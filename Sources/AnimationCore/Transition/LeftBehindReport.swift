import LayoutCore

/// The problem the seed's fade fixes, measured: on dismissal without the fade, for how long and where the custom
/// view stays on screen after the sheet has gone.
///
/// The custom view sits above the sheet (y = −height − marginBottom in the sheet's coordinates), so while both
/// slide down by the same offset the sheet's top passes the screen's bottom first and the custom view follows,
/// alone, for the rest of the transition: it looks left behind. Times are in seconds from the start of the
/// dismissal, measured on the played curve (`TimingCurve.firstTime(reachingProgress:)`).
///
/// ```swift
/// let transition = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil)
/// transition.leftBehind?.visibleDuration  // ≈ 0.298 s for the seed
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
    }

    /// For how long the custom view shows alone after the sheet has gone, in seconds (0 when it leaves first).
    public var visibleDuration: Double { max(0, customViewGoneAt - sheetGoneAt) }

    /// Whether the seed's fade hides the custom view before the sheet has gone.
    public var isFixedBySeedFade: Bool { seedFadeEndsAt <= sheetGoneAt }

    /// A sentence for people, with times in seconds and positions in points.
    public var message: String {
        let seconds = { (value: Double) in DecimalText.string(value, fractionDigits: 4) + " s" }
        let points = { (value: Double) in DecimalText.string(value, fractionDigits: 3) }
        var text =
            "Without the fade the custom view stays on screen for \(seconds(visibleDuration)) after the sheet's top "
            + "passes the screen's bottom at \(seconds(sheetGoneAt)): it is then at y = "
            + "\(points(customViewFrameWhenSheetGone.y)) with \(points(visibleHeightWhenSheetGone)) pt of its height "
            + "visible, and leaves at \(seconds(customViewGoneAt))."
        if isFixedBySeedFade {
            text += " The seed's \(seconds(seedFadeEndsAt)) fade makes it transparent before the sheet has gone."
        }
        return text
    }
}
