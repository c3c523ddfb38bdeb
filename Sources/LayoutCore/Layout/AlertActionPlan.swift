/// An alert's actions arranged as UIKit arranges them (docs/alert.md): side by side in one row when there are
/// fewer than three, the text size is not an accessibility size and every title fits its share of the width
/// (cancel first, on the leading side), stacked otherwise (cancel last); each in the preferred font when it is the
/// preferred action. At the accessibility sizes the actions stack and each title wraps over as many lines as it
/// needs, its button growing with it (UIKit 26.1's action label: `numberOfLines` 0, word wrap, no shrinking).
struct AlertActionPlan {
    /// One action in display order.
    struct Item {
        /// Its index in the request's `actions`.
        let index: Int
        let style: ActionStyle
        let title: ActionTitleMeasurement
        /// The height of its button: `rowHeight`, or taller when its title wraps.
        let height: Double
    }

    let items: [Item]
    let isHorizontal: Bool
    /// The height of a button whose title takes one line: every button's below the accessibility sizes.
    let rowHeight: Double
    /// The width of each button (the row's when stacked).
    let itemWidth: Double
    /// The gap between two buttons: a hairline with separators, `actionSpacing` without.
    let gap: Double
    /// The height of the rows and the gaps between them, without the sequence's inset.
    let rowsHeight: Double

    /// The action font for `category`, and the preferred action's (semibold, Headline's weight).
    static func font(of action: Int, in sheet: borrowing SheetDescription, metrics: AlertMetrics, size: Double)
        -> FontSpec
    {
        FontSpec(size: size, weight: isPreferred(action, in: sheet, metrics: metrics) ? .semibold : .regular)
    }

    /// Whether the action at `index` is drawn in the preferred font.
    static func isPreferred(_ index: Int, in sheet: borrowing SheetDescription, metrics: AlertMetrics) -> Bool {
        if let preferred = sheet.preferredAction { return preferred == index }
        return metrics.cancelIsPreferredByDefault && sheet.actions[index].style == .cancel
    }

    /// The padding to the left and right of a title.
    static func horizontalMargin(_ metrics: AlertMetrics, _ category: ContentSizeCategory) -> Double {
        category.isAccessibilityCategory ? metrics.accessibilityActionHorizontalMargin : metrics.actionContentMargin
    }

    /// The widest width any action needs on one line: its title's and its margins
    /// (`_maximumWidthUsingAccessibilityWidthIfActionsAreTruncated:`).
    static func widestFittingWidth(
        _ sheet: borrowing SheetDescription, metrics: AlertMetrics, category: ContentSizeCategory,
        measurer: any TextMeasuring
    ) -> Double {
        let size = metrics.actionFontSize(category)
        var widest = 0.0
        for index in sheet.actions.indices {
            let font = font(of: index, in: sheet, metrics: metrics, size: size)
            widest = max(widest, measurer.singleLineWidth(of: sheet.actions[index].title, font: font))
        }
        return widest + 2 * horizontalMargin(metrics, category)
    }

    init(
        sheet: borrowing SheetDescription, profile: CatalogProfile, category: ContentSizeCategory, width: Double,
        separatorThickness: Double, measurer: any TextMeasuring
    ) {
        let metrics = profile.metrics.alert
        let count = sheet.actions.count
        let inner = width - 2 * metrics.actionSequenceInset
        gap = metrics.showsSeparators ? separatorThickness : metrics.actionSpacing
        let size = metrics.actionFontSize(category)
        let horizontalMargin = Self.horizontalMargin(metrics, category)
        let verticalMargin =
            category.isAccessibilityCategory
            ? metrics.accessibilityActionVerticalMargin * size / metrics.actionFontSize(.large)
            : metrics.actionContentMargin
        let lineHeight = profile.metrics.lineHeight(fontSize: size) - metrics.tightLeadingReduction
        rowHeight = max(metrics.actionMinimumHeight, lineHeight + 2 * verticalMargin)

        let sideBySideWidth = count > 0 ? (inner - Double(count - 1) * gap) / Double(count) : inner
        let mayBeHorizontal =
            count > 0 && Double(count) <= metrics.horizontalActionsMaximum && !category.isAccessibilityCategory
        isHorizontal =
            mayBeHorizontal
            && Self.widestFittingWidth(sheet, metrics: metrics, category: category, measurer: measurer)
                <= sideBySideWidth + 1e-9
        itemWidth = isHorizontal ? sideBySideWidth : inner

        // Side by side the cancel action leads; stacked it comes last (`_unlocalizedOrderedPresentableAlertActions`).
        let cancel = sheet.actions.indices.first { sheet.actions[$0].style == .cancel }
        var order = sheet.actions.indices.filter { $0 != cancel }
        if let cancel {
            if isHorizontal { order.insert(cancel, at: 0) } else { order.append(cancel) }
        }
        var items: [Item] = []
        items.reserveCapacity(count)
        let wraps = category.isAccessibilityCategory
        for index in order {
            // The measurement takes the weight from the style: cancel's is the semibold one.
            let weightStyle: ActionStyle =
                Self.isPreferred(index, in: sheet, metrics: metrics) ? .cancel : .default
            let title = ActionTitleMeasurement(
                title: sheet.actions[index].title, style: weightStyle, profile: profile, size: size,
                width: itemWidth - 2 * horizontalMargin, wraps: wraps, measurer: measurer)
            let height =
                wraps
                ? max(metrics.actionMinimumHeight, Double(title.lineCount) * lineHeight + 2 * verticalMargin)
                : rowHeight
            items.append(Item(index: index, style: sheet.actions[index].style, title: title, height: height))
        }
        self.items = items
        if isHorizontal {
            rowsHeight = count > 0 ? rowHeight : 0
        } else {
            rowsHeight = items.reduce(0) { $0 + $1.height } + Double(max(count - 1, 0)) * gap
        }
    }
}
