/// The sheet's texts measured for one width, and its actions sorted into the main group and the cancel group:
/// the measuring pass, shared by the iPhone sheet and the iPad popover.
struct SheetContent {
    /// An action with its index in the request.
    typealias IndexedAction = (index: Int, action: SheetAction)

    let header: HeaderMeasurement
    let rowHeight: Double
    /// The request's actions, shared with it rather than sorted into a new array on every layout.
    private let actions: [SheetAction]
    /// The number of non-cancel actions (`mainActions`).
    let mainActionCount: Int
    /// The cancel action, wherever it was in the input.
    let cancelAction: IndexedAction?
    private let titleWidth: Double
    /// The action titles' font size before any shrinking, looked up once for every row.
    private let actionFontSize: Double
    private let profile: CatalogProfile
    private let measurer: any TextMeasuring

    init(
        sheet: borrowing SheetDescription, profile: CatalogProfile, category: ContentSizeCategory, width: Double,
        measurer: any TextMeasuring
    ) {
        header = HeaderMeasurement(
            sheet: sheet, profile: profile, category: category,
            width: width - 2 * profile.metrics.headerHorizontalPadding, measurer: measurer)
        actionFontSize = profile.actionFontSize(category)
        rowHeight = profile.metrics.actionRowHeight(fontSize: actionFontSize)
        titleWidth = width - 2 * profile.metrics.actionHorizontalPadding
        actions = sheet.actions
        var mainActionCount = 0
        var cancelAction: IndexedAction?
        for (index, action) in actions.enumerated() {
            if action.style != .cancel {
                mainActionCount += 1
            } else if cancelAction == nil {
                cancelAction = (index, action)
            }
        }
        self.mainActionCount = mainActionCount
        self.cancelAction = cancelAction
        self.profile = profile
        self.measurer = measurer
    }

    /// The non-cancel actions in input order, each with its index in the request.
    var mainActions: some Sequence<IndexedAction> {
        actions.enumerated().lazy.filter { $0.element.style != .cancel }.map { (index: $0.offset, action: $0.element) }
    }

    /// The title of `action` fitted into its row.
    func title(of action: SheetAction) -> ActionTitleMeasurement {
        ActionTitleMeasurement(
            action: action, profile: profile, size: actionFontSize, width: titleWidth, measurer: measurer)
    }

    /// The main group's height when nothing scrolls.
    func naturalMainHeight(pixel: Double) -> Double {
        VerticalPlan.naturalMainHeight(
            pixel: pixel, headerHeight: header.contentHeight, actionCount: mainActionCount, rowHeight: rowHeight)
    }
}
