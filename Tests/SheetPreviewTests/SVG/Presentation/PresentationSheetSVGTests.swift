import LayoutCore
import Testing

@testable import SheetPreview

/// The presentation sheet's picture: the sheet's outline at its visible frame with its radii, the grabber, a marker
/// per detent, the content area, the inactive detents in the caption, glass and opaque, light and dark.
struct PresentationSheetSVGTests {
    /// iPhone 12–14 (390 × 844, safe area 47 / 34), detents medium + large, grabber, undimmed up to medium
    /// (docs/detents.md §11).
    static let phone = ScreenDescription(
        width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    func layout(
        profile: String = "ios17", selected: String = "medium", style: UserInterfaceStyle = .light,
        screen: ScreenDescription = phone, edgeAttached: Bool = false,
        presentingSheet: PresentationSheetDescription? = nil
    ) throws -> PresentationSheetLayout {
        let sheet = PresentationSheetDescription(
            detents: [.medium, .large], selectedDetentIdentifier: selected, largestUndimmedDetentIdentifier: "medium",
            prefersGrabberVisible: true, prefersEdgeAttachedInCompactHeight: edgeAttached)
        return try PresentationSheetLayoutEngine().layout(
            for: PresentationSheetRequest(
                screen: screen, traits: Traits(userInterfaceStyle: style), profileName: profile, sheet: sheet,
                presentingSheet: presentingSheet))
    }

    /// The lines of `svg` that start with `prefix`.
    func lines(_ prefix: String, in svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.hasPrefix(prefix) }
    }

