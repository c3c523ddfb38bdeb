// "UIKit 26.1" below: read from iOS 26.1's UIKitCore (decompiled), the method named; docs/alert.md lists each with
// its place. "Legacy" is the branch without Liquid Glass (iOS 17/18's look, and apps that opt out).
extension AlertMetrics {
    /// The alert of iOS 10–18, and of iOS 26 apps that opt out of Liquid Glass (`UIDesignRequiresCompatibility`).
    public static let legacy = AlertMetrics(
        width: .decompiled(
            270,
            "UIKit 26.1 UIAlertControllerVisualStyleAlert maximumWidth, legacy branch; SDCAlertView, Flutter _kCupertinoDialogWidth, PMAlertController agree"
        ),
        accessibilityWidth: .init(
            310, .reimplemented,
            "Flutter _kAccessibilityCupertinoDialogWidth; UIKit 26.1 calls _accessibilityMaximumWidthWhenUsingAccessibilitySizes, whose body is not in the decompile"
        ),
        sideMargin: .decompiled(
            0, "UIKit 26.1 alert contentInsetsForContainerView: left and right 0 (legacy)"),
        labelHorizontalInset: .decompiled(
            16, "UIKit 26.1 UIAlertControllerVisualStyle _labelHorizontalInsets: 16 (legacy); SDCAlertView 16"),
        titleFirstBaseline: .decompiled(
            .fixed(36), "UIKit 26.1 alert marginAboveTitleLabelFirstBaseline 36 (legacy); SDCAlertView 36"),
        loneLabelFirstBaselineWithoutActions: .decompiled(
            .fixed(36),
            "UIKit 26.1 alert marginAboveTitleLabelFirstBaseline 36 (legacy), whatever follows; without a title the message takes the title's margins"
        ),
        titleToMessageBaseline: .decompiled(
            .fixed(20), "UIKit 26.1 alert marginAboveMessageLabelFirstBaseline 20 (legacy)"),
        belowLastBaselineWithActions: .decompiled(
            .fixed(24), "UIKit 26.1 alert marginBelowLastLabelLastBaseline 24 (legacy)"),
        belowLastBaselineWithTextFields: .decompiled(
            .fixed(24), "UIKit 26.1 alert marginBelowLastLabelLastBaseline 24 (legacy)"),
        belowLastBaselineAlone: .decompiled(
            .fixed(24), "UIKit 26.1 alert marginBelowLastLabelLastBaseline 24 (legacy)"),
        titleWeight: .decompiled(
            .alwaysSemibold,
            "UIKit 26.1 alert titleLabelFont: Headline (semibold) in legacy; Flutter and Alerta 17 semibold"),
        titleFontSizes: .decompiled(
            bodySizes,
            "UIKit 26.1 alert titleLabelFont: Headline, floored to Large; Headline has Body's sizes (docs/reference.md §5.1)"
        ),
        messageFontSizes: .decompiled(
            footnoteSizes,
            "UIKit 26.1 alert messageLabelFont: Footnote with a title (else the title's font), floored to Large"),
        messageLineHeightRatio: .init(
            1.35, .reimplemented,
            "Flutter _kCupertinoDialogContentStyle: the 13 pt message at height 1.35 (17.55 pt between lines), matched to iOS 17. UIKit 26.1 gives the message trait 0x8000 (tight leading) without its amount"
        ),
        tightLeadingReduction: .init(
            2, .inferred,
            "UIKit 26.1: the legacy action fonts add trait 0x8000 (tight leading); the HIG's tight leading is 2 pt less, assumed here"
        ),
        headerLabelColor: .init(
            labelColor, .reimplemented,
            "Flutter's CupertinoAlertDialog draws the title and the message in the label colour (CupertinoColors.label: black light, white dark); UIKit 26.1's alert titleLabelColor has no body in the decompile. The action sheet's grey header is another style's"
        ),
        actionFontSizes: .decompiled(
            bodySizes,
            "UIKit 26.1 _iOSAlert _regularActionFont: Body (preferred: Headline, semibold), floored to Large; SDCAlertView 17"
        ),
        actionMinimumHeight: .decompiled(
            44, "UIKit 26.1 _iOSAlert minimumActionContentSize 44 (legacy); SDCAlertView, Alerta 44"),
        actionSpacing: .decompiled(
            0, "UIKit 26.1 actionSpacingForGroupViewState: 0 in legacy"),
        actionSequenceInset: .decompiled(
            0, "UIKit 26.1 actionSequenceEdgeInsets: 0 in legacy"),
        cancelIsPreferredByDefault: .init(
            true, .reimplemented,
            "SDCAlertView and Alerta draw the cancel action of an alert in the bold (preferred) font unless another is preferred"
        ),
        preferredActionFillColor: .decompiled(
            clearColor,
            "UIKit 26.1 actionBackgroundColorForViewState: the tint fill is glass only; the legacy preferred action only takes the preferred (bold) font"
        ),
        preferredActionTextColor: .decompiled(
            systemBlue, "UIKit 26.1 actionTitleLabelColorForViewState: the tint colour in legacy"),
        showsSeparators: .decompiled(
            true, "UIKit 26.1 newActionSeparatorViewForGroupViewState: legacy separators"),
        capsuleActions: .decompiled(
            false,
            "UIKit 26.1 newActionBackgroundViewForViewState: the filled capsule is glass only; legacy actions are parts of the group"
        ),
        cornerRadius: .decompiled(
            13, "UIKit 26.1 UIInterfaceActionConcreteVisualStyle_iOS contentCornerRadius 13 (legacy); SDCAlertView 13"),
        actionsMinimumVisibleHeight: .init(
            67.8, .reimplemented, "Flutter _kDialogActionsSectionMinHeight (\"derived on iOS 17 simulators\")"),
        accessibilityActionsShare: .init(
            0.5, .reimplemented,
            "Flutter CupertinoAlertDialog _buildBody: at large text scales the actions section keeps at least half the dialog's height (its natural height when less)"
        ),
        textFieldSideMargin: .init(16, .inferred, "the labels' inset, assumed for the fields' container"),
        textFieldVerticalInset: .decompiled(
            7, "UIKit 26.1 textFieldContentInset: top 7 − the border's width; the bottom assumed equal"),
        textFieldHorizontalInset: .decompiled(
            7, "UIKit 26.1 textFieldContentInset: 7 in legacy"),
        textFieldMinimumHeight: .init(0, .inferred, "none: the field is its text's height and its insets"),
        textFieldFontSizes: .init(
            footnoteSizes, .reimplemented,
            "SDCAlertView 13 pt fields (iOS 9), scaled as Footnote; the iOS 17 value is unknown"),
        textFieldCornerRadius: .decompiled(
            7, "UIKit 26.1 UIAlertControllerVisualStyle textFieldCornerRadius 7 (legacy)"),
        textFieldSeparatorThickness: .init(
            0, .decompiled,
            "UIKit 26.1 textFieldContainingViewWithTextField:position: adds a separator between fields only in glass; legacy fields have their own hairline borders"
        ),
        textFieldSeparatorTakesRoom: .init(false, .decompiled, "no separator between legacy fields (UIKit 26.1)"),
        textFieldSeparatorInset: .init(0, .decompiled, "no separator between legacy fields (UIKit 26.1)"),
        textFieldSeparatorColor: .init(
            clearColor, .decompiled, "no separator between legacy fields (UIKit 26.1)"),
        textFieldBackgroundColor: .decompiled(
            DynamicColor(light: Color(0xFFFF_FFFF), dark: Color(0x0000_00FF)),
            "UIKit 26.1 textFieldContainingViewWithTextField:position: systemBackground plus a hairline vibrant border (legacy)"
        ),
        textFieldBorderThicknessInPixels: .decompiled(
            1,
            "UIKit 26.1 textFieldContainingViewWithTextField:position: the legacy border is a hairline rounded to the pixel grid; each field has its own, so stacked fields read as separate boxes"
        ),
        textFieldBorderColor: .init(
            DynamicColor(light: Color(0x3C3C_434A), dark: Color(0x5454_5899)), .inferred,
            "UIKit 26.1 draws a vibrant border whose colour the decompile does not give; UIColor.separator's iOS 17 values (#3C3C43 at 29 %, #545458 at 60 %), assumed"
        ),
        textFieldsBottomMargin: .init(16, .inferred, "not traced; the labels' inset, assumed"),
        presentScale: .decompiled(
            1.2,
            "UIKit 26.1 alert animateAlertControllerView: transform scale 1.2 → 1 on present (not with Reduce Motion); SDCAlertView 1.2"
        )
    )

