import LayoutCore
import Testing

@testable import SheetPreview

/// The SVG's colours and corners: each element's appearance for the sheet, the palette only for what the layout
/// does not describe.
struct SheetPreviewSVGTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    /// The seed's sheet (title, message, a default, a destructive and a cancel action, the custom view with its
    /// label) on a 390 × 844 iPhone, or in a popover on an 11-inch iPad.
    func seed(profile: String = "ios17", style: UserInterfaceStyle = .light, onPad: Bool = false) throws
        -> SheetLayout
    {
        let sheet = SheetDescription(
            title: "ほげ", message: "ふが",
            actions: [
                SheetAction(title: "へい"), SheetAction(title: "へい", style: .destructive),
                SheetAction(title: "へい", style: .cancel),
            ],
            customView: onPad
                ? nil
                : CustomViewDescription(
                    height: 100, marginBottom: 16,
                    subviews: [CustomSubview(id: "label", frame: Rect(x: 0, y: 0, width: 100, height: 30))]),
            sourceRect: onPad ? Rect(x: 400, y: 500, width: 100, height: 44) : nil)
        let screen =
            onPad
            ? ScreenDescription(
                width: 834, height: 1194, scale: 2, safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            : ScreenDescription(
                width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let traits = Traits(idiom: onPad ? .pad : .phone, userInterfaceStyle: style)
        return try engine.layout(for: LayoutRequest(screen: screen, traits: traits, profileName: profile, sheet: sheet))
    }

    /// The start tag of the shape drawing element `id` (`<rect` or `<g`), as one line of `svg`.
    func tag(_ kind: String, _ id: String, in svg: String) throws -> Substring {
        try #require(svg.split(separator: "\n").first { $0.hasPrefix("<\(kind) data-element=\"\(id)\"") })
    }

    /// `fill` and `fill-opacity` as SVG writes `color`: `#RRGGBB`, and the alpha when it is below 1.
    func fill(_ color: Color) -> String {
        let hex = "fill=\"\(color.hex.prefix(7))\""
        return color.rgba & 0xFF == 0xFF ? hex : hex + " fill-opacity=\"\(SVGText.number(color.alpha, digits: 4))\""
    }

    /// In every profile and style, the groups, separators and labels are painted in their appearance's colours,
    /// the groups rounded by its corner radius.
    @Test(arguments: ["ios17", "ios10"], UserInterfaceStyle.allCases)
    func sheetIsPaintedInItsAppearance(profile: String, style: UserInterfaceStyle) throws {
        let layout = try seed(profile: profile, style: style)
        let svg = SheetPreviewSVG(layout: layout, style: style).text
        var checked = 0
        for element in layout.elements {
            guard let appearance = element.appearance else { continue }
            switch element.role {
            case .mainGroup, .cancelGroup:
                let rect = try tag("rect", element.id, in: svg)
                let radius = try #require(appearance.cornerRadius)
                #expect(
                    rect.hasSuffix(
                        " rx=\"\(SVGText.number(radius))\" \(fill(try #require(appearance.backgroundColor)))/>"))
            case .separator:
                #expect(
                    try tag("rect", element.id, in: svg).hasSuffix(
                        " \(fill(try #require(appearance.backgroundColor)))/>"))
            case .title, .message, .action, .cancel:
                #expect(try tag("g", element.id, in: svg).contains(" \(fill(try #require(appearance.textColor))) "))
            default:
                continue
            }
            checked += 1
        }
        #expect(checked == 9, "2 groups, 2 separators, the title, the message, 2 actions and the cancel action")
    }

    /// iOS 10 had no dark mode: its profile gives the light sheet in both styles, over the dark screen.
    @Test func ios10IsLightInDarkMode() throws {
        let svg = SheetPreviewSVG(layout: try seed(profile: "ios10", style: .dark), style: .dark).text
        #expect(try tag("rect", "cancelGroup", in: svg).hasSuffix(##" rx="13" fill="#FFFFFF"/>"##))
        #expect(try tag("rect", "separator.0", in: svg).hasSuffix(##" fill="#808080" fill-opacity="0.502"/>"##))
        #expect(try tag("g", "title", in: svg).contains(##" fill="#8F8F8F" "##))
        #expect(try tag("g", "action.1", in: svg).contains(##" fill="#FF3B30" "##))
        #expect(try tag("rect", "screen", in: svg).hasSuffix(##" fill="#000000"/>"##))
    }

    /// The dimming view is its appearance's colour, opaque, in a layer whose opacity is the layout's alpha (which
    /// the transition animates), so that the alpha applies once.
    @Test(arguments: UserInterfaceStyle.allCases)
    func dimmingAppliesItsAlphaOnce(style: UserInterfaceStyle) throws {
        let layout = try seed(style: style)
        let svg = SheetPreviewSVG(layout: layout, style: style).text
        let color = try #require(layout.element("dimming")?.appearance?.backgroundColor)
        #expect(color.alpha > 0 && color.alpha < 1)
        #expect(try tag("rect", "dimming", in: svg).hasSuffix(" \(fill(color.withAlpha(1)))/>"))
        #expect(
            svg.contains(
                "<g data-element=\"dimming-layer\" opacity=\"\(SVGText.number(layout.dimmingAlpha, digits: 4))\">"))
    }

    /// A popover's corners are its appearance's (13 pt, UIKit's popover), not the iPhone sheet's 14 pt.
    @Test func popoverCornersAreThePopovers() throws {
        let layout = try seed(onPad: true)
        #expect(layout.presentation == .popover)
        #expect(
            try tag("rect", "mainGroup", in: SheetPreviewSVG(layout: layout, style: .light).text).contains(
                #" rx="13" "#))
    }

    /// The screen, its safe area and the custom view, which the layout gives no colour, are the palette's.
    @Test(arguments: UserInterfaceStyle.allCases)
    func paletteDrawsWhatTheLayoutLacks(style: UserInterfaceStyle) throws {
        let svg = SheetPreviewSVG(layout: try seed(style: style), style: style).text
        let palette = PreviewPalette.palette(for: style)
        #expect(try tag("rect", "screen", in: svg).hasSuffix(" \(SVGText.fill(palette.screen))/>"))
        #expect(try tag("rect", "unsafeArea", in: svg).hasSuffix(" \(SVGText.fill(palette.unsafeArea))/>"))
        #expect(try tag("rect", "customView", in: svg).hasSuffix(##" fill="#00FF00"/>"##))
        #expect(try tag("rect", "customView.label", in: svg).hasSuffix(##" fill="#FF8000"/>"##))
    }

    /// An element whose appearance names no colour is left unpainted rather than given one the layout did not.
    @Test func noColourIsNoFill() throws {
        var layout = try seed()
        for index in layout.elements.indices { layout.elements[index].appearance = nil }
        let svg = SheetPreviewSVG(layout: layout, style: .light).text
        #expect(try tag("rect", "cancelGroup", in: svg).hasSuffix(#" rx="0" fill="none"/>"#))
        #expect(try tag("rect", "separator.0", in: svg).hasSuffix(#" fill="none"/>"#))
        #expect(try tag("g", "title", in: svg).contains(#" fill="none" "#))
        #expect(try tag("rect", "dimming", in: svg).hasSuffix(#" fill="none"/>"#))
    }

    /// Stacked glass text fields: the first rounded at the top only, the middle square, the last at the bottom,
    /// as paths; a lone field is a rounded rectangle; the hairline between two fields is drawn in its colour.
    @Test func stackedTextFieldsAreRoundedAsOneBlock() throws {
        func layout(fields: Int) throws -> SheetLayout {
            try engine.layout(
                for: LayoutRequest(
                    screen: ScreenDescription(width: 390, height: 844, scale: 3), profileName: "ios26",
                    sheet: SheetDescription(
                        title: "Sign in", actions: [SheetAction(title: "OK")], preferredStyle: .alert,
                        textFields: (0..<fields).map { AlertTextField(placeholder: "Field \($0)") })))
        }
        let three = try layout(fields: 3)
        let svg = SheetPreviewSVG(layout: three, style: .light).text
        let first = try tag("path", "textField.0.row", in: svg)
        let middle = try tag("path", "textField.1.row", in: svg)
        let last = try tag("path", "textField.2.row", in: svg)
        let field = try #require(three.element("textField.0")?.screenFrame)
        // Two arcs (the top corners) on the first, none on the middle one, two (the bottom corners) on the last.
        #expect(first.components(separatedBy: "A24 24").count == 3)
        #expect(first.contains("M\(SVGText.number(field.x)) \(SVGText.number(field.y + 24))"))
        #expect(!middle.contains("A"))
        #expect(last.components(separatedBy: "A24 24").count == 3)
        let separator = try tag("rect", "separator.textField.0", in: svg)
        #expect(separator.contains(fill(AlertMetrics.glass.textFieldSeparatorColor.resolved(for: .light))))
        let lone = SheetPreviewSVG(layout: try layout(fields: 1), style: .light).text
        #expect(try tag("rect", "textField.0.row", in: lone).contains("rx=\"24\""))
    }

    /// The glass alert's leading title and message hang from the label frame's left edge (its right edge right to
    /// left); a centred label and the action titles stay on the frame's centre.
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func leadingLabelsHangFromTheirLeadingEdge(direction: LayoutDirection) throws {
        func svg(message: String?) throws -> (SheetLayout, String) {
            let layout = try engine.layout(
                for: LayoutRequest(
                    screen: ScreenDescription(width: 390, height: 844, scale: 3),
                    traits: Traits(layoutDirection: direction), profileName: "ios26",
                    sheet: SheetDescription(
                        title: "Delete photo?", message: message, actions: [SheetAction(title: "OK")],
                        preferredStyle: .alert)))
            return (layout, SheetPreviewSVG(layout: layout, style: .light).text)
        }
        let (layout, both) = try svg(message: "This cannot be undone.")
        let title = try #require(layout.element("title")?.screenFrame)
        let edge = direction == .rtl ? (#"text-anchor="end""#, title.maxX) : (#"text-anchor="start""#, title.x)
        let group = try tag("g", "title", in: both)
        #expect(group.contains(edge.0))
        let lines = both.split(separator: "\n")
        let titleLine = try #require(lines.firstIndex { $0.hasPrefix(#"<g data-element="title""#) })
        #expect(lines[titleLine + 1].hasPrefix("<text x=\"\(SVGText.number(edge.1))\""))
        #expect(try tag("g", "message", in: both).contains(edge.0))
        #expect(try tag("g", "action.0", in: both).contains(#"text-anchor="middle""#))
        let (_, alone) = try svg(message: nil)
        #expect(try tag("g", "title", in: alone).contains(#"text-anchor="middle""#))
    }

    /// A text field's placeholder is drawn from the field's leading edge, the profile's content inset in (legacy 7,
    /// glass 15: `textFieldHorizontalInset`), its right edge right to left; never centred like an action title.
    @Test(arguments: [("ios17", LayoutDirection.ltr), ("ios17", .rtl), ("ios26", .ltr), ("ios26", .rtl)])
    func textFieldsHangFromTheirLeadingEdge(profile: String, direction: LayoutDirection) throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 390, height: 844, scale: 3),
                traits: Traits(layoutDirection: direction), profileName: profile,
                sheet: SheetDescription(
                    title: "Sign in", actions: [SheetAction(title: "OK")], preferredStyle: .alert,
                    textFields: [AlertTextField(placeholder: "Name")])))
        let svg = SheetPreviewSVG(layout: layout, style: .light).text
        let field = try #require(layout.element("textField.0")?.screenFrame)
        let inset = try #require(MetricsProfile.named(profile)).alert.textFieldHorizontalInset
        #expect(inset > 0)
        let edge =
            direction == .rtl ? (#"text-anchor="end""#, field.maxX - inset) : (#"text-anchor="start""#, field.x + inset)
        #expect(try tag("g", "textField.0", in: svg).contains(edge.0))
        let lines = svg.split(separator: "\n")
        let group = try #require(lines.firstIndex { $0.hasPrefix(#"<g data-element="textField.0""#) })
        #expect(lines[group + 1].hasPrefix("<text x=\"\(SVGText.number(edge.1))\""))
    }
}
