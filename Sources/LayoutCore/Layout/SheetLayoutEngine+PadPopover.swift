/// What the iPad popover of the older profiles takes from outside any measurement (docs/geometry.md, "iPad: the
/// popover"): the only measurement is iOS 8's width, so every number is listed in the answer's `assumptions`, as
/// the iOS 26 card's and popover's are.
extension SheetLayoutEngine {
    /// Every inferred number of the iPad popover under `profile`, with where it comes from.
    static func padPopoverAssumption(width: String, profile: MetricsProfile) -> String {
        let sides = profile.popoverArrowPreference.map(\.sideName).joined(separator: ", ")
        return
            "profile \(profile.name), iPad popover: not measured since iOS 8; every number is inferred. Width \(width) pt (\(format(profile.popoverWidth)) from an iOS 8 constraint log, less where the screen is narrower), arrow \(format(profile.popoverArrowBase)) × \(format(profile.popoverArrowHeight)) pt (TOActionSheet's; UIKit's not found), corners \(format(profile.popoverCornerRadius)) pt (the sheet's, from SDCAlertView and Alerta), \(format(profile.popoverLayoutMargin)) pt from the safe area's edges (documented), sides tried \(sides) (UIKit's order is undocumented), dimming alpha \(format(profile.popoverDimmingAlpha)), the regular width from \(format(profile.regularWidthMinimum)) pt"
    }
}

extension PopoverArrowDirection {
    /// The side of the source a popover with this arrow sits on, in leading terms.
    var sideName: String {
        switch self {
        case .up: "below"
        case .down: "above"
        case .right: "leading"
        case .left: "trailing"
        }
    }
}
