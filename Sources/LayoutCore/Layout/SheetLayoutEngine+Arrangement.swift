/// The arranging pass: the groups placed in leading (left-to-right) coordinates, before mirroring. Each pass fills
/// in the top limit, frames, elements, scroll regions, warnings and dimming of the layout it is given, so that they
/// are formed where the engine returns them instead of being gathered into an intermediate value and copied.
extension SheetLayoutEngine {
    /// The iPhone sheet (and an iPad window of compact width): the cancel group on the bottom gap, the main
    /// group above it, `min(W, H) − 2 × sideMargin` wide and centred.
    func arrangeSheet(
        _ sheet: SheetDescription, on screen: ResolvedScreen, profile catalogProfile: CatalogProfile, traits: Traits,
        into layout: inout SheetLayout
    ) {
        let profile = catalogProfile.metrics
        let sheetWidth = min(screen.width, screen.height) - 2 * profile.sideMargin
        let content = SheetContent(
            sheet: sheet, profile: catalogProfile, category: traits.contentSizeCategory, width: sheetWidth,
            measurer: measurer)
        let plan = VerticalPlan(
            screen: screen, profile: profile, headerHeight: content.header.contentHeight,
            actionCount: content.mainActionCount, actionRowsHeight: content.mainRowsHeight,
            cancelRowHeight: content.cancelRowHeight)
        let dimmingAlpha = profile.dimmingAlpha(for: traits.userInterfaceStyle)
        var builder = ElementBuilder(
            grid: PixelGrid(scale: screen.scale),
            unalignedOrigin: (x: (screen.width - sheetWidth) / 2, y: plan.sheetTop), sheet: sheet,
            appearance: AppearanceResolver(
                profile: catalogProfile, style: traits.userInterfaceStyle, presentation: .sheet,
                dimmingAlpha: dimmingAlpha))
        let left = builder.unalignedOrigin.x
        builder.addCustomView(sheet.customView, sheetWidth: sheetWidth)
        arrangeMainGroup(
            content, plan: plan, left: left, width: sheetWidth, profile: profile, into: &builder, layout: &layout)
        if let cancelIndex = content.cancelIndex {
            let columns = GridSpan(origin: left, length: sheetWidth, grid: builder.grid)
            let row = GridSpan(
                origin: plan.cancelTop, length: content.rowHeight(ofActionAt: cancelIndex), grid: builder.grid)
            let title = content.titleOfAction(at: cancelIndex)
            if title.needsWarning { layout.warnings += Self.titleWarnings(title, index: cancelIndex) }
            builder.add("cancelGroup", .cancelGroup, columns, row)
            builder.add("cancel", .cancel, columns, row, style: .cancel, text: title.text)
        }
        builder.addScreenOnly("dimming", .dimming, screen.bounds)
        layout.topLimit = profile.topLimit(for: screen)
        layout.sheetFrame = builder.sheetFrame(plan: plan, width: sheetWidth)
        layout.dimmingAlpha = dimmingAlpha
        layout.elements = builder.finishedElements()
    }

