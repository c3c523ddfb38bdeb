/// Lays out an action sheet as UIKit does: measure the texts, then arrange the groups (from the bottom of the
/// screen up on iPhone, around the source rectangle in a popover on a regular-width iPad) with every edge aligned to
/// the pixel grid and each element's appearance attached, then mirror right-to-left layouts.
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

    /// The frame and appearance of every element of the sheet described by `request`.
    /// - Throws: `LayoutValidationError` when a field is out of range, an iPad request has no source rectangle,
    ///   or the screen has no room for the sheet or the popover.
    public func layout(for request: LayoutRequest) throws(LayoutValidationError) -> SheetLayout {
        try request.validate(limits: limits)
        // Held by reference: reading the few constants needed here copies none of the profile's tables.
        let catalogProfile = CatalogProfile.named(request.profileName ?? MetricsProfile.defaultName) ?? .ios26
        let traits = request.traits
        var (screen, assumptions) = DeviceCatalog.resolve(request.screen, idiom: traits.idiom)
        let (sizeClass, sizeAssumption) = traits.resolvedHorizontalSizeClass(
            screenWidth: screen.width, regularWidthMinimum: catalogProfile.metrics.regularWidthMinimum)
        if let sizeAssumption { assumptions.append(sizeAssumption) }
        let presentation =
            request.sheet.preferredStyle == .alert
            ? .alert
            : Presentation.presentation(
                idiom: traits.idiom, horizontalSizeClass: sizeClass, hasSource: request.sheet.sourceRect != nil,
                isGlass: catalogProfile.isGlass)
        try Self.checkRoom(
            on: screen, request: request, profile: catalogProfile, presentation: presentation, measurer: measurer)
        var sheet = request.sheet
        let contentWarnings = UIKitContentRules.applyLengthCaps(to: &sheet, profile: catalogProfile)

        // Right to left: mirror the physical inputs into leading coordinates, lay out, mirror the result back.
        let isMirrored = traits.layoutDirection == .rtl
        let leadingScreen = isMirrored ? screen.mirrored : screen
        // The arranging pass fills in the frames, elements, scroll regions, warnings and dimming.
        var layout = SheetLayout(
            profile: catalogProfile.metrics.name, assumptions: assumptions, screen: leadingScreen, topLimit: 0,
            presentation: presentation, layoutDirection: traits.layoutDirection,
            sheetFrame: Rect(x: 0, y: 0, width: 0, height: 0), popover: nil, elements: [], scrollRegions: [],
            warnings: contentWarnings, dimmingAlpha: 0)
        switch presentation {
        case .sheet:
            arrangeSheet(sheet, on: leadingScreen, profile: catalogProfile, traits: traits, into: &layout)
        case .card:
            // Only a profile with glass constants makes a card.
            if let glass = catalogProfile.metrics.glass {
                arrangeCard(
                    sheet, on: leadingScreen, profile: catalogProfile, glass: glass, traits: traits,
                    into: &layout)
            }
        case .alert:
            arrangeAlert(sheet, on: leadingScreen, profile: catalogProfile, traits: traits, into: &layout)
        case .popover:
            // Validation requires the source rectangle whenever the idiom is pad, and an iOS 26 profile makes a
            // popover only of a sheet with one.
            guard let source = request.sheet.sourceRect else {
                throw LayoutValidationError(issues: [
                    ValidationIssue(pointer: "/sheet/sourceRect", detail: LayoutRequest.missingSourceRectDetail)
                ])
            }
            let permitted = request.sheet.permittedArrowDirections ?? Set(PopoverArrowDirection.allCases)
            try arrangePopover(
                sheet, source: isMirrored ? source.mirrored(within: screen.width) : source,
                permitted: Set(permitted.map { isMirrored ? $0.mirrored : $0 }), on: leadingScreen,
                profile: catalogProfile, traits: traits, usesPadWidth: traits.idiom == .pad && sizeClass == .regular,
                into: &layout)
        }
        if isMirrored {
            Self.mirror(&layout, screen: screen, sheet: request.sheet)
            if request.sheet.customView?.layout == .frames {
                layout.unflipCustomView(grid: PixelGrid(scale: screen.scale))
            }
        }
        if let customView = request.sheet.customView {
            layout.customViewMirrored = isMirrored && customView.layout == .leadingTrailingConstraints
        }
        if let customView = request.sheet.customView {
            Self.addWarnings(about: customView, to: &layout, screen: screen)
        }
        if sheet.actions.isEmpty {
            layout.warnings.append(
                UIKitContentRules.noActionWarning(presentation: presentation, style: sheet.preferredStyle))
        }
        if let alias = MetricsProfile.deprecatedAliases.first(where: { $0.name == request.profileName }) {
            layout.warnings.append(alias.warning)
        }
        return layout
    }

    /// Mirrors a layout made in leading coordinates back to the right-to-left screen, reporting the request's own
    /// source rectangle and arrow directions rather than a double reflection of them.
    private static func mirror(_ layout: inout SheetLayout, screen: ResolvedScreen, sheet: SheetDescription) {
        layout.mirror(grid: PixelGrid(scale: screen.scale))
        if let source = sheet.sourceRect {
            layout.popover?.sourceRect = source
            layout.popover?.permittedArrowDirections = PopoverArrowDirection.allCases.filter {
                sheet.permittedArrowDirections?.contains($0) ?? true
            }
        }
    }

    /// Puts the warnings about where the custom view ended up before the layout's other warnings.
    private static func addWarnings(
        about customView: CustomViewDescription, to layout: inout SheetLayout, screen: ResolvedScreen
    ) {
        let customViewWarnings = CustomViewWarnings.check(
            customView, elements: layout.elements, screen: screen, topLimit: layout.topLimit,
            popoverFrame: layout.popover?.screenFrame, anchor: layout.popover?.sourceRect)
        if !customViewWarnings.isEmpty { layout.warnings = customViewWarnings + layout.warnings }
    }

    /// Refuses screens too small to hold a sheet at all, and source rectangles outside the screen.
    private static func checkRoom(
        on screen: ResolvedScreen, request: LayoutRequest, profile: CatalogProfile, presentation: Presentation,
        measurer: any TextMeasuring
    ) throws(LayoutValidationError) {
        var issues: [ValidationIssue] = []
        let minimumWidth = 2 * (profile.metrics.sideMargin + profile.metrics.headerHorizontalPadding) + 20
        if min(screen.width, screen.height) < minimumWidth {
            let pointer = screen.width <= screen.height ? "/screen/width" : "/screen/height"
            issues.append(
                ValidationIssue(
                    pointer: pointer,
                    detail:
                        "the screen's short side must be at least \(format(minimumWidth)) pt to hold an action sheet"))
        }
        let insets = screen.safeAreaInsets
        if insets.top + insets.bottom >= screen.height || insets.left + insets.right >= screen.width {
            issues.append(
                ValidationIssue(
                    pointer: "/screen/safeAreaInsets", detail: "the insets leave no room on a screen of this size"))
        }
        if let source = request.sheet.sourceRect, !screen.bounds.contains(source) {
            issues.append(
                ValidationIssue(
                    pointer: "/sheet/sourceRect",
                    detail:
                        "must lie inside the \(format(screen.width)) × \(format(screen.height)) pt screen (screen coordinates), but spans x \(format(rounded(source.x)))…\(format(rounded(source.maxX))), y \(format(rounded(source.y)))…\(format(rounded(source.maxY)))"
                ))
        }
        if issues.isEmpty, presentation == .card, let glass = profile.metrics.glass,
            let issue = cardRoomIssue(
                on: screen, request: request, profile: profile, glass: glass, measurer: measurer)
        {
            issues.append(issue)
        }
        if issues.isEmpty, presentation == .alert, let issue = alertRoomIssue(on: screen, profile: profile.metrics) {
            issues.append(issue)
        }
        if issues.isEmpty && presentation == .sheet {
            let cancelHeight = sheetCancelRowHeight(request, on: screen, profile: profile, measurer: measurer)
            let bottom = screen.height - max(insets.bottom, profile.metrics.minimumBottomGap)
            let needed =
                (cancelHeight.map { $0 + profile.metrics.cancelGap } ?? 0) + profile.metrics.actionsMinimumVisibleHeight
            if bottom - needed < profile.metrics.topLimit(for: screen) {
                issues.append(
                    ValidationIssue(
                        pointer: "/screen/height",
                        detail:
                            "the screen is too short: the sheet needs \(format(rounded(needed))) pt between y=\(format(rounded(profile.metrics.topLimit(for: screen)))) and y=\(format(rounded(bottom)))"
                    ))
            }
        }
        if !issues.isEmpty { throw LayoutValidationError(issues: issues) }
    }
}

