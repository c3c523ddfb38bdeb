/// The alert style (`sheet.preferredStyle` `alert`, docs/alert.md): a box `width` wide (the accessibility width at
/// accessibility sizes or when an action's title does not fit), no wider than the safe area less `sideMargin` on
/// each side, centred in the safe area and no taller than it less `verticalMargin` above and below; its header
/// (title, message, text fields) on top and its actions below, side by side or stacked (`AlertActionPlan`). When it
/// is too tall the header scrolls and the actions keep `actionsMinimumVisibleHeight`, scrolling themselves if need be.
extension SheetLayoutEngine {
    func arrangeAlert(
        _ sheet: SheetDescription, on screen: ResolvedScreen, profile catalogProfile: CatalogProfile, traits: Traits,
        into layout: inout SheetLayout
    ) {
        let metrics = catalogProfile.metrics
        let alert = metrics.alert
        let category = traits.contentSizeCategory
        let safe = screen.safeBounds
        let width = Self.alertWidth(sheet, safeWidth: safe.width, alert: alert, category: category, measurer: measurer)
        let thickness = metrics.separatorThickness(scale: screen.scale)
        let hasActions = !sheet.actions.isEmpty
        let header = AlertHeader(
            sheet: sheet, metrics: metrics, category: category, width: width, hasActions: hasActions,
            measurer: measurer)
        let plan = AlertActionPlan(
            sheet: sheet, profile: catalogProfile, category: category, width: width, separatorThickness: thickness,
            measurer: measurer)
        let headerSeparator = alert.showsSeparators && header.contentHeight > 0 && hasActions ? thickness : 0
        let actionsHeight = hasActions ? headerSeparator + 2 * alert.actionSequenceInset + plan.rowsHeight : 0

        // Too tall for the safe area: the header scrolls, the actions keep part of the room and scroll past it.
        let topBound = max(alert.verticalMargin, screen.safeAreaInsets.top)
        let bottomBound = screen.height - max(alert.verticalMargin, screen.safeAreaInsets.bottom)
        let room = bottomBound - topBound
        var visibleHeader = header.contentHeight
        var visibleActions = actionsHeight
        if header.contentHeight + actionsHeight > room {
            if !hasActions {
                visibleHeader = room
            } else if header.contentHeight == 0 {
                visibleActions = room
            } else {
                // At the accessibility sizes a button alone can be taller than the usual minimum: the actions
                // keep a share of the room instead (Flutter's CupertinoAlertDialog keeps half).
                let minimum =
                    category.isAccessibilityCategory
                    ? alert.accessibilityActionsShare * room : alert.actionsMinimumVisibleHeight
                let kept = min(actionsHeight, minimum)
                visibleHeader = min(header.contentHeight, max(0, room - kept))
                visibleActions = room - visibleHeader
            }
        }
        let height = visibleHeader + visibleActions
        let top = screen.centredTop(height: height, topLimit: topBound, bottomLimit: bottomBound)
        let left = safe.x + (safe.width - width) / 2
        let dimmingAlpha = metrics.dimmingAlpha(for: traits.userInterfaceStyle)
        let rowFill = alert.capsuleActions ? (metrics.glass?.rowBackgroundColor ?? metrics.cancelBackgroundColor) : nil
        var builder = ElementBuilder(
            grid: PixelGrid(scale: screen.scale), unalignedOrigin: (x: left, y: top), sheet: sheet,
            appearance: AppearanceResolver(
                profile: catalogProfile, style: traits.userInterfaceStyle, presentation: .alert,
                dimmingAlpha: dimmingAlpha, rowFill: rowFill.map { ($0, plan.rowHeight / 2) },
                rowCornerRadiusMaximum: alert.capsuleActions
                    ? metrics.glass?.rowCornerRadiusMaximum(category) : nil,
                headerLabels: metrics.glass.map {
                    HeaderLabelStyle(
                        glass: $0, titleLines: header.title?.lineCount, messageLines: header.message?.lineCount)
                } ?? HeaderLabelStyle(legacyAlert: alert, alignment: metrics.textAlignment)))
        builder.addCustomView(sheet.customView, sheetWidth: width)
        let grid = builder.grid
        builder.add(
            "mainGroup", .mainGroup, GridSpan(origin: left, length: width, grid: grid),
            GridSpan(origin: top, length: height, grid: grid))
        addAlertHeader(
            header, top: top, visibleHeight: visibleHeader, left: left, width: width, alert: alert, into: &builder,
            layout: &layout)
        if hasActions {
            addAlertActions(
                plan, top: top + visibleHeader, headerSeparator: headerSeparator, contentHeight: actionsHeight,
                visibleHeight: visibleActions, left: left, width: width, alert: alert, into: &builder,
                layout: &layout)
        }
        builder.addScreenOnly("dimming", .dimming, screen.bounds)
        layout.topLimit = topBound
        layout.sheetFrame = grid.align(Rect(x: left, y: top, width: width, height: height))
        layout.dimmingAlpha = dimmingAlpha
        layout.elements = builder.finishedElements()
        Self.colourPlaceholders(header, alert: alert, style: traits.userInterfaceStyle, in: &layout)
        if !header.fields.isEmpty {
            Self.shapeTextFields(
                count: header.fields.count, alert: alert, style: traits.userInterfaceStyle, scale: screen.scale,
                in: &layout)
        }
        Self.colourPreferredAction(sheet, alert: alert, style: traits.userInterfaceStyle, in: &layout)
        layout.assumptions.append(
            (header.fields.isEmpty ? catalogProfile.sentences.alert : catalogProfile.sentences.alertWithFields).filled(
                format(rounded(width))))
        if sheet.textFields.contains(where: { $0.isSecureTextEntry && !($0.text?.isEmpty ?? true) }) {
            layout.assumptions.append(Self.secureFieldAssumption)
        }
    }

