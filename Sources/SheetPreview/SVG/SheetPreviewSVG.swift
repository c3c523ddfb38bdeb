import AnimationCore
import LayoutCore

/// The picture of a layout as an SVG document: the screen with its safe area, the dimming view, the sheet's groups
/// with their rounded corners, separators and labels, and the custom view with its subviews, all at the frames the
/// layout computed, 1 SVG unit = 1 pt. The sheet's fills, text colours and corner radii are those of each element's
/// `appearance` (its profile's, in the request's user-interface style); `PreviewPalette` has the rest.
///
/// Every label is drawn line by line as the service broke it: one `<text>` per line, centred on its frame, with
/// its baseline at the line box's top plus the ascender (size × 1950 / 2048, SF Pro's hhea ascender,
/// docs/reference.md §5.4). The fonts stand in for SF Pro as the measurer's do (Inter, then Noto Sans CJK JP), then the
/// viewer's system font. Labels inside a scrolling region are clipped to its viewport, at the top of its content.
///
/// With a loop, the groups that move carry SMIL animations (`PreviewLoop`); their attributes keep the rest state,
/// which is what a viewer without SMIL (such as librsvg) draws. Drawn shapes carry `data-element` with the
/// layout's element id, for tests and tools.
///
/// ```swift
/// let svg = SheetPreviewSVG(layout: layout, style: .light).text
/// ```
package struct SheetPreviewSVG: Sendable {
    /// The font cascade of every label.
    static let fontFamily = "Inter, 'Noto Sans CJK JP', system-ui, sans-serif"
    /// SF Pro's ascender over its units per em (1950 / 2048): the baseline's depth in a line box, per point of size.
    static let ascenderRatio = 1950.0 / 2048.0

    /// The document.
    let text: String

    /// Draws `layout`.
    ///
    /// - Parameters:
    ///   - layout: The layout to draw.
    ///   - style: Light or dark: the screen behind the sheet (the sheet's colours are its elements' appearance).
    ///   - loop: The transition to play in a loop, or `nil` for a still picture.
    ///   - idPrefix: Prepended to the document's `id`s, so that several documents can share one HTML page.
    init(layout: SheetLayout, style: UserInterfaceStyle, loop: PreviewLoop? = nil, idPrefix: String = "") {
        var drawing = SVGDrawing(
            layout: layout, palette: PreviewPalette.palette(for: style), loop: loop, idPrefix: idPrefix)
        drawing.draw(title: Self.summary(of: layout, style: style, loop: loop))
        text = drawing.output
    }

    /// A sentence for `<title>`: what the picture shows.
    private static func summary(of layout: SheetLayout, style: UserInterfaceStyle, loop: PreviewLoop?) -> String {
        let screen = layout.screen
        var words = [
            "Action sheet on a \(SVGText.number(screen.width)) × \(SVGText.number(screen.height)) pt screen",
            "\(style.rawValue) appearance",
        ]
        if let title = layout.element("title")?.text?.text { words.append("title “\(title)”") }
        let actions = layout.elements.filter { $0.role == .action || $0.role == .cancel }.count
        words.append(actions == 1 ? "1 action" : "\(actions) actions")
        if layout.element(role: .customView) != nil { words.append("a custom view above it") }
        if let loop {
            var transition = "\(loop.transition.kind.rawValue) transition in a loop"
            if loop.transition.kind == .dismiss, layout.element(role: .customView) != nil {
                transition += loop.transition.customViewFade == nil ? ", no custom view fade" : ", custom view fading"
            }
            words.append(transition)
        }
        return "sheetd preview: " + words.joined(separator: ", ")
    }
}

/// Writes the document, element by element (the iOS 26 pieces in `SheetPreviewSVG+Glass.swift`).
struct SVGDrawing {
    let layout: SheetLayout
    let palette: PreviewPalette
    let loop: PreviewLoop?
    let idPrefix: String
    var output = ""

    init(layout: SheetLayout, palette: PreviewPalette, loop: PreviewLoop?, idPrefix: String) {
        self.layout = layout
        self.palette = palette
        self.loop = loop
        self.idPrefix = idPrefix
        output.reserveCapacity(8_192)
    }

