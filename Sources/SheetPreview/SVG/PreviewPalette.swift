import LayoutCore

/// A colour of the preview: sRGB hex and an opacity, as SVG's `fill` and `fill-opacity` take them.
package struct PreviewColor: Sendable, Equatable {
    /// `#RRGGBB`.
    var hex: String
    /// 0 … 1.
    var opacity: Double = 1

    /// A colour from its hex digits and opacity.
    init(hex: String, opacity: Double = 1) {
        self.hex = hex
        self.opacity = opacity
    }

    /// A layout's colour: its red, green and blue, and its alpha as the opacity.
    init(_ color: Color) {
        self.init(hex: String(color.hex.prefix(7)), opacity: color.alpha)
    }
}

/// The colours of what the preview draws but the layout does not describe, for one appearance.
///
/// The sheet's own colours come from each element's `appearance`, which the layout resolved for its profile and
/// user-interface style; the preview repeats none of them. The layout knows nothing of the screen behind the
/// dimming view (an app's content: the preview shows an empty screen with its safe area marked), and it leaves
/// the client's custom view and its subviews to the client (the preview paints them as the seed's example does).
package struct PreviewPalette: Sendable, Equatable {
    /// What is behind the sheet: an empty screen.
    var screen: PreviewColor
    /// The bands outside the safe area, drawn over the screen.
    var unsafeArea: PreviewColor
    /// The dashed line at the safe area's edges.
    var safeAreaEdge: PreviewColor

    /// The custom view's background: the seed's green view (`UIColor.green`).
    static let customView = PreviewColor(hex: "#00FF00")
    /// The custom view's subviews: the seed's orange label (`UIColor.orange`).
    static let customSubview = PreviewColor(hex: "#FF8000")
    /// The id written on each subview: the seed's white text.
    static let customSubviewText = PreviewColor(hex: "#FFFFFF")

    /// The palette of `style`: the screen in systemGroupedBackground (light) or systemBackground (dark), and the
    /// safe area in that appearance's systemIndigo.
    static func palette(for style: UserInterfaceStyle) -> PreviewPalette {
        switch style {
        case .light:
            PreviewPalette(
                screen: PreviewColor(hex: "#F2F2F7"), unsafeArea: PreviewColor(hex: "#5856D6", opacity: 0.12),
                safeAreaEdge: PreviewColor(hex: "#5856D6", opacity: 0.6))
        case .dark:
            PreviewPalette(
                screen: PreviewColor(hex: "#000000"), unsafeArea: PreviewColor(hex: "#5E5CE6", opacity: 0.22),
                safeAreaEdge: PreviewColor(hex: "#5E5CE6", opacity: 0.7))
        }
    }
}
