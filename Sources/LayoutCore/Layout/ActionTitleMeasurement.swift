/// An action title fitted into its row as `UILabel` does with `adjustsFontSizeToFitWidth`:
/// shrunk down to the profile's minimum scale factor, then truncated in the middle.
struct ActionTitleMeasurement {
    var text: TextLayout
    var wasShrunk: Bool

    /// Whether the title was shrunk or truncated, which `SheetLayoutEngine.titleWarnings` reports.
    var needsWarning: Bool { wasShrunk || text.isTruncated }

    /// Fits an action's title into `width`, starting from the profile's action font size for the category.
    /// - Parameters:
    ///   - title: the title, consumed: it becomes the label's text unless it is truncated, so it is not copied again.
    ///   - style: the action's style (cancel titles are semibold).
    init(
        title: consuming String, style: ActionStyle, profile: CatalogProfile, size: Double, width: Double,
        measurer: borrowing any TextMeasuring
    ) {
        let weight: FontWeight = style == .cancel ? .semibold : .regular
        // The measurement's lines are `[title]`: shared as the label's lines unless truncated.
        let measurement = measurer.singleLineMeasurement(of: title, font: FontSpec(size: size, weight: weight))
        let natural = measurement.width
        var font = FontSpec(size: size, weight: weight)
        var lines = measurement.lines
        var isTruncated = false
        wasShrunk = false
        if natural > width {
            wasShrunk = true
            let scale = max(profile.metrics.actionMinimumScaleFactor, width / natural)
            font.size = size * scale
            if measurer.singleLineWidth(of: title, font: font) > width {
                title = measurer.truncatingMiddle(title, font: font, maxWidth: width)
                isTruncated = true
                lines = [copy title]
            }
        }
        let families = measurer.fontFamilies(of: title, font: font)
        text = TextLayout(
            text: title, lines: lines, font: font, fontFamilies: families,
            lineHeight: profile.metrics.lineHeight(fontSize: font.size), isTruncated: isTruncated)
    }
}
