/// Where the groups go vertically, before pixel alignment: the cancel group sits on the bottom gap,
/// the main group above it, and when the main group does not fit under the top limit its header
/// and actions share the room (the actions keep at least `actionsMinimumVisibleHeight`) and scroll.
/// A popover is planned the same way between its body's top and bottom, without a cancel group.
struct VerticalPlan {
    /// The thickness of a separator in points (`MetricsProfile.separatorThickness(scale:)`).
    let separatorThickness: Double
    let hasMainGroup: Bool
    /// The bottom of the lowest group.
    let bottom: Double
    let cancelTop: Double
    let mainBottom: Double
    let mainTop: Double
    let visibleHeaderHeight: Double
    let headerSeparator: Double
    let actionsContentHeight: Double
    let headerScrolls: Bool
    let actionsScroll: Bool

    /// The top of the first action row.
    var actionsTop: Double { mainTop + visibleHeaderHeight + headerSeparator }

    /// The top of the alert controller's view: the main group, or the cancel group without one.
    var sheetTop: Double { hasMainGroup ? mainTop : cancelTop }

    /// The iPhone sheet: its lowest group on the bottom gap, its top no higher than the profile's top limit.
    init(
        screen: ResolvedScreen, profile: MetricsProfile, headerHeight: Double, actionCount: Int,
        actionRowsHeight: Double, cancelRowHeight: Double?
    ) {
        self.init(
            separatorThickness: profile.separatorThickness(scale: screen.scale),
            bottom: screen.height - max(screen.safeAreaInsets.bottom, profile.minimumBottomGap),
            topLimit: profile.topLimit(for: screen), profile: profile, headerHeight: headerHeight,
            actionCount: actionCount, actionRowsHeight: actionRowsHeight, cancelRowHeight: cancelRowHeight)
    }

    /// The iPhone sheet whose rows are all `rowHeight` tall.
    init(
        screen: ResolvedScreen, profile: MetricsProfile, headerHeight: Double, actionCount: Int, hasCancel: Bool,
        rowHeight: Double
    ) {
        self.init(
            screen: screen, profile: profile, headerHeight: headerHeight, actionCount: actionCount,
            actionRowsHeight: Double(actionCount) * rowHeight, cancelRowHeight: hasCancel ? rowHeight : nil)
    }

    /// The groups stacked up from `bottom`, no higher than `topLimit`: the rows other than cancel are
    /// `actionRowsHeight` tall together (separators aside), the cancel row `cancelRowHeight` when there is one.
    init(
        separatorThickness: Double, bottom: Double, topLimit: Double, profile: MetricsProfile, headerHeight: Double,
        actionCount: Int, actionRowsHeight: Double, cancelRowHeight: Double?
    ) {
        self.separatorThickness = separatorThickness
        let hasHeader = headerHeight > 0
        hasMainGroup = hasHeader || actionCount > 0
        self.bottom = bottom
        cancelTop = bottom - (cancelRowHeight ?? 0)
        mainBottom = cancelRowHeight != nil ? cancelTop - profile.cancelGap : bottom
        headerSeparator = Self.headerSeparator(
            separatorThickness: separatorThickness, headerHeight: headerHeight, actionCount: actionCount)
        actionsContentHeight = Self.actionsHeight(
            separatorThickness: separatorThickness, actionCount: actionCount, rowsHeight: actionRowsHeight)

        let available = mainBottom - topLimit
        let needed = headerHeight + headerSeparator + actionsContentHeight
        var visibleHeader = headerHeight
        var visibleActions = actionsContentHeight
        if needed > available {
            if actionCount == 0 {
                visibleHeader = available
            } else if !hasHeader {
                visibleActions = available
            } else {
                let keptForActions = min(actionsContentHeight, profile.actionsMinimumVisibleHeight)
                visibleHeader = min(headerHeight, max(0, available - headerSeparator - keptForActions))
                visibleActions = available - headerSeparator - visibleHeader
            }
        }
        visibleHeaderHeight = visibleHeader
        headerScrolls = visibleHeader < headerHeight - 1e-9
        actionsScroll = visibleActions < actionsContentHeight - 1e-9
        mainTop = mainBottom - (visibleHeader + headerSeparator + visibleActions)
    }

    /// The main group's height when nothing scrolls: header, its separator and the rows with theirs.
    static func naturalMainHeight(
        separatorThickness: Double, headerHeight: Double, actionCount: Int, actionRowsHeight: Double
    ) -> Double {
        headerHeight
            + headerSeparator(
                separatorThickness: separatorThickness, headerHeight: headerHeight, actionCount: actionCount)
            + actionsHeight(
                separatorThickness: separatorThickness, actionCount: actionCount, rowsHeight: actionRowsHeight)
    }

    private static func headerSeparator(separatorThickness: Double, headerHeight: Double, actionCount: Int) -> Double {
        headerHeight > 0 && actionCount > 0 ? separatorThickness : 0
    }

    private static func actionsHeight(separatorThickness: Double, actionCount: Int, rowsHeight: Double) -> Double {
        actionCount > 0 ? rowsHeight + Double(actionCount - 1) * separatorThickness : 0
    }
}
