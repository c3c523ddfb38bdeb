/// Lays out an action sheet as UIKit does on iPhone: measure the texts, then arrange the groups
/// from the bottom of the screen up, then align every edge to the pixel grid.
///
/// ```swift
/// let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
/// let layout = try engine.layout(for: LayoutRequest(
///     screen: ScreenDescription(width: 390),
///     sheet: SheetDescription(title: "ほげ", actions: [SheetAction(title: "へい")])))
/// print(layout.sheetFrame)
/// ```
public struct SheetLayoutEngine: Sendable {
    /// Measures every text.
    public let measurer: any TextMeasuring
    /// The bounds requests must stay within.
    public let limits: LayoutLimits

    /// Creates an engine.
    /// - Parameters:
    ///   - measurer: the text measurer (HarfBuzz in the service, fixed metrics in geometry tests).
    ///   - limits: the bounds requests must stay within.
    public init(measurer: any TextMeasuring, limits: LayoutLimits = .standard) {
        self.measurer = measurer
        self.limits = limits
    }

    /// The frame of every element of the sheet described by `request`.
    /// - Throws: `LayoutValidationError` when a field is out of range or the screen has no room for a sheet.
    public func layout(for request: LayoutRequest) throws(LayoutValidationError) -> SheetLayout {
        try request.validate(limits: limits)
        let profile = MetricsProfile.named(request.profileName ?? MetricsProfile.defaultName) ?? .ios17
        let (screen, assumptions) = DeviceCatalog.resolve(request.screen)
        try Self.checkRoom(on: screen, request: request, profile: profile)

        let category = request.traits.contentSizeCategory
        let sheetWidth = min(screen.width, screen.height) - 2 * profile.sideMargin
        let header = HeaderMeasurement(
            sheet: request.sheet, profile: profile, category: category,
            width: sheetWidth - 2 * profile.headerHorizontalPadding, measurer: measurer)
        let actionFontSize = profile.actionFontSizes[category] ?? 21
        let rowHeight = profile.actionRowHeight(fontSize: actionFontSize)
        let titleWidth = sheetWidth - 2 * profile.actionHorizontalPadding
        let indexedActions = request.sheet.actions.enumerated().map { (index: $0.offset, action: $0.element) }
        let mainActions = indexedActions.filter { $0.action.style != .cancel }
        let cancelAction = indexedActions.first { $0.action.style == .cancel }
        func measureTitle(_ action: SheetAction) -> ActionTitleMeasurement {
            ActionTitleMeasurement(
                action: action, profile: profile, category: category, width: titleWidth, measurer: measurer)
        }

        let plan = VerticalPlan(
            screen: screen, profile: profile, headerHeight: header.contentHeight,
            actionCount: mainActions.count, hasCancel: cancelAction != nil, rowHeight: rowHeight)
        var builder = ElementBuilder(
            grid: PixelGrid(scale: screen.scale),
            unalignedOrigin: (x: (screen.width - sheetWidth) / 2, y: plan.sheetTop))
        let left = builder.unalignedOrigin.x

        var warnings: [LayoutWarning] = []
        if let customView = request.sheet.customView {
            builder.addCustomView(customView, sheetWidth: sheetWidth)
            warnings += CustomViewWarnings.check(
                customView, elements: builder.elements, screen: screen,
                topLimit: profile.topLimit(for: screen))
        }

        var scrollRegions: [ScrollRegion] = []
        if plan.hasMainGroup {
            builder.add(
                "mainGroup", .mainGroup,
                Rect(x: left, y: plan.mainTop, width: sheetWidth, height: plan.mainBottom - plan.mainTop))
        }
        if header.exists {
            let headerRect = Rect(x: left, y: plan.mainTop, width: sheetWidth, height: plan.visibleHeaderHeight)
            builder.add("header", .header, headerRect)
            let clip = plan.headerScrolls ? "header" : nil
            var y = plan.mainTop + profile.headerTopPadding
            let labelX = left + profile.headerHorizontalPadding
            let labelWidth = sheetWidth - 2 * profile.headerHorizontalPadding
            if let title = header.title {
                builder.add(
                    "title", .title, Rect(x: labelX, y: y, width: labelWidth, height: title.height),
                    text: title.text, clippedBy: clip)
                y += title.height + profile.titleMessageSpacing
            }
            if let message = header.message {
                builder.add(
                    "message", .message, Rect(x: labelX, y: y, width: labelWidth, height: message.height),
                    text: message.text, clippedBy: clip)
            }
            if plan.headerScrolls {
                let region = builder.scrollRegion("header", headerRect, contentHeight: header.contentHeight)
                scrollRegions.append(region)
                warnings.append(
                    LayoutWarning(
                        code: "headerScrolls",
                        message:
                            "The title and message need \(format(rounded(header.contentHeight))) pt but get \(format(rounded(region.visibleHeight))) pt: they scroll.",
                        pointer: "/sheet"))
            }
            if !mainActions.isEmpty {
                builder.add(
                    "separator.header", .separator,
                    Rect(x: left, y: plan.actionsTop - plan.pixel, width: sheetWidth, height: plan.pixel))
            }
        }

        let actionsClip = plan.actionsScroll ? "actions" : nil
        for (position, entry) in mainActions.enumerated() {
            let rowTop = plan.actionsTop + Double(position) * (rowHeight + plan.pixel)
            let title = measureTitle(entry.action)
            warnings += Self.titleWarnings(title, index: entry.index)
            builder.add(
                "action.\(position)", .action, Rect(x: left, y: rowTop, width: sheetWidth, height: rowHeight),
                style: entry.action.style, text: title.text, clippedBy: actionsClip)
            if position < mainActions.count - 1 {
                builder.add(
                    "separator.\(position)", .separator,
                    Rect(x: left, y: rowTop + rowHeight, width: sheetWidth, height: plan.pixel),
                    clippedBy: actionsClip)
            }
        }
        if plan.actionsScroll {
            let viewport = Rect(
                x: left, y: plan.actionsTop, width: sheetWidth, height: plan.mainBottom - plan.actionsTop)
            let region = builder.scrollRegion("actions", viewport, contentHeight: plan.actionsContentHeight)
            scrollRegions.append(region)
            warnings.append(
                LayoutWarning(
                    code: "actionsScroll",
                    message:
                        "The \(mainActions.count) actions need \(format(rounded(plan.actionsContentHeight))) pt but get \(format(rounded(region.visibleHeight))) pt: they scroll (the Human Interface Guidelines advise against it).",
                    pointer: "/sheet/actions"))
        }

        if let cancel = cancelAction {
            let rect = Rect(x: left, y: plan.cancelTop, width: sheetWidth, height: rowHeight)
            let title = measureTitle(cancel.action)
            warnings += Self.titleWarnings(title, index: cancel.index)
            builder.add("cancelGroup", .cancelGroup, rect)
            builder.add("cancel", .cancel, rect, style: .cancel, text: title.text)
        }
        builder.addScreenOnly("dimming", .dimming, screen.bounds)

        return SheetLayout(
            profile: profile.name, assumptions: assumptions, screen: screen,
            topLimit: profile.topLimit(for: screen), sheetFrame: builder.sheetFrame(plan: plan, width: sheetWidth),
            elements: builder.elements, scrollRegions: scrollRegions, warnings: warnings,
            dimmingAlpha: request.traits.userInterfaceStyle == .dark
                ? profile.dimmingAlphaDark : profile.dimmingAlphaLight)
    }

