/// The appearance of each element, from the profile's colours for one `UserInterfaceStyle`: the last pass of
/// the layout, once every frame and font is known.
struct AppearanceResolver {
    let profile: CatalogProfile
    let style: UserInterfaceStyle
    let presentation: Presentation
    let dimmingAlpha: Double

    private func color(_ dynamic: DynamicColor) -> Color { dynamic.resolved(for: style) }

    /// The appearance of an element with this role, action style and font (as drawn), or `nil` for the client's
    /// own views (the custom view and its subviews) and the header, which draws nothing of its own.
    func appearance(role: ElementRole, actionStyle: ActionStyle?, font: FontSpec?) -> ElementAppearance? {
        switch role {
        case .customView, .customSubview, .header:
            return nil
        case .mainGroup:
            let radius =
                presentation == .popover ? profile.metrics.popoverCornerRadius : profile.metrics.mainGroupCornerRadius
            return ElementAppearance(
                backgroundColor: color(profile.metrics.groupBackgroundColor), material: profile.metrics.groupMaterial,
                cornerRadius: radius, cornerCurve: profile.metrics.cornerCurve,
                separatorColor: color(profile.metrics.separatorColor))
        case .cancelGroup:
            return ElementAppearance(
                backgroundColor: color(profile.metrics.cancelBackgroundColor),
                cornerRadius: profile.metrics.cancelGroupCornerRadius,
                cornerCurve: profile.metrics.cornerCurve)
        case .separator:
            return ElementAppearance(backgroundColor: color(profile.metrics.separatorColor))
        case .dimming:
            return ElementAppearance(backgroundColor: profile.metrics.dimmingColor.withAlpha(dimmingAlpha))
        case .title, .message:
            return label(font: font, textColor: color(profile.metrics.headerTextColor), highlighted: nil)
        case .action, .cancel:
            let text = actionStyle == .destructive ? profile.metrics.destructiveColor : profile.metrics.tintColor
            return label(
                font: font, textColor: color(text), highlighted: color(profile.metrics.highlightedBackgroundColor))
        }
    }

    private func label(font: FontSpec?, textColor: Color, highlighted: Color?) -> ElementAppearance {
        ElementAppearance(
            fontFamily: .system, font: font, textColor: textColor, textAlignment: profile.metrics.textAlignment,
            highlightedBackgroundColor: highlighted)
    }
}
