/// The iOS 26 card (docs/ios26.md): a sheet without a source under a profile with `glass` constants.
extension SheetLayoutEngine {
    /// The card: `min(cardMaximumWidth, short side − 2 × sideMargin)` wide, centred across the screen and in the
    /// safe area (no nearer its edges than the top limit and `minimumBottomGap`), its header on top and its rows
    /// below, the cancel action last.
    func arrangeCard(
        _ sheet: SheetDescription, on screen: ResolvedScreen, profile catalogProfile: CatalogProfile,
        glass: GlassMetrics, traits: Traits, into layout: inout SheetLayout
    ) {
        let profile = catalogProfile.metrics
        let headerSource = GlassHeaderSource.of(sheet, presentation: .card)
        let rows = GlassRows(glass, source: headerSource, alert: profile.alert)
        let width = Self.cardWidth(on: screen, profile: profile, glass: glass)
        if cardSharesRow(sheet, width: width, profile: catalogProfile, rows: rows, category: traits.contentSizeCategory)
        {
            return arrangeCardRow(
                sheet, on: screen, profile: catalogProfile, glass: glass, rows: rows, headerSource: headerSource,
                traits: traits, into: &layout)
        }
        let content = SheetContent(
            sheet: sheet, profile: catalogProfile, category: traits.contentSizeCategory, width: width,
            actionRowWidth: width - 2 * rows.inset, glassHeader: headerSource, measurer: measurer)
        let topLimit = profile.topLimit(for: screen)
        let bottomLimit = Self.cardBottomLimit(on: screen, profile: profile)
        let natural = GlassPlan.naturalHeight(
            headerHeight: content.header.contentHeight, actionCount: content.mainActionCount,
            actionRowsHeight: content.mainRowsHeight, cancelRowHeight: content.cancelRowHeight, rows: rows)
        let height = min(natural, bottomLimit - topLimit)
        let top = screen.centredTop(height: height, topLimit: topLimit, bottomLimit: bottomLimit)
        let left = (screen.width - width) / 2
        let plan = GlassPlan(
            top: top, height: height, headerHeight: content.header.contentHeight,
            actionCount: content.mainActionCount, actionRowsHeight: content.mainRowsHeight,
            cancelRowHeight: content.cancelRowHeight, rows: rows,
            minimumVisibleRows: profile.actionsMinimumVisibleHeight)
        let dimmingAlpha = profile.dimmingAlpha(for: traits.userInterfaceStyle)
        var builder = Self.cardBuilder(
            sheet, content, origin: (left, top), width: width, screen: screen, profile: catalogProfile, glass: glass,
            headerSource: headerSource, traits: traits, dimmingAlpha: dimmingAlpha)
        arrangeGlassGroup(
            content, plan: plan, left: left, width: width, rows: rows, profile: profile, into: &builder,
            layout: &layout)
        builder.addScreenOnly("dimming", .dimming, screen.bounds)
        layout.topLimit = topLimit
        layout.sheetFrame = builder.grid.align(Rect(x: left, y: top, width: width, height: height))
        layout.dimmingAlpha = dimmingAlpha
        layout.elements = builder.finishedElements()
        layout.assumptions.append(
            catalogProfile.sentences.card(sharedRow: false, measuredHeader: headerSource == .measuredCard).filled(
                format(rounded(width)), format(rounded(content.rowHeight))))
    }

    /// The card's element builder, alone or with its actions in one row, its custom view added: glass capsules as
    /// its rows' fill (their corners capped at the accessibility sizes) and the glass header's label style (the
    /// measured card's lone title in the measured colour).
    static func cardBuilder(
        _ sheet: SheetDescription, _ content: borrowing SheetContent, origin: (x: Double, y: Double), width: Double,
        screen: ResolvedScreen, profile: CatalogProfile, glass: GlassMetrics, headerSource: GlassHeaderSource,
        traits: Traits, dimmingAlpha: Double
    ) -> ElementBuilder {
        let appearance = AppearanceResolver(
            profile: profile, style: traits.userInterfaceStyle, presentation: .card, dimmingAlpha: dimmingAlpha,
            rowFill: (glass.rowBackgroundColor, content.rowHeight / 2),
            rowCornerRadiusMaximum: glass.rowCornerRadiusMaximum(traits.contentSizeCategory),
            headerLabels: HeaderLabelStyle(
                glass: glass, header: content.header,
                loneLabelColor: headerSource == .measuredCard ? profile.metrics.headerTextColor : nil))
        var builder = ElementBuilder(
            grid: PixelGrid(scale: screen.scale), unalignedOrigin: origin, sheet: sheet, appearance: appearance)
        builder.addCustomView(sheet.customView, sheetWidth: width)
        return builder
    }

