/// The iPad popover's constants, the same in every profile: the only measurement is from iOS 8
/// (docs/reference.md §4), and everything else is inferred, so nothing distinguishes the eras yet.
enum PopoverMetrics {
    /// Regular width from 678 pt: the narrowest regular window in Apple's multitasking description (half of a
    /// 12.9-inch iPad Pro in landscape); compact windows are narrower (507 pt, half of a 9.7-inch iPad).
    static let regularWidthMinimum = 678.0
    static let width = 304.0
    static let arrowHeight = 13.0
    static let arrowBase = 36.0
    static let layoutMargin = 10.0
    static let cornerRadius = 13.0
    static let dimmingAlpha = 0.0
    static let arrowPreference: [PopoverArrowDirection] = [.up, .down, .right, .left]

    /// The constants with their sources, for `MetricsProfile.constants`.
    static let constants: [ProfileConstant] = [
        .init(
            name: "regularWidthMinimum", value: format(regularWidthMinimum),
            source:
                "Apple, Adopting Multitasking Enhancements on iPad: half/half Split View on a 12.9-inch iPad Pro in landscape (678 pt wide) and two thirds of a 9.7-inch iPad in landscape (694 pt) are regular; half of the 9.7-inch iPad (507 pt), portrait Split View and Slide Over (320 pt) are compact. The threshold between them is inferred",
            confidence: .inferred),
        .init(
            name: "popoverWidth", value: format(width),
            source:
                "UIKit constraint log H:[UIView(304)] of an action-sheet popover on iOS 8 (radar 18921595); the current width was not found",
            confidence: .inferred),
        .init(
            name: "popoverArrowHeight", value: format(arrowHeight),
            source: "TOActionSheet draws a 36 × 13 arrow; UIKit's arrow size was not found",
            confidence: .inferred),
        .init(
            name: "popoverArrowBase", value: format(arrowBase),
            source: "TOActionSheet draws a 36 × 13 arrow; UIKit's arrow size was not found",
            confidence: .inferred),
        .init(
            name: "popoverLayoutMargin", value: format(layoutMargin),
            source:
                "UIPopoverPresentationController.popoverLayoutMargins: \"the default edge insets are 10 points along each edge\"; applied inside the safe area (inferred)",
            confidence: .documented),
        .init(
            name: "popoverCornerRadius", value: format(cornerRadius),
            source: "the action sheet's 13 pt radius of SDCAlertView and Alerta, assumed for the popover; not measured",
            confidence: .inferred),
        .init(
            name: "popoverDimmingAlpha", value: format(dimmingAlpha),
            source:
                "iPad popovers leave what is behind them undimmed; the dimming view only catches the tap outside that dismisses (cancels) the sheet. Not measured",
            confidence: .inferred),
        .init(
            name: "popoverArrowPreference", value: "up, down, right, left",
            source:
                "below, above, left of, right of the source (mirrored right to left), first side with room for the whole popover, else the side with the most; UIKit's order is undocumented",
            confidence: .inferred),
    ]
}
