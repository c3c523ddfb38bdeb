/// The iPad popover's constants, the same in every profile (`MetricsProfile` takes them as its defaults): the
/// only measurement is from iOS 8 (docs/reference.md §4), and everything else is inferred, so nothing distinguishes the
/// eras yet.
enum PopoverMetrics {
    /// Regular width from 678 pt: the narrowest regular window in Apple's multitasking description (half of a
    /// 12.9-inch iPad Pro in landscape); compact windows are narrower (507 pt, half of a 9.7-inch iPad).
    static let regularWidthMinimum = Sourced(
        678.0, .inferred,
        "Apple, Adopting Multitasking Enhancements on iPad: half/half Split View on a 12.9-inch iPad Pro in landscape (678 pt wide) and two thirds of a 9.7-inch iPad in landscape (694 pt) are regular; half of the 9.7-inch iPad (507 pt), portrait Split View and Slide Over (320 pt) are compact. The threshold between them is inferred"
    )
    static let width = Sourced(
        304.0, .inferred,
        "UIKit constraint log H:[UIView(304)] of an action-sheet popover on iOS 8 (radar 18921595); the current width was not found"
    )
    static let arrowHeight = Sourced(13.0, .inferred, arrowSource)
    static let arrowBase = Sourced(36.0, .inferred, arrowSource)
    static let layoutMargin = Sourced(
        10.0, .documented,
        "UIPopoverPresentationController.popoverLayoutMargins: \"the default edge insets are 10 points along each edge\"; applied inside the safe area (inferred)"
    )
    static let cornerRadius = Sourced(
        13.0, .inferred,
        "the action sheet's 13 pt radius of SDCAlertView and Alerta, assumed for the popover; not measured")
    static let dimmingAlpha = Sourced(
        0.0, .inferred,
        "iPad popovers leave what is behind them undimmed; the dimming view only catches the tap outside that dismisses (cancels) the sheet. Not measured"
    )
    static let arrowPreference = Sourced<[PopoverArrowDirection]>(
        [.up, .down, .right, .left], .inferred,
        "below, above, left of, right of the source (mirrored right to left), first side with room for the whole popover, else the side with the most; UIKit's order is undocumented"
    )

    /// The one reference for both of the arrow's dimensions.
    private static let arrowSource: StaticString =
        "TOActionSheet draws a 36 × 13 arrow; UIKit's arrow size was not found"
}
