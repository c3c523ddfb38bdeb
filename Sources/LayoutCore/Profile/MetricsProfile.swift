/// Every UIKit constant the layout uses, for one era of iOS. No other file holds a magic number. Each constant is
/// `@Sourced`: a profile gives its value together with its source and confidence (or takes the one its property
/// declares, for the constants the eras share), and `constants` lists them.
public struct MetricsProfile: Sendable {
    /// The profile's name as clients send it.
    public var name: String
    /// The releases the profile stands for, what the evidence pins down and what is unknown, for people.
    public var era: String
    /// Which apps the profile matches: the SDK they are built with, the iOS they run on, and the compatibility flag.
    public var matchingApps: String
    /// Gap between the sheet and each side of the screen's short side.
    @Sourced public var sideMargin: Double
    /// Gap between the main group and the cancel group.
    @Sourced public var cancelGap: Double
    /// The smallest gap between the cancel group and the screen bottom (used when the safe-area inset is smaller).
    @Sourced public var minimumBottomGap: Double
    /// The highest point the sheet may reach in portrait.
    @Sourced public var portraitTopLimit: TopLimitRule
    /// The highest point the sheet may reach in landscape.
    @Sourced public var landscapeTopLimit: Double
    /// The smallest height of an action row.
    @Sourced public var actionRowMinimumHeight: Double
    /// Vertical padding of an action row: `base + factor × fontSize` above and below the text.
    @Sourced public var actionRowPaddingBase: Double
    /// See `actionRowPaddingBase`.
    @Sourced public var actionRowPaddingFactor: Double
    /// Horizontal padding between an action row's edges and its title.
    @Sourced public var actionHorizontalPadding: Double
    /// The action title's smallest scale factor before it is truncated in the middle.
    @Sourced public var actionMinimumScaleFactor: Double
    /// The height the actions keep visible when the content must scroll.
    @Sourced public var actionsMinimumVisibleHeight: Double
    /// The thickness of every separator, in device pixels (`separatorThickness(scale:)` gives points).
    @Sourced public var separatorThicknessInPixels: Double
    /// Horizontal padding of the title and message.
    @Sourced public var headerHorizontalPadding: Double
    /// Padding above the first header label.
    @Sourced public var headerTopPadding: Double
    /// Padding below the last header label.
    @Sourced public var headerBottomPadding: Double
    /// Extra space between the title and the message.
    @Sourced public var titleMessageSpacing: Double
    /// How the title's weight is chosen.
    @Sourced public var titleWeight: TitleWeightRule
    /// How the message's weight is chosen.
    @Sourced public var messageWeight: MessageWeightRule
    /// Title and message font size per content-size category.
    @Sourced public var headerFontSizes: [ContentSizeCategory: Double]
    /// Action font size per content-size category.
    @Sourced public var actionFontSizes: [ContentSizeCategory: Double]
    /// Line height as a fraction of the font size: SF Pro's (ascender + descender) / unitsPerEm.
    @Sourced public var lineHeightRatio: Double
    /// Corner radius of the main group.
    @Sourced public var mainGroupCornerRadius: Double
    /// Corner radius of the cancel group.
    @Sourced public var cancelGroupCornerRadius: Double
    /// Dimming view alpha in light mode.
    @Sourced public var dimmingAlphaLight: Double
    /// Dimming view alpha in dark mode.
    @Sourced public var dimmingAlphaDark: Double
    /// The dimming view's colour; its alpha is replaced by `dimmingAlphaLight` or `dimmingAlphaDark`.
    @Sourced public var dimmingColor: Color
    /// The blur behind the main group (and the popover).
    @Sourced public var groupMaterial: BlurMaterial
    /// The tint over the blur of the main group.
    @Sourced public var groupBackgroundColor: DynamicColor
    /// The cancel group's fill (opaque: it has no blur).
    @Sourced public var cancelBackgroundColor: DynamicColor
    /// The hairlines between the header and the rows and between rows.
    @Sourced public var separatorColor: DynamicColor
    /// The fill of a pressed row.
    @Sourced public var highlightedBackgroundColor: DynamicColor
    /// The title's and the message's text colour.
    @Sourced public var headerTextColor: DynamicColor
    /// The text colour of default and cancel actions (the tint colour, system blue unless the app changes it).
    @Sourced public var tintColor: DynamicColor
    /// The text colour of destructive actions (system red).
    @Sourced public var destructiveColor: DynamicColor
    /// The curve of every rounded corner of the sheet and the popover.
    @Sourced public var cornerCurve: CornerCurve
    /// How the title, message and action labels are aligned, in both layout directions.
    @Sourced public var textAlignment: TextAlignment

