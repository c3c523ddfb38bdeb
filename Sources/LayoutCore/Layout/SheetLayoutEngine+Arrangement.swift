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
            actionCount: content.mainActionCount, hasCancel: content.cancelIndex != nil,
            rowHeight: content.rowHeight)
        let dimmingAlpha =
            traits.userInterfaceStyle == .dark ? profile.dimmingAlphaDark : profile.dimmingAlphaLight
        var builder = ElementBuilder(
            grid: PixelGrid(scale: screen.scale),
            unalignedOrigin: (x: (screen.width - sheetWidth) / 2, y: plan.sheetTop), sheet: sheet,
            appearance: AppearanceResolver(
                profile: catalogProfile, style: traits.userInterfaceStyle, presentation: .sheet,
                dimmingAlpha: dimmingAlpha))
        let left = builder.unalignedOrigin.x
        if let customView = sheet.customView {
            builder.addCustomView(customView, sheetWidth: sheetWidth)
        }
        arrangeMainGroup(
            content, plan: plan, left: left, width: sheetWidth, profile: profile, into: &builder, layout: &layout)
        if let cancelIndex = content.cancelIndex {
            let columns = GridSpan(origin: left, length: sheetWidth, grid: builder.grid)
            let row = GridSpan(origin: plan.cancelTop, length: content.rowHeight, grid: builder.grid)
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

    /// The iPad popover: the main group alone (tapping outside cancels, so the cancel action is omitted),
    /// `popoverWidth` wide, on the first side of `source` with room (`PopoverPlacement`).
    /// - Throws: `LayoutValidationError` when no permitted side of the source leaves room for the popover.
    func arrangePopover(
        _ sheet: SheetDescription, source: Rect, permitted: Set<PopoverArrowDirection>, on screen: ResolvedScreen,
        profile catalogProfile: CatalogProfile, traits: Traits, into layout: inout SheetLayout
    ) throws(LayoutValidationError) {
        let profile = catalogProfile.metrics
        let margin = profile.popoverLayoutMargin
        let safe = screen.safeBounds
        let area = Rect(
            left: safe.x + margin, top: safe.y + margin, right: safe.maxX - margin, bottom: safe.maxY - margin)
        // The labels need some width, as on the sheet (`checkRoom`): at least 20 pt between their paddings.
        let minimumWidth = 2 * profile.headerHorizontalPadding + 20
        guard area.width >= minimumWidth, area.height > 0 else {
            throw LayoutValidationError(issues: [
                ValidationIssue(
                    pointer: "/screen",
                    detail:
                        "the safe area less the popover's \(format(margin)) pt margins is \(format(rounded(max(0, area.width)))) × \(format(rounded(max(0, area.height)))) pt: too small for a popover (at least \(format(minimumWidth)) pt wide)"
                )
            ])
        }
        let width = min(profile.popoverWidth, area.width)
        let content = SheetContent(
            sheet: sheet, profile: catalogProfile, category: traits.contentSizeCategory, width: width,
            measurer: measurer)
        let grid = PixelGrid(scale: screen.scale)
        let separatorThickness = profile.separatorThickness(scale: screen.scale)
        let contentHeight = content.naturalMainHeight(separatorThickness: separatorThickness)
        guard
            let placement = PopoverPlacement.place(
                source: source, area: area, width: width, contentHeight: contentHeight,
                minimumHeight: profile.actionsMinimumVisibleHeight, permitted: permitted, profile: profile)
        else {
            throw LayoutValidationError(issues: [
                Self.noRoomIssue(
                    source: source, area: area, width: width, contentHeight: contentHeight, permitted: permitted,
                    profile: profile)
            ])
        }
        let plan = VerticalPlan(
            separatorThickness: separatorThickness, bottom: placement.frame.maxY, topLimit: placement.frame.y,
            profile: profile,
            headerHeight: content.header.contentHeight, actionCount: content.mainActionCount, hasCancel: false,
            rowHeight: content.rowHeight)
        var builder = ElementBuilder(
            grid: grid, unalignedOrigin: (x: placement.frame.x, y: plan.sheetTop), sheet: sheet,
            appearance: AppearanceResolver(
                profile: catalogProfile, style: traits.userInterfaceStyle, presentation: .popover,
                dimmingAlpha: profile.popoverDimmingAlpha))
        if let customView = sheet.customView {
            builder.addCustomView(customView, sheetWidth: width)
        }
        arrangeMainGroup(
            content, plan: plan, left: placement.frame.x, width: width, profile: profile, into: &builder,
            layout: &layout)
        if !plan.hasMainGroup {
            layout.warnings.append(
                LayoutWarning(
                    code: "popoverEmpty",
                    message:
                        "The popover has nothing to show: no title, no message and no action other than cancel, which a popover omits.",
                    pointer: "/sheet"))
        }
        if let cancelIndex = content.cancelIndex {
            layout.warnings.append(
                LayoutWarning(
                    code: "cancelOmittedInPopover",
                    message:
                        "The cancel action is not shown in a popover: tapping outside the popover cancels, as UIKit does on iPad.",
                    pointer: "/sheet/actions/\(cancelIndex)"))
        }
        builder.addScreenOnly("dimming", .dimming, screen.bounds)
        let body = builder.sheetFrame(plan: plan, width: width)
        let arrow = placement.direction.flatMap { direction in
            placement.tip.map { tip in
                Self.arrow(direction, tip: grid.align(tip), body: body, grid: grid, profile: profile)
            }
        }
        layout.topLimit = area.y
        layout.sheetFrame = body
        layout.popover = PopoverLayout(
            sourceRect: source, permittedArrowDirections: PopoverArrowDirection.allCases.filter(permitted.contains),
            screenFrame: body, arrow: arrow)
        layout.dimmingAlpha = profile.popoverDimmingAlpha
        layout.elements = builder.finishedElements()
    }

    /// The arrow from the aligned body's edge to the aligned tip, `popoverArrowBase` wide.
    private static func arrow(
        _ direction: PopoverArrowDirection, tip: Point, body: Rect, grid: PixelGrid, profile: MetricsProfile
    ) -> PopoverArrow {
        let half = profile.popoverArrowBase / 2
        let frame: Rect
        switch direction {
        case .up: frame = Rect(left: tip.x - half, top: tip.y, right: tip.x + half, bottom: body.y)
        case .down: frame = Rect(left: tip.x - half, top: body.maxY, right: tip.x + half, bottom: tip.y)
        case .left: frame = Rect(left: tip.x, top: tip.y - half, right: body.x, bottom: tip.y + half)
        case .right: frame = Rect(left: body.maxX, top: tip.y - half, right: tip.x, bottom: tip.y + half)
        }
        return PopoverArrow(direction: direction, tip: tip, screenFrame: grid.align(frame))
    }

    /// Why no side of the source can take the popover, with the room on each permitted side.
    private static func noRoomIssue(
        source: Rect, area: Rect, width: Double, contentHeight: Double, permitted: Set<PopoverArrowDirection>,
        profile: MetricsProfile
    ) -> ValidationIssue {
        let arrow = profile.popoverArrowHeight
        let room = profile.popoverArrowPreference.filter(permitted.contains).map { direction -> String in
            // In leading coordinates: left is the leading side, also in right-to-left layouts.
            switch direction {
            case .up: return "below \(format(rounded(max(0, area.maxY - source.maxY - arrow)))) pt"
            case .down: return "above \(format(rounded(max(0, source.y - arrow - area.y)))) pt"
            case .right: return "on its leading side \(format(rounded(max(0, source.x - arrow - area.x)))) pt"
            case .left: return "on its trailing side \(format(rounded(max(0, area.maxX - source.maxX - arrow)))) pt"
            }
        }
        return ValidationIssue(
            pointer: "/sheet/sourceRect",
            detail:
                "leaves no room for the popover on any permitted side: it needs \(format(rounded(min(contentHeight, profile.actionsMinimumVisibleHeight)))) pt below or above the source, or \(format(width + arrow)) pt beside it, inside the safe area less \(format(profile.popoverLayoutMargin)) pt margins and with the arrow reaching the source; there is \(room.joined(separator: ", "))"
        )
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
            builder.add(
                "header", .header, columns,
                GridSpan(origin: plan.mainTop, length: plan.visibleHeaderHeight, grid: grid))
            let clip = plan.headerScrolls ? "header" : nil
            var y = plan.mainTop + profile.headerTopPadding
            let labelColumns = GridSpan(
                origin: left + profile.headerHorizontalPadding, length: width - 2 * profile.headerHorizontalPadding,
                grid: grid)
            if let title = content.header.title {
                let height = content.header.titleHeight
                builder.add(
                    "title", .title, labelColumns, GridSpan(origin: y, length: height, grid: grid), text: title,
                    clippedBy: clip)
                y += height + profile.titleMessageSpacing
            }
            if let message = content.header.message {
                builder.add(
                    "message", .message, labelColumns,
                    GridSpan(origin: y, length: content.header.messageHeight, grid: grid), text: message,
                    clippedBy: clip)
            }
            if plan.headerScrolls {
                let headerRect = Rect(x: left, y: plan.mainTop, width: width, height: plan.visibleHeaderHeight)
                let contentHeight = content.header.contentHeight
                let region = builder.scrollRegion("header", headerRect, contentHeight: contentHeight)
                layout.scrollRegions.append(region)
                layout.warnings.append(
                    LayoutWarning(
                        code: "headerScrolls",
                        message:
                            "The title and message need \(format(rounded(contentHeight))) pt but get \(format(rounded(region.visibleHeight))) pt: they scroll.",
                        pointer: "/sheet"))
            }
            if mainActionCount > 0 {
                builder.add(
                    "separator.header", .separator, columns,
                    GridSpan(
                        origin: plan.actionsTop - plan.separatorThickness, length: plan.separatorThickness, grid: grid))
            }
        }

        let actionsClip = plan.actionsScroll ? "actions" : nil
        let rowHeight = content.rowHeight
        let identifiers = ElementIdentifiers.numbered
        var position = 0
        for index in content.actions.indices {
            let style = content.actions[index].style
            if style == .cancel { continue }
            let rowTop = plan.actionsTop + Double(position) * (rowHeight + plan.separatorThickness)
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
            position += 1
        }
        if plan.actionsScroll {
            let viewport = Rect(x: left, y: plan.actionsTop, width: width, height: plan.mainBottom - plan.actionsTop)
            let region = builder.scrollRegion("actions", viewport, contentHeight: plan.actionsContentHeight)
            layout.scrollRegions.append(region)
            layout.warnings.append(
                LayoutWarning(
                    code: "actionsScroll",
                    message:
                        "The \(mainActionCount) actions need \(format(rounded(plan.actionsContentHeight))) pt but get \(format(rounded(region.visibleHeight))) pt: they scroll (the Human Interface Guidelines advise against it).",
                    pointer: "/sheet/actions"))
        }
    }

    /// The warning about an action title that had to shrink or be truncated, if any. Most titles fit, so the
    /// pointer is only built for a warning.
    static func titleWarnings(_ title: ActionTitleMeasurement, index: Int) -> [LayoutWarning] {
        if title.text.isTruncated {
            return [
                LayoutWarning(
                    code: "actionTitleTruncated",
                    message: "The title does not fit even at the smallest font size; it is shortened in the middle.",
                    pointer: "/sheet/actions/\(index)/title")
            ]
        }
        if title.wasShrunk {
            return [
                LayoutWarning(
                    code: "actionTitleShrunk",
                    message: "The title is set at \(format(rounded(title.text.font.size))) pt to fit its row.",
                    pointer: "/sheet/actions/\(index)/title")
            ]
        }
        return []
    }
}
