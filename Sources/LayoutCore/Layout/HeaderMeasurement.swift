/// The title and message measured for a header width: the first pass of the layout.
struct HeaderMeasurement {
    /// A measured label.
    private struct Label {
        var text: TextLayout
        var height: Double
    }

    // Constants, so without the implicit `nil` default of a `var` (assigning over it made the compiler copy the
    // whole measurement; see `LayoutElement`). The texts are kept apart from their heights: the main group copies
    // each text into its element directly, where copying an optional label went through its value witness.
    /// The title as set, if the sheet has one.
    let title: TextLayout?
    /// The title's height, 0 without a title.
    let titleHeight: Double
    /// The message as set, if the sheet has one.
    let message: TextLayout?
    /// The message's height, 0 without a message.
    let messageHeight: Double
    /// The full height of the header's content, paddings included; 0 when there is no header.
    let contentHeight: Double
    /// Whether there is a title or a message.
    let exists: Bool
    /// The top of the title's first line and of the message's, from the header's top.
    let titleTop: Double
    let messageTop: Double
    /// The gap between the header's sides and its labels.
    let labelInset: Double

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
                    text: text, lines: measured.lines, font: font,
                    fontFamilies: measurer.fontFamilies(of: text, font: font), lineHeight: lineHeight,
                    isTruncated: false),
                height: Double(measured.lineCount) * lineHeight)
        }
        // The labels are measured into locals and moved into the properties last: reading the properties back
        // makes the compiler build the whole value twice, copying it through its value witness.
        let titleLabel = label(title, weight: titleWeight)
        let messageLabel = label(message, weight: messageWeight)
        exists = titleLabel != nil || messageLabel != nil
        titleHeight = titleLabel?.height ?? 0
        messageHeight = messageLabel?.height ?? 0
        let spacing = titleLabel != nil && messageLabel != nil ? profile.metrics.titleMessageSpacing : 0
        if !exists {
            contentHeight = 0
        } else {
            contentHeight =
                profile.metrics.headerTopPadding + titleHeight + spacing + messageHeight
                + profile.metrics.headerBottomPadding
        }
        titleTop = profile.metrics.headerTopPadding
        messageTop = titleTop + titleHeight + spacing
        labelInset = profile.metrics.headerHorizontalPadding
        self.title = titleLabel?.text
        self.message = messageLabel?.text
    }

    /// The header of an iOS 26 action sheet laid out as UIKit 26.1 lays out the glass alert's (`GlassHeaderSource`):
    /// the labels on the alert's baselines and insets, for a sheet `width` wide whose actions follow.
    init(
        glassAlertHeaderOf sheet: borrowing SheetDescription, profile: CatalogProfile, category: ContentSizeCategory,
        width: Double, measurer: any TextMeasuring
    ) {
        let header = AlertHeader(
            sheet: sheet, metrics: profile.metrics, category: category, width: width, hasActions: true,
            measurer: measurer)
        title = header.title?.text
        titleHeight = header.title?.height ?? 0
        titleTop = header.title?.top ?? 0
        message = header.message?.text
        messageHeight = header.message?.height ?? 0
        messageTop = header.message?.top ?? 0
        exists = header.hasLabels
        contentHeight = header.labelsHeight
        labelInset = profile.metrics.alert.labelHorizontalInset
    }
}