    // The constants below are every profile's unless it passes its own: a constant shared by the eras is declared
    // once, with its value, confidence and source, on its property.

    // The transition, as measured against iOS 17 (docs/reference.md §7.1): another era passes its own, or ios17's
    // as an assumption (`Sourced(assuming:_:)`). AnimationCore builds its spring, curves and the seed's fade from a
    // profile's values only.

    /// The mass of the spring that moves the sheet in and out (`CASpringAnimation.mass`).
    @Sourced(
        1.0, .measured,
        "CASpringAnimation.mass read in Xcode (Flutter route.dart); Alerta UISpringTimingParameters mass 1")
    public var springMass: Double
    /// The sheet spring's stiffness (`CASpringAnimation.stiffness`).
    @Sourced(
        522.35, .measured,
        "CASpringAnimation.stiffness read in Xcode (Flutter route.dart); Alerta 522.350315; UIKit's duration rule gives 522.350 for 0.404 s, ζ = 1 (docs/reference.md §7.4)"
    )
    public var springStiffness: Double
    /// The sheet spring's damping (`CASpringAnimation.damping`).
    @Sourced(
        45.709_955_2, .measured,
        "CASpringAnimation.damping read in Xcode (Flutter route.dart); Alerta 45.709969; ζ = 1.000, critically damped"
    )
    public var springDamping: Double
    /// How long the present and dismiss transitions last, in seconds: where the sheet spring is cut.
    @Sourced(
        0.404, .measured,
        "Flutter's iOS spring animation duration and Alerta's transitionDuration; the spring has covered 0.999 of the distance there, its settling time at ε = 0.001 (docs/reference.md §7.1, §7.5)"
    )
    public var transitionDuration: Double
    /// How the dimming view's alpha runs between 0 and the dimming alpha during a transition.
    @Sourced(
        .sheetSpring, .inferred,
        "SDCAlertView fades the dimming view with animate(alongsideTransition:); UIKit's own curve for it is unverified, so it shares the sheet's spring (docs/reference.md §7.1)"
    )
    public var dimmingCurve: MotionCurve
    /// The length of the seed's custom view fade on dismissal, in seconds.
    @Sourced(
        0.1, .documented,
        "the seed's viewWillDisappear(_:) calls UIView.animate(withDuration: 0.1) (docs/reference.md §9.1): the app's fix, not UIKit's"
    )
    public var customViewFadeDuration: Double
    /// The curve of the seed's custom view fade.
    @Sourced(
        .easeInEaseOut, .documented,
        "UIView.animate(withDuration:) without options uses .curveEaseInOut (docs/reference.md §7.6)")
    public var customViewFadeCurve: MediaTimingFunctionName

    // The iPad popover: the only measurement is from iOS 8 (docs/reference.md §4), and everything else is inferred,
    // so nothing distinguishes the eras yet.

