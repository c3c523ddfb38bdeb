/// The appearance of each element, from the profile's colours for one `UserInterfaceStyle`: the last pass of
/// the layout, once every frame and font is known.
struct AppearanceResolver {
    let profile: CatalogProfile
    let style: UserInterfaceStyle
    let presentation: Presentation
    let dimmingAlpha: Double
    /// The appearances every row and hairline of a layout repeats, resolved once per layout rather than per
    /// element; a label's template has no font yet.
    private let separator: ElementAppearance
    private let titleLabel: ElementAppearance
    private let messageLabel: ElementAppearance
    private let actionLabel: ElementAppearance
    private let destructiveTextColor: Color
    /// The fill and radius of every action row, the cancel row included, when the rows are drawn as shapes of their
    /// own (the iOS 26 card's capsules); `nil` when they are parts of their group.
    private let rowFill: (color: Color, cornerRadius: Double)?
    /// At the accessibility sizes, the largest radius of a row's corners: each row is then rounded by its own
    /// height (half of it, up to this), since wrapped titles make rows of different heights; `nil` below them,
    /// where every row is rounded by `rowFill.cornerRadius`.
    private let rowCornerRadiusMaximum: Double?

    /// A resolver for one layout; `rowFill` gives the rows their own fill and corners (see `rowFill` and
    /// `rowCornerRadiusMaximum`); `headerLabels` aligns and colours a glass header's title and message (without
    /// it they take the profile's alignment and header colour).
    init(
        profile: CatalogProfile, style: UserInterfaceStyle, presentation: Presentation, dimmingAlpha: Double,
        rowFill: (color: DynamicColor, cornerRadius: Double)? = nil, rowCornerRadiusMaximum: Double? = nil,
        headerLabels: HeaderLabelStyle? = nil
    ) {
        self.rowCornerRadiusMaximum = rowCornerRadiusMaximum
        self.profile = profile
        self.style = style
        self.presentation = presentation
        self.dimmingAlpha = dimmingAlpha
        self.rowFill = rowFill.map { ($0.color.resolved(for: style), $0.cornerRadius) }
        let metrics = profile.metrics
        separator = ElementAppearance(backgroundColor: metrics.separatorColor.resolved(for: style))
        if let headerLabels {
            titleLabel = ElementAppearance(
                fontFamily: .system, textColor: headerLabels.titleColor.resolved(for: style),
                textAlignment: headerLabels.alignment)
            messageLabel = ElementAppearance(
                fontFamily: .system, textColor: headerLabels.messageColor.resolved(for: style),
                textAlignment: headerLabels.alignment)
        } else {
            titleLabel = Self.label(
                textColor: metrics.headerTextColor.resolved(for: style), highlighted: nil, profile: profile)
            messageLabel = titleLabel
        }
        actionLabel = Self.label(
            textColor: metrics.tintColor.resolved(for: style),
            highlighted: metrics.highlightedBackgroundColor.resolved(for: style), profile: profile)
        destructiveTextColor = metrics.destructiveColor.resolved(for: style)
    }

    private func color(_ dynamic: DynamicColor) -> Color { dynamic.resolved(for: style) }

    /// The appearance of an element with this role, action style and font (as drawn), or `nil` for the client's
    /// own views (the custom view and its subviews) and the header, which draws nothing of its own; `height` is the
    /// element's drawn height, which rounds a row at the accessibility sizes.
    @inline(__always)
    func appearance(role: ElementRole, actionStyle: ActionStyle?, font: FontSpec?, height: Double = 0)
        -> ElementAppearance?
    {
        switch role {
        case .customView, .customSubview, .header:
            return nil
        case .separator:
            return separator
        case .title:
            var label = titleLabel
            label.font = font
            return label
        case .message:
            var label = messageLabel
            label.font = font
            return label
        case .action, .cancel:
            var label = actionLabel
            label.font = font
            if actionStyle == .destructive { label.textColor = destructiveTextColor }
            if let rowFill {
                label.backgroundColor = rowFill.color
                label.cornerRadius = rowCornerRadiusMaximum.map { min(height / 2, $0) } ?? rowFill.cornerRadius
                label.cornerCurve = profile.metrics.cornerCurve
            }
            return label
        case .mainGroup, .cancelGroup, .dimming:
            return groupAppearance(role: role)
        case .textField:
            let alert = profile.metrics.alert
            return ElementAppearance(
                fontFamily: .system, font: font, textColor: color(alert.textFieldTextColor),
                textAlignment: .leading, backgroundColor: color(alert.textFieldBackgroundColor),
                cornerRadius: alert.textFieldCornerRadius, cornerCurve: profile.metrics.cornerCurve)
        }
    }

    /// The appearance of a group or of the dimming view, which a layout has at most one of each.
    private func groupAppearance(role: ElementRole) -> ElementAppearance? {
        switch role {
        case .mainGroup:
            let radius =
                switch presentation {
                case .popover: profile.metrics.popoverCornerRadius
                case .alert: profile.metrics.alert.cornerRadius
                case .sheet, .card: profile.metrics.mainGroupCornerRadius
                }
            return ElementAppearance(
                backgroundColor: color(profile.metrics.groupBackgroundColor), material: profile.metrics.groupMaterial,
                cornerRadius: radius, cornerCurve: profile.metrics.cornerCurve,
                separatorColor: color(profile.metrics.separatorColor))
        case .cancelGroup:
            return ElementAppearance(
                backgroundColor: color(profile.metrics.cancelBackgroundColor),
                cornerRadius: profile.metrics.cancelGroupCornerRadius,
                cornerCurve: profile.metrics.cornerCurve)
        case .dimming:
            return ElementAppearance(backgroundColor: profile.metrics.dimmingColor.withAlpha(dimmingAlpha))
        default:
            return nil
        }
    }

    private static func label(textColor: Color, highlighted: Color?, profile: CatalogProfile) -> ElementAppearance {
        ElementAppearance(
            fontFamily: .system, textColor: textColor, textAlignment: profile.metrics.textAlignment,
            highlightedBackgroundColor: highlighted)
    }
}
