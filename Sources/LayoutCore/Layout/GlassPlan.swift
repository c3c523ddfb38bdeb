/// Where the parts of an iOS 26 card (or of its anchored popover) go vertically, before pixel alignment.
///
/// The measured card (docs/ios26.md) is its header, then `rows.inset`, the rows `rows.spacing` apart (the cancel row
/// last), then `rows.inset`: 64 + 14 + 3 × 48 + 2 × 8 + 14 = 252 for a title and three rows. Without a header the rows
/// start `rows.inset` down. When the card gets less than its natural height, the cancel row stays in place at the
/// bottom and the header and the other rows share the rest as the older sheets share it (the rows keep at least
/// `actionsMinimumVisibleHeight`) and scroll.
struct GlassPlan {
    /// The card's top and bottom.
    let top: Double
    let bottom: Double
    /// The header's visible height (its full height unless it scrolls).
    let visibleHeaderHeight: Double
    let headerScrolls: Bool
    /// The top of the first row other than cancel, and the bottom of the window they show through.
    let rowsTop: Double
    let rowsViewportBottom: Double
    /// The height of the rows other than cancel with their gaps.
    let rowsContentHeight: Double
    let rowsScroll: Bool
    /// The top of the cancel row, when the card has one.
    let cancelTop: Double?

    /// The card's height when nothing scrolls: the rows other than cancel are `actionRowsHeight` tall together
    /// (gaps aside), the cancel row `cancelRowHeight` when there is one.
    static func naturalHeight(
        headerHeight: Double, actionCount: Int, actionRowsHeight: Double, cancelRowHeight: Double?,
        rows glassRows: GlassRows
    ) -> Double {
        let rows = actionCount + (cancelRowHeight != nil ? 1 : 0)
        guard rows > 0 else { return headerHeight }
        return headerHeight + 2 * glassRows.inset + actionRowsHeight + (cancelRowHeight ?? 0)
            + Double(rows - 1) * glassRows.spacing
    }

    /// The card between `top` and `top + height`, `height` at most its natural height.
    init(
        top: Double, height: Double, headerHeight: Double, actionCount: Int, actionRowsHeight: Double,
        cancelRowHeight: Double?, rows glassRows: GlassRows, minimumVisibleRows: Double
    ) {
        self.top = top
        bottom = top + height
        let hasCancel = cancelRowHeight != nil
        let rows = actionCount + (hasCancel ? 1 : 0)
        let inset = rows > 0 ? glassRows.inset : 0
        rowsContentHeight = actionCount > 0 ? actionRowsHeight + Double(actionCount - 1) * glassRows.spacing : 0
        let cancelBlock = cancelRowHeight.map { $0 + (actionCount > 0 ? glassRows.spacing : 0) } ?? 0
        let available = height - 2 * inset - cancelBlock
        var visibleHeader = headerHeight
        var visibleRows = rowsContentHeight
        if headerHeight + rowsContentHeight > available {
            if actionCount == 0 {
                visibleHeader = max(0, available)
            } else if headerHeight == 0 {
                visibleRows = max(0, available)
            } else {
                let kept = min(rowsContentHeight, minimumVisibleRows)
                visibleHeader = min(headerHeight, max(0, available - kept))
                visibleRows = max(0, available - visibleHeader)
            }
        }
        visibleHeaderHeight = visibleHeader
        headerScrolls = visibleHeader < headerHeight - 1e-9
        rowsScroll = visibleRows < rowsContentHeight - 1e-9
        rowsTop = top + visibleHeader + inset
        rowsViewportBottom = rowsTop + visibleRows
        cancelTop = cancelRowHeight.map { top + height - inset - $0 }
    }
}
