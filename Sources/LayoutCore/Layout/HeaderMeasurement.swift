/// The title and message measured for a header width: the first pass of the layout.
struct HeaderMeasurement {
    /// A measured label.
    struct Label {
        var text: TextLayout
        var height: Double
    }

    var title: Label?
    var message: Label?
    /// The full height of the header's content, paddings included; 0 when there is no header.
    var contentHeight: Double

    var exists: Bool { title != nil || message != nil }

    init(
        sheet: SheetDescription, profile: MetricsProfile, category: ContentSizeCategory, width: Double,
        measurer: any TextMeasuring
    ) {
        let size = profile.headerFontSizes[category] ?? 13
        let title = sheet.title.flatMap { $0.isEmpty ? nil : $0 }
        let message = sheet.message.flatMap { $0.isEmpty ? nil : $0 }
        let titleWeight: FontWeight
        switch profile.titleWeight {
        case .semiboldWhenMessageExists: titleWeight = message == nil ? .regular : .semibold
        case .alwaysSemibold: titleWeight = .semibold
        }
        let messageWeight: FontWeight
        switch profile.messageWeight {
        case .semiboldWhenAlone: messageWeight = title == nil ? .semibold : .regular
        case .alwaysRegular: messageWeight = .regular
        }
        func label(_ text: String?, weight: FontWeight) -> Label? {
            guard let text else { return nil }
            let font = FontSpec(size: size, weight: weight)
            let lineHeight = profile.lineHeight(fontSize: size)
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
            let spacing = self.title != nil && self.message != nil ? profile.titleMessageSpacing : 0
            contentHeight =
                profile.headerTopPadding + (self.title?.height ?? 0) + spacing + (self.message?.height ?? 0)
                + profile.headerBottomPadding
        }
    }
}
