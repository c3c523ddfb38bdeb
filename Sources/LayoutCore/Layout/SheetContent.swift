/// The sheet's texts measured for one width, and its actions sorted into the main group and the cancel group:
/// the measuring pass, shared by the iPhone sheet and the iPad popover.
struct SheetContent {
    let header: HeaderMeasurement
    /// The height of a row whose title takes one line: every row's at the standard text sizes.
    let rowHeight: Double
    /// The rows other than cancel, their heights added up (separators and gaps aside).
    let mainRowsHeight: Double
    /// The cancel row's height, when there is a cancel action.
    let cancelRowHeight: Double?
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
    /// At the accessibility text sizes every title, wrapped, by the action's index in the request: the row heights
    /// depend on them, so they are measured once up front. `nil` at the standard sizes, where every row is
    /// `rowHeight` tall and each title is fitted as its row is placed.
    private let wrappedTitles: [ActionTitleMeasurement]?

    /// Measures `sheet` for a group `width` wide whose action rows are `actionRowWidth` wide (the group's width
    /// unless its rows are inset, as the iOS 26 card's are); `glassHeader` `.uikit` lays the header out as UIKit
    /// 26.1's glass alert header.
    init(
        sheet: borrowing SheetDescription, profile: CatalogProfile, category: ContentSizeCategory, width: Double,
        actionRowWidth: Double? = nil, glassHeader: GlassHeaderSource? = nil, measurer: any TextMeasuring
    ) {
        header =
            glassHeader == .uikit
            ? HeaderMeasurement(
                glassAlertHeaderOf: sheet, profile: profile, category: category, width: width, measurer: measurer)
            : HeaderMeasurement(
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
        if category.isAccessibilityCategory {
            let titles = Self.wrappedTitles(
                of: sheet.actions, profile: profile, size: actionFontSize, width: titleWidth, measurer: measurer)
            var mainRowsHeight = 0.0
            var cancelRowHeight: Double?
            for index in titles.indices {
                let height = profile.metrics.actionRowHeight(
                    fontSize: actionFontSize, lineCount: titles[index].lineCount)
                if index == cancelIndex {
                    cancelRowHeight = height
                } else if actions[index].style != .cancel {
                    mainRowsHeight += height
                }
            }
            self.mainRowsHeight = mainRowsHeight
            self.cancelRowHeight = cancelRowHeight
            wrappedTitles = titles
        } else {
            mainRowsHeight = Double(mainActionCount) * rowHeight
            cancelRowHeight = cancelIndex != nil ? rowHeight : nil
            wrappedTitles = nil
        }
    }

    /// Every title of `actions` as UIKit's action label sets it at the accessibility sizes: unlimited lines, word
    /// wrap, no shrinking (docs/geometry.md, "Action titles").
    private static func wrappedTitles(
        of actions: [SheetAction], profile: CatalogProfile, size: Double, width: Double, measurer: any TextMeasuring
    ) -> [ActionTitleMeasurement] {
        actions.map { action in
            ActionTitleMeasurement(
                title: action.title, style: action.style, profile: profile, size: size, width: width, wraps: true,
                measurer: measurer)
        }
    }

    /// The title of the action at `index` in the request, fitted into its row.
    func titleOfAction(at index: Int) -> ActionTitleMeasurement {
        if let wrappedTitles { return wrappedTitles[index] }
        return ActionTitleMeasurement(
            title: actions[index].title, style: actions[index].style, profile: profile, size: actionFontSize,
            width: titleWidth, measurer: measurer)
    }

    /// The height of the row of the action at `index` in the request: taller than `rowHeight` when its title wraps.
    func rowHeight(ofActionAt index: Int) -> Double {
        guard let wrappedTitles else { return rowHeight }
        return profile.metrics.actionRowHeight(fontSize: actionFontSize, lineCount: wrappedTitles[index].lineCount)
    }

    /// The main group's height when nothing scrolls.
    func naturalMainHeight(separatorThickness: Double) -> Double {
        VerticalPlan.naturalMainHeight(
            separatorThickness: separatorThickness, headerHeight: header.contentHeight, actionCount: mainActionCount,
            actionRowsHeight: mainRowsHeight)
    }
}