    /// The main group: header (title, message), separators and action rows, scrolling when the plan says so; its
    /// scroll regions and warnings go to `layout`.
    func arrangeMainGroup(
        _ content: SheetContent, plan: VerticalPlan, left: Double, width: Double, profile: MetricsProfile,
        into builder: inout ElementBuilder, layout: inout SheetLayout
    ) {
        let grid = builder.grid
        let mainActionCount = content.mainActionCount
        // Every element but the labels spans the group's width: its left and right edges are rounded once.
        let columns = GridSpan(origin: left, length: width, grid: grid)
        if plan.hasMainGroup {
            builder.add(
                "mainGroup", .mainGroup, columns,
                GridSpan(origin: plan.mainTop, length: plan.mainBottom - plan.mainTop, grid: grid))
        }
        if content.header.exists {
            addHeader(
                content.header, top: plan.mainTop, visibleHeight: plan.visibleHeaderHeight, scrolls: plan.headerScrolls,
                left: left, width: width, profile: profile, into: &builder, layout: &layout)
            if mainActionCount > 0 {
                builder.add(
                    "separator.header", .separator, columns,
                    GridSpan(
                        origin: plan.actionsTop - plan.separatorThickness, length: plan.separatorThickness, grid: grid))
            }
        }

        let actionsClip = plan.actionsScroll ? "actions" : nil
        let identifiers = ElementIdentifiers.numbered
        var position = 0
        var rowTop = plan.actionsTop
        for index in content.actions.indices {
            let style = content.actions[index].style
            if style == .cancel { continue }
            let rowHeight = content.rowHeight(ofActionAt: index)
            let title = content.titleOfAction(at: index)
            if title.needsWarning { layout.warnings += Self.titleWarnings(title, index: index) }
            builder.add(
                identifiers.action(position), .action, columns,
                GridSpan(origin: rowTop, length: rowHeight, grid: grid), style: style, text: title.text,
                clippedBy: actionsClip)
            if position < mainActionCount - 1 {
                builder.add(
                    identifiers.separator(position), .separator, columns,
                    GridSpan(origin: rowTop + rowHeight, length: plan.separatorThickness, grid: grid),
                    clippedBy: actionsClip)
            }
            rowTop += rowHeight + plan.separatorThickness
            position += 1
        }
        if plan.actionsScroll {
            addActionsScrollRegion(
                Rect(x: left, y: plan.actionsTop, width: width, height: plan.mainBottom - plan.actionsTop),
                contentHeight: plan.actionsContentHeight, actionCount: mainActionCount, into: &builder,
                layout: &layout)
        }
    }

    /// The header's elements (the header, its title and message) from `top`, `visibleHeight` tall, scrolling when
    /// `scrolls` says so, with its scroll region and warning; shared by the sheet, the popover and the iOS 26 card.
    func addHeader(
        _ header: HeaderMeasurement, top: Double, visibleHeight: Double, scrolls: Bool, left: Double, width: Double,
        profile: MetricsProfile, into builder: inout ElementBuilder, layout: inout SheetLayout
    ) {
        let grid = builder.grid
        builder.add(
            "header", .header, GridSpan(origin: left, length: width, grid: grid),
            GridSpan(origin: top, length: visibleHeight, grid: grid))
        let clip = scrolls ? "header" : nil
        let labelColumns = GridSpan(
            origin: left + header.labelInset, length: width - 2 * header.labelInset, grid: grid)
        if let title = header.title {
            builder.add(
                "title", .title, labelColumns,
                GridSpan(origin: top + header.titleTop, length: header.titleHeight, grid: grid), text: title,
                clippedBy: clip)
        }
        if let message = header.message {
            builder.add(
                "message", .message, labelColumns,
                GridSpan(origin: top + header.messageTop, length: header.messageHeight, grid: grid),
                text: message, clippedBy: clip)
        }
        if scrolls {
            addScrollRegion(
                "header", Rect(x: left, y: top, width: width, height: visibleHeight),
                contentHeight: header.contentHeight, warning: .headerScrolls, what: "The title and message",
                pointer: "/sheet", into: &builder, layout: &layout)
        }
    }

    /// The warning about an action title that had to shrink or be truncated, if any, with the size it was set at.
    /// Most titles fit, so the pointer is only built for a warning.
    static func titleWarnings(_ title: ActionTitleMeasurement, index: Int) -> [LayoutWarning] {
        let size = format(rounded(title.text.font.size))
        if title.text.isTruncated {
            return [
                LayoutWarning(
                    code: .actionTitleTruncated,
                    message:
                        "The title does not fit on one line even at \(size) pt, the smallest size its label may shrink to; it is shortened in the middle.",
                    pointer: "/sheet/actions/\(index)/title")
            ]
        }
        if title.wasShrunk {
            return [
                LayoutWarning(
                    code: .actionTitleShrunk,
                    message:
                        "The title is set at \(size) pt, the largest size at which it fits its row on one line (it may shrink to \(format(rounded(title.minimumSize))) pt before it is truncated).",
                    pointer: "/sheet/actions/\(index)/title")
            ]
        }
        return []
    }
}