    /// The narrowest iPad window that has a regular horizontal size class, so that the sheet is a popover. Regular
    /// from 678 pt, the narrowest regular window in Apple's multitasking description (half of a 12.9-inch iPad Pro in
    /// landscape); compact windows are narrower (507 pt, half of a 9.7-inch iPad).
    @Sourced(
        678.0, .inferred,
        "Apple, Adopting Multitasking Enhancements on iPad: half/half Split View on a 12.9-inch iPad Pro in landscape (678 pt wide) and two thirds of a 9.7-inch iPad in landscape (694 pt) are regular; half of the 9.7-inch iPad (507 pt), portrait Split View and Slide Over (320 pt) are compact. The threshold between them is inferred"
    )
    public var regularWidthMinimum: Double
    /// The popover's width (its content: the alert controller's view).
    @Sourced(
        304.0, .inferred,
        "UIKit constraint log H:[UIView(304)] of an action-sheet popover on iOS 8 (radar 18921595); the current width was not found"
    )
    public var popoverWidth: Double
    /// The length of the popover's arrow, from its base on the popover's edge to its tip on the source.
    @Sourced(13.0, .inferred, popoverArrowSource)
    public var popoverArrowHeight: Double
    /// The width of the popover's arrow at its base.
    @Sourced(36.0, .inferred, popoverArrowSource)
    public var popoverArrowBase: Double
    /// The popover's smallest distance to each edge of the safe area.
    @Sourced(
        10.0, .documented,
        "UIPopoverPresentationController.popoverLayoutMargins: \"the default edge insets are 10 points along each edge\"; applied inside the safe area (inferred)"
    )
    public var popoverLayoutMargin: Double
    /// The corner radius of the popover's body.
    @Sourced(
        13.0, .inferred,
        "the action sheet's 13 pt radius of SDCAlertView and Alerta, assumed for the popover; not measured")
    public var popoverCornerRadius: Double
    /// The dimming view's alpha behind a popover (it still catches the tap outside that cancels).
    @Sourced(
        0.0, .inferred,
        "iPad popovers leave what is behind them undimmed; the dimming view only catches the tap outside that dismisses (cancels) the sheet. Not measured"
    )
    public var popoverDimmingAlpha: Double
    /// The sides tried in turn for the popover, as arrow directions in a left-to-right layout (mirrored right
    /// to left); the first with room for the whole popover wins.
    @Sourced(
        [.up, .down, .right, .left], .inferred,
        "below, above, left of, right of the source (mirrored right to left), first side with room for the whole popover, else the side with the most; UIKit's order is undocumented"
    )
    public var popoverArrowPreference: [PopoverArrowDirection]

    // The text rules and limits UIKit itself enforces, read from iOS 26.1's UIKitCore in a public decompilation
    // (docs/geometry.md, "Action titles" and "UIKit's limits"); the older eras have no source of their own, so their
    // profiles carry these over.

    /// How an action title that does not fit on one line is set.
    @Sourced(
        .oneLineOrWrappedAtAccessibilitySizes, .decompiled,
        "UIKit 26.1 UIInterfaceActionVisualStyle _base_configureAttributesForTitleLabel: adjustsFontSizeToFitWidth, truncate middle, numberOfLines left at 1 (inferred); accessibility sizes: numberOfLines 0, scale 1, word wrap"
    )
    public var actionTitleLines: ActionTitleLineRule
    /// The weight of the action titles other than cancel.
    @Sourced(
        .regular, .decompiled,
        "UIKit 26.1 legacy sheet: systemFontOfSize for actions (_regularActionFont); glass: body with an unresolved weight, assumed regular"
    )
    public var actionFontWeight: FontWeight
    /// The weight of the cancel action's title.
    @Sourced(
        .semibold, .reimplemented,
        "Flutter's iOS 17 sheet and Alerta set the cancel action semibold; UIKit 26.1's legacy style makes the preferred action bold (_preferredActionFont)"
    )
    public var cancelFontWeight: FontWeight
    /// The longest title UIAlertController's factory keeps, in UTF-16 units; a longer one is cut to it.
    @Sourced(
        999, .decompiled,
        "UIKit 26.1 +[UIAlertController alertControllerWithTitle:message:preferredStyle:] keeps the first 999 UTF-16 units of a title of 1000 or more; setTitle: does not cut"
    )
    public var titleLengthCap: Int
    /// The longest message UIAlertController's factory keeps, in UTF-16 units; a longer one is cut to it.
    @Sourced(
        9999, .decompiled,
        "UIKit 26.1 +[UIAlertController alertControllerWithTitle:message:preferredStyle:] keeps the first 9999 UTF-16 units of a message of 10000 or more; setMessage: does not cut"
    )
    public var messageLengthCap: Int
    /// How the sheet's width follows the screen, in portrait and landscape.
    @Sourced(
        .shortSideLessMargins, .reimplemented,
        "Flutter's landscape width, height − 16 (a reimplementation), with UIKit constraint logs quoted in public issue threads (iOS 10: W − 20; iOS 12.2 on: W − 16): in landscape the short side (the height) sets the width; nobody measured it for this project"
    )
    public var widthRule: SheetWidthRule
    /// How the custom view's subviews are placed in a right-to-left layout unless the request says otherwise.
    @Sourced(
        .framesStayUnlessConstrained, .documented,
        "UIKit mirrors leading/trailing constraints in right-to-left layouts but never a frame set in code (Apple, Supporting right-to-left languages); the seed sets frames"
    )
    public var customSubviewMirroring: CustomSubviewMirroringRule