    /// `width`, or the accessibility width at accessibility sizes and when the widest action does not fit `width`;
    /// at most the safe area's width less the side margins.
    static func alertWidth(
        _ sheet: borrowing SheetDescription, safeWidth: Double, alert: AlertMetrics, category: ContentSizeCategory,
        measurer: any TextMeasuring
    ) -> Double {
        var width = alert.width
        if category.isAccessibilityCategory
            || AlertActionPlan.widestFittingWidth(sheet, metrics: alert, category: category, measurer: measurer)
                > alert.width - 2 * alert.actionSequenceInset
        {
            width = alert.accessibilityWidth
        }
        return min(width, safeWidth - 2 * alert.sideMargin)
    }

    /// The header, its labels and the text fields, clipped by the header's scroll region when it scrolls.
    private func addAlertHeader(
        _ header: AlertHeader, top: Double, visibleHeight: Double, left: Double, width: Double, alert: AlertMetrics,
        into builder: inout ElementBuilder, layout: inout SheetLayout
    ) {
        guard header.contentHeight > 0 else { return }
        let grid = builder.grid
        let scrolls = visibleHeight < header.contentHeight - 1e-9
        let clip = scrolls ? "header" : nil
        builder.add(
            "header", .header, GridSpan(origin: left, length: width, grid: grid),
            GridSpan(origin: top, length: visibleHeight, grid: grid))
        let labelColumns = GridSpan(
            origin: left + alert.labelHorizontalInset, length: width - 2 * alert.labelHorizontalInset, grid: grid)
        if let title = header.title {
            builder.add(
                "title", .title, labelColumns, GridSpan(origin: top + title.top, length: title.height, grid: grid),
                text: title.text, clippedBy: clip)
        }
        if let message = header.message {
            builder.add(
                "message", .message, labelColumns,
                GridSpan(origin: top + message.top, length: message.height, grid: grid), text: message.text,
                clippedBy: clip)
        }
        let fieldColumns = GridSpan(
            origin: left + alert.textFieldSideMargin, length: width - 2 * alert.textFieldSideMargin, grid: grid)
        let separatorColumns = GridSpan(
            origin: left + alert.textFieldSideMargin + alert.textFieldSeparatorInset,
            length: width - 2 * (alert.textFieldSideMargin + alert.textFieldSeparatorInset), grid: grid)
        for (index, field) in header.fields.enumerated() {
            builder.add(
                "textField.\(index)", .textField, fieldColumns,
                GridSpan(origin: top + field.top, length: field.height, grid: grid), text: field.text, clippedBy: clip)
            // Glass: the hairline below each field but the last, inset from the fields' sides.
            guard alert.textFieldSeparatorThickness > 0, index < header.fields.count - 1 else { continue }
            let below = alert.textFieldSeparatorTakesRoom ? field.top + field.height : header.fields[index + 1].top
            builder.add(
                "separator.textField.\(index)", .separator, separatorColumns,
                GridSpan(origin: top + below, length: alert.textFieldSeparatorThickness, grid: grid),
                clippedBy: clip)
        }
        if scrolls {
            addScrollRegion(
                "header", Rect(x: left, y: top, width: width, height: visibleHeight),
                contentHeight: header.contentHeight, warning: .headerScrolls,
                what: "The title, message and text fields", pointer: "/sheet", into: &builder, layout: &layout)
        }
    }