    private static func titleWarnings(_ title: ActionTitleMeasurement, index: Int) -> [LayoutWarning] {
        let pointer = "/sheet/actions/\(index)/title"
        if title.text.isTruncated {
            return [
                LayoutWarning(
                    code: "actionTitleTruncated",
                    message: "The title does not fit even at the smallest font size; it is shortened in the middle.",
                    pointer: pointer)
            ]
        }
        if title.wasShrunk {
            return [
                LayoutWarning(
                    code: "actionTitleShrunk",
                    message: "The title is set at \(format(rounded(title.text.font.size))) pt to fit its row.",
                    pointer: pointer)
            ]
        }
        return []
    }

    /// Refuses screens too small to hold a sheet at all.
    private static func checkRoom(on screen: ResolvedScreen, request: LayoutRequest, profile: MetricsProfile)
        throws(LayoutValidationError)
    {
        var issues: [ValidationIssue] = []
        let minimumWidth = 2 * (profile.sideMargin + profile.headerHorizontalPadding) + 20
        if min(screen.width, screen.height) < minimumWidth {
            let pointer = screen.width <= screen.height ? "/screen/width" : "/screen/height"
            issues.append(
                ValidationIssue(
                    pointer: pointer,
                    detail: "the screen's short side must be at least \(format(minimumWidth)) pt to hold an action sheet"))
        }
        let insets = screen.safeAreaInsets
        if insets.top + insets.bottom >= screen.height || insets.left + insets.right >= screen.width {
            issues.append(
                ValidationIssue(
                    pointer: "/screen/safeAreaInsets", detail: "the insets leave no room on a screen of this size"))
        }
        if issues.isEmpty {
            let category = request.traits.contentSizeCategory
            let rowHeight = profile.actionRowHeight(fontSize: profile.actionFontSizes[category] ?? 21)
            let hasCancel = request.sheet.actions.contains { $0.style == .cancel }
            let bottom = screen.height - max(insets.bottom, profile.minimumBottomGap)
            let needed = (hasCancel ? rowHeight + profile.cancelGap : 0) + profile.actionsMinimumVisibleHeight
            if bottom - needed < profile.topLimit(for: screen) {
                issues.append(
                    ValidationIssue(
                        pointer: "/screen/height",
                        detail:
                            "the screen is too short: the sheet needs \(format(rounded(needed))) pt between y=\(format(rounded(profile.topLimit(for: screen)))) and y=\(format(rounded(bottom)))"
                    ))
            }
        }
        if !issues.isEmpty { throw LayoutValidationError(issues: issues) }
    }
}

/// A value rounded to 3 decimals for messages.
func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
