/// A distance from one text baseline to the next, before Dynamic Type scales it (docs/alert.md §Baselines).
public enum BaselineMargin: Sendable, Equatable {
    /// A fixed number of points, scaled with the label's font (`UIFont._scaledValueForValue:`).
    case fixed(Double)
    /// The line height of the label's font plus a fixed number of points (scaled).
    case lineHeightPlus(Double)

    /// The margin for a label whose font is `size` points (`scale` times its size at Large) with `lineHeight`.
    func points(scale: Double, lineHeight: Double) -> Double {
        switch self {
        case .fixed(let value): value * scale
        case .lineHeightPlus(let value): lineHeight + value * scale
        }
    }
}

extension BaselineMargin: ListableValue {
    var listedText: String {
        switch self {
        case .fixed(let value): "\(format(value)) (scaled with the font)"
        case .lineHeightPlus(let value): "the font's line height + \(format(value)) (scaled with the font)"
        }
    }
}

/// The constants of the alert style (`UIAlertController.Style.alert`) in one era: the legacy alert of iOS 10–18
/// (and of apps that opt out of Liquid Glass) or the Liquid Glass alert of iOS 26, which is also how iOS 26
/// presents an action sheet without a source. Each is `@Sourced`; `MetricsProfile.constants` lists them with the
/// prefix `alert.`. Most values were read from iOS 26.1's UIKitCore (both branches; docs/alert.md cites the
/// method of each), the rest come from reimplementations or are inferred, and each says which.
/// The constants both eras share are declared once, on their properties: UIKit 26.1 reads them outside its glass
/// branches, or they are UIKit's documented defaults.
public struct AlertMetrics: Sendable {
    /// The alert's width at text sizes below the accessibility sizes.
    @Sourced public var width: Double
    /// The alert's width at accessibility text sizes, and whenever an action's title does not fit `width`.
    @Sourced public var accessibilityWidth: Double
    /// The least gap between the alert and each side of the safe area (the width shrinks to keep it).
    @Sourced public var sideMargin: Double
    /// The least gap between the alert and the safe area's top and bottom: what caps its height.
    @Sourced(
        8, .decompiled,
        "UIKit 26.1 alert contentInsetsForContainerView: top and bottom 8, adjusted for the safe area (max of the two)"
    )
    public var verticalMargin: Double
    /// The gap between the alert's sides and its title and message.
    @Sourced public var labelHorizontalInset: Double
    /// From the alert's top to the title's first baseline (to the message's without a title).
    @Sourced public var titleFirstBaseline: BaselineMargin
    /// From the alert's top to the first baseline of its only label (a title without a message, or a message
    /// without a title) when it has no action and no text field.
    @Sourced public var loneLabelFirstBaselineWithoutActions: BaselineMargin
    /// From the title's last baseline to the message's first baseline.
    @Sourced public var titleToMessageBaseline: BaselineMargin
    /// From the last label's last baseline to the header's bottom when actions follow.
    @Sourced public var belowLastBaselineWithActions: BaselineMargin
    /// From the last label's last baseline to the header's bottom when text fields follow.
    @Sourced public var belowLastBaselineWithTextFields: BaselineMargin
    /// From the last label's last baseline to the alert's bottom when nothing follows.
    @Sourced public var belowLastBaselineAlone: BaselineMargin
    /// How the title's weight is chosen (Headline is semibold; Body regular).
    @Sourced public var titleWeight: TitleWeightRule
    /// The title's font size per category (floored to Large: smaller sizes use Large's).
    @Sourced public var titleFontSizes: [ContentSizeCategory: Double]
    /// The message's font size per category when there is a title (floored to Large); alone it takes the title's.
    @Sourced public var messageFontSizes: [ContentSizeCategory: Double]
    /// The distance between two lines of the message below a title, as a multiple of its font's size.
    @Sourced public var messageLineHeightRatio: Double
    /// The line height given up by the actions' tight leading (`UIFontDescriptorTraitTightLeading`).
    @Sourced public var tightLeadingReduction: Double
    /// The colour of the title and of the message where no Liquid Glass rule colours them (`glass.titleColor`,
    /// `glass.messageColorBelowTitle` do in the glass alert).
    @Sourced public var headerLabelColor: DynamicColor
    /// The action font size per category (floored to Large).
    @Sourced public var actionFontSizes: [ContentSizeCategory: Double]
    /// The smallest height of an action button.
    @Sourced public var actionMinimumHeight: Double
    /// The padding between an action's edges and its title, on every side, below the accessibility sizes.
    @Sourced(
        12, .decompiled, "UIKit 26.1 UIInterfaceActionConcreteVisualStyle_iOS contentMargin 12")
    public var actionContentMargin: Double
    /// The padding to the left and right of an action's title at the accessibility sizes.
    @Sourced(
        16, .decompiled,
        "UIKit 26.1 UIInterfaceActionConcreteVisualStyle_iOS contentMargin at accessibility sizes: left and right 16"
    )
    public var accessibilityActionHorizontalMargin: Double
    /// The padding above and below an action's title at the accessibility sizes, scaled with the Body style.
    @Sourced(
        8, .decompiled,
        "UIKit 26.1 UIInterfaceActionConcreteVisualStyle_iOS contentMargin at accessibility sizes: top and bottom 8, scaled with Body"
    )
    public var accessibilityActionVerticalMargin: Double
    /// The gap between two actions, side by side or stacked.
    @Sourced public var actionSpacing: Double
    /// The inset around the sequence of actions, on every side.
    @Sourced public var actionSequenceInset: Double
    /// The most actions that may sit side by side in one row.
    @Sourced(
        2, .decompiled,
        "UIKit 26.1 alert permittedActionLayoutDirection: fewer than 3 actions may sit side by side, if each fits")
    public var horizontalActionsMaximum: Double
    /// Whether the cancel action is drawn in the preferred font when no `preferredAction` is set.
    @Sourced public var cancelIsPreferredByDefault: Bool
    /// The fill of the preferred action's button (clear where it has none).
    @Sourced public var preferredActionFillColor: DynamicColor
    /// The title colour of the preferred action, unless it is destructive.
    @Sourced public var preferredActionTextColor: DynamicColor
    /// Whether hairlines separate the header from the actions and the actions from each other.
    @Sourced public var showsSeparators: Bool
    /// Whether each action is drawn as a filled capsule (half its height as radius).
    @Sourced public var capsuleActions: Bool
    /// The radius of the alert's corners.
    @Sourced public var cornerRadius: Double
    /// The height the actions keep visible when the alert is too tall for the screen and its header scrolls.
    @Sourced public var actionsMinimumVisibleHeight: Double
    /// At the accessibility text sizes, the share of the room the actions keep (when they need that much) once
    /// the alert is too tall and its header scrolls: the buttons are taller there than `actionsMinimumVisibleHeight`.
    @Sourced public var accessibilityActionsShare: Double
    /// The gap between the alert's sides and its text fields.
    @Sourced public var textFieldSideMargin: Double
    /// The padding above and below a field's text.
    @Sourced public var textFieldVerticalInset: Double
    /// The padding to the left and right of a field's text.
    @Sourced public var textFieldHorizontalInset: Double
    /// The smallest height of a text field.
    @Sourced public var textFieldMinimumHeight: Double
    /// The font size of a field's text per category.
    @Sourced public var textFieldFontSizes: [ContentSizeCategory: Double]
    /// The radius of the corners of the block of text fields (the first field's top corners, the last's bottom).
    @Sourced public var textFieldCornerRadius: Double
    /// The thickness of the hairline between two stacked text fields (0: none).
    @Sourced public var textFieldSeparatorThickness: Double
    /// Whether that hairline takes room between the fields (rather than being drawn over their shared edge).
    @Sourced public var textFieldSeparatorTakesRoom: Bool
    /// The gap between the fields' sides and the ends of that hairline.
    @Sourced public var textFieldSeparatorInset: Double
    /// The colour of that hairline.
    @Sourced public var textFieldSeparatorColor: DynamicColor
    /// The fill of a text field.
    @Sourced public var textFieldBackgroundColor: DynamicColor
    /// The width of each text field's border in device pixels (0: none).
    @Sourced public var textFieldBorderThicknessInPixels: Double
    /// The colour of that border.
    @Sourced public var textFieldBorderColor: DynamicColor
    /// The colour of a field's text.
    @Sourced(
        labelColor, .documented,
        "UIColor.label, UITextField's default text colour")
    public var textFieldTextColor: DynamicColor
    /// The colour of a field's placeholder.
    @Sourced(
        DynamicColor(light: Color(0x3C3C_434C), dark: Color(0xEBEB_F54C)), .documented,
        "UIColor.placeholderText (UITextField's placeholder colour)")
    public var placeholderColor: DynamicColor
    /// The gap between the last text field and the actions (or the alert's bottom).
    @Sourced public var textFieldsBottomMargin: Double
    /// The scale the alert grows down from, about its centre, as it fades in.
    @Sourced public var presentScale: Double

