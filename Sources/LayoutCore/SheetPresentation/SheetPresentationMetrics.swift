/// The constants of `UISheetPresentationController`'s sheets (page and form sheets with detents) for one era; every
/// number with its source and confidence, as docs/detents.md gives them. The glass sheet's own constants are in
/// `glass`; a profile without these (`ios10`) has no presentation sheets.
public struct SheetPresentationMetrics: Sendable {
    /// The gap between the safe area's top and a full-height sheet, counted twice for every container but a phone
    /// without a home button in a compact width.
    @Sourced(
        10.0, .decompiled,
        "UIKit 18.2 _UISheetPresentationMetrics topOffset; the margins' C function (Charon, 16.0 cache) adds 2 × topOffset to the safe area, topOffset once on a phone without a home button in a compact width"
    )
    public var topOffset: Double
    /// The gap above a full-height sheet in a compact height (an edge-attached sheet in iPhone landscape).
    @Sourced(8.0, .decompiled, "UIKit 18.2 _UISheetPresentationMetrics topOffsetInCompactHeight")
    public var topOffsetInCompactHeight: Double
    /// The medium detent's fraction of `maximumDetentValue` in a container taller than
    /// `mediumShortContainerMaximumHeight`.
    @Sourced(
        0.56, .decompiled,
        "the medium detent's block (Charon: block 0x189d322b4 and table 0x18a07a460 of the iOS 16.0 cache, the 18.0 cache agrees), its resolution checked against a real UIKit for eleven containers"
    )
    public var mediumFraction: Double
    /// The medium detent's fraction in a container at most `mediumShortContainerMaximumHeight` tall.
    @Sourced(0.63, .decompiled, "the medium detent's block and table (Charon, iOS 16.0 cache)")
    public var mediumFractionInShortContainer: Double
    /// The tallest container whose medium detent takes `mediumFractionInShortContainer`.
    @Sourced(568.0, .decompiled, "the medium detent's block (Charon, iOS 16.0 cache): taller than 568 pt takes 0.56")
    public var mediumShortContainerMaximumHeight: Double
    /// The radius of the sheet's top corners when the app sets none (and of a floating sheet's four).
    @Sourced(10.0, .decompiled, "UIKit 18.2 _UISheetPresentationMetrics cornerRadius; -_cornerRadii")
    public var cornerRadius: Double
    /// The grabber's width.
    @Sourced(
        36.0, .decompiled, "UIKit 26.1 _UIGrabber -_intrinsicSizeWithinSize: (36 × 5); Flutter's drag handle agrees")
    public var grabberWidth: Double
    /// The grabber's height; it is a capsule.
    @Sourced(5.0, .decompiled, "UIKit 26.1 _UIGrabber -_intrinsicSizeWithinSize: (36 × 5)")
    public var grabberHeight: Double
    /// From the sheet's top edge to the grabber's top; centred, over the content (it does not inset it).
    @Sourced(
        5.0, .decompiled,
        "UIKit 26.1 UIDropShadowView init and -_layoutGrabbers; SheetLayoutInfo init insetsContentViewForGrabber NO")
    public var grabberTopSpacing: Double
    /// The grabber's smallest touch area, each side.
    @Sourced(44.0, .decompiled, "UIKit 26.1 _UIGrabber: the hit area grows to at least 44 × 44")
    public var grabberMinimumTouchSide: Double
    /// The grabber's colour (`tertiaryLabelColor`).
    @Sourced(
        tertiaryLabelColor, .decompiled, "UIKit 26.1 _UIGrabber: tertiaryLabelColor (#3C3C43 at 30 %, #EBEBF5 at 30 %)")
    public var grabberColor: DynamicColor
    /// The dimming view's alpha at full dimming in light mode (over black).
    @Sourced(
        0.2, .decompiled,
        "UIKit 26.1 UIDimmingView -updateBackgroundColor with _alertControllerDimmingViewColor, black at 20 % light (docs/detents.md §6)"
    )
    public var dimmingAlphaLight: Double
    /// The dimming view's alpha at full dimming in dark mode.
    @Sourced(0.48, .decompiled, "UIKit 26.1 _alertControllerDimmingViewColor: black at 48 % in dark mode")
    public var dimmingAlphaDark: Double
    /// The sheet's shadow opacity before the dimming and the presentation progress scale it.
    @Sourced(
        0.5, .decompiled, "UIKit 18.2 _UISheetPresentationMetrics preferredShadowOpacity; × (1 − dimmed) × presented")
    public var shadowOpacity: Double
    /// The sheet's shadow radius.
    @Sourced(2.0, .decompiled, "UIKit 18.2 _UISheetPresentationMetrics shadowRadius")
    public var shadowRadius: Double
    /// How many sheets stack before the ones behind stop scaling down further.
    @Sourced(2, .decompiled, "UIKit 18.2 _UISheetPresentationMetrics maximumSheetDepthLevel")
    public var maximumSheetDepthLevel: Int
    /// The horizontal content margin of a view up to `narrowContentMarginMaximumWidth` wide, the scale-down's `m`.
    @Sourced(
        16.0, .decompiled,
        "+[UIViewController _horizontalContentMarginForView:ofWidth:] (Charon, 0x188f67350 of the iOS 16.0 cache): 16 up to 393 pt wide"
    )
    public var narrowContentMargin: Double
    /// The horizontal content margin of a wider view.
    @Sourced(
        20.0, .decompiled, "+[UIViewController _horizontalContentMarginForView:ofWidth:] (Charon): 20 above 393 pt")
    public var wideContentMargin: Double
    /// The widest view that takes `narrowContentMargin`.
    @Sourced(393.0, .decompiled, "+[UIViewController _horizontalContentMarginForView:ofWidth:] (Charon)")
    public var narrowContentMarginMaximumWidth: Double
    /// The spring's damping ratio for presenting, dismissing, changing detents and a slow release.
    @Sourced(
        1.0, .decompiled,
        "UIKit 26.1 UISheetPresentationMetrics transitionSpringParametersHighSpeed: block (18.2 the same)")
    public var springDampingRatio: Double
    /// The damping ratio after a flick (a release at `flickVelocity` or more).
    @Sourced(0.8, .decompiled, "UIKit 26.1 UISheetPresentationMetrics, the high-speed variant")
    public var highSpeedDampingRatio: Double
    /// The spring's response in seconds.
    @Sourced(
        0.344144233, .decompiled,
        "UIKit 26.1 UISheetPresentationMetrics spring response (stiffness (2π/response)² = 1000/3)")
    public var springResponse: Double
    /// The transition's duration for the property animator that carries the spring.
    @Sourced(
        0.4, .decompiled,
        "UIKit 18.2 _UISheetPresentationMetrics transitionDuration = +[UITransitionView defaultDurationForTransition:8] (0.4 s from its table, a third party's disassembly)"
    )
    public var transitionDuration: Double
    /// The rubber band's coefficient `c` in d × (1 − 1 / (x × c / d + 1)).
    @Sourced(
        0.55, .decompiled,
        "_UIHyperInteractor _constrainedFraction (Charon, 0x18906bcc0 of the iOS 16.0 cache), UIScrollView's curve")
    public var rubberBandCoefficient: Double
    /// The largest extent of the rubber band above the top detent.
    @Sourced(100.0, .decompiled, "UIKit 18.2 and 26.1: clamp(top detent − safe-area top, 0, 100)")
    public var rubberBandExtentAboveMaximum: Double
    /// The rubber band's extent below the smallest detent, as a fraction of the full height.
    @Sourced(0.25, .decompiled, "UIKit 18.2 and 26.1: clamp(0.25 × full height, 0, 200)")
    public var rubberBandExtentBelowFraction: Double
    /// The largest extent of the rubber band below the smallest detent.
    @Sourced(200.0, .decompiled, "UIKit 18.2 and 26.1: clamp(0.25 × full height, 0, 200)")
    public var rubberBandExtentBelowMaximum: Double
    /// The deceleration rate a release is projected with: `offset + v / 1000 × rate / (1 − rate)`.
    @Sourced(0.99, .decompiled, "the drag end block 0x189069f70 of draggingEndedInSource: (Charon, iOS 16.0 cache)")
    public var decelerationRate: Double
    /// The release speed (points per second) from which a flick moves one detent further.
    @Sourced(
        1000.0, .decompiled,
        "the drag end block (Charon): a flick of 1000 pt/s or more that lands on the nearest detent moves one further")
    public var flickVelocity: Double
    /// The release speed below which the velocity counts as none.
    @Sourced(250.0, .decompiled, "the drag end block (Charon): below 250 pt/s the velocity counts as none")
    public var minimumReleaseVelocity: Double
    /// The smallest gap between a floating sheet and the container's sides.
    @Sourced(25.0, .decompiled, "UIKit 18.2 _UISheetPresentationMetrics minimumSidePadding")
    public var minimumSidePadding: Double
    /// A floating page sheet's height at most its width times this.
    @Sourced(1.41421356, .decompiled, "UIKit 18.2 -_stackAlignmentFrame: mode 0 caps the height at width × 1.41421356")
    public var floatingPageSheetAspectMaximum: Double
    /// A regular-width iPad page sheet's width; UIKit's constant is not visible.
    @Sourced(
        704.0, .inferred,
        "UIKit 18.2 -_preferredSize: a page sheet's width keeps a content width whose constant the decompile does not show; 704 assumed"
    )
    public var padPageSheetWidth: Double
    /// The form sheet's default size by the screen's longer side.
    @Sourced(
        .padFormSheetTable, .decompiled,
        "UIKit 18.2 and 26.1 -defaultFormSheetSizeForScreenSize: (a non-zero preferredContentSize wins; a size that does not fit becomes the window's)"
    )
    public var formSheetSize: FormSheetSizeRule
    /// The sheet's background when it is opaque.
    @Sourced(
        sheetBackgroundColor, .documented,
        "UIColor.systemBackground, elevated in dark mode (#1C1C1E) as presented sheets are (Apple, Dark Mode)")
    public var backgroundColor: DynamicColor
    /// The Liquid Glass sheet's constants (iOS 26); `nil` for the opaque iOS 15–18 sheet.
    public var glass: GlassSheetMetrics? = nil

