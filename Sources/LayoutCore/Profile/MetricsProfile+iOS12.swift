extension MetricsProfile {
    /// iOS 9–12 on iPhone, the seed's era: `W − 20` wide, 20 pt actions, the older header model.
    /// Several values are inferred from reimplementations of that era (see each constant).
    public static let ios12 = MetricsProfile(
        name: "ios12",
        sideMargin: 10,
        cancelGap: 8,
        minimumBottomGap: 10,
        portraitTopLimit: .belowSafeAreaTop(30),
        landscapeTopLimit: 30,
        actionRowMinimumHeight: 57,
        actionRowPaddingBase: 1.8,
        actionRowPaddingFactor: 0.4,
        actionHorizontalPadding: 12,
        actionMinimumScaleFactor: 0.58,
        actionsMinimumVisibleHeight: 84,
        headerHorizontalPadding: 16,
        headerTopPadding: 14.5,
        headerBottomPadding: 14.5,
        titleMessageSpacing: 12,
        titleWeight: .alwaysSemibold,
        messageWeight: .alwaysRegular,
        headerFontSizes: footnoteSizes,
        actionFontSizes: title3Sizes,
        lineHeightRatio: sfLineHeightRatio,
        mainGroupCornerRadius: 13,
        cancelGroupCornerRadius: 13,
        dimmingAlphaLight: 0.2,
        dimmingAlphaDark: 0.48,
        dimmingColor: black,
        groupMaterial: .prominent,
        groupBackgroundColor: IOS12Colors.groupBackground,
        cancelBackgroundColor: IOS12Colors.cancelBackground,
        separatorColor: IOS12Colors.separator,
        highlightedBackgroundColor: IOS12Colors.highlightedBackground,
        headerTextColor: IOS12Colors.headerText,
        tintColor: DynamicColor(systemBlue.light),
        destructiveColor: DynamicColor(systemRed.light),
        cornerCurve: .circular,
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
                name: "sideMargin", value: "10",
                source: "UIKit constraint log `width == - 20` on iOS 10 (hoko-ios#28); SDCAlertView margins 10",
                confidence: .measured),
            .init(
                name: "cancelGap", value: "8", source: "SDCAlertView ActionSheetView; Alerta cancelActionSpacing",
                confidence: .reimplemented),
            .init(
                name: "minimumBottomGap", value: "10", source: "SDCAlertView bottom −10 (pre-2018)",
                confidence: .reimplemented),
            .init(
                name: "portraitTopLimit", value: "safe-area top + 30", source: "SDCAlertView margins.top 30",
                confidence: .reimplemented),
            .init(
                name: "landscapeTopLimit", value: "30",
                source: "SDCAlertView margins.top 30 with no top inset in landscape", confidence: .inferred),
            .init(
                name: "actionRowMinimumHeight", value: "57",
                source: "SDCAlertView actionViewSize (90, 57); Alerta actionHeight 57", confidence: .reimplemented),
            .init(
                name: "actionRowPaddingBase", value: "1.8",
                source: "Flutter's iOS 17 growth rule, assumed for the older sheet", confidence: .inferred),
            .init(
                name: "actionRowPaddingFactor", value: "0.4",
                source: "Flutter's iOS 17 growth rule, assumed for the older sheet", confidence: .inferred),
            .init(
                name: "actionHorizontalPadding", value: "12", source: "SDCAlertView ActionCell.xib stack inset",
                confidence: .reimplemented),
            .init(
                name: "actionMinimumScaleFactor", value: "0.58",
                source: "SDCAlertView ActionCell.xib minimumScaleFactor", confidence: .reimplemented),
            .init(
                name: "actionsMinimumVisibleHeight", value: "84", source: "Flutter's iOS 17 value, assumed",
                confidence: .inferred),
            .init(
                name: "headerHorizontalPadding", value: "16",
                source: "Alerta horizontalInset 16; SDCAlertView contentPadding", confidence: .reimplemented),
            .init(
                name: "headerTopPadding", value: "14.5", source: "Alerta AlertaHeaderView verticalInset",
                confidence: .reimplemented),
            .init(
                name: "headerBottomPadding", value: "14.5", source: "Alerta AlertaHeaderView verticalInset",
                confidence: .reimplemented),
            .init(
                name: "titleMessageSpacing", value: "12", source: "Alerta AlertaHeaderView textSpacing",
                confidence: .reimplemented),
            .init(
                name: "titleWeight", value: "always semibold", source: "SDCAlertView and Alerta: title 13 semibold",
                confidence: .reimplemented),
            .init(
                name: "messageWeight", value: "always regular", source: "SDCAlertView and Alerta: message 13 regular",
                confidence: .reimplemented),
            .init(
                name: "headerFontSizes", value: "footnote: 12…44, 13 at Large",
                source: "HIG Dynamic Type table (docs/reference.md §5.1, §5.2)", confidence: .inferred),
            .init(
                name: "actionFontSizes", value: "title3: 17…55, 20 at Large",
                source: "SDCAlertView and Alerta 20 pt; scaled as title3 (docs/reference.md §5.2)",
                confidence: .inferred),
            .init(
                name: "lineHeightRatio", value: "2444/2048", source: "SF Pro hhea metrics (docs/reference.md §5.4)",
                confidence: .measured),
            .init(
                name: "mainGroupCornerRadius", value: "13",
                source: "SDCAlertView cornerRadius 13; Alerta bodyCornerRadius 13", confidence: .reimplemented),
            .init(
                name: "cancelGroupCornerRadius", value: "13", source: "Alerta cancelActionCornerRadius 13",
                confidence: .reimplemented),
            .init(
                name: "dimmingAlphaLight", value: "0.2", source: "SDCAlertView dimmingColor", confidence: .reimplemented
            ),
            .init(
                name: "dimmingAlphaDark", value: "0.48", source: "SDCAlertView dimmingColor", confidence: .reimplemented
            ),
            .init(
                name: "dimmingColor", value: black.hex, source: "SDCAlertView UIColor(white: 0, alpha:)",
                confidence: .reimplemented),
            .init(
                name: "groupMaterial", value: "prominent",
                source: "SDCAlertView blurEffect .prominent on iOS 10–12 (.extraLight on iOS 9)",
                confidence: .reimplemented),
            .init(
                name: "groupBackgroundColor", value: IOS12Colors.groupBackground.summary,
                source:
                    "iOS 17's tint (Flutter) assumed over the .prominent blur; iOS 12 has no dark mode, so dark is light",
                confidence: .inferred),
            .init(
                name: "cancelBackgroundColor", value: IOS12Colors.cancelBackground.summary,
                source: "SDCAlertView white cancel group; no dark mode before iOS 13", confidence: .reimplemented),
            .init(
                name: "separatorColor", value: IOS12Colors.separator.summary,
                source: "SDCAlertView UIColor(white: 0.5, alpha: 0.5)", confidence: .reimplemented),
            .init(
                name: "highlightedBackgroundColor", value: IOS12Colors.highlightedBackground.summary,
                source: "SDCAlertView highlight UIColor(white: 0.5, alpha: 0.3)", confidence: .reimplemented),
            .init(
                name: "headerTextColor", value: IOS12Colors.headerText.summary,
                source: "Alerta UIColor(white: 0.56, alpha: 1); Flutter before 2024 0xFF8F8F8F",
                confidence: .reimplemented),
            .init(
                name: "tintColor", value: DynamicColor(systemBlue.light).summary,
                source: "UIColor.systemBlue, the default tint of iOS 7–12 (#007AFF); no dark mode before iOS 13",
                confidence: .documented),
            .init(
                name: "destructiveColor", value: DynamicColor(systemRed.light).summary,
                source: "UIColor.systemRed of iOS 7–12 (#FF3B30); no dark mode before iOS 13", confidence: .documented),
            .init(
                name: "cornerCurve", value: "circular",
                source: "the continuous corner curve became public API (CALayer.cornerCurve) in iOS 13",
                confidence: .inferred),
            .init(
                name: "textAlignment", value: "center",
                source: "SDCAlertView and Alerta centre title, message and action labels", confidence: .reimplemented),
        ] + PopoverMetrics.constants
    )
}

/// The colours of the iOS 9–12 sheet (docs/reference.md §3.5). iOS 12 has no dark mode: each colour is the same in both.
private enum IOS12Colors {
    static let groupBackground = DynamicColor(Color(0xFCFC_FCC8))
    static let cancelBackground = DynamicColor(Color(0xFFFF_FFFF))
    static let separator = DynamicColor(Color(0x8080_8080))
    static let highlightedBackground = DynamicColor(Color(0x8080_804D))
    static let headerText = DynamicColor(Color(0x8F8F_8FFF))
}
