/// The iOS 26 card with two actions side by side. UIKit 26.1 presents a sourceless glass action sheet as an alert
/// and forces the alert's visual style (docs/alert.md), whose rule lets fewer than three actions share one row when
/// each title fits its share; the cancel action then leads, as in an alert. At accessibility sizes, or when a title
/// does not fit, the card stacks its rows as measured.
extension SheetLayoutEngine {
    /// Whether the card's two actions share a row: exactly two, below the accessibility sizes, each title (cancel
    /// semibold) with its padding no wider than half the row less the gap.
    func cardSharesRow(
        _ sheet: borrowing SheetDescription, width: Double, profile: CatalogProfile, rows: GlassRows,
        category: ContentSizeCategory
    ) -> Bool {
        guard sheet.actions.count == 2, !category.isAccessibilityCategory else { return false }
        let itemWidth = Self.cardRowItemWidth(width: width, rows: rows)
        let size = profile.actionFontSize(category)
        let padding = 2 * profile.metrics.actionHorizontalPadding
        return sheet.actions.indices.allSatisfy { index in
            let weight: FontWeight = sheet.actions[index].style == .cancel ? .semibold : .regular
            let font = FontSpec(size: size, weight: weight)
            return measurer.singleLineWidth(of: sheet.actions[index].title, font: font) + padding <= itemWidth
        }
    }

    /// The width of each of two capsules sharing the card's row.
    static func cardRowItemWidth(width: Double, rows: GlassRows) -> Double {
        (width - 2 * rows.inset - rows.spacing) / 2
    }

    /// The card with its header on top and one row of two capsules, cancel leading; the header scrolls when the
    /// card is taller than the room between the top limit and the bottom gap.
    func arrangeCardRow(
        _ sheet: SheetDescription, on screen: ResolvedScreen, profile catalogProfile: CatalogProfile,
        glass: GlassMetrics, rows: GlassRows, headerSource: GlassHeaderSource, traits: Traits,
        into layout: inout SheetLayout
    ) {
        let profile = catalogProfile.metrics
        let width = Self.cardWidth(on: screen, profile: profile, glass: glass)
        let itemWidth = Self.cardRowItemWidth(width: width, rows: rows)
        let content = SheetContent(
            sheet: sheet, profile: catalogProfile, category: traits.contentSizeCategory, width: width,
            actionRowWidth: itemWidth, glassHeader: headerSource, measurer: measurer)
        let topLimit = profile.topLimit(for: screen)
        let bottomLimit = Self.cardBottomLimit(on: screen, profile: profile)
        let rowBlock = 2 * rows.inset + content.rowHeight
        let height = min(content.header.contentHeight + rowBlock, bottomLimit - topLimit)
        let visibleHeader = max(0, height - rowBlock)
        let top = screen.centredTop(height: height, topLimit: topLimit, bottomLimit: bottomLimit)
        let left = (screen.width - width) / 2
        let dimmingAlpha = profile.dimmingAlpha(for: traits.userInterfaceStyle)
        var builder = Self.cardBuilder(
            sheet, content, origin: (left, top), width: width, screen: screen, profile: catalogProfile, glass: glass,
            headerSource: headerSource, traits: traits, dimmingAlpha: dimmingAlpha)
        let grid = builder.grid
        builder.add(
            "mainGroup", .mainGroup, GridSpan(origin: left, length: width, grid: grid),
            GridSpan(origin: top, length: height, grid: grid))
        if content.header.exists {
            addHeader(
                content.header, top: top, visibleHeight: visibleHeader,
                scrolls: visibleHeader < content.header.contentHeight - 1e-9, left: left, width: width,
                profile: profile, into: &builder, layout: &layout)
        }
        // Cancel leads; the other action, or both in input order without one, follow.
        var order = Array(content.actions.indices)
        if let cancel = content.cancelIndex {
            order.removeAll { $0 == cancel }
            order.insert(cancel, at: 0)
        }
        let rowSpan = GridSpan(origin: top + visibleHeader + rows.inset, length: content.rowHeight, grid: grid)
        var position = 0
        for (slot, index) in order.enumerated() {
            let columns = GridSpan(
                origin: left + rows.inset + Double(slot) * (itemWidth + rows.spacing), length: itemWidth,
                grid: grid)
            let title = content.titleOfAction(at: index)
            if title.needsWarning { layout.warnings += Self.titleWarnings(title, index: index) }
            if content.actions[index].style == .cancel {
                builder.add("cancel", .cancel, columns, rowSpan, style: .cancel, text: title.text)
            } else {
                builder.add(
                    ElementIdentifiers.numbered.action(position), .action, columns, rowSpan,
                    style: content.actions[index].style, text: title.text)
                position += 1
            }
        }
        builder.addScreenOnly("dimming", .dimming, screen.bounds)
        layout.topLimit = topLimit
        layout.sheetFrame = grid.align(Rect(x: left, y: top, width: width, height: height))
        layout.dimmingAlpha = dimmingAlpha
        layout.elements = builder.finishedElements()
        layout.assumptions.append(
            catalogProfile.sentences.card(sharedRow: true, measuredHeader: headerSource == .measuredCard).filled(
                format(rounded(width)), format(rounded(content.rowHeight))))
    }

    /// What `cardAssumption` adds when the card's two actions share a row.
    static let sharedRowClause =
        "; the two actions share a row, cancel leading, as the alert style UIKit 26.1 forces on a sourceless sheet lets fewer than three actions do when each title fits (docs/alert.md)"
}
