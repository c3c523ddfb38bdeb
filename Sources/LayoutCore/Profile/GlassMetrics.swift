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
    /// The gap between the card's edges and its rows: on both sides, below the header (or at the top without
    /// one) and below the last row.
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
    /// The scale the popover grows from, about its arrow's tip, as it fades in.
    @Sourced public var anchoredPresentScale: Double
    /// How long the card and the popover take to fade out (ease in, ease out).
    @Sourced public var dismissDuration: Double
    /// The curve of that fade: the alert's fade-only dismissal, assumed for the card and the popover.
    @Sourced(
        .easeInEaseOut, .inferred,
        "the iOS alert's fade-only dismissal, ease in ease out (dashwallet), assumed; UIKit 26.1 dismisses a glass sheet through the popover machinery, whose curve was not traced"
    )
    public var dismissCurve: MediaTimingFunctionName

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
