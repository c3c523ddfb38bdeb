/// The title and message measured for a header width: the first pass of the layout.
struct HeaderMeasurement {
    /// A measured label.
    struct Label {
        var text: TextLayout
        var height: Double
    }

    // `Optional<…>` rather than `?`: no implicit `nil` default, so the initializer sets each label once instead of
    // assigning over a default (which made the compiler copy the whole measurement; see `LayoutElement`).
    var title: Optional<Label>
    var message: Optional<Label>
    /// The full height of the header's content, paddings included; 0 when there is no header.
    var contentHeight: Double

    var exists: Bool { title != nil || message != nil }

    init(
        sheet: borrowing SheetDescription, profile: CatalogProfile, category: ContentSizeCategory,
        width: Double, measurer: borrowing any TextMeasuring
    ) {
        let size = profile.headerFontSize(category)
        let title = sheet.title.flatMap { $0.isEmpty ? nil : $0 }
        let message = sheet.message.flatMap { $0.isEmpty ? nil : $0 }
        let titleWeight: FontWeight
        switch profile.metrics.titleWeight {
        case .semiboldWhenMessageExists: titleWeight = message == nil ? .regular : .semibold
        case .alwaysSemibold: titleWeight = .semibold
        }
        let messageWeight: FontWeight
        switch profile.metrics.messageWeight {
        case .semiboldWhenAlone: messageWeight = title == nil ? .semibold : .regular
        case .alwaysRegular: messageWeight = .regular
        }
        func label(_ text: String?, weight: FontWeight) -> Label? {
            guard let text else { return nil }
            let font = FontSpec(size: size, weight: weight)
            let lineHeight = profile.metrics.lineHeight(fontSize: size)
            let measured = measurer.wrap(text, font: font, maxWidth: width)
            return Label(
                text: TextLayout(
                    text: text, lines: measured.lines, font: font, lineHeight: lineHeight, isTruncated: false),
                height: Double(measured.lineCount) * lineHeight)
        }
        self.title = label(title, weight: titleWeight)
        self.message = label(message, weight: messageWeight)
        if self.title == nil && self.message == nil {
            contentHeight = 0
        } else {
            let spacing = self.title != nil && self.message != nil ? profile.metrics.titleMessageSpacing : 0
            contentHeight =
                profile.metrics.headerTopPadding + (self.title?.height ?? 0) + spacing + (self.message?.height ?? 0)
                + profile.metrics.headerBottomPadding
        }
    }
}