    /// Every constant with its value, source and confidence, under `sheetPresentation.` (the glass ones under
    /// `sheetPresentation.glass.`).
    var constants: [ProfileConstant] {
        let own = Mirror(reflecting: self).children.compactMap { child -> ProfileConstant? in
            guard let storage = child.label, let constant = child.value as? any ListedConstant else { return nil }
            return constant.listing(named: "sheetPresentation." + String(storage.dropFirst()))
        }
        return own + (glass?.constants ?? [])
    }

    /// The sheet of iOS 15–18 (and of apps that opt out of Liquid Glass).
    public static let legacy: SheetPresentationMetrics = {
        var metrics = SheetPresentationMetrics()
        // Read in iOS 26.1's code; the chain to the colour is older, but its value in iOS 15–18 was not read.
        metrics._dimmingAlphaLight = .init(
            assuming: metrics.$dimmingAlphaLight, "UIKit 26.1's dimming colour (black at 20 %), assumed for iOS 15–18")
        metrics._dimmingAlphaDark = .init(
            assuming: metrics.$dimmingAlphaDark,
            "UIKit 26.1's dimming colour (black at 48 % dark), assumed for iOS 15–18")
        return metrics
    }()

    /// The sheet of iOS 26: the same sheet, with Liquid Glass.
    public static let liquidGlass: SheetPresentationMetrics = {
        var metrics = SheetPresentationMetrics()
        metrics.glass = GlassSheetMetrics()
        // The 26.1 getters have no body in the decompile (docs/detents.md §2): the margins are assumed unchanged.
        metrics._topOffset = .init(
            assuming: metrics.$topOffset,
            "iOS 18.2's topOffset, assumed for iOS 26 (a third party read 10 in the 26.1 cache; the 26.1 getter has no body in the decompile)"
        )
        metrics._topOffsetInCompactHeight = .init(
            assuming: metrics.$topOffsetInCompactHeight, "iOS 18.2's topOffsetInCompactHeight, assumed for iOS 26")
        return metrics
    }()
}

/// The form sheet's default size by the screen's longer side.
public enum FormSheetSizeRule: String, Sendable, CaseIterable {
    /// 540 × 600 up to 1024 pt, 580 × 640 up to 1589 pt, 620 × 680 from 1590 pt.
    case padFormSheetTable

    /// The default form sheet for a screen whose longer side is `longSide` points.
    public func size(longSide: Double) -> Size {
        if longSide <= 1024 { return Size(width: 540, height: 600) }
        if longSide < 1590 { return Size(width: 580, height: 640) }
        return Size(width: 620, height: 680)
    }
}

extension FormSheetSizeRule: ListableValue {
    var listedText: String { "540 × 600 (longer side ≤ 1024 pt), 580 × 640 (1025–1589), 620 × 680 (≥ 1590)" }
}
