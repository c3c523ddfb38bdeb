/// An action title fitted into its row as `UILabel` does with `adjustsFontSizeToFitWidth`:
/// shrunk down to the profile's minimum scale factor, then truncated in the middle.
struct ActionTitleMeasurement {
    var text: TextLayout
    var wasShrunk: Bool

    /// Whether the title was shrunk or truncated, which `SheetLayoutEngine.titleWarnings` reports.
    var needsWarning: Bool { wasShrunk || text.isTruncated }

    /// Fits `action`'s title into `width`, starting from the profile's action font size for the category.
    init(
        action: borrowing SheetAction, profile: CatalogProfile, size: Double, width: Double,
        measurer: borrowing any TextMeasuring
    ) {
        let weight: FontWeight = action.style == .cancel ? .semibold : .regular
        // The measurement's lines are `[action.title]`: shared as the label's lines unless truncated.
        let measurement = measurer.singleLineMeasurement(of: action.title, font: FontSpec(size: size, weight: weight))
        let natural = measurement.width
        var font = FontSpec(size: size, weight: weight)
        var shown = action.title
        var lines = measurement.lines
        var isTruncated = false
        wasShrunk = false
        if natural > width {
            wasShrunk = true
            let scale = max(profile.metrics.actionMinimumScaleFactor, width / natural)
            font.size = size * scale
            if measurer.singleLineWidth(of: action.title, font: font) > width {
                shown = measurer.truncatingMiddle(action.title, font: font, maxWidth: width)
                isTruncated = true
                lines = [shown]
            }
        }
        text = TextLayout(
            text: shown, lines: lines, font: font, lineHeight: profile.metrics.lineHeight(fontSize: font.size),
            isTruncated: isTruncated)
    }
}
