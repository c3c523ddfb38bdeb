extension MetricsProfile {
    /// iOS 13–18 on iPhone, as measured against iOS 17 (docs/reference.md §2.1). The default profile.
    public static let ios17 = MetricsProfile(
        name: "ios17",
        sideMargin: 8,
        cancelGap: 8,
        minimumBottomGap: 8,
        portraitTopLimit: .iOS17Table,
        landscapeTopLimit: 8,
        actionRowMinimumHeight: 57,
        actionRowPaddingBase: 1.8,
        actionRowPaddingFactor: 0.4,
        actionHorizontalPadding: 10,
        actionMinimumScaleFactor: 0.58,
        actionsMinimumVisibleHeight: 84,
        headerHorizontalPadding: 16,
        headerTopPadding: 13.5,
        headerBottomPadding: 13.5,
        titleMessageSpacing: 4,
        titleWeight: .semiboldWhenMessageExists,
        messageWeight: .semiboldWhenAlone,
        headerFontSizes: footnoteSizes,
        actionFontSizes: iOS17ActionSizes,
        lineHeightRatio: sfLineHeightRatio,
        mainGroupCornerRadius: 14,
        cancelGroupCornerRadius: 14,
        dimmingAlphaLight: 0.2,
        dimmingAlphaDark: 0.48,
        dimmingColor: black,
        groupMaterial: .systemMaterial,
        groupBackgroundColor: IOS17Colors.groupBackground,
        cancelBackgroundColor: IOS17Colors.cancelBackground,
        separatorColor: IOS17Colors.separator,
        highlightedBackgroundColor: IOS17Colors.highlightedBackground,
        headerTextColor: IOS17Colors.headerText,
        tintColor: systemBlue,
        destructiveColor: systemRed,
        cornerCurve: .continuous,
        textAlignment: .center,
        regularWidthMinimum: PopoverMetrics.regularWidthMinimum,
        popoverWidth: PopoverMetrics.width,
        popoverArrowHeight: PopoverMetrics.arrowHeight,
        popoverArrowBase: PopoverMetrics.arrowBase,
        popoverLayoutMargin: PopoverMetrics.layoutMargin,
        popoverCornerRadius: PopoverMetrics.cornerRadius,
        popoverDimmingAlpha: PopoverMetrics.dimmingAlpha,
        popoverArrowPreference: PopoverMetrics.arrowPreference,
        constants: [
            .init(
                name: "sideMargin", value: "8",
                source:
                    "UIKit constraint log `width == - 16` since iOS 12.2 (radar 49289931); Flutter _kActionSheetEdgePadding",
                confidence: .measured),
            .init(
                name: "cancelGap", value: "8",
                source: "Flutter _kActionSheetCancelButtonPadding; SDCAlertView, Alerta, LGAlertView",
                confidence: .measured),
            .init(
                name: "minimumBottomGap", value: "8", source: "Flutter SafeArea(minimum: bottom 8); Alerta bezel 8",
                confidence: .measured),
            .init(
                name: "portraitTopLimit", value: "max(top inset, 20); 47→47, 59→54 interpolated",
                source: "Flutter _topPadding() table (iOS 17)", confidence: .measured),
            .init(
                name: "landscapeTopLimit", value: "8", source: "Flutter: landscape returns _kActionSheetEdgePadding",
                confidence: .measured),
            .init(
                name: "actionRowMinimumHeight", value: "57",
                source: "SDCAlertView and Alerta actionHeight 57; Flutter 57.17", confidence: .reimplemented),
            .init(
                name: "actionRowPaddingBase", value: "1.8", source: "Flutter _kActionSheetButtonVerticalPaddingBase",
                confidence: .measured),
            .init(
                name: "actionRowPaddingFactor", value: "0.4",
                source: "Flutter _kActionSheetButtonVerticalPaddingFactor", confidence: .measured),
            .init(
                name: "actionHorizontalPadding", value: "10", source: "Flutter _kActionSheetButtonHorizontalPadding",
                confidence: .measured),
            .init(
                name: "actionMinimumScaleFactor", value: "0.58",
                source: "SDCAlertView ActionCell.xib minimumScaleFactor (UIKit's value unverified)",
                confidence: .inferred),
            .init(
                name: "actionsMinimumVisibleHeight", value: "84",
                source: "Flutter _kActionSheetActionsSectionMinHeight", confidence: .measured),
            .init(
                name: "headerHorizontalPadding", value: "16", source: "Flutter _kActionSheetContentHorizontalPadding",
                confidence: .measured),
            .init(
                name: "headerTopPadding", value: "13.5", source: "Flutter _kActionSheetContentVerticalPadding",
                confidence: .measured),
            .init(
                name: "headerBottomPadding", value: "13.5", source: "Flutter _kActionSheetContentVerticalPadding",
                confidence: .measured),
            .init(
                name: "titleMessageSpacing", value: "4", source: "Flutter additionalPaddingBetweenTitleAndMessage",
                confidence: .measured),
            .init(
                name: "titleWeight", value: "semibold when a message exists", source: "Flutter (iOS 17)",
                confidence: .measured),
            .init(
                name: "messageWeight", value: "semibold when there is no title", source: "Flutter (iOS 17)",
                confidence: .measured),
            .init(
                name: "headerFontSizes", value: "footnote: 12…44, 13 at Large",
                source: "HIG Dynamic Type table via ADUtils/ASAPP (docs/reference.md §5.1)", confidence: .reimplemented),
            .init(
                name: "actionFontSizes", value: "21 at xS…L, 23, 24, 24, 28, 33, 40, 47, 53",
                source: "Flutter _buttonFontSize (docs/reference.md §5.3)", confidence: .measured),
            .init(
                name: "lineHeightRatio", value: "2444/2048",
                source: "SF Pro hhea 1950 + 494 over 2048; UIFont.systemFont(ofSize: 17).lineHeight = 20.287109375",
                confidence: .measured),
            .init(
                name: "mainGroupCornerRadius", value: "14",
                source: "Flutter _kCornerRadius (2019–24); 2025 uses 12 with continuous corners", confidence: .inferred),
            .init(
                name: "cancelGroupCornerRadius", value: "14", source: "Flutter _kCornerRadius", confidence: .inferred),
            .init(
                name: "dimmingAlphaLight", value: "0.2", source: "SDCAlertView dimmingColor; Flutter 0x33000000",
                confidence: .reimplemented),
            .init(
                name: "dimmingAlphaDark", value: "0.48", source: "SDCAlertView dimmingColor; Flutter 0x7A000000",
                confidence: .reimplemented),
            .init(
                name: "dimmingColor", value: black.hex,
                source: "SDCAlertView UIColor(white: 0, alpha:); Flutter barrier 0x33000000 / 0x7A000000",
                confidence: .reimplemented),
            .init(
                name: "groupMaterial", value: "systemMaterial",
                source: "SDCAlertView blurEffect .systemMaterial on iOS 13+ (docs/reference.md §3.5)",
                confidence: .reimplemented),
            .init(
                name: "groupBackgroundColor", value: IOS17Colors.groupBackground.summary,
                source: "Flutter _kActionSheetBackgroundColor over the blur (iOS 17)", confidence: .measured),
            .init(
                name: "cancelBackgroundColor", value: IOS17Colors.cancelBackground.summary,
                source: "Flutter _kActionSheetCancelColor; SDCAlertView white / (0.17, 0.17, 0.18)",
                confidence: .measured),
            .init(
                name: "separatorColor", value: IOS17Colors.separator.summary,
                source: "Flutter _kActionSheetButtonDividerColor, \"eyeballed from iOS 17 simulator\"",
                confidence: .measured),
            .init(
                name: "highlightedBackgroundColor", value: IOS17Colors.highlightedBackground.summary,
                source: "Flutter _kActionSheetPressedColor (eyeballed, iOS 17)", confidence: .measured),
            .init(
                name: "headerTextColor", value: IOS17Colors.headerText.summary,
                source: "Flutter _kActionSheetContentTextColor (eyeballed, iOS 17)", confidence: .measured),
            .init(
                name: "tintColor", value: systemBlue.summary,
                source:
                    "UIColor.systemBlue (Flutter CupertinoColors.systemBlue mirrors it); an app's own tint replaces it",
                confidence: .documented),
            .init(
                name: "destructiveColor", value: systemRed.summary,
                source: "UIColor.systemRed (Flutter CupertinoColors.systemRed cites it)", confidence: .documented),
            .init(
                name: "cornerCurve", value: "continuous",
                source:
                    "Flutter 2025 clips the sheet with ClipRSuperellipse; CALayer.cornerCurve .continuous exists since iOS 13",
                confidence: .inferred),
            .init(
                name: "textAlignment", value: "center",
                source:
                    "Flutter and SDCAlertView centre title, message and action labels; UIKit keeps them centred right to left (inferred)",
                confidence: .reimplemented),
        ] + PopoverMetrics.constants
    )
}

/// The colours of the iOS 17 sheet (docs/reference.md §3.5), shared by the profile and its constants list.
private enum IOS17Colors {
    static let groupBackground = DynamicColor(light: Color(0xFCFC_FCC8), dark: Color(0x2929_29BE))
    static let cancelBackground = DynamicColor(light: Color(0xFFFF_FFFF), dark: Color(0x2C2C_2CFF))
    static let separator = DynamicColor(light: Color(0xC9C9_C9D4), dark: Color(0x7D7D_7DD5))
    static let highlightedBackground = DynamicColor(light: Color(0xE0E0_E0CA), dark: Color(0x5151_51C1))
    static let headerText = DynamicColor(light: Color(0x1D1D_1D85), dark: Color(0xF1F1_F196))
}

/// Opaque black, the dimming view's colour before its alpha.
let black = Color(0x0000_00FF)
/// `UIColor.systemBlue`: #007AFF light, #0A84FF dark.
let systemBlue = DynamicColor(light: Color(0x007A_FFFF), dark: Color(0x0A84_FFFF))
/// `UIColor.systemRed`: #FF3B30 light, #FF453A dark.
let systemRed = DynamicColor(light: Color(0xFF3B_30FF), dark: Color(0xFF45_3AFF))
