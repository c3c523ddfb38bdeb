/// An action title fitted into its row as UIKit's action label is (docs/geometry.md, "Action titles"): at the
/// standard text sizes one line, shrunk as `UILabel` does with `adjustsFontSizeToFitWidth` to the largest size that
/// fits, down to the profile's minimum scale factor, then truncated in the middle at that minimum; at the
/// accessibility sizes wrapped by word over as many lines as it needs, never shrunk.
struct ActionTitleMeasurement {
    var text: TextLayout
    var wasShrunk: Bool
    /// The smallest size the title may shrink to: the action font size times the minimum scale factor.
    var minimumSize: Double

    /// Whether the title was shrunk or truncated, which `SheetLayoutEngine.titleWarnings` reports.
    var needsWarning: Bool { wasShrunk || text.isTruncated }

    /// The number of lines the title takes (1 unless it wraps at an accessibility size).
    var lineCount: Int { max(text.lines.count, 1) }

    /// How finely the shrinking search pins the size down, in points: finer than a pixel of any glyph.
    static let sizePrecision = 0.01

    /// Fits an action's title into `width`, starting from the profile's action font size for the category.
    /// - Parameters:
    ///   - title: the title, consumed: it becomes the label's text unless it is truncated, so it is not copied again.
    ///   - style: the action's style (cancel titles are semibold).
    ///   - wraps: whether the title wraps instead of shrinking (the accessibility text sizes).
    init(
        title: consuming String, style: ActionStyle, profile: CatalogProfile, size: Double, width: Double,
        wraps: Bool = false, measurer: borrowing any TextMeasuring
    ) {
        let weight = style == .cancel ? profile.metrics.cancelFontWeight : profile.metrics.actionFontWeight
        var font = FontSpec(size: size, weight: weight)
        minimumSize = size * profile.metrics.actionMinimumScaleFactor
        wasShrunk = false
        var isTruncated = false
        let lines: [String]
        if wraps {
            lines = measurer.wrap(title, font: font, maxWidth: width).lines
        } else {
            // The measurement's lines are `[title]`: shared as the label's lines unless truncated.
            let measurement = measurer.singleLineMeasurement(of: title, font: font)
            var singleLine = measurement.lines
            if measurement.width > width {
                wasShrunk = true
                if let fitting = Self.largestFittingSize(
                    of: title, weight: weight, size: size, naturalWidth: measurement.width, minimum: minimumSize,
                    width: width, measurer: copy measurer)
                {
                    font.size = fitting
                } else {
                    font.size = minimumSize
                    title = measurer.truncatingMiddle(title, font: font, maxWidth: width)
                    isTruncated = true
                    singleLine = [copy title]
                }
            }
            lines = singleLine
        }
        let families = measurer.fontFamilies(of: title, font: font)
        text = TextLayout(
            text: title, lines: lines, font: font, fontFamilies: families,
            lineHeight: profile.metrics.lineHeight(fontSize: font.size), isTruncated: isTruncated)
    }

    /// The largest size from `minimum` up to (not including) `size` at which `title` fits `width` on one line, or
    /// `nil` when it does not fit even at `minimum`. The first guess is the linear one (`size × width / natural`),
    /// which fixed advances make exact; shaped text is not linear in its size (optical sizes, size-dependent
    /// tracking, rounded advances), so the search goes on by bisection to `sizePrecision` on either side of it.
    static func largestFittingSize(
        of title: String, weight: FontWeight, size: Double, naturalWidth: Double, minimum: Double, width: Double,
        measurer: any TextMeasuring
    ) -> Double? {
        func fits(_ candidate: Double) -> Bool {
            measurer.singleLineWidth(of: title, font: FontSpec(size: candidate, weight: weight)) <= width
        }
        let guess = max(minimum, min(size, size * width / naturalWidth))
        var low: Double
        var high: Double
        if fits(guess) {
            // Usually nothing larger fits: one measurement settles it instead of a whole bisection upwards.
            if guess + sizePrecision >= size || !fits(guess + sizePrecision) { return guess }
            low = guess + sizePrecision
            high = size
        } else {
            guard guess > minimum, fits(minimum) else { return nil }
            low = minimum
            high = guess
        }
        while high - low > sizePrecision {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }
}
