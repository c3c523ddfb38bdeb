/// How the title's weight is chosen.
public enum TitleWeightRule: Sendable, Equatable {
    /// Semibold only when a message exists, regular otherwise (iOS 17, Flutter).
    case semiboldWhenMessageExists
    /// Always semibold (iOS 9–12 reimplementations).
    case alwaysSemibold
}

/// How the message's weight is chosen.
public enum MessageWeightRule: Sendable, Equatable {
    /// Semibold when there is no title, regular otherwise (iOS 17, Flutter).
    case semiboldWhenAlone
    /// Always regular.
    case alwaysRegular
}

/// How the highest point the sheet may reach is found in portrait.
public enum TopLimitRule: Sendable, Equatable {
    /// Flutter's iOS 17 table: the top inset (at least 20), with 59 → 54 for the Dynamic Island,
    /// interpolated linearly from 47.
    case iOS17Table
    /// A fixed distance below the safe-area top (SDCAlertView: 30).
    case belowSafeAreaTop(Double)
}

/// Every UIKit constant the layout uses, for one era of iOS. No other file holds a magic number. Each constant is
/// `@Sourced`: a profile gives its value together with its source and confidence, and `constants` lists them.
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
    /// The mass of the spring that moves the sheet in and out (`CASpringAnimation.mass`).
    @Sourced(SheetMotionMetrics.springMass) public var springMass: Double
    /// The sheet spring's stiffness (`CASpringAnimation.stiffness`).
    @Sourced(SheetMotionMetrics.springStiffness) public var springStiffness: Double
    /// The sheet spring's damping (`CASpringAnimation.damping`).
    @Sourced(SheetMotionMetrics.springDamping) public var springDamping: Double
    /// How long the present and dismiss transitions last, in seconds: where the sheet spring is cut.
    @Sourced(SheetMotionMetrics.transitionDuration) public var transitionDuration: Double
    /// How the dimming view's alpha runs between 0 and the dimming alpha during a transition.
    @Sourced(SheetMotionMetrics.dimmingCurve) public var dimmingCurve: MotionCurve
    /// The length of the seed's custom view fade on dismissal, in seconds.
    @Sourced(SheetMotionMetrics.customViewFadeDuration) public var customViewFadeDuration: Double
    /// The curve of the seed's custom view fade.
    @Sourced(SheetMotionMetrics.customViewFadeCurve) public var customViewFadeCurve: MediaTimingFunctionName
    /// The narrowest iPad window that has a regular horizontal size class, so that the sheet is a popover.
    @Sourced(PopoverMetrics.regularWidthMinimum) public var regularWidthMinimum: Double
    /// The popover's width (its content: the alert controller's view).
    @Sourced(PopoverMetrics.width) public var popoverWidth: Double
    /// The length of the popover's arrow, from its base on the popover's edge to its tip on the source.
    @Sourced(PopoverMetrics.arrowHeight) public var popoverArrowHeight: Double
    /// The width of the popover's arrow at its base.
    @Sourced(PopoverMetrics.arrowBase) public var popoverArrowBase: Double
    /// The popover's smallest distance to each edge of the safe area.
    @Sourced(PopoverMetrics.layoutMargin) public var popoverLayoutMargin: Double
    /// The corner radius of the popover's body.
    @Sourced(PopoverMetrics.cornerRadius) public var popoverCornerRadius: Double
    /// The dimming view's alpha behind a popover (it still catches the tap outside that cancels).
    @Sourced(PopoverMetrics.dimmingAlpha) public var popoverDimmingAlpha: Double
    /// The sides tried in turn for the popover, as arrow directions in a left-to-right layout (mirrored right
    /// to left); the first with room for the whole popover wins.
    @Sourced(PopoverMetrics.arrowPreference) public var popoverArrowPreference: [PopoverArrowDirection]
    /// How an action title that does not fit on one line is set.
    @Sourced(TextRuleMetrics.actionTitleLines) public var actionTitleLines: ActionTitleLineRule
    /// The weight of the action titles other than cancel.
    @Sourced(TextRuleMetrics.actionFontWeight) public var actionFontWeight: FontWeight
    /// The weight of the cancel action's title.
    @Sourced(TextRuleMetrics.cancelFontWeight) public var cancelFontWeight: FontWeight
    /// The longest title UIAlertController's factory keeps, in UTF-16 units; a longer one is cut to it.
    @Sourced(TextRuleMetrics.titleLengthCap) public var titleLengthCap: Int
    /// The longest message UIAlertController's factory keeps, in UTF-16 units; a longer one is cut to it.
    @Sourced(TextRuleMetrics.messageLengthCap) public var messageLengthCap: Int
    /// How the sheet's width follows the screen, in portrait and landscape.
    @Sourced(TextRuleMetrics.widthRule) public var widthRule: SheetWidthRule
    /// How the custom view's subviews are placed in a right-to-left layout unless the request says otherwise.
    @Sourced(TextRuleMetrics.customSubviewMirroring) public var customSubviewMirroring: CustomSubviewMirroringRule
    /// The iOS 26 card's own constants; with them the sheet is a centred card or, with a source, a popover on every
    /// idiom, instead of the bottom sheet. `nil` for the older sheets.
    public var glass: GlassMetrics? = nil
    /// The alert style's constants (`sheet.preferredStyle` `alert`): the legacy alert, or the Liquid Glass one.
    public var alert: AlertMetrics = .legacy

    /// Every constant with its value, source and confidence, in declaration order. Read from the `@Sourced`
    /// properties themselves, so the listing cannot drift from the values the layout uses.
    public var constants: [ProfileConstant] {
        let own = Mirror(reflecting: self).children.compactMap { child -> ProfileConstant? in
            guard let storage = child.label, let constant = child.value as? any ListedConstant else { return nil }
            // A wrapped property `sideMargin` is stored as `_sideMargin`.
            return constant.listing(named: String(storage.dropFirst()))
        }
        return own + (glass?.constants ?? []) + alert.constants
    }

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
