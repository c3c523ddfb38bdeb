/// The sheet's texts measured for one width, and its actions sorted into the main group and the cancel group:
/// the measuring pass, shared by the iPhone sheet and the iPad popover.
struct SheetContent {
    let header: HeaderMeasurement
    let rowHeight: Double
    /// The request's actions, shared with it rather than sorted into a new array on every layout: the main group
    /// shows those whose style is not cancel, in input order.
    let actions: [SheetAction]
    /// The number of non-cancel actions.
    let mainActionCount: Int
    /// The index of the cancel action, wherever it was in the input.
    let cancelIndex: Int?
    private let titleWidth: Double
    /// The action titles' font size before any shrinking, looked up once for every row.
    private let actionFontSize: Double
    private let profile: CatalogProfile
    private let measurer: any TextMeasuring

    /// Measures `sheet` for a group `width` wide whose action rows are `actionRowWidth` wide (the group's width
    /// unless its rows are inset, as the iOS 26 card's are).
    init(
        sheet: borrowing SheetDescription, profile: CatalogProfile, category: ContentSizeCategory, width: Double,
        actionRowWidth: Double? = nil, measurer: any TextMeasuring
    ) {
        header = HeaderMeasurement(
            sheet: sheet, profile: profile, category: category,
            width: width - 2 * profile.metrics.headerHorizontalPadding, measurer: measurer)
        actionFontSize = profile.actionFontSize(category)
        rowHeight = profile.metrics.actionRowHeight(fontSize: actionFontSize)
        titleWidth = (actionRowWidth ?? width) - 2 * profile.metrics.actionHorizontalPadding
        actions = sheet.actions
        var mainActionCount = 0
        var cancelIndex: Int?
        // By index, reading only the style: enumerating the actions would copy (retain) every title.
        for index in actions.indices {
            if actions[index].style != .cancel {
                mainActionCount += 1
            } else if cancelIndex == nil {
                cancelIndex = index
            }
        }
        self.mainActionCount = mainActionCount
        self.cancelIndex = cancelIndex
        self.profile = profile
        self.measurer = measurer
    }

    /// The title of the action at `index` in the request, fitted into its row.
    func titleOfAction(at index: Int) -> ActionTitleMeasurement {
        ActionTitleMeasurement(
            title: actions[index].title, style: actions[index].style, profile: profile, size: actionFontSize,
            width: titleWidth, measurer: measurer)
    }

    /// The main group's height when nothing scrolls.
    func naturalMainHeight(separatorThickness: Double) -> Double {
        VerticalPlan.naturalMainHeight(
            separatorThickness: separatorThickness, headerHeight: header.contentHeight, actionCount: mainActionCount,
            rowHeight: rowHeight)
    }
}