    /// The actions from `top`: the header's hairline, then the buttons side by side or stacked, with hairlines
    /// between them in the legacy alert; clipped by their own scroll region when they do not fit.
    private func addAlertActions(
        _ plan: AlertActionPlan, top: Double, headerSeparator: Double, contentHeight: Double, visibleHeight: Double,
        left: Double, width: Double, alert: AlertMetrics, into builder: inout ElementBuilder,
        layout: inout SheetLayout
    ) {
        let grid = builder.grid
        let scrolls = visibleHeight < contentHeight - 1e-9
        let clip = scrolls ? "actions" : nil
        if headerSeparator > 0 {
            builder.add(
                "separator.header", .separator, GridSpan(origin: left, length: width, grid: grid),
                GridSpan(origin: top, length: headerSeparator, grid: grid))
        }
        let rowsTop = top + headerSeparator + alert.actionSequenceInset
        let rowsLeft = left + alert.actionSequenceInset
        let identifiers = ElementIdentifiers.numbered
        var position = 0
        // Stacked, each button starts below the one before, whose height grows with its wrapped title.
        var nextTop = rowsTop
        for (slot, item) in plan.items.enumerated() {
            let x = plan.isHorizontal ? rowsLeft + Double(slot) * (plan.itemWidth + plan.gap) : rowsLeft
            let y = plan.isHorizontal ? rowsTop : nextTop
            nextTop = y + item.height + plan.gap
            let columns = GridSpan(origin: x, length: plan.itemWidth, grid: grid)
            let rows = GridSpan(origin: y, length: item.height, grid: grid)
            if item.title.needsWarning { layout.warnings += Self.titleWarnings(item.title, index: item.index) }
            if item.style == .cancel {
                builder.add("cancel", .cancel, columns, rows, style: .cancel, text: item.title.text, clippedBy: clip)
            } else {
                builder.add(
                    identifiers.action(position), .action, columns, rows, style: item.style, text: item.title.text,
                    clippedBy: clip)
                position += 1
            }
            guard alert.showsSeparators, slot < plan.items.count - 1 else { continue }
            // The hairline after this button: beside it in a row, below it in a stack.
            let separator =
                plan.isHorizontal
                ? (GridSpan(origin: x + plan.itemWidth, length: plan.gap, grid: grid), rows)
                : (
                    GridSpan(origin: left, length: width, grid: grid),
                    GridSpan(origin: y + item.height, length: plan.gap, grid: grid)
                )
            builder.add(identifiers.separator(slot), .separator, separator.0, separator.1, clippedBy: clip)
        }
        if scrolls {
            addActionsScrollRegion(
                Rect(x: left, y: top, width: width, height: visibleHeight), contentHeight: contentHeight,
                actionCount: plan.items.count, into: &builder, layout: &layout)
        }
    }

    /// Draws each field showing its placeholder in the placeholder colour.
    private static func colourPlaceholders(
        _ header: AlertHeader, alert: AlertMetrics, style: UserInterfaceStyle, in layout: inout SheetLayout
    ) {
        guard header.fields.contains(where: \.isPlaceholder) else { return }
        let colour = alert.placeholderColor.resolved(for: style)
        for index in layout.elements.indices where layout.elements[index].role == .textField {
            guard let number = Int(layout.elements[index].id.dropFirst("textField.".count)),
                header.fields[number].isPlaceholder
            else { continue }
            layout.elements[index].appearance?.textColor = colour
        }
    }

