extension MetricsProfile {
    /// iOS 13–18 on iPhone, as measured against iOS 17 (docs/reference.md §2.1). The default profile.
    public static let ios17 = MetricsProfile(
        name: "ios17",
        era:
            "iOS 13–18 on iPhone, measured against iOS 17 simulators (Flutter's CupertinoActionSheet); UIKit logs its width − 16 (8 pt margins) from iOS 12.2 on.",
        matchingApps:
            "Apps built with an SDK before iOS 26 (Xcode 16 or older) on iOS 13 to 26, and apps built with the iOS 26 SDK whose Info.plist sets UIDesignRequiresCompatibility to YES: the apps that opt out of Liquid Glass get the legacy sheet and the legacy alert (alert.*). Name it explicitly: since contract 2.0.0 the default is ios26.",
        sideMargin: .init(
            8, .measured,
            "UIKit constraint log `width == - 16` since iOS 12.2 (radar 49289931); Flutter _kActionSheetEdgePadding"),
        cancelGap: .init(8, .measured, "Flutter _kActionSheetCancelButtonPadding; SDCAlertView, Alerta, LGAlertView"),
        minimumBottomGap: .init(8, .measured, "Flutter SafeArea(minimum: bottom 8); Alerta bezel 8"),
        portraitTopLimit: .init(.iOS17Table, .measured, "Flutter _topPadding() table (iOS 17)"),
        landscapeTopLimit: .init(8, .measured, "Flutter: landscape returns _kActionSheetEdgePadding"),
        actionRowMinimumHeight: .init(
            57, .reimplemented,
            "SDCAlertView and Alerta actionHeight 57, a whole number of pixels at every scale; Flutter's 57.17 is not (171.51 px at @3x), so 57 is kept (docs/reference.md §3.4)"
        ),
        actionRowPaddingBase: .init(1.8, .measured, "Flutter _kActionSheetButtonVerticalPaddingBase"),
        actionRowPaddingFactor: .init(0.4, .measured, "Flutter _kActionSheetButtonVerticalPaddingFactor"),
        actionHorizontalPadding: .init(10, .measured, "Flutter _kActionSheetButtonHorizontalPadding"),
        actionMinimumScaleFactor: .init(
            0.58, .inferred, "SDCAlertView ActionCell.xib minimumScaleFactor (UIKit's value unverified)"),
        actionsMinimumVisibleHeight: .init(84, .measured, "Flutter _kActionSheetActionsSectionMinHeight"),
        separatorThicknessInPixels: .init(
            1, .reimplemented,
            "SDCAlertView and RMActionController 1/UIScreen.main.scale; Flutter _kDividerThickness 0.3, about one pixel at @3x",
            text: .devicePixels),
        headerHorizontalPadding: .init(16, .measured, "Flutter _kActionSheetContentHorizontalPadding"),
        headerTopPadding: .init(
            13.5, .measured,
            "Flutter _kActionSheetContentVerticalPadding, overlaid on the iOS 17 simulator (PR 149636). UIKit 26.1's legacy style puts the first baseline 27 pt down instead (decompiled): 1.49 pt taller for a single label (docs/geometry.md, \"The ios17 header: two models\")"
        ),
        headerBottomPadding: .init(
            13.5, .measured,
            "Flutter _kActionSheetContentVerticalPadding. UIKit 26.1's legacy style: 17 pt (or 28 below a message with a title) under the last baseline, decompiled; with 27 above and 22 between, 3.97 pt (or 14.97) taller for a title and a message, the seed's 62.03 pt header becoming 66 (or 77)"
        ),
        titleMessageSpacing: .init(
            4, .measured,
            "Flutter additionalPaddingBetweenTitleAndMessage. UIKit 26.1's legacy style: 22 pt from the title's last baseline to the message's first (decompiled); see headerBottomPadding for the difference"
        ),
        titleWeight: .init(.semiboldWhenMessageExists, .measured, "Flutter (iOS 17)"),
        messageWeight: .init(.semiboldWhenAlone, .measured, "Flutter (iOS 17)"),
        headerFontSizes: .init(
            footnoteSizes, .reimplemented, "HIG Dynamic Type table via ADUtils/ASAPP (docs/reference.md §5.1)"),
        actionFontSizes: .init(iOS17ActionSizes, .measured, "Flutter _buttonFontSize (docs/reference.md §5.3)"),
        lineHeightRatio: .init(
            sfLineHeightRatio, .measured,
            "SF Pro hhea 1950 + 494 over 2048; UIFont.systemFont(ofSize: 17).lineHeight = 20.287109375",
            text: .sfFontUnits),
        mainGroupCornerRadius: .init(
            14, .inferred, "Flutter _kCornerRadius (2019–24); 2025 uses 12 with continuous corners"),
        cancelGroupCornerRadius: .init(14, .inferred, "Flutter _kCornerRadius"),
        dimmingAlphaLight: .init(0.2, .reimplemented, "SDCAlertView dimmingColor; Flutter 0x33000000"),
        dimmingAlphaDark: .init(0.48, .reimplemented, "SDCAlertView dimmingColor; Flutter 0x7A000000"),
        dimmingColor: .init(
            black, .reimplemented, "SDCAlertView UIColor(white: 0, alpha:); Flutter barrier 0x33000000 / 0x7A000000"),
        groupMaterial: .init(
            .systemMaterial, .reimplemented,
            "SDCAlertView blurEffect .systemMaterial on iOS 13+ (docs/reference.md §3.5)"),
        groupBackgroundColor: .init(
            DynamicColor(light: Color(0xFCFC_FCC8), dark: Color(0x2929_29BE)), .measured,
            "Flutter _kActionSheetBackgroundColor over the blur (iOS 17)"),
        cancelBackgroundColor: .init(
            DynamicColor(light: Color(0xFFFF_FFFF), dark: Color(0x2C2C_2CFF)), .measured,
            "Flutter _kActionSheetCancelColor; SDCAlertView white / (0.17, 0.17, 0.18)"),
        separatorColor: .init(
            DynamicColor(light: Color(0xC9C9_C9D4), dark: Color(0x7D7D_7DD5)), .measured,
            "Flutter _kActionSheetButtonDividerColor, \"eyeballed from iOS 17 simulator\""),
        highlightedBackgroundColor: .init(
            DynamicColor(light: Color(0xE0E0_E0CA), dark: Color(0x5151_51C1)), .measured,
            "Flutter _kActionSheetPressedColor (eyeballed, iOS 17)"),
        headerTextColor: .init(
            DynamicColor(light: Color(0x1D1D_1D85), dark: Color(0xF1F1_F196)), .measured,
            "Flutter _kActionSheetContentTextColor (eyeballed, iOS 17)"),
        tintColor: .init(
            systemBlue, .documented,
            "UIColor.systemBlue (Flutter CupertinoColors.systemBlue mirrors it); an app's own tint replaces it"),
        destructiveColor: .init(
            systemRed, .documented, "UIColor.systemRed (Flutter CupertinoColors.systemRed cites it)"),
        cornerCurve: .init(
            .continuous, .inferred,
            "Flutter 2025 clips the sheet with ClipRSuperellipse; CALayer.cornerCurve .continuous exists since iOS 13"),
        textAlignment: .init(
            .center, .reimplemented,
            "Flutter and SDCAlertView centre title, message and action labels; UIKit keeps them centred right to left (inferred)"
        ),
        sheetPresentation: .legacy
    )
}
