/// Which numbers lay out an iOS 26 action sheet's header and how far its rows stand in (docs/ios26.md, "The
/// header"). The only header anyone measured is the card's with a lone title (SW, a 320 pt window): it keeps those
/// numbers. Every other header follows UIKit 26.1: the card is presented as an alert with the alert's visual style
/// forced, so its header is the glass alert's, and the anchored popover's action sheet style has the same glass
/// margins, fonts and label insets (docs/alert.md).
enum GlassHeaderSource: Equatable {
    /// SW's measured card: the title 15 pt, 24 pt down, a 64 pt header, rows `glass.rowInset` in.
    case measuredCard
    /// UIKit 26.1's glass alert header (`AlertHeader`), rows `alert.actionSequenceInset` in.
    case uikit

    /// The source for `sheet` shown as `presentation` (`.card` or `.popover`): the measured one only for a card
    /// whose header is a title alone.
    static func of(_ sheet: borrowing SheetDescription, presentation: Presentation) -> GlassHeaderSource {
        let hasTitle = !(sheet.title?.isEmpty ?? true)
        let hasMessage = !(sheet.message?.isEmpty ?? true)
        return presentation == .card && hasTitle && !hasMessage ? .measuredCard : .uikit
    }
}

/// How far the rows of an iOS 26 card or popover stand in from its edges and apart, for its header's source: the
/// measured card's `glass.rowInset`, or UIKit 26.1's `alert.actionSequenceInset`. Two numbers, so that the plans
/// and the arrangement read them without copying the glass constants.
struct GlassRows {
    /// The gap between the group's edges and its rows (both sides, below the header, below the last row).
    let inset: Double
    /// The gap between two rows.
    let spacing: Double

    init(_ glass: borrowing GlassMetrics, source: GlassHeaderSource, alert: borrowing AlertMetrics) {
        inset = source == .measuredCard ? glass.rowInset : alert.actionSequenceInset
        spacing = glass.rowSpacing
    }
}
