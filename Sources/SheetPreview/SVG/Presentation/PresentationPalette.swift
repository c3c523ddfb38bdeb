import LayoutCore

/// The colours of what a presentation sheet's preview draws but its layout does not describe, for one appearance.
///
/// The sheet's own colours (its opaque background, the grabber, the dimming) come from the layout, resolved for its
/// profile and style. The app behind the sheet is sheetd's invention, a schematic screen with a navigation bar and
/// a grouped list in the system's grouped-background colours; Liquid Glass has no colour of its own (it shows what
/// is behind, docs/detents.md §5), so the preview draws it as a translucent tint with a bright rim.
struct PresentationPalette: Sendable {
    /// Around the screen and behind a presenting view that has gone back: black, as on a device.
    var bezel = PreviewColor(hex: "#000000")
    /// The presenting view's background (systemGroupedBackground).
    var presentingBackground: PreviewColor
    /// Its navigation bar.
    var bar: PreviewColor
    /// Its list rows (secondarySystemGroupedBackground).
    var row: PreviewColor
    /// The bars standing for text in the presenting view.
    var placeholder: PreviewColor
    /// The tint a glass sheet is drawn with.
    var glass: PreviewColor
    /// The dashed edge of a sheet's content area (its safe area).
    var contentEdge: PreviewColor
    /// The detent markers and their labels' background.
    var marker = PreviewColor(hex: "#FF9500")
    /// The text on a marker's label.
    var markerText = PreviewColor(hex: "#000000")
    /// The caption band under the screen.
    var caption: PreviewColor
    /// The caption's text.
    var captionText: PreviewColor

    /// The palette of `style`: each colour as (light, dark).
    static func palette(for style: UserInterfaceStyle) -> PresentationPalette {
        func pick(_ light: PreviewColor, _ dark: PreviewColor) -> PreviewColor { style == .dark ? dark : light }
        return PresentationPalette(
            presentingBackground: pick(PreviewColor(hex: "#F2F2F7"), PreviewColor(hex: "#000000")),
            bar: pick(PreviewColor(hex: "#F9F9F9"), PreviewColor(hex: "#161618")),
            row: pick(PreviewColor(hex: "#FFFFFF"), PreviewColor(hex: "#1C1C1E")),
            placeholder: pick(PreviewColor(hex: "#3C3C43", opacity: 0.22), PreviewColor(hex: "#EBEBF5", opacity: 0.24)),
            glass: pick(PreviewColor(hex: "#FFFFFF", opacity: 0.74), PreviewColor(hex: "#3A3A3C", opacity: 0.74)),
            contentEdge: pick(PreviewColor(hex: "#5856D6", opacity: 0.6), PreviewColor(hex: "#5E5CE6", opacity: 0.75)),
            caption: pick(PreviewColor(hex: "#FFFFFF"), PreviewColor(hex: "#1C1C1E")),
            captionText: pick(PreviewColor(hex: "#000000"), PreviewColor(hex: "#FFFFFF")))
    }
}
