/// Where the groups go vertically, before pixel alignment: the cancel group sits on the bottom gap,
/// the main group above it, and when the main group does not fit under the top limit its header
/// and actions share the room (the actions keep at least `actionsMinimumVisibleHeight`) and scroll.
struct VerticalPlan {
    let pixel: Double
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

    init(
        screen: ResolvedScreen, profile: MetricsProfile, headerHeight: Double, actionCount: Int, hasCancel: Bool,
        rowHeight: Double
    ) {
        pixel = PixelGrid(scale: screen.scale).pixel
        let hasHeader = headerHeight > 0
        hasMainGroup = hasHeader || actionCount > 0
        bottom = screen.height - max(screen.safeAreaInsets.bottom, profile.minimumBottomGap)
        cancelTop = bottom - (hasCancel ? rowHeight : 0)
        mainBottom = hasCancel ? cancelTop - profile.cancelGap : bottom
        headerSeparator = hasHeader && actionCount > 0 ? pixel : 0
        actionsContentHeight = actionCount > 0 ? Double(actionCount) * rowHeight + Double(actionCount - 1) * pixel : 0

        let available = mainBottom - profile.topLimit(for: screen)
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
}
