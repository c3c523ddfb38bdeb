extension MetricsProfile {
    /// iOS 26 on iPhone (Liquid Glass), for apps built with the iOS 26 SDK without `UIDesignRequiresCompatibility`:
    /// a centred glass card with the cancel action as its last row, or a popover anchored to the sheet's source
    /// without the cancel action. Only the card on a 320 pt wide simulator was measured (docs/ios26.md, SW and FD);
    /// what carries it to other widths, text sizes and the popover is inferred, and each constant says which.
    public static let ios26 = MetricsProfile(
        name: "ios26",
        era:
            "iOS 26 on iPhone (Liquid Glass): measured only for the unanchored card in a 320 pt simulator window (SW); its width elsewhere, landscape, headers with a message, the anchored popover and both animations are not published, so they are inferred (docs/ios26.md).",
        matchingApps:
            "Apps built with the iOS 26 SDK (Xcode 26) running on iOS 26, unless their Info.plist sets UIDesignRequiresCompatibility to YES (those opt out of Liquid Glass and keep the ios17 sheet and alert). The centred card (the alert presentation) is measured in a 320 pt window; the glass alert's numbers are read from iOS 26.1's UIKit (alert.*); the anchored popover's animation follows UIKit 26.1's popover machinery. The default profile: today's iPhone look.",
        sideMargin: .init(
            10, .measured,
            "SW: the card is 300 wide in a 320 pt window, 10 pt in from each side (UIKit 26.1's alert insets say 24; the measurement stands)"
        ),
        cancelGap: .init(
            8, .measured,
            "SW, FD: the cancel row sits 8 pt below the last action, inside the same card; no separate group"),
        minimumBottomGap: .init(
            10, .inferred, "the card keeps this far inside the safe area's bottom when it is tall; not measured"),
        portraitTopLimit: .init(
            .belowSafeAreaTop(10), .inferred,
            "the card keeps this far inside the safe area's top when it is tall; not measured"),
        landscapeTopLimit: .init(10, .inferred, "as in portrait, with no top inset; landscape was not measured"),
        actionRowMinimumHeight: .init(48, .measured, "SW: 48 pt capsule rows (iPhone SE simulator, iOS 26)"),
        actionRowPaddingBase: .init(
            assuming: ios17.$actionRowPaddingBase,
            "Flutter's iOS 17 growth rule, assumed: rows stay 48 pt up to a 22 pt action font"),
        actionRowPaddingFactor: .init(assuming: ios17.$actionRowPaddingFactor, "Flutter's iOS 17 growth rule, assumed"),
        actionHorizontalPadding: .init(
            16, .inferred, "keeps titles off the capsule's rounded ends; not measured"),
        actionMinimumScaleFactor: .init(
            0.58, .inferred, "SDCAlertView ActionCell.xib minimumScaleFactor, assumed for iOS 26"),
        actionsMinimumVisibleHeight: .init(
            104, .inferred, "two 48 pt rows and their 8 pt gap stay visible when the header must scroll"),
        separatorThicknessInPixels: .init(0, .measured, "SW: no separators", text: .devicePixels),
        headerHorizontalPadding: .init(
            assuming: ios17.$headerHorizontalPadding, "iOS 17's header padding (Flutter), assumed; not measured"),
        headerTopPadding: .init(24, .measured, "SW: the title starts 24 pt down the card"),
        headerBottomPadding: .init(
            64 - 24 - 15 * sfLineHeightRatio, .inferred,
            "what makes a one-line 15 pt title the measured 64 pt header (SW): 64 − 24 − 15 × 2444/2048"),
        titleMessageSpacing: .init(
            assuming: ios17.$titleMessageSpacing, "iOS 17's (Flutter); headers with a message were not measured"),
        titleWeight: .init(
            assuming: ios17.$titleWeight, "iOS 17's rule; the measured title-only header is regular (SW)"),
        messageWeight: .init(.alwaysRegular, .inferred, "not measured"),
        headerFontSizes: .init(
            subheadlineSizes, .inferred,
            "SW: the title is 15 pt at Large; scaled as subheadline (15 pt at Large) and used for the message too"),
        actionFontSizes: .init(
            bodySizes, .inferred, "SW, FD: actions are 17 pt at Large; scaled as body (17 pt at Large)"),
        lineHeightRatio: .init(
            sfLineHeightRatio, .measured,
            "SF Pro hhea 1950 + 494 over 2048; UIFont.systemFont(ofSize: 17).lineHeight = 20.287109375",
            text: .sfFontUnits),
        mainGroupCornerRadius: .init(34, .measured, "SW: the card's corners are 34 pt, continuous"),
        cancelGroupCornerRadius: .init(
            24, .inferred,
            "derived, not measured: no cancel group, the cancel row is a capsule like the others, so half its measured 48 pt height (SW)"
        ),
        dimmingAlphaLight: .init(0.2, .measured, "SW: 20 % black behind the centred card"),
        dimmingAlphaDark: .init(
            assuming: ios17.$dimmingAlphaDark, "iOS 17's dark dimming (SDCAlertView, Flutter), assumed"),
        dimmingColor: .init(black, .measured, "SW: black"),
        groupMaterial: .init(.glass, .measured, "SW: Liquid Glass (UIGlassEffect)"),
        groupBackgroundColor: .init(
            DynamicColor(light: Color(0xFFFF_FFAB), dark: Color(0x1C1C_1EAB)), .inferred,
            "light measured (SW: close to white at 67 % over the dimming); dark not measured: #1C1C1E (systemBackground) at the same 67 %, inferred"
        ),
        cancelBackgroundColor: .init(
            tertiarySystemFillColor, .measured,
            "SW, FD: the cancel row is filled like the others (tertiarySystemFill, 12 % / 24 % of #767680)"),
        separatorColor: .init(
            clearColor, .measured, "SW: no separators (clear)"),
        highlightedBackgroundColor: .init(
            DynamicColor(light: Color(0x7878_8033), dark: Color(0x7878_8052)), .inferred,
            "secondarySystemFill (20 % / 32 % of #787880) for a pressed row; not measured"),
        headerTextColor: .init(
            secondaryLabelColor, .measured,
            "SW: the title is in the secondary colour (UIColor.secondaryLabel)"),
        tintColor: .init(
            labelColor, .measured,
            "FD: action titles are in the label colour, not the tint (UIColor.label)"),
        destructiveColor: .init(
            ios26SystemRed, .inferred,
            "FD: destructive actions are red (UIColor.systemRed); iOS 26's palette changed systemRed to #FF383C light (one project's measured notes, docs/reference.md §3.5); the dark #FF4245 is inferred"
        ),
        cornerCurve: .init(.continuous, .measured, "SW: continuous corners"),
        textAlignment: .init(
            assuming: ios17.$textAlignment, "centred as in iOS 17; the measured labels are centred (SW)"),
        springMass: .init(
            assuming: ios17.$springMass,
            "iOS 17's sheet spring (Flutter, Alerta), assumed for the card and the popover coming in; no iOS 26 spring is published"
        ),
        springStiffness: .init(
            assuming: ios17.$springStiffness,
            "iOS 17's sheet spring (Flutter, Alerta), assumed; the alert's present uses it too (SDCAlertView 0.404 s)"),
        springDamping: .init(
            assuming: ios17.$springDamping, "iOS 17's sheet spring (Flutter, Alerta), assumed"),
        transitionDuration: .init(
            assuming: ios17.$transitionDuration,
            "iOS 17's 0.404 s (Flutter, Alerta), assumed for the card's and the popover's presentation"),
        popoverArrowHeight: .init(
            8, .inferred,
            "on iPhone, the gap between the source and the anchored sheet, which draws no arrow; not measured (iPad: glass.padArrowHeight)"
        ),
        popoverArrowBase: .init(
            0, .inferred,
            "on iPhone no arrow: UIKit 26.1 calls _setShouldHideArrow:YES for a glass sheet on the phone idiom (UIAlertController _presentationControllerForPresentedController:…), under an SDK check whose exact condition the decompile leaves unclear (iPad: glass.padArrowBase)"
        ),
        popoverCornerRadius: .init(34, .inferred, "the measured card's 34 pt, assumed for the anchored sheet"),
        actionFontWeight: .init(
            .regular, .inferred,
            "UIKit 26.1's glass sheet sets actions in the body style with a weight constant the decompilation leaves unresolved; regular assumed"
        ),
        glass: GlassMetrics(
            cardMaximumWidth: .init(
                320, .decompiled,
                "UIKit 26.1: a sourceless glass sheet is presented as an alert, whose maximumWidth is 320 (UIAlertControllerVisualStyleAlert, docs/alert.md). SW measured 300 in a 320 pt window (10 pt margins) where the facts' 24 pt insets would give 272: the measurement stands at its size, so the width is min(320, short side − 20)"
            ),
            cardPlacement: .init(
                .centredInSafeArea, .inferred,
                "SW: centred (y 124, 252 tall, in a 500 pt window); centring in the safe area is inferred"),
            rowSpacing: .init(8, .measured, "SW: rows 8 pt apart"),
            rowInset: .init(
                14, .measured,
                "SW: rows 14 pt in from the card with a lone title; 64 + 14 + 3 × 48 + 2 × 8 + 14 = 252. Other headers and the popover take UIKit 26.1's 16 (alert.actionSequenceInset)"
            ),
            rowCorners: .init(.capsule, .measured, "SW: capsule rows"),
            accessibilityRowCornerRadiusMaximum: .init(
                32, .decompiled,
                "UIKit 26.1 _UIAlertControllerFilledBackgroundView layoutSubviews: the capsule's radius is half the bounds' height, capped at 32 with accessibility sizes (docs/geometry.md)"
            ),
            rowBackgroundColor: .init(
                tertiarySystemFillColor, .measured,
                "SW: tertiary fill (UIColor.tertiarySystemFill, 12 % / 24 % of #767680)"),
            showsSeparators: .init(false, .measured, "SW: no separators"),
            headerAlignment: .init(
                .centredOnlyForOneLineAlone, .decompiled,
                "UIKit 26.1 _UIAlertControllerPhoneTVMacView _updateTextAlignmentAfterLayout, which UIAlertController viewDidLayoutSubviews calls with glass on: the labels stay centred only while at most one exists and it has one line, else both take the natural alignment (docs/alert.md, \"The glass header\"); SW's one-line title is centred"
            ),
            titleColor: .init(
                labelColor, .decompiled,
                "UIKit 26.1 UIAlertControllerVisualStyleActionSheet: labelColor for the glass title, and for a message without a title (the anchored popover). The alert style's titleLabelColor has no body in 26.1: labelColor is inferred for the glass alert and for the card with a title and a message; a card's lone label keeps SW's measured secondary colour (headerTextColor)"
            ),
            messageColorBelowTitle: .init(
                secondaryLabelColor, .decompiled,
                "UIKit 26.1 messageLabelColor in both the alert and the action sheet styles: secondaryLabelColor in glass when there is a title (#3C3C43 at 60 %, #EBEBF5 at 60 %)"
            ),
            cancelPlacement: .init(
                .lastRowOfCardDroppedWhenAnchored, .measured,
                "SW, FD: last filled row of the card; anchored: dropped, a tap outside cancels (react-native #55074, vaultsync #64: inferred)"
            ),
            anchoring: .init(
                .popoverWhenSourced, .documented,
                "Apple, Adopting Liquid Glass: starts from the control that opened it; with sourceView/sourceItem a popover (react-native #55077, Titanium #14258)"
            ),
            anchoredMaximumWidth: .init(
                240, .decompiled,
                "UIKit 26.1 UIAlertControllerVisualStyleActionSheet maximumWidth: 240 in glass on iPhone (0, no cap, on iPad); the content of the arrowless popover (docs/alert.md)"
            ),
            cardPresentScale: .init(
                1.2, .inferred, "the iOS alert's starting scale (SDCAlertView, dashwallet 1.2; Flutter 1.3), assumed")
        ),
        alert: .glass,
        sheetPresentation: .liquidGlass
    )
}
