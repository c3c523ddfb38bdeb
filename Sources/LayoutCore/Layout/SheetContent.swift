/// The sheet's texts measured for one width, and its actions sorted into the main group and the cancel group:
/// the measuring pass, shared by the iPhone sheet and the iPad popover.
struct SheetContent {
    /// An action with its index in the request.
    typealias IndexedAction = (index: Int, action: SheetAction)

    let header: HeaderMeasurement
    let rowHeight: Double
    /// The non-cancel actions in input order.
    let mainActions: [IndexedAction]
    /// The cancel action, wherever it was in the input.
    let cancelAction: IndexedAction?
    private let titleWidth: Double
    private let profile: MetricsProfile
    private let category: ContentSizeCategory
    private let measurer: any TextMeasuring

    init(
        sheet: SheetDescription, profile: MetricsProfile, category: ContentSizeCategory, width: Double,
        measurer: any TextMeasuring
    ) {
        header = HeaderMeasurement(
            sheet: sheet, profile: profile, category: category,
            width: width - 2 * profile.headerHorizontalPadding, measurer: measurer)
        rowHeight = profile.actionRowHeight(fontSize: profile.actionFontSizes[category] ?? 21)
        titleWidth = width - 2 * profile.actionHorizontalPadding
        let indexed = sheet.actions.enumerated().map { (index: $0.offset, action: $0.element) }
        mainActions = indexed.filter { $0.action.style != .cancel }
        cancelAction = indexed.first { $0.action.style == .cancel }
        self.profile = profile
        self.category = category
        self.measurer = measurer
    }

    /// The title of `action` fitted into its row.
    func title(of action: SheetAction) -> ActionTitleMeasurement {
        ActionTitleMeasurement(
            action: action, profile: profile, category: category, width: titleWidth, measurer: measurer)
    }

    /// The main group's height when nothing scrolls.
    func naturalMainHeight(pixel: Double) -> Double {
        VerticalPlan.naturalMainHeight(
            pixel: pixel, headerHeight: header.contentHeight, actionCount: mainActions.count, rowHeight: rowHeight)
    }
}
