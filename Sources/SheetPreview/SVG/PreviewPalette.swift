import LayoutCore

/// A colour of the preview: sRGB hex and an opacity, as SVG's `fill` and `fill-opacity` take them.
package struct PreviewColor: Sendable, Equatable {
    /// `#RRGGBB`.
    var hex: String
    /// 0 … 1.
    var opacity: Double = 1
}

/// Every colour the preview draws with, for one appearance: the only place that knows them.
///
/// The sheet's colours come from docs/reference.md §3.5 (iOS 17 values, most of them judged by eye by Flutter
/// against the simulator). The sheet's blur cannot be drawn, so its translucent
/// background is composited over the dimmed screen as it is. When the layout carries each element's appearance
/// (issue 9), `palette(for:)` gives way to it.
package struct PreviewPalette: Sendable, Equatable {
    /// What is behind the sheet: an empty screen.
    var screen: PreviewColor
    /// The bands outside the safe area, drawn over the screen.
    var unsafeArea: PreviewColor
    /// The dashed line at the safe area's edges.
    var safeAreaEdge: PreviewColor
    /// The dimming view; the layout's `dimmingAlpha` is its opacity.
    var dimming: PreviewColor
    /// The main group's background.
    var sheet: PreviewColor
    /// The cancel group's background.
    var cancel: PreviewColor
    /// The hairlines between the header and the actions.
    var separator: PreviewColor
    /// The title and message.
    var headerText: PreviewColor
    /// Default and cancel action titles.
    var tint: PreviewColor
    /// Destructive action titles.
    var destructive: PreviewColor
    /// The custom view's background.
    var customView: PreviewColor
    /// The custom view's subviews.
    var customSubview: PreviewColor
    /// The id written on each subview.
    var customSubviewText: PreviewColor

    /// The palette of `style`.
    static func palette(for style: UserInterfaceStyle) -> PreviewPalette {
        style == .dark ? dark : light
    }

    /// Light appearance.
    static let light = PreviewPalette(
        // systemGroupedBackground (UIKit's light value), a neutral screen.
        screen: PreviewColor(hex: "#F2F2F7"),
        unsafeArea: PreviewColor(hex: "#5856D6", opacity: 0.12),
        safeAreaEdge: PreviewColor(hex: "#5856D6", opacity: 0.6),
        // §0 and §1.3: black at the layout's alpha (0.2 light, 0.48 dark).
        dimming: PreviewColor(hex: "#000000"),
        // §1.3 "Sheet background, iOS 17": #FCFCFC at α 0xC8 over a blur.
        sheet: PreviewColor(hex: "#FCFCFC", opacity: 200.0 / 255),
        // §1.3 "Cancel background, iOS 13+": opaque white.
        cancel: PreviewColor(hex: "#FFFFFF"),
        // §1.3 "Separator color, iOS 17": #C9C9C9 at α 0xD4.
        separator: PreviewColor(hex: "#C9C9C9", opacity: 212.0 / 255),
        // §1.3 "Header text color, iOS 17": #1D1D1D at α 0x85.
        headerText: PreviewColor(hex: "#1D1D1D", opacity: 133.0 / 255),
        // §1.3 "Default / Cancel tint": systemBlue.
        tint: PreviewColor(hex: "#007AFF"),
        // §1.3 "Destructive": systemRed.
        destructive: PreviewColor(hex: "#FF3B30"),
        // The seed's example: a green view (UIColor.green) with an orange label (UIColor.orange), white text.
        customView: PreviewColor(hex: "#00FF00"),
        customSubview: PreviewColor(hex: "#FF8000"),
        customSubviewText: PreviewColor(hex: "#FFFFFF"))

    /// Dark appearance.
    static let dark = PreviewPalette(
        // systemBackground (UIKit's dark value).
        screen: PreviewColor(hex: "#000000"),
        unsafeArea: PreviewColor(hex: "#5E5CE6", opacity: 0.22),
        safeAreaEdge: PreviewColor(hex: "#5E5CE6", opacity: 0.7),
        dimming: PreviewColor(hex: "#000000"),
        // §1.3: #292929 at α 0xBE.
        sheet: PreviewColor(hex: "#292929", opacity: 190.0 / 255),
        // §1.3: #2C2C2C.
        cancel: PreviewColor(hex: "#2C2C2C"),
        // §1.3: #7D7D7D at α 0xD5.
        separator: PreviewColor(hex: "#7D7D7D", opacity: 213.0 / 255),
        // §1.3: #F1F1F1 at α 0x96.
        headerText: PreviewColor(hex: "#F1F1F1", opacity: 150.0 / 255),
        // §1.3: systemBlue and systemRed, dark.
        tint: PreviewColor(hex: "#0A84FF"),
        destructive: PreviewColor(hex: "#FF453A"),
        customView: PreviewColor(hex: "#00FF00"),
        customSubview: PreviewColor(hex: "#FF8000"),
        customSubviewText: PreviewColor(hex: "#FFFFFF"))

    /// The colour of an action's title.
    func actionText(_ style: ActionStyle?) -> PreviewColor {
        style == .destructive ? destructive : tint
    }
}
