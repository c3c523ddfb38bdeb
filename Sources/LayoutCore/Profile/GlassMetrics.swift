/// Where the iOS 26 card's rows get their rounded ends.
public enum RowCornerRule: String, Sendable, CaseIterable {
    /// A capsule: the radius is half the row's height, whatever the text size makes it.
    case capsule
}

/// Where the iOS 26 card goes on the screen when the sheet has no source.
public enum CardPlacementRule: String, Sendable, CaseIterable {
    /// Centred in the safe area, both ways, and no nearer its edges than the profile's top limit and bottom gap.
    case centredInSafeArea
}

/// How an iOS 26 action sheet shows its cancel action.
public enum GlassCancelRule: String, Sendable, CaseIterable {
    /// The last row of the card; dropped from a popover, where a tap outside cancels.
    case lastRowOfCardDroppedWhenAnchored
}

/// When an iOS 26 action sheet is a popover rather than the centred card.
public enum AnchoringRule: String, Sendable, CaseIterable {
    /// Whenever the sheet has a source (`sourceView`/`sourceRect`, `sourceItem`, a bar button), on every idiom.
    case popoverWhenSourced
}

/// When a Liquid Glass header's labels leave the centre.
public enum HeaderAlignmentRule: String, Sendable, CaseIterable {
    /// Centred while the header has at most one label and it takes one line; otherwise the title and the message
    /// both take the natural alignment (leading: the left edge left to right, the right edge right to left).
    case centredOnlyForOneLineAlone
}