    /// Rounds the stacked fields as one block (the first's top corners, the last's bottom corners, all of a lone
    /// field's; UIKit 26.1 `textFieldContainingViewWithTextField:position:`), gives each legacy field its hairline
    /// border and colours the glass hairlines between them.
    private static func shapeTextFields(
        count: Int, alert: AlertMetrics, style: UserInterfaceStyle, scale: Double, in layout: inout SheetLayout
    ) {
        let separatorColour = alert.textFieldSeparatorColor.resolved(for: style)
        let border = alert.textFieldBorderThicknessInPixels / scale
        for index in layout.elements.indices {
            let id = layout.elements[index].id
            if layout.elements[index].role == .textField, let number = Int(id.dropFirst("textField.".count)) {
                let corners = RoundedCorners.ofField(at: number, of: count)
                layout.elements[index].appearance?.roundedCorners = corners == .all ? nil : corners
                if border > 0 {
                    layout.elements[index].appearance?.borderWidth = border
                    layout.elements[index].appearance?.borderColor = alert.textFieldBorderColor.resolved(for: style)
                }
            } else if id.hasPrefix("separator.textField.") {
                layout.elements[index].appearance?.backgroundColor = separatorColour
            }
        }
    }

    /// Fills the glass alert's preferred action with the tint colour and sets its title in the preferred action's
    /// colour (UIKit 26.1 `actionBackgroundColorForViewState:`); a destructive preferred action keeps its red
    /// title and the ordinary fill. The legacy alert marks it by its font only.
    private static func colourPreferredAction(
        _ sheet: borrowing SheetDescription, alert: AlertMetrics, style: UserInterfaceStyle,
        in layout: inout SheetLayout
    ) {
        guard alert.capsuleActions, let preferred = sheet.preferredAction,
            sheet.actions.indices.contains(preferred), sheet.actions[preferred].style != .destructive
        else { return }
        // The non-cancel actions keep their input order: the preferred one is `action.N` after N of them.
        let id =
            sheet.actions[preferred].style == .cancel
            ? "cancel"
            : "action.\(sheet.actions[..<preferred].filter { $0.style != .cancel }.count)"
        guard let index = layout.elements.firstIndex(where: { $0.id == id }) else { return }
        layout.elements[index].appearance?.backgroundColor = alert.preferredActionFillColor.resolved(for: style)
        layout.elements[index].appearance?.textColor = alert.preferredActionTextColor.resolved(for: style)
    }

    /// The alert's inferred constants, named in the answer.
    static func alertAssumption(profile: MetricsProfile, width: String, hasFields: Bool) -> String {
        // The values carried over from another era are named together in `era` below rather than one by one.
        let inferred = profile.alert.constants.filter {
            $0.confidence == .inferred && (hasFields || !$0.name.hasPrefix("alert.textField"))
                && !$0.source.hasPrefix("assumed for ")
        }
        let listed = inferred.map { "\($0.name) \($0.value)" }.joined(separator: "; ")
        let header = profile.glass == nil ? "" : "; inferred for the header: \(HeaderLabelStyle.inferredTitleColour)"
        let era = profile.alert.assumedForEra.map {
            " The alert's values are UIKit 26.1's legacy alert, assumed for \($0): none was read or measured in that era."
        }
        return
            "profile \(profile.name), alert \(width) pt wide (min(\(format(profile.alert.width)), safe width − \(format(2 * profile.alert.sideMargin))), or the accessibility width).\(era ?? "") Inferred, neither read from UIKit nor measured: \(listed)\(header)"
    }

    /// What a secure field's text is drawn as, which nobody measured.
    static let secureFieldAssumption =
        "a secure text field (isSecureTextEntry) shows one bullet (U+2022) per character of its text, measured as such; inferred: UIKit's secure glyph and whether it shows the last character typed were not traced"

    /// Why the screen cannot hold an alert: the safe area, less the vertical margins, is shorter than one button.
    static func alertRoomIssue(on screen: ResolvedScreen, profile: MetricsProfile) -> ValidationIssue? {
        let alert = profile.alert
        let room =
            screen.height - max(alert.verticalMargin, screen.safeAreaInsets.top)
            - max(alert.verticalMargin, screen.safeAreaInsets.bottom)
        guard room < alert.actionMinimumHeight + 2 * alert.actionSequenceInset else { return nil }
        return ValidationIssue(
            pointer: "/screen/height",
            detail:
                "the screen is too short: an alert needs \(format(alert.actionMinimumHeight + 2 * alert.actionSequenceInset)) pt inside the safe area's margins, which leave \(format(rounded(room))) pt"
        )
    }
}