    mutating func draw(title: String) {
        let width = SVGText.number(layout.screen.width)
        let height = SVGText.number(layout.screen.height)
        line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(SheetPreviewSVG.fontFamily)\" "
                + "data-profile=\"\(SVGText.escaped(layout.profile))\"\(loopAttributes)>")
        line("<title>\(SVGText.escaped(title))</title>")
        drawClipPaths()
        drawScreen()
        drawSource()
        drawDimming()
        drawSheet()
        drawCancelGroup()
        drawCustomView()
        line("</svg>")
    }

    /// The loop's timing on the root element, for players and tests: the transition starts at `lead` seconds into
    /// every `cycle`.
    private var loopAttributes: String {
        guard let loop else { return "" }
        return " data-transition=\"\(loop.transition.kind.rawValue)\" "
            + "data-loop-lead=\"\(SVGText.number(PreviewLoop.lead, digits: 4))\" "
            + "data-loop-cycle=\"\(SVGText.number(loop.cycle, digits: 4))\""
    }

    mutating func line(_ text: String) {
        output += text
        output += "\n"
    }

    // MARK: Groups

    /// One clip path per scrolling region: its viewport.
    private mutating func drawClipPaths() {
        guard !layout.scrollRegions.isEmpty else { return }
        line("<defs>")
        for region in layout.scrollRegions {
            line("<clipPath id=\"\(clipID(region.id))\">\(rect(region.screenFrame))</clipPath>")
        }
        line("</defs>")
    }

    /// The screen, the bands outside its safe area, and a dashed line along the safe area's edges.
    private mutating func drawScreen() {
        let screen = layout.screen
        let insets = screen.safeAreaInsets
        line("<g data-element=\"screen\">")
        line("<rect data-element=\"screen\" \(geometry(screen.bounds)) \(SVGText.fill(palette.screen))/>")
        let bands = [
            Rect(x: 0, y: 0, width: screen.width, height: insets.top),
            Rect(x: 0, y: screen.height - insets.bottom, width: screen.width, height: insets.bottom),
            Rect(x: 0, y: insets.top, width: insets.left, height: screen.height - insets.top - insets.bottom),
            Rect(
                x: screen.width - insets.right, y: insets.top, width: insets.right,
                height: screen.height - insets.top - insets.bottom),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            line("<rect data-element=\"unsafeArea\" \(geometry(band)) \(SVGText.fill(palette.unsafeArea))/>")
        }
        if insets.top + insets.left + insets.bottom + insets.right > 0 {
            let safe = Rect(
                x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
                height: screen.height - insets.top - insets.bottom)
            line(
                "<rect data-element=\"safeArea\" \(geometry(safe)) fill=\"none\" stroke=\"\(palette.safeAreaEdge.hex)\" "
                    + "stroke-opacity=\"\(SVGText.number(palette.safeAreaEdge.opacity, digits: 4))\" "
                    + "stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
        }
        line("</g>")
    }

    /// The dimming view over the whole screen, at the layout's alpha (animated with the transition).
    private mutating func drawDimming() {
        let dimming = layout.element(role: .dimming)
        open("dimming", attributes: "opacity=\"\(SVGText.number(layout.dimmingAlpha, digits: 4))\"")
        // The appearance's colour carries the same alpha as the layer's opacity, which the transition animates:
        // the rectangle takes the colour opaque so that the alpha applies once.
        let color = dimming?.appearance?.backgroundColor?.withAlpha(1)
        line(
            "<rect data-element=\"dimming\" \(geometry(dimming?.screenFrame ?? layout.screen.bounds)) \(fill(color))/>")
        line("</g>")
    }

    /// The alert controller's view: the main group with its header, actions and separators.
    private mutating func drawSheet() {
        guard let mainGroup = layout.element(role: .mainGroup) else { return }
        open("sheet")
        drawBackground(of: mainGroup)
        for region in layout.scrollRegions {
            line("<g clip-path=\"url(#\(clipID(region.id)))\" data-scroll-region=\"\(region.id)\">")
            drawContent(of: mainGroup, clippedBy: region.id)
            line("</g>")
        }
        drawContent(of: mainGroup, clippedBy: nil)
        line("</g>")
    }

    /// The labels and separators of the main group that `clippedBy` clips (`nil`: those no region clips).
    private mutating func drawContent(of mainGroup: LayoutElement, clippedBy region: String?) {
        for element in layout.elements where element.clippedBy == region {
            switch element.role {
            case .separator:
                line(
                    "<rect data-element=\"\(SVGText.escaped(element.id))\" \(geometry(element.screenFrame)) "
                        + "\(fill(element.appearance?.backgroundColor))/>")
            case .title, .message:
                drawLabel(element, centredVertically: false)
            case .action:
                drawRow(element)
                drawLabel(element, centredVertically: true)
            case .textField:
                // An alert's text field: its rounded fill, and its text or placeholder from the leading edge of
                // the field's content (the profile's `textFieldHorizontalInset`, docs/alert.md).
                drawRow(element)
                drawLabel(element, centredVertically: true, fieldInset: textFieldInset)
            case .cancel where layout.element(role: .cancelGroup) == nil:
                // The cancel action of the iOS 26 card and of an alert is a row inside the group.
                drawRow(element)
                drawLabel(element, centredVertically: true)
            default:
                break
            }
        }
    }

    /// The cancel group: its own rounded rectangle and title, moving on its own track.
    private mutating func drawCancelGroup() {
        guard let group = layout.element(role: .cancelGroup) else { return }
        open("cancelGroup")
        drawBackground(of: group)
        if let cancel = layout.element("cancel") {
            drawLabel(cancel, centredVertically: true)
        }
        line("</g>")
    }

    /// The seed's custom view and its subviews, each subview labelled with its id. UIKit adds it to the alert
    /// controller's view last, so it is drawn on top; it does not clip its subviews (`clipsToBounds` is false).
    private mutating func drawCustomView() {
        guard let customView = layout.element(role: .customView) else { return }
        open("customView")
        line(
            "<rect data-element=\"customView\" \(geometry(customView.screenFrame)) "
                + "\(SVGText.fill(PreviewPalette.customView))/>")
        for subview in layout.elements where subview.role == .customSubview {
            let frame = subview.screenFrame
            line(
                "<rect data-element=\"\(SVGText.escaped(subview.id))\" \(geometry(frame)) "
                    + "\(SVGText.fill(PreviewPalette.customSubview))/>")
            let name = String(subview.id.dropFirst("customView.".count))
            let size = min(13, max(frame.height * 0.6, 1))
            guard frame.width >= size, !name.isEmpty else { continue }
            let baseline = frame.y + (frame.height - size * 1.2) / 2 + size * SheetPreviewSVG.ascenderRatio
            line(
                "<text x=\"\(SVGText.number(frame.x + frame.width / 2))\" y=\"\(SVGText.number(baseline))\" "
                    + "font-size=\"\(SVGText.number(size))\" text-anchor=\"middle\" "
                    + "\(SVGText.fill(PreviewPalette.customSubviewText))>\(SVGText.escaped(name))</text>")
        }
        line("</g>")
    }

    // MARK: Pieces

    /// A group's rounded rectangle, in its appearance's corner radius and background; Liquid Glass (iOS 26) gets
    /// the bright rim it is recognised by, over a faint edge that keeps it apart from a light, undimmed screen.
    private mutating func drawBackground(of group: LayoutElement) {
        let isGlass = group.appearance?.material == .glass
        let rim = isGlass ? " stroke=\"#FFFFFF\" stroke-opacity=\"0.8\" stroke-width=\"1\"" : ""
        if isGlass { drawGlassEdge(of: group) }
        line(
            "<rect data-element=\"\(SVGText.escaped(group.id))\" \(geometry(group.screenFrame)) "
                + "rx=\"\(SVGText.number(group.appearance?.cornerRadius ?? 0))\" "
                + "\(fill(group.appearance?.backgroundColor))\(rim)/>")
    }

    /// Opens the group of a moving element, with the SMIL animations of its tracks when there is a loop.
    private mutating func open(_ target: String, attributes: String = "") {
        line("<g data-element=\"\(target)-layer\"\(attributes.isEmpty ? "" : " " + attributes)>")
        guard let loop else { return }
        for track in loop.transition.tracks where track.target == target {
            if let animation = loop.animation(of: track) { line(animation) }
        }
    }

    /// `fill` (and `fill-opacity`) for a colour of the layout; none where the element's appearance names none.
    func fill(_ color: Color?) -> String {
        color.map { SVGText.fill(PreviewColor($0)) } ?? "fill=\"none\""
    }

    private func clipID(_ region: String) -> String { "\(idPrefix)clip-\(region)" }

    func geometry(_ frame: Rect) -> String { SVGShape.geometry(frame) }

    private func rect(_ frame: Rect) -> String { "<rect \(geometry(frame))/>" }
}