    /// Every constant with its value, source and confidence, named `alert.<property>`.
    var constants: [ProfileConstant] {
        let listed = Mirror(reflecting: self).children.compactMap { child -> ProfileConstant? in
            guard let storage = child.label, let constant = child.value as? any ListedConstant else { return nil }
            return constant.listing(named: "alert." + String(storage.dropFirst()))
        }
        guard let era = assumedForEra else { return listed }
        // Read in iOS 26.1's code, not in this era's: what UIKit 26.1 says is only assumed here.
        return listed.map { constant in
            guard constant.confidence == .decompiled || constant.confidence == .documented else { return constant }
            var assumed = constant
            assumed.confidence = .inferred
            assumed.source = "assumed for \(era): " + constant.source
            return assumed
        }
    }

    /// The era these constants are carried over to without having been read there (`nil`: read for their own era);
    /// `constants` then lists what UIKit 26.1's code says as inferred.
    var assumedForEra: String? = nil

    /// These constants carried over to `era`, where no decompilation or documentation was read: the legacy alert of
    /// iOS 26.1 for iOS 10, whose alert the evidence does not describe.
    func assumed(for era: String) -> AlertMetrics {
        var carried = self
        carried.assumedForEra = era
        return carried
    }

    /// The title's font size for `category`, floored to Large as UIKit floors the alert's traits.
    func titleFontSize(_ category: ContentSizeCategory) -> Double { Self.floored(titleFontSizes, category) }
    /// The message's font size with a title for `category`, floored to Large.
    func messageFontSize(_ category: ContentSizeCategory) -> Double { Self.floored(messageFontSizes, category) }
    /// The actions' font size for `category`, floored to Large.
    func actionFontSize(_ category: ContentSizeCategory) -> Double { Self.floored(actionFontSizes, category) }
    /// The text fields' font size for `category`.
    func textFieldFontSize(_ category: ContentSizeCategory) -> Double {
        textFieldFontSizes[category] ?? textFieldFontSizes[.large] ?? 17
    }

    /// The size in `table` for `category`, or for Large when `category` is smaller
    /// (`_traitCollectionByFlooringContentSizeCategoryToLarge`).
    static func floored(_ table: [ContentSizeCategory: Double], _ category: ContentSizeCategory) -> Double {
        let floored = category.position < ContentSizeCategory.large.position ? .large : category
        return table[floored] ?? table[.large] ?? 17
    }
}

/// SF Pro's ascender over its units per em (1950/2048, docs/reference.md §5.4): the distance from a line's top to
/// its baseline, as a fraction of the font size, which turns UIKit's baseline margins into label frames.
let sfAscenderRatio = 1950 / sfUnitsPerEm
