/// An alert's title, message and text fields measured for its width and placed from its top by UIKit's baseline
/// margins (docs/alert.md): the title's first baseline at `titleFirstBaseline`, the message's first baseline
/// `titleToMessageBaseline` below the title's last, and the header's bottom below the last label's last baseline
/// by the margin for what follows (actions, text fields or nothing). Every margin scales with its label's font.
struct AlertHeader {
    /// A label placed in the header.
    struct Label {
        let text: TextLayout
        /// The top of its first line, from the alert's top.
        let top: Double
        let height: Double

        /// The lines it takes (at least one).
        var lineCount: Int { max(text.lines.count, 1) }
    }

    /// A text field placed below the labels.
    struct Field {
        let text: TextLayout
        let isPlaceholder: Bool
        let top: Double
        let height: Double
    }

    let title: Label?
    let message: Label?
    let fields: [Field]
    /// The bottom of the labels' part (the header element), 0 without a title or a message.
    let labelsHeight: Double
    /// The bottom of everything above the actions: the labels, then the fields and their bottom margin.
    let contentHeight: Double

    var hasLabels: Bool { title != nil || message != nil }

    init(
        sheet: borrowing SheetDescription, metrics: borrowing MetricsProfile, category: ContentSizeCategory,
        width: Double,
        hasActions: Bool, measurer: any TextMeasuring
    ) {
        // The profile is borrowed and its alert constants read in place: a copy of either retains every table.
        let lineHeightRatio = metrics.lineHeightRatio
        let messageLineHeightRatio = metrics.alert.messageLineHeightRatio
        let titleText = sheet.title.flatMap { $0.isEmpty ? nil : $0 }
        let messageText = sheet.message.flatMap { $0.isEmpty ? nil : $0 }
        let titleSize = metrics.alert.titleFontSize(category)
        let titleWeight: FontWeight =
            switch metrics.alert.titleWeight {
            case .alwaysSemibold: .semibold
            case .semiboldWhenMessageExists: messageText == nil ? .regular : .semibold
            }
        let titleFont = FontSpec(size: titleSize, weight: titleWeight)
        // Without a title the message takes the font of a title alone (UIKit 26.1 messageLabelFont): Headline in
        // the legacy alert, Body (regular) in glass, and that font's own leading.
        let loneMessageWeight: FontWeight =
            switch metrics.alert.titleWeight {
            case .alwaysSemibold: .semibold
            case .semiboldWhenMessageExists: .regular
            }
        let messageFont =
            titleText == nil
            ? FontSpec(size: titleSize, weight: loneMessageWeight)
            : FontSpec(size: metrics.alert.messageFontSize(category), weight: .regular)
        let labelWidth = width - 2 * metrics.alert.labelHorizontalInset
        // Up to Large the floored size is Large's own: no second look-up (each hashes the category's name).
        let atMostLarge = category.position <= ContentSizeCategory.large.position
        let largeTitle = atMostLarge ? titleSize : AlertMetrics.floored(metrics.alert.titleFontSizes, .large)
        let largeMessage =
            titleText == nil
            ? largeTitle
            : atMostLarge ? messageFont.size : AlertMetrics.floored(metrics.alert.messageFontSizes, .large)

        // A lone label with nothing below it sits lower in the glass alert (UIKit 26.1's + 30 rule).
        let isLoneLabelAlone = (titleText == nil) != (messageText == nil) && !hasActions && sheet.textFields.isEmpty
        let firstBaselineMargin =
            isLoneLabelAlone ? metrics.alert.loneLabelFirstBaselineWithoutActions : metrics.alert.titleFirstBaseline

        func measure(_ string: String, _ font: FontSpec, belowTitle: Bool) -> (TextLayout, lines: Int) {
            let lineHeight = (belowTitle ? messageLineHeightRatio : lineHeightRatio) * font.size
            let measured = measurer.wrap(string, font: font, maxWidth: labelWidth)
            return (
                TextLayout(
                    text: string, lines: measured.lines, font: font,
                    fontFamilies: measurer.fontFamilies(of: string, font: font), lineHeight: lineHeight,
                    isTruncated: false),
                measured.lineCount
            )
        }
        var lastBaseline = 0.0
        var lastScale = 1.0
        var title: Label?
        if let titleText {
            let (text, lines) = measure(titleText, titleFont, belowTitle: false)
            let scale = titleFont.size / largeTitle
            let firstBaseline = firstBaselineMargin.points(scale: scale, lineHeight: text.lineHeight)
            let top = firstBaseline - sfAscenderRatio * titleFont.size
            title = Label(text: text, top: top, height: Double(lines) * text.lineHeight)
            lastBaseline = firstBaseline + Double(lines - 1) * text.lineHeight
            lastScale = scale
        }
        var message: Label?
        if let messageText {
            // Only below a title is the message set in its own style (the legacy Footnote with its own leading).
            let (text, lines) = measure(messageText, messageFont, belowTitle: titleText != nil)
            let scale = messageFont.size / largeMessage
            let firstBaseline =
                titleText == nil
                ? firstBaselineMargin.points(scale: scale, lineHeight: text.lineHeight)
                : lastBaseline + metrics.alert.titleToMessageBaseline.points(scale: scale, lineHeight: text.lineHeight)
            message = Label(
                text: text, top: firstBaseline - sfAscenderRatio * messageFont.size,
                height: Double(lines) * text.lineHeight)
            lastBaseline = firstBaseline + Double(lines - 1) * text.lineHeight
            lastScale = scale
        }
        let hasFields = !sheet.textFields.isEmpty
        if title != nil || message != nil {
            let margin =
                hasFields
                ? metrics.alert.belowLastBaselineWithTextFields
                : hasActions ? metrics.alert.belowLastBaselineWithActions : metrics.alert.belowLastBaselineAlone
            labelsHeight = lastBaseline + margin.points(scale: lastScale, lineHeight: 0)
        } else {
            labelsHeight = 0
        }
        var fields: [Field] = []
        // Fields without labels start as far down as they end above the actions (at least the actions' inset).
        var y =
            labelsHeight == 0 && hasFields
            ? max(metrics.alert.textFieldsBottomMargin, metrics.alert.actionSequenceInset) : labelsHeight
        let fieldFontSize = hasFields ? metrics.alert.textFieldFontSize(category) : 0
        // Glass stacks its fields with a hairline between each two, here taking room (`textFieldSeparatorTakesRoom`).
        let fieldGap = metrics.alert.textFieldSeparatorTakesRoom ? metrics.alert.textFieldSeparatorThickness : 0
        for (index, field) in sheet.textFields.enumerated() {
            if index > 0 { y += fieldGap }
            let shown = field.displayed
            let font = FontSpec(size: fieldFontSize, weight: .regular)
            let lineHeight = lineHeightRatio * fieldFontSize
            let height = max(
                metrics.alert.textFieldMinimumHeight, lineHeight + 2 * metrics.alert.textFieldVerticalInset)
            let text = TextLayout(
                text: shown.string, lines: [shown.string], font: font,
                fontFamilies: measurer.fontFamilies(of: shown.string, font: font), lineHeight: lineHeight,
                isTruncated: false)
            fields.append(Field(text: text, isPlaceholder: shown.isPlaceholder, top: y, height: height))
            y += height
        }
        if hasFields { y += metrics.alert.textFieldsBottomMargin }
        self.title = title
        self.message = message
        self.fields = fields
        contentHeight = y
    }
}