extension SheetLayoutEngine {
    /// The height of the bottom sheet's cancel row, `nil` without a cancel action (see `rowHeight(ofActionAt:)`):
    /// its wrapped title can take several lines at the accessibility sizes, and so more of the screen than one row.
    static func sheetCancelRowHeight(
        _ request: LayoutRequest, on screen: ResolvedScreen, profile: CatalogProfile, measurer: any TextMeasuring
    ) -> Double? {
        guard let cancel = request.sheet.actions.firstIndex(where: { $0.style == .cancel }) else { return nil }
        let sheetWidth = min(screen.width, screen.height) - 2 * profile.metrics.sideMargin
        return rowHeight(ofActionAt: cancel, rowWidth: sheetWidth, request, profile: profile, measurer: measurer)
    }

    /// The height of the row of the action at `index` in a row `rowWidth` wide: one line's below the accessibility
    /// sizes, its wrapped title's at them (as `SheetContent` measures it), for the checks that refuse a screen too
    /// short before anything is laid out.
    static func rowHeight(
        ofActionAt index: Int, rowWidth: Double, _ request: LayoutRequest, profile: CatalogProfile,
        measurer: any TextMeasuring
    ) -> Double {
        let category = request.traits.contentSizeCategory
        let size = profile.actionFontSize(category)
        guard category.isAccessibilityCategory else { return profile.metrics.actionRowHeight(fontSize: size) }
        let action = request.sheet.actions[index]
        let title = ActionTitleMeasurement(
            title: action.title, style: action.style, profile: profile, size: size,
            width: rowWidth - 2 * profile.metrics.actionHorizontalPadding, wraps: true, measurer: measurer)
        return profile.metrics.actionRowHeight(fontSize: size, lineCount: title.lineCount)
    }
}

/// A value rounded to 3 decimals for messages.
func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