/// The constants of the iOS 26 (Liquid Glass) action sheet that the older sheets have no counterpart for: the
/// card's rows, where it sits, when it becomes a popover, and the numbers of its animations. A profile with these
/// (`MetricsProfile.glass`) lays out the card and the anchored popover instead of the bottom sheet; its other
/// constants keep their meaning (the row height, fonts, colours, the card's radius as the main group's).
///
/// Only the unanchored card on a 320 pt wide simulator was measured (docs/ios26.md); every rule that carries the
/// measurement to other widths, text sizes or the anchored popover is `inferred`.
public struct GlassMetrics: Sendable {
    /// The widest the card gets: `min(cardMaximumWidth, short side − 2 × sideMargin)`.
    @Sourced public var cardMaximumWidth: Double
    /// Where the card sits.
    @Sourced public var cardPlacement: CardPlacementRule
    /// The vertical gap between two rows of the card (the cancel row included).
    @Sourced public var rowSpacing: Double
    /// The gap between the measured card's edges and its rows (a lone title's header): on both sides, below the
    /// header and below the last row. Every other card and the popover take UIKit 26.1's `alert.actionSequenceInset`
    /// (`GlassRows`).
    @Sourced public var rowInset: Double
    /// The rows' corners.
    @Sourced public var rowCorners: RowCornerRule
    /// At the accessibility text sizes, the largest radius of a row's corners: each row (the glass alert's buttons
    /// too) is rounded by half its own height, up to this.
    @Sourced public var accessibilityRowCornerRadiusMaximum: Double
    /// The fill of every row, the cancel row included.
    @Sourced public var rowBackgroundColor: DynamicColor
    /// Whether hairlines separate the header and the rows (they do not).
    @Sourced public var showsSeparators: Bool
    /// How the header's title and message are aligned (the card's, the popover's and the glass alert's).
    @Sourced public var headerAlignment: HeaderAlignmentRule
    /// The title's colour, and a lone message's, in the glass alert and popover, and in a card with both labels
    /// (a card's lone label keeps the measured `headerTextColor`).
    @Sourced public var titleColor: DynamicColor
    /// The message's colour below a title.
    @Sourced public var messageColorBelowTitle: DynamicColor
    /// Where the cancel action goes.
    @Sourced public var cancelPlacement: GlassCancelRule
    /// When the sheet is a popover.
    @Sourced public var anchoring: AnchoringRule
    /// The widest an iPhone's anchored popover gets, inside the popover's margins.
    @Sourced public var anchoredMaximumWidth: Double
    /// The scale the card grows from as it fades in.
    @Sourced public var cardPresentScale: Double
    /// The width of the popover's arrow at its base on iPad, where UIKit 26.1 keeps the arrow (it hides it on
    /// iPhone, where `popoverArrowBase` is 0).
    @Sourced(
        36.0, .inferred,
        "UIKit 26.1 hides the glass sheet's arrow only on iPhone (_setShouldHideArrow:, UIAlertController _presentationControllerForPresentedController:…); the iPad arrow's size is not in the facts: TOActionSheet's 36 × 13, as the older profiles"
    )
    public var padArrowBase: Double
    /// The length of the popover's arrow on iPad, from its base to its tip.
    @Sourced(
        13.0, .inferred,
        "TOActionSheet's 36 × 13 arrow, as the older profiles; UIKit's arrow size was not found")
    public var padArrowHeight: Double
    /// How near the iPad arrow may come to the popover's corners, besides half its base.
    @Sourced(
        13.0, .inferred,
        "the older iPad popover's 13 pt radius: the glass popover's chrome near its arrow was not traced, and clearing the card's 34 pt corners would leave no room under a bar button at the screen's edge"
    )
    public var padArrowCornerClearance: Double
    /// How long an arrowless popover takes to come in: the built-in transition, which adds it at once.
    @Sourced(
        0.0, .decompiled,
        "UIKit 26.1 _UIModernPopoverAnimationController transitionDuration: 0 to present outside the new popover animations (which need an arrow): the built-in transition (UIViewControllerBuiltinTransitionViewAnimator, transition 0) adds the popover at once, its chrome's alpha 0 → 1 alongside"
    )
    public var anchoredPresentDuration: Double
    /// How long an arrowless popover takes to fade out.
    @Sourced(
        0.35, .decompiled,
        "UIKit 26.1 _UIModernPopoverAnimationController transitionDuration: 0.35 to dismiss outside the new popover animations; UIView animateWithDuration:0.35 hides the chrome (alpha 1 → 0)"
    )
    public var dismissDuration: Double
    /// The curve of that fade.
    @Sourced(
        .easeInEaseOut, .decompiled,
        "UIKit 26.1 _UIModernPopoverAnimationController: the 0.35 s dismissal passes options 0, UIView's default curve (ease in, ease out)"
    )
    public var dismissCurve: MediaTimingFunctionName
    /// The scale a popover with an arrow (iPad) grows from about the arrow's tip, and shrinks back to.
    @Sourced(
        0.01, .decompiled,
        "UIKit 26.1 _UIModernPopoverAnimationController: the new popover animations scale from 0.01 at the arrow's point (with a 40 pt overshoot height, not modelled)"
    )
    public var arrowedPopoverScale: Double
    /// How long a popover with an arrow takes to come in.
    @Sourced(
        0.4937, .decompiled, "UIKit 26.1 _UIModernPopoverAnimationController transitionDuration: 0.4937 to present")
    public var arrowedPresentDuration: Double
    /// The damping ratio of that spring.
    @Sourced(
        0.8, .decompiled,
        "UIKit 26.1 _UIModernPopoverAnimationController: usingSpringWithDamping 0.8, velocity 0, to present")
    public var arrowedPresentDampingRatio: Double
    /// How long a popover with an arrow takes to go out.
    @Sourced(
        0.51566, .decompiled, "UIKit 26.1 _UIModernPopoverAnimationController transitionDuration: 0.51566 to dismiss"
    )
    public var arrowedDismissDuration: Double
    /// The damping ratio of that spring.
    @Sourced(
        0.85, .decompiled,
        "UIKit 26.1 _UIModernPopoverAnimationController: usingSpringWithDamping 0.85, velocity 0, to dismiss")
    public var arrowedDismissDampingRatio: Double

    /// The largest radius of a row's corners at `category`: `accessibilityRowCornerRadiusMaximum` at the
    /// accessibility sizes, `nil` (a capsule, half the row's height) below them.
    func rowCornerRadiusMaximum(_ category: ContentSizeCategory) -> Double? {
        category.isAccessibilityCategory ? accessibilityRowCornerRadiusMaximum : nil
    }

    /// Every constant with its value, source and confidence, in declaration order, as `MetricsProfile.constants`
    /// lists them.
    var constants: [ProfileConstant] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let storage = child.label, let constant = child.value as? any ListedConstant else { return nil }
            return constant.listing(named: String(storage.dropFirst()))
        }
    }
}

extension Bool: ListableValue {
    var listedText: String { self ? "yes" : "no" }
}

extension RowCornerRule: ListableValue {
    var listedText: String {
        "capsule (half the row's height; at the accessibility sizes half each row's own, up to the maximum below)"
    }
}

extension CardPlacementRule: ListableValue {
    var listedText: String { "centred in the safe area" }
}

extension GlassCancelRule: ListableValue {
    var listedText: String { "last row of the card (no separate group); dropped from a popover" }
}

extension HeaderAlignmentRule: ListableValue {
    var listedText: String {
        "centred for a lone one-line label; otherwise natural (leading) for the title and the message"
    }
}

extension AnchoringRule: ListableValue {
    var listedText: String { "popover anchored to sheet.sourceRect when there is one, centred card otherwise" }
}