    /// The card's width on `screen`.
    static func cardWidth(on screen: ResolvedScreen, profile: MetricsProfile, glass: GlassMetrics) -> Double {
        min(glass.cardMaximumWidth, min(screen.width, screen.height) - 2 * profile.sideMargin)
    }

    /// The lowest the card's bottom may reach: `minimumBottomGap` above the safe area's bottom.
    static func cardBottomLimit(on screen: ResolvedScreen, profile: MetricsProfile) -> Double {
        screen.height - screen.safeAreaInsets.bottom - profile.minimumBottomGap
    }

    /// The card's group and the popover's: the glass body (`mainGroup`), the header, the rows as capsules inset by
    /// `rowInset` and `rowSpacing` apart without separators, and the cancel row last when `plan` has one; scroll
    /// regions and warnings go to `layout`.
    func arrangeGlassGroup(
        _ content: SheetContent, plan: GlassPlan, left: Double, width: Double, rows: GlassRows,
        profile: MetricsProfile, into builder: inout ElementBuilder, layout: inout SheetLayout
    ) {
        let grid = builder.grid
        builder.add(
            "mainGroup", .mainGroup, GridSpan(origin: left, length: width, grid: grid),
            GridSpan(origin: plan.top, length: plan.bottom - plan.top, grid: grid))
        if content.header.exists {
            addHeader(
                content.header, top: plan.top, visibleHeight: plan.visibleHeaderHeight, scrolls: plan.headerScrolls,
                left: left, width: width, profile: profile, into: &builder, layout: &layout)
        }
        let rowColumns = GridSpan(origin: left + rows.inset, length: width - 2 * rows.inset, grid: grid)
        let rowsClip = plan.rowsScroll ? "actions" : nil
        let identifiers = ElementIdentifiers.numbered
        var position = 0
        var rowTop = plan.rowsTop
        for index in content.actions.indices where content.actions[index].style != .cancel {
            let title = content.titleOfAction(at: index)
            if title.needsWarning { layout.warnings += Self.titleWarnings(title, index: index) }
            let rowHeight = content.rowHeight(ofActionAt: index)
            builder.add(
                identifiers.action(position), .action, rowColumns,
                GridSpan(origin: rowTop, length: rowHeight, grid: grid),
                style: content.actions[index].style, text: title.text, clippedBy: rowsClip)
            rowTop += rowHeight + rows.spacing
            position += 1
        }
        if plan.rowsScroll {
            addActionsScrollRegion(
                Rect(x: left, y: plan.rowsTop, width: width, height: plan.rowsViewportBottom - plan.rowsTop),
                contentHeight: plan.rowsContentHeight, actionCount: content.mainActionCount, into: &builder,
                layout: &layout)
        }
        if let cancelIndex = content.cancelIndex, let cancelTop = plan.cancelTop {
            let title = content.titleOfAction(at: cancelIndex)
            if title.needsWarning { layout.warnings += Self.titleWarnings(title, index: cancelIndex) }
            builder.add(
                "cancel", .cancel, rowColumns,
                GridSpan(origin: cancelTop, length: content.rowHeight(ofActionAt: cancelIndex), grid: grid),
                style: .cancel, text: title.text)
        }
    }