    /// The value of `attribute` in `tag`.
    func attribute(_ attribute: String, of tag: Substring) -> String? {
        guard let start = tag.range(of: " \(attribute)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    func n(_ value: Double) -> String { SVGText.number(value) }

    /// The sheet's outline starts at its visible frame's left edge below the top radius and reaches its bottom less
    /// the bottom radius: in `ios17` at medium, the top 388.32 + 10, and 844 − 47.33 (docs/detents.md §11).
    @Test(arguments: ["ios17", "ios26"], ["medium", "large"])
    func sheetOutlineIsAtTheVisibleFrame(profile: String, selected: String) throws {
        let layout = try layout(profile: profile, selected: selected)
        let svg = PresentationSheetSVG(layout: layout, style: .light).text
        let path = try #require(lines("<path data-element=\"sheet\"", in: svg).first)
        let d = try #require(attribute("d", of: path))
        let visible = layout.current.visibleFrame
        let radii = layout.current.visibleCornerRadii
        #expect(d.hasPrefix("M\(n(visible.x)) \(n(visible.y + radii.top))"), "\(d)")
        #expect(d.contains("H\(n(visible.maxX - radii.top))"))
        #expect(d.contains("V\(n(visible.maxY - radii.bottom))"))
        if profile == "ios17", selected == "medium" { #expect(d.hasPrefix("M0 398.32A10 10 0 0 1 10 388.32")) }
        if profile == "ios26", selected == "medium" { #expect(d.hasPrefix("M8 ")) }
    }

    /// The grabber is drawn at its visible frame as a capsule: 36 × 5, centred, 5 pt below the sheet's top.
    @Test func grabber() throws {
        let svg = PresentationSheetSVG(layout: try layout(), style: .light).text
        let grabber = try #require(lines("<rect data-element=\"sheet.grabber\"", in: svg).first)
        #expect(grabber.contains(#"x="177" y="393.32" width="36" height="5" rx="2.5""#), "\(grabber)")
    }

    /// One marker per active detent at its visible top, its identifier and value in the label; the detent the sheet
    /// rests at is solid and says so.
    @Test(arguments: ["ios17", "ios26"])
    func detentMarkers(profile: String) throws {
        let layout = try layout(profile: profile)
        let svg = PresentationSheetSVG(layout: layout, style: .light).text
        let markers = lines("<g data-element=\"detentMarker\"", in: svg)
        #expect(markers.count == layout.detents.count)
        for detent in layout.detents {
            let marker = try #require(markers.first { attribute("data-detent", of: $0) == detent.identifier })
            #expect(attribute("data-top", of: marker) == n(detent.state.visibleFrame.y))
            let label = "\(detent.identifier) · \(n(detent.value))"
            #expect(svg.contains(label + (detent.identifier == "medium" ? " (current)</text>" : "</text>")), "\(label)")
        }
        #expect(svg.contains("medium · 421.68 (current)"))
    }

    /// The content area is the sheet's safe area moved to the screen (and inset with the glass): at medium in
    /// `ios17` it runs from the sheet's top to the bottom safe area.
    @Test func contentArea() throws {
        let svg = PresentationSheetSVG(layout: try layout(), style: .light).text
        let content = try #require(lines("<rect data-element=\"sheet.content\"", in: svg).first)
        #expect(content.contains(#"x="0" y="388.32" width="390" height="421.68""#), "\(content)")
    }

    /// Glass is a translucent tint with a rim; the opaque sheet takes its background colour in each style.
    @Test(arguments: UserInterfaceStyle.allCases)
    func backgrounds(style: UserInterfaceStyle) throws {
        let glass = PresentationSheetSVG(layout: try layout(profile: "ios26", style: style), style: style).text
        #expect(glass.contains(#"data-background="glass""#))
        let glassPath = try #require(lines("<path data-element=\"sheet\"", in: glass).first)
        #expect(glassPath.contains("fill-opacity=") && glassPath.contains("stroke="))
        let opaqueLayout = try layout(profile: "ios17", style: style)
        let opaque = PresentationSheetSVG(layout: opaqueLayout, style: style).text
        let opaquePath = try #require(lines("<path data-element=\"sheet\"", in: opaque).first)
        #expect(opaquePath.contains("fill=\"\(opaqueLayout.current.backgroundColor.hex.prefix(7))\""))
    }

    /// At large the presenting view is scaled (1 − 2 × 16 / 390) and dimmed; at medium neither.
    @Test func presentingViewAndDimming() throws {
        let large = try layout(selected: "large")
        let svg = PresentationSheetSVG(layout: large, style: .light).text
        let scale = SVGText.number(large.current.presentingView.transform.scale, digits: 6)
        #expect(large.current.presentingView.transform.scale < 1)
        #expect(svg.contains("<g transform=\"matrix(\(scale) 0 0 \(scale) "))
        #expect(
            svg.contains(
                ##"<rect data-element="sheet.dimming" x="0" y="0" width="390" height="844" fill="#000000" fill-opacity="0.2"/>"##
            ))
        let medium = PresentationSheetSVG(layout: try layout(), style: .light).text
        #expect(medium.contains("<g transform=\"matrix(1 0 0 1 0 0)\">"))
        #expect(
            medium.contains(
                ##"data-element="sheet.dimming" x="0" y="0" width="390" height="844" fill="#000000" fill-opacity="0"/>"##
            ))
    }

    /// In a compact height the medium detent is inactive: the caption lists it, and only large has a marker.
    @Test(arguments: [false, true])
    func inactiveDetentInTheCaption(edgeAttached: Bool) throws {
        let landscape = ScreenDescription(
            width: 844, height: 390, scale: 3, safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let layout = try layout(selected: "large", screen: landscape, edgeAttached: edgeAttached)
        let svg = PresentationSheetSVG(layout: layout, style: .light).text
        let inactive = lines("<text data-element=\"inactiveDetent\"", in: svg)
        #expect(inactive.first?.contains("inactive: medium") == true, "\(svg)")
        #expect(
            lines("<g data-element=\"detentMarker\"", in: svg).map { attribute("data-detent", of: $0) } == ["large"])
        #expect(svg.contains("data-mode=\"\(edgeAttached ? "edgeAttached" : "fullScreen")\""))
    }

    /// The canvas is the screen and the caption band under it; the screen is clipped to the display's corners.
    @Test func canvasAndScreenCorners() throws {
        let layout = try layout()
        let drawing = PresentationSheetSVG(layout: layout, style: .light)
        #expect(drawing.width == 390)
        #expect(drawing.height > 844)
        #expect(
            drawing.text.contains(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"\(n(drawing.height))\""))
        #expect(
            drawing.text.contains(#"<clipPath id="screen"><rect x="0" y="0" width="390" height="844" rx="47.33"/>"#))
    }

    /// Two stacked sheets: the one beneath is drawn, with its own dimming, before the top sheet's.
    @Test func stackedSheetBeneath() throws {
        let beneath = PresentationSheetDescription(detents: [.medium, .large], selectedDetentIdentifier: "large")
        let layout = try layout(selected: "large", presentingSheet: beneath)
        let svg = PresentationSheetSVG(layout: layout, style: .light).text
        let lower = try #require(svg.range(of: "<g data-element=\"presentingSheet-layer\""))
        let upper = try #require(svg.range(of: "<g data-element=\"sheet-layer\""))
        #expect(lower.lowerBound < upper.lowerBound)
        let path = try #require(lines("<path data-element=\"presentingSheet\"", in: svg).first)
        let visible = try #require(layout.presentingSheet).visibleFrame
        #expect(attribute("d", of: path)?.hasPrefix("M\(n(visible.x)) ") == true)
    }

    /// The caption wraps at spaces and keeps every word.
    @Test func captionWraps() {
        let text = "inactive: medium — the medium detent is inactive in a compact vertical size class"
        let lines = PresentationCaption.wrap(text, columns: 20)
        #expect(lines.allSatisfy { $0.count <= 20 || !$0.contains(" ") })
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.count > 1)
    }
}
