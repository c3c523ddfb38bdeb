/// The popover, placed around its source rectangle: the iPad's and, under an iOS 26 profile, every sheet's that has
/// a source.
extension SheetLayoutEngine {
    /// The popover: the main group alone (tapping outside cancels, so the cancel action is omitted), on the first
    /// side of `source` with room (`PopoverPlacement`). On a regular-width iPad it is `popoverWidth` wide; under an
    /// iOS 26 profile it holds the card's rows (`GlassPlan`) and, elsewhere, is as wide as the card would be.
    /// - Parameter usesPadWidth: Whether the popover is a regular-width iPad's, `popoverWidth` wide.
    /// - Throws: `LayoutValidationError` when no permitted side of the source leaves room for the popover.
    func arrangePopover(
        _ sheet: SheetDescription, source: Rect, permitted: Set<PopoverArrowDirection>, on screen: ResolvedScreen,
        profile catalogProfile: CatalogProfile, traits: Traits, usesPadWidth: Bool, into layout: inout SheetLayout
    ) throws(LayoutValidationError) {
        var profile = catalogProfile.metrics
        // The anchored sheet's header is UIKit 26.1's (`GlassHeaderSource`): nobody measured a popover.
        let glass = profile.glass
        let rows = glass.map { GlassRows($0, source: .uikit, alert: profile.alert) }
        // UIKit 26.1 hides a glass sheet's arrow on the phone only: an iPad's popover keeps one.
        if let glass, traits.idiom == .pad {
            profile.popoverArrowBase = glass.padArrowBase
            profile.popoverArrowHeight = glass.padArrowHeight
        }
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
        let widest = glass.map { usesPadWidth ? profile.popoverWidth : $0.anchoredMaximumWidth } ?? profile.popoverWidth
        let width = min(widest, area.width)
        let content = SheetContent(
            sheet: sheet, profile: catalogProfile, category: traits.contentSizeCategory, width: width,
            actionRowWidth: rows.map { width - 2 * $0.inset }, glassHeader: glass == nil ? nil : .uikit,
            measurer: measurer)
        let grid = PixelGrid(scale: screen.scale)
        let separatorThickness = profile.separatorThickness(scale: screen.scale)
        let contentHeight =
            rows.map {
                GlassPlan.naturalHeight(
                    headerHeight: content.header.contentHeight, actionCount: content.mainActionCount,
                    actionRowsHeight: content.mainRowsHeight, cancelRowHeight: nil, rows: $0)
            } ?? content.naturalMainHeight(separatorThickness: separatorThickness)
        guard
            let placement = PopoverPlacement.place(
                source: source, area: area, width: width, contentHeight: contentHeight,
                minimumHeight: profile.actionsMinimumVisibleHeight, permitted: permitted, profile: profile,
                arrowCornerClearance: traits.idiom == .pad ? glass?.padArrowCornerClearance : nil)
        else {
            throw LayoutValidationError(issues: [
                Self.noRoomIssue(
                    source: source, area: area, width: width, contentHeight: contentHeight, permitted: permitted,
                    profile: profile)
            ])
        }
        let glassPlan = rows.map { rows in
            GlassPlan(
                top: placement.frame.y, height: placement.frame.height, headerHeight: content.header.contentHeight,
                actionCount: content.mainActionCount, actionRowsHeight: content.mainRowsHeight,
                cancelRowHeight: nil, rows: rows, minimumVisibleRows: profile.actionsMinimumVisibleHeight)
        }
        let sheetPlan =
            glass != nil
            ? nil
            : VerticalPlan(
                separatorThickness: separatorThickness, bottom: placement.frame.maxY, topLimit: placement.frame.y,
                profile: profile,
                headerHeight: content.header.contentHeight, actionCount: content.mainActionCount,
                actionRowsHeight: content.mainRowsHeight, cancelRowHeight: nil)
        var builder = ElementBuilder(
            grid: grid, unalignedOrigin: (x: placement.frame.x, y: sheetPlan?.sheetTop ?? placement.frame.y),
            sheet: sheet,
            appearance: AppearanceResolver(
                profile: catalogProfile, style: traits.userInterfaceStyle, presentation: .popover,
                dimmingAlpha: profile.popoverDimmingAlpha,
                rowFill: glass.map { ($0.rowBackgroundColor, content.rowHeight / 2) },
                rowCornerRadiusMaximum: glass?.rowCornerRadiusMaximum(traits.contentSizeCategory),
                headerLabels: glass.map { HeaderLabelStyle(glass: $0, header: content.header) }))
        builder.addCustomView(sheet.customView, sheetWidth: width)
        var body = grid.align(placement.frame)
        if let rows, let glassPlan {
            arrangeGlassGroup(
                content, plan: glassPlan, left: placement.frame.x, width: width, rows: rows, profile: profile,
                into: &builder, layout: &layout)
            let sentence =
                traits.idiom == .pad ? catalogProfile.sentences.anchoredOnPad : catalogProfile.sentences.anchored
            layout.assumptions.append(sentence!.filled(format(rounded(width))))
        } else if let sheetPlan {
            arrangeMainGroup(
                content, plan: sheetPlan, left: placement.frame.x, width: width, profile: profile, into: &builder,
                layout: &layout)
            body = builder.sheetFrame(plan: sheetPlan, width: width)
            layout.assumptions.append(catalogProfile.sentences.padPopover.filled(format(rounded(width))))
        }
        if !content.header.exists && content.mainActionCount == 0 {
            layout.warnings.append(
                LayoutWarning(
                    code: .popoverEmpty,
                    message:
                        "The popover has nothing to show: no title, no message and no action other than cancel, which a popover omits.",
                    pointer: "/sheet"))
        }
        if let cancelIndex = content.cancelIndex {
            layout.warnings.append(
                LayoutWarning(
                    code: .cancelOmittedInPopover,
                    message: glass == nil
                        ? "The cancel action is not shown in a popover: tapping outside the popover cancels, as UIKit does on iPad."
                        : "The cancel action \"\(content.actions[cancelIndex].title)\" is dropped from the anchored sheet: tapping outside it cancels, as UIKit does from iOS 26 on for an action sheet with a source (UIKit 26.1 hideCancelAction: is always YES with Liquid Glass).",
                    pointer: "/sheet/actions/\(cancelIndex)"))
        }
        builder.addScreenOnly("dimming", .dimming, screen.bounds)
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
}
