/// Where a presentation sheet can be: its mode, the frame at full height and the largest detent value, from the
/// screen, the traits and the sheet's preferences (docs/detents.md §2–3).
struct SheetContainer {
    let screen: ResolvedScreen
    /// The profile's constants, shared rather than copied (see `SharedSheetPresentationMetrics`).
    let sharedMetrics: SharedSheetPresentationMetrics
    var metrics: SheetPresentationMetrics { sharedMetrics.value }
    let mode: PresentationMode
    let horizontalSizeClass: SizeClass
    let verticalSizeClass: SizeClass
    /// The frame of the sheet at full height (edge-attached), or its fixed frame (floating), or the screen.
    let fullHeightFrame: Rect
    /// `fullHeightFrame`'s height less the bottom safe area when edge-attached.
    let maximumDetentValue: Double
    /// The y at which the sheet is dismissed (its top at the screen's bottom).
    var dismissOffset: Double { screen.height }

    init(
        screen: ResolvedScreen, traits: Traits, regularWidthMinimum: Double, sheet: PresentationSheetDescription,
        metrics sharedMetrics: SharedSheetPresentationMetrics, rules: inout [PresentationRule]
    ) {
        self.screen = screen
        self.sharedMetrics = sharedMetrics
        let metrics = sharedMetrics.value
        horizontalSizeClass =
            traits.resolvedHorizontalSizeClass(screenWidth: screen.width, regularWidthMinimum: regularWidthMinimum).0
        // Only an iPhone in landscape has a compact height.
        let isCompactHeight = traits.idiom == .phone && screen.isLandscape
        verticalSizeClass = isCompactHeight ? .compact : .regular
        let safe = screen.safeAreaInsets
        if traits.idiom == .pad && horizontalSizeClass == .regular {
            mode = .floating
            fullHeightFrame = Self.floatingFrame(screen: screen, sheet: sheet, metrics: metrics, rules: &rules)
            maximumDetentValue = fullHeightFrame.height
            return
        }
        if isCompactHeight && (!sheet.prefersEdgeAttachedInCompactHeight || horizontalSizeClass == .regular) {
            mode = .fullScreen
            rules.append(
                PresentationRule(
                    code: .fullScreenInCompactHeight,
                    message: sheet.prefersEdgeAttachedInCompactHeight
                        ? "a compact height with a regular width: the sheet goes full screen (UIKit 18.2 -_isForcedFullScreen)"
                        : "a compact height: the sheet goes full screen unless prefersEdgeAttachedInCompactHeight (UIKit 18.2 -_isForcedFullScreen)",
                    pointer: "/sheetPresentation/prefersEdgeAttachedInCompactHeight"))
            fullHeightFrame = screen.bounds
            maximumDetentValue = screen.height - safe.top - safe.bottom
            return
        }
        mode = .edgeAttached
        if isCompactHeight {
            rules.append(
                PresentationRule(
                    code: .edgeAttachedInCompactHeight,
                    message:
                        "a compact height: the sheet stays attached to the bottom edge (prefersEdgeAttachedInCompactHeight), \(format(metrics.topOffsetInCompactHeight)) pt below the safe area",
                    pointer: "/sheetPresentation/prefersEdgeAttachedInCompactHeight"))
        }
        // A phone with a home button has no bottom safe-area inset; one without has the home indicator's.
        let hasHomeButton = safe.bottom == 0
        let topMargin =
            isCompactHeight
            ? metrics.topOffsetInCompactHeight
            : traits.idiom == .phone && !hasHomeButton && horizontalSizeClass == .compact
                ? metrics.topOffset : 2 * metrics.topOffset
        let top = safe.top + topMargin
        let available = screen.width - safe.left - safe.right
        var width = available
        // Apple's reference: the preference has no effect in a compact width with a regular height (a portrait
        // iPhone, a narrow iPad window) (docs/detents.md §2).
        let widthCanFollow = isCompactHeight || horizontalSizeClass == .regular
        if widthCanFollow, sheet.widthFollowsPreferredContentSizeWhenEdgeAttached,
            let preferred = sheet.preferredContentSize, preferred.width > 0
        {
            width = min(preferred.width, available)
            rules.append(
                PresentationRule(
                    code: .widthFollowsPreferredContentSize,
                    message: "the edge-attached sheet takes preferredContentSize's width, at most the safe area's",
                    pointer: "/sheetPresentation/widthFollowsPreferredContentSizeWhenEdgeAttached"))
        }
        let x = safe.left + (available - width) / 2
        fullHeightFrame = Rect(x: x, y: top, width: width, height: screen.height - top)
        maximumDetentValue = fullHeightFrame.height - safe.bottom
    }

    /// A regular-width iPad's sheet: the form sheet's size (or `preferredContentSize`), or the page sheet's,
    /// centred and kept inside the margins.
    private static func floatingFrame(
        screen: ResolvedScreen, sheet: PresentationSheetDescription, metrics: SheetPresentationMetrics,
        rules: inout [PresentationRule]
    ) -> Rect {
        let safe = screen.safeAreaInsets
        let availableWidth = screen.width - 2 * metrics.minimumSidePadding
        let availableHeight = screen.height - safe.top - safe.bottom - 4 * metrics.topOffset
        if let preferred = sheet.preferredContentSize, preferred.width > 0, preferred.height > 0 {
            // A preferred size is kept inside the margins, never replaced by the window (-_stackAlignmentFrame).
            return centred(
                Size(width: min(preferred.width, availableWidth), height: min(preferred.height, availableHeight)),
                in: screen)
        }
        let size: Size
        if sheet.modalPresentationStyle == .formSheet {
            size = metrics.formSheetSize.size(longSide: max(screen.width, screen.height))
            // Only the default form sheet falls back to the window when it does not fit
            // (-defaultFormSheetSizeForScreenSize:).
            if size.width > screen.width || size.height > screen.height {
                rules.append(
                    PresentationRule(
                        code: .formSheetFillsWindow,
                        message:
                            "the default form sheet (\(format(size.width)) × \(format(size.height))) does not fit the window: it takes the window's size (UIKit -defaultFormSheetSizeForScreenSize:)"
                    ))
                return screen.bounds
            }
        } else {
            let width = min(metrics.padPageSheetWidth, availableWidth)
            size = Size(width: width, height: min(availableHeight, width * metrics.floatingPageSheetAspectMaximum))
        }
        return centred(
            Size(width: min(size.width, availableWidth), height: min(size.height, availableHeight)), in: screen)
    }

    /// A rectangle of `size` centred on the screen.
    private static func centred(_ size: Size, in screen: ResolvedScreen) -> Rect {
        Rect(
            x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width,
            height: size.height)
    }
}