    /// What the card takes from outside the one measurement (docs/ios26.md): its numbers here and the rules that
    /// gave them, with the measured header (a lone title) or UIKit 26.1's.
    static func cardAssumption(
        width: String, rowHeight: String, measuredHeader: Bool, profile: MetricsProfile, glass: GlassMetrics
    ) -> String {
        let header =
            measuredHeader
            ? "the header growing with its text (\(format(profile.headerTopPadding)) pt above the title, \(format(rounded(profile.headerBottomPadding))) pt below it, as measured for one line) and rows \(format(glass.rowInset)) pt in (measured)"
            : "the header is UIKit 26.1's glass alert header (decompiled; labels \(format(profile.alert.labelHorizontalInset)) pt and rows \(format(profile.alert.actionSequenceInset)) pt in), its title's labelColor inferred"
        return
            "profile ios26, centred card: an action sheet without a source is presented as an alert in iOS 26 (UIKit 26.1 forces the alert presentation). Its width \(width) pt follows min(\(format(glass.cardMaximumWidth)), short side − \(format(2 * profile.sideMargin))): the alert's 320 pt maximum (UIKit 26.1) and the 10 pt margins measured in a 320 pt window (300 pt there, at the Large text size with a one-line title). Inferred here: the centring in the safe area (at least \(format(profile.minimumBottomGap)) pt inside it), rows \(rowHeight) pt (\(format(profile.actionRowMinimumHeight)) pt, growing with the action font as iOS 17's rows do); \(header)"
    }

    /// Every number of the anchored popover that nobody measured (docs/ios26.md), on an iPhone (no arrow) or an
    /// iPad (an arrow).
    static func anchoredAssumption(width: String, profile: MetricsProfile, glass: GlassMetrics, onPad: Bool) -> String {
        let arrow =
            onPad
            ? "an arrow \(format(glass.padArrowBase)) × \(format(glass.padArrowHeight)) pt (UIKit 26.1 hides it only on iPhone; its size is TOActionSheet's) that may come \(format(glass.padArrowCornerClearance)) pt + half its base from a corner (the older popover's radius)"
            : "no arrow (base \(format(profile.popoverArrowBase)) pt, UIKit 26.1 hides it on iPhone), \(format(profile.popoverArrowHeight)) pt from the source"
        return
            "profile ios26, anchored popover: not measured. Width \(width) pt (at most \(format(glass.anchoredMaximumWidth)), UIKit 26.1's cap for an iPhone glass sheet; \(format(profile.popoverWidth)) on a regular-width iPad), \(format(profile.popoverLayoutMargin)) pt popover margins (UIKit 26.1), its header UIKit 26.1's glass one; inferred: corners \(format(profile.popoverCornerRadius)) pt (the card's), \(arrow), sides tried below, above, left, right (the iPad popover's), dimming alpha \(format(profile.popoverDimmingAlpha)); the rows' height and fonts are the card's"
    }

    /// Why the screen cannot hold the card: the room between the top limit and the bottom gap is less than the
    /// rows that must stay visible, the first action's and the cancel row, each as tall as its title wraps at the
    /// accessibility sizes (as the bottom sheet counts its cancel row's lines), with the card's insets and gap.
    static func cardRoomIssue(
        on screen: ResolvedScreen, request: LayoutRequest, profile: CatalogProfile, glass: GlassMetrics,
        measurer: any TextMeasuring
    ) -> ValidationIssue? {
        let metrics = profile.metrics
        let rows = GlassRows(
            glass, source: GlassHeaderSource.of(request.sheet, presentation: .card), alert: metrics.alert)
        let rowWidth = cardWidth(on: screen, profile: metrics, glass: glass) - 2 * rows.inset
        let actions = request.sheet.actions
        // The rows that stay put when the card is squeezed: the cancel row, and the first of the others, at the
        // top of their scrolling rows.
        func height(_ index: Int?) -> Double {
            index.map { rowHeight(ofActionAt: $0, rowWidth: rowWidth, request, profile: profile, measurer: measurer) }
                ?? 0
        }
        let cancel = actions.firstIndex { $0.style == .cancel }
        let first = actions.firstIndex { $0.style != .cancel }
        let gap = cancel != nil && first != nil ? rows.spacing : 0
        let needed = 2 * rows.inset + height(cancel) + height(first) + gap
        let top = metrics.topLimit(for: screen)
        let bottom = cardBottomLimit(on: screen, profile: metrics)
        guard bottom - top < needed else { return nil }
        return ValidationIssue(
            pointer: "/screen/height",
            detail:
                "the screen is too short: the card needs \(format(rounded(needed))) pt between y=\(format(rounded(top))) and y=\(format(rounded(bottom)))"
        )
    }
}