    /// The iOS 26 card's own constants; with them the sheet is a centred card or, with a source, a popover on every
    /// idiom, instead of the bottom sheet. `nil` for the older sheets.
    public var glass: GlassMetrics? = nil
    /// The alert style's constants (`sheet.preferredStyle` `alert`): the legacy alert, or the Liquid Glass one.
    public var alert: AlertMetrics = .legacy
    /// The presentation sheet's constants (`UISheetPresentationController`, docs/detents.md); `nil` in a profile
    /// whose era has no such sheet (iOS 10).
    public var sheetPresentation: SheetPresentationMetrics? = nil

    /// Every constant with its value, source and confidence, in declaration order. Read from the `@Sourced`
    /// properties themselves, so the listing cannot drift from the values the layout uses.
    public var constants: [ProfileConstant] {
        let own = Mirror(reflecting: self).children.compactMap { child -> ProfileConstant? in
            guard let storage = child.label, let constant = child.value as? any ListedConstant else { return nil }
            // A wrapped property `sideMargin` is stored as `_sideMargin`.
            return constant.listing(named: String(storage.dropFirst()))
        }
        return own + (glass?.constants ?? []) + alert.constants + (sheetPresentation?.constants ?? [])
    }

    /// The one reference for both of the popover arrow's dimensions.
    static let popoverArrowSource: StaticString =
        "TOActionSheet draws a 36 × 13 arrow; UIKit's arrow size was not found"

    /// The thickness of a separator in points on a screen of `scale` device pixels per point.
    public func separatorThickness(scale: Double) -> Double { separatorThicknessInPixels / scale }

    /// The dimming view's alpha in `style`: `dimmingAlphaDark` in dark mode, else `dimmingAlphaLight`.
    public func dimmingAlpha(for style: UserInterfaceStyle) -> Double {
        style == .dark ? dimmingAlphaDark : dimmingAlphaLight
    }

    /// The line height of text at `fontSize`.
    public func lineHeight(fontSize: Double) -> Double { fontSize * lineHeightRatio }

    /// The height of an action row whose title is set at `fontSize` over `lineCount` lines (more than one only
    /// when it wraps at an accessibility text size).
    public func actionRowHeight(fontSize: Double, lineCount: Int = 1) -> Double {
        let padding = actionRowPaddingBase + actionRowPaddingFactor * fontSize
        return max(actionRowMinimumHeight, 2 * padding + Double(max(lineCount, 1)) * lineHeight(fontSize: fontSize))
    }

    /// The highest screen y the sheet may reach.
    public func topLimit(for screen: ResolvedScreen) -> Double {
        if screen.isLandscape { return landscapeTopLimit }
        let inset = screen.safeAreaInsets.top
        switch portraitTopLimit {
        case .iOS17Table:
            // 47 → 47 and 59 → 54: a slope of 7/12 above the notch inset.
            return inset <= 47 ? max(inset, 20) : 47 + (inset - 47) * 7 / 12
        case .belowSafeAreaTop(let distance):
            return inset + distance
        }
    }
}
