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

extension GlassMetrics {
    /// These constants with the rows standing in as far as `source` puts them: `rowInset` as measured for the
    /// measured card, the glass alert's `actionSequenceInset` otherwise.
    func fitted(to source: GlassHeaderSource, alert: AlertMetrics) -> GlassMetrics {
        guard source == .uikit else { return self }
        var fitted = self
        fitted.rowInset = alert.actionSequenceInset
        return fitted
    }
}
