/// How a Liquid Glass header draws its title and message once they are measured (docs/alert.md, "The glass
/// header"): UIKit 26.1 re-aligns the labels after layout, centring them only while one label of one line is shown
/// and otherwise giving both the natural (leading) alignment, and colours a title's message apart from the title.
/// The labels' frames span the header's label width either way, so only how the lines sit in them changes.
struct HeaderLabelStyle {
    let alignment: TextAlignment
    let titleColor: DynamicColor
    let messageColor: DynamicColor

    /// The style of a header whose title takes `titleLines` lines and whose message takes `messageLines` (`nil`:
    /// no such label). `loneLabelColor` overrides the colour of a label shown alone (the card's measured one).
    init(glass: GlassMetrics, titleLines: Int?, messageLines: Int?, loneLabelColor: DynamicColor? = nil) {
        let labels = (titleLines == nil ? 0 : 1) + (messageLines == nil ? 0 : 1)
        let lines = (titleLines ?? 0) + (messageLines ?? 0)
        switch glass.headerAlignment {
        case .centredOnlyForOneLineAlone: alignment = labels <= 1 && lines <= 1 ? .center : .leading
        }
        if labels == 2 {
            titleColor = glass.titleColor
            messageColor = glass.messageColorBelowTitle
        } else {
            // Without a title the message takes the title's colour (UIKit 26.1 messageLabelColor).
            titleColor = loneLabelColor ?? glass.titleColor
            messageColor = titleColor
        }
    }

    /// The legacy alert's labels: both in the alert's `headerLabelColor` (the label colour, unlike the action
    /// sheet's grey header), aligned as the profile aligns its header.
    init(legacyAlert alert: AlertMetrics, alignment: TextAlignment) {
        self.alignment = alignment
        titleColor = alert.headerLabelColor
        messageColor = alert.headerLabelColor
    }

    /// The style of a header measured as the sheet measures it (the card and the popover).
    init(glass: GlassMetrics, header: HeaderMeasurement, loneLabelColor: DynamicColor? = nil) {
        self.init(
            glass: glass, titleLines: header.title.map { max($0.lines.count, 1) },
            messageLines: header.message.map { max($0.lines.count, 1) }, loneLabelColor: loneLabelColor)
    }

    /// What the glass alert's header, and a card's with a title and a message, take without UIKit 26.1 saying it.
    static let inferredTitleColour =
        "the title in labelColor, the glass action sheet style's (UIKit 26.1's alert style titleLabelColor has no body), the message below it in secondaryLabelColor (UIKit 26.1)"
}
