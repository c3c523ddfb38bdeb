extension MetricsProfile {
    /// iOS 10 on iPhone, the seed's era: `W − 20` wide, 20 pt actions, the older header model. Named after the one
    /// release the evidence pins down: UIKit's `width == - 20` log is from iOS 10 and the `.prominent` blur exists
    /// from iOS 10 (iOS 8–9 share the width, not the blur); iOS 11–12.1 are unknown and iOS 12.2 logs `- 16`
    /// (docs/reference.md §2.1). Several values are inferred from reimplementations of that era (see each constant).
    /// `ios12`, its former name, is a deprecated alias (`MetricsProfile.deprecatedAliases`).
    public static let ios10 = MetricsProfile(
        name: "ios10",
        era:
            "iOS 10 on iPhone, the seed's era: UIKit logged its width − 20 (10 pt margins) on iOS 10 and the reimplementations of iOS 8–10 agree; the .prominent blur is iOS 10's (iOS 9 used .extraLight). Unknown for iOS 11–12.1: no constraint log or measurement was found, so whether the width is − 20 or − 16 there, and when the header, fonts and rows took their iOS 13 values, is not known. From iOS 12.2 UIKit logs width − 16: use ios17.",
        matchingApps: "Apps on iOS 9 to 12 (the seed's era), whatever SDK they are built with.",
        sideMargin: .init(
            10, .measured, "UIKit constraint log `width == - 20` on iOS 10 (hoko-ios#28); SDCAlertView margins 10"),
        cancelGap: .init(8, .reimplemented, "SDCAlertView ActionSheetView; Alerta cancelActionSpacing"),
        minimumBottomGap: .init(10, .reimplemented, "SDCAlertView bottom −10 (pre-2018)"),
        portraitTopLimit: .init(.belowSafeAreaTop(30), .reimplemented, "SDCAlertView margins.top 30"),
        landscapeTopLimit: .init(30, .inferred, "SDCAlertView margins.top 30 with no top inset in landscape"),
        actionRowMinimumHeight: .init(
            57, .reimplemented, "SDCAlertView actionViewSize (90, 57); Alerta actionHeight 57"),
        actionRowPaddingBase: .init(
            assuming: ios17.$actionRowPaddingBase, "Flutter's iOS 17 growth rule, assumed for the older sheet"),
        actionRowPaddingFactor: .init(
            assuming: ios17.$actionRowPaddingFactor, "Flutter's iOS 17 growth rule, assumed for the older sheet"),
        actionHorizontalPadding: .init(12, .reimplemented, "SDCAlertView ActionCell.xib stack inset"),
        actionMinimumScaleFactor: .init(0.58, .reimplemented, "SDCAlertView ActionCell.xib minimumScaleFactor"),
        actionsMinimumVisibleHeight: .init(
            assuming: ios17.$actionsMinimumVisibleHeight, "Flutter's iOS 17 value, assumed"),
        separatorThicknessInPixels: .init(
            1, .reimplemented,
            "SDCAlertView actionViewSeparatorThickness and RMActionController separator height 1/UIScreen.main.scale",
            text: .devicePixels),
        headerHorizontalPadding: .init(16, .reimplemented, "Alerta horizontalInset 16; SDCAlertView contentPadding"),
        headerTopPadding: .init(14.5, .reimplemented, "Alerta AlertaHeaderView verticalInset"),
        headerBottomPadding: .init(14.5, .reimplemented, "Alerta AlertaHeaderView verticalInset"),
        titleMessageSpacing: .init(12, .reimplemented, "Alerta AlertaHeaderView textSpacing"),
        titleWeight: .init(.alwaysSemibold, .reimplemented, "SDCAlertView and Alerta: title 13 semibold"),
        messageWeight: .init(.alwaysRegular, .reimplemented, "SDCAlertView and Alerta: message 13 regular"),
        headerFontSizes: .init(footnoteSizes, .inferred, "HIG Dynamic Type table (docs/reference.md §5.1, §5.2)"),
        actionFontSizes: .init(
            title3Sizes, .inferred, "SDCAlertView and Alerta 20 pt; scaled as title3 (docs/reference.md §5.2)"),
        lineHeightRatio: .init(
            sfLineHeightRatio, .measured, "SF Pro hhea metrics (docs/reference.md §5.4)", text: .sfFontUnits),
        mainGroupCornerRadius: .init(13, .reimplemented, "SDCAlertView cornerRadius 13; Alerta bodyCornerRadius 13"),
        cancelGroupCornerRadius: .init(13, .reimplemented, "Alerta cancelActionCornerRadius 13"),
        dimmingAlphaLight: .init(0.2, .reimplemented, "SDCAlertView dimmingColor"),
        dimmingAlphaDark: .init(0.48, .reimplemented, "SDCAlertView dimmingColor"),
        dimmingColor: .init(black, .reimplemented, "SDCAlertView UIColor(white: 0, alpha:)"),
        groupMaterial: .init(
            .prominent, .reimplemented, "SDCAlertView blurEffect .prominent on iOS 10–12 (.extraLight on iOS 9)"),
        groupBackgroundColor: .init(
            DynamicColor(Color(0xFCFC_FCC8)), .inferred,
            "iOS 17's tint (Flutter) assumed over the .prominent blur; iOS 10 has no dark mode, so dark is light"),
        cancelBackgroundColor: .init(
            whiteColor, .reimplemented,
            "SDCAlertView white cancel group; no dark mode before iOS 13"),
        separatorColor: .init(
            DynamicColor(Color(0x8080_8080)), .reimplemented, "SDCAlertView UIColor(white: 0.5, alpha: 0.5)"),
        highlightedBackgroundColor: .init(
            DynamicColor(Color(0x8080_804D)), .reimplemented, "SDCAlertView highlight UIColor(white: 0.5, alpha: 0.3)"),
        headerTextColor: .init(
            DynamicColor(Color(0x8F8F_8FFF)), .reimplemented,
            "Alerta UIColor(white: 0.56, alpha: 1); Flutter before 2024 0xFF8F8F8F"),
        tintColor: .init(
            DynamicColor(systemBlue.light), .documented,
            "UIColor.systemBlue, the default tint of iOS 7–12 (#007AFF); no dark mode before iOS 13"),
        destructiveColor: .init(
            DynamicColor(systemRed.light), .documented,
            "UIColor.systemRed of iOS 7–12 (#FF3B30); no dark mode before iOS 13"),
        cornerCurve: .init(
            .circular, .inferred, "the continuous corner curve became public API (CALayer.cornerCurve) in iOS 13"),
        textAlignment: .init(
            .center, .reimplemented, "SDCAlertView and Alerta centre title, message and action labels"),
        springMass: .init(
            assuming: ios17.$springMass, "iOS 17's spring (Flutter, Alerta), assumed for iOS 10"),
        springStiffness: .init(
            assuming: ios17.$springStiffness, "iOS 17's spring (Flutter, Alerta), assumed for iOS 10"),
        springDamping: .init(
            assuming: ios17.$springDamping, "iOS 17's spring (Flutter, Alerta), assumed for iOS 10"),
        transitionDuration: .init(
            assuming: ios17.$transitionDuration, "iOS 17's 0.404 s (Flutter, Alerta), assumed for iOS 10"),
        // Read in iOS 26.1's legacy branch, not in iOS 10's UIKit: listed as inferred (AlertMetrics.assumed).
        alert: AlertMetrics.legacy.assumed(for: "iOS 10 (read in iOS 26.1's legacy branch)")
    )
}