    /// The Liquid Glass alert of iOS 26, also how iOS 26 presents an action sheet without a source view.
    public static let glass = AlertMetrics(
        width: .decompiled(
            320,
            "UIKit 26.1 UIAlertControllerVisualStyleAlert maximumWidth, glass branch. The 320 pt window measurement (300 wide, 10 pt margins; SW) agrees once the side margin is applied"
        ),
        accessibilityWidth: .init(
            360, .inferred,
            "not in the decompile (_accessibilityMaximumWidthWhenUsingAccessibilitySizes); the legacy alert's 40 pt widening, assumed"
        ),
        sideMargin: .decompiled(
            24,
            "UIKit 26.1 alert contentInsetsForContainerView: left and right 24 (glass), so width = min(320, safe width − 48): 272 on a 320 pt screen. The sourceless action sheet's card keeps SW's measured 10 pt (sideMargin)"
        ),
        labelHorizontalInset: .decompiled(
            30, "UIKit 26.1 UIAlertControllerVisualStyle _labelHorizontalInsets: 30 (glass)"),
        titleFirstBaseline: .decompiled(
            .lineHeightPlus(18), "UIKit 26.1 alert marginAboveTitleLabelFirstBaseline: title line height + 18"),
        loneLabelFirstBaselineWithoutActions: .decompiled(
            .lineHeightPlus(30),
            "UIKit 26.1 alert marginAboveTitleLabelFirstBaseline (and the message's without a title): line height + 30 with no action, no text field and only one label (_labelHorizontalInsets)"
        ),
        titleToMessageBaseline: .decompiled(
            .lineHeightPlus(8), "UIKit 26.1 alert marginAboveMessageLabelFirstBaseline: message line height + 8"),
        belowLastBaselineWithActions: .decompiled(
            .fixed(8), "UIKit 26.1 alert marginBelowLastLabelLastBaseline: 8 with an action (glass)"),
        belowLastBaselineWithTextFields: .decompiled(
            .fixed(20), "UIKit 26.1 alert marginBelowLastLabelLastBaseline: 20 with text fields (glass)"),
        belowLastBaselineAlone: .decompiled(
            .fixed(30), "UIKit 26.1 alert marginBelowLastLabelLastBaseline: 30 without actions (glass)"),
        titleWeight: .decompiled(
            .semiboldWhenMessageExists,
            "UIKit 26.1 alert titleLabelFont: Headline (semibold) with a message, else Body (regular)"),
        titleFontSizes: .decompiled(
            bodySizes, "UIKit 26.1 alert titleLabelFont: Headline or Body, floored to Large (both 17 pt at Large)"),
        messageFontSizes: .decompiled(
            subheadlineSizes,
            "UIKit 26.1 alert messageLabelFont: Subheadline with a title (else Body), floored to Large"),
        messageLineHeightRatio: .decompiled(
            sfLineHeightRatio,
            "UIKit 26.1 alert messageLabelFont: Subheadline without the tight-leading trait in glass, so the font's own line height (SF Pro 2444/2048)"
        ),
        tightLeadingReduction: .decompiled(
            0, "UIKit 26.1 alert messageLabelFont and _iOSAlert action fonts: no tight-leading trait in glass"),
        headerLabelColor: .init(
            labelColor, .inferred,
            "not used by the glass alert, whose header follows glass.titleColor and glass.messageColorBelowTitle; the legacy alert's label colour"
        ),
        actionFontSizes: .decompiled(
            bodySizes, "UIKit 26.1 _iOSAlert action fonts: Body (the preferred one heavier), floored to Large"),
        actionMinimumHeight: .decompiled(
            48, "UIKit 26.1 _iOSAlert minimumActionContentSize 48 (glass); SW measured 48 pt rows"),
        actionSpacing: .decompiled(
            8, "UIKit 26.1 actionSpacingForGroupViewState: 8 in glass; SW 8"),
        actionSequenceInset: .decompiled(
            16, "UIKit 26.1 actionSequenceEdgeInsets: 16 in glass (the sourceless sheet's measured card keeps SW's 14)"),
        cancelIsPreferredByDefault: .init(
            false, .inferred,
            "UIKit 26.1 marks only the preferred action in glass (tint-filled capsule, D30 weight); the cancel action is not singled out"
        ),
        preferredActionFillColor: .decompiled(
            systemBlue,
            "UIKit 26.1 actionBackgroundColorForViewState: the preferred, enabled, non-destructive action is filled with the tint colour (system blue unless the app changes it)"
        ),
        preferredActionTextColor: .decompiled(
            whiteColor,
            "UIKit 26.1 actionTitleLabelColorForViewState: the preferred action's title is systemWhite in glass"),
        showsSeparators: .decompiled(
            false, "UIKit 26.1 newActionSeparatorViewForGroupViewState: none in glass; SW"),
        capsuleActions: .decompiled(
            true, "UIKit 26.1 _UIAlertControllerFilledBackgroundView: a tertiarySystemFill capsule per action"),
        cornerRadius: .decompiled(
            34, "UIKit 26.1 UIInterfaceActionConcreteVisualStyle_iOS contentCornerRadius 34 (glass); SW 34"),
        actionsMinimumVisibleHeight: .init(
            88, .inferred, "one and a half 48 pt buttons and the 16 pt inset, as the legacy alert keeps about 1.5 rows"),
        accessibilityActionsShare: .init(
            0.5, .inferred,
            "the legacy alert's half (Flutter's CupertinoAlertDialog at large text scales), assumed for the glass alert"
        ),
        textFieldSideMargin: .init(
            16, .inferred, "UIKit textFieldHorizontalMargin 16 in an older decompile; no body in 26.1"),
        textFieldVerticalInset: .decompiled(
            7, "UIKit 26.1 textFieldContentInset: top 7 − the border's width (0 in glass)"),
        textFieldHorizontalInset: .decompiled(
            15, "UIKit 26.1 textFieldContentInset: 15 in glass"),
        textFieldMinimumHeight: .init(
            48, .inferred,
            "the 24 pt corner radius (UIKit 26.1 textFieldCornerRadius) makes a single field a 48 pt capsule"),
        textFieldFontSizes: .init(bodySizes, .inferred, "Body, as the glass labels and actions; not traced"),
        textFieldCornerRadius: .decompiled(
            24, "UIKit 26.1 UIAlertControllerVisualStyle textFieldCornerRadius 24 (glass)"),
        textFieldSeparatorThickness: .init(
            1, .decompiled,
            "UIKit 26.1 textFieldContainingViewWithTextField:position: a 1 pt separator between stacked glass fields"),
        textFieldSeparatorTakesRoom: .init(
            true, .inferred,
            "not in the facts: the separator is taken to sit between the fields, 1 pt apart, as a view stacked between them; drawn over their shared edge the block would be 1 pt shorter per separator"
        ),
        textFieldSeparatorInset: .init(
            15, .decompiled, "UIKit 26.1 textFieldContainingViewWithTextField:position: inset 15 on each side"),
        textFieldSeparatorColor: .init(
            DynamicColor(light: Color(0x3C3C_432E), dark: Color(0xEBEB_F529)), .inferred,
            "UIKit 26.1: quaternaryLabelColor; its iOS 17 values (#3C3C43 at 18 %, #EBEBF5 at 16 %), assumed for iOS 26"
        ),
        textFieldBackgroundColor: .decompiled(
            tertiarySystemFillColor,
            "UIKit 26.1 textFieldContainingViewWithTextField:position: tertiarySystemFill (12 % / 24 % of #767680)"),
        textFieldBorderThicknessInPixels: .decompiled(
            0, "UIKit 26.1 textFieldContainingViewWithTextField:position: the glass field's border width is 0"),
        textFieldBorderColor: .init(
            clearColor, .decompiled, "no border on a glass field (UIKit 26.1)"),
        textFieldsBottomMargin: .init(0, .inferred, "none besides the 16 pt inset of the actions that follow"),
        presentScale: .decompiled(
            1.2, "UIKit 26.1 alert animateAlertControllerView: scale 1.2 → 1; the same animator serves glass alerts")
    )
}
