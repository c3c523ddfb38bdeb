import Testing

@testable import LayoutCore

/// Fonts, colours, materials and corners per element, from the profile, in light and dark.
struct AppearanceTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    func seed(_ style: UserInterfaceStyle, profile: String? = "ios17") throws -> SheetLayout {
        var request = SeedExampleTests.request
        request.traits.userInterfaceStyle = style
        request.profileName = profile
        return try engine.layout(for: request)
    }

    func appearance(_ layout: SheetLayout, _ id: String) throws -> ElementAppearance {
        try #require(layout.element(id)?.appearance)
    }

    /// Colours are written `#RRGGBBAA`; an alpha becomes the nearest 8-bit step (0.2 → 0x33, 0.48 → 0x7A).
    @Test func colourFormat() {
        #expect(Color(0x007A_FFFF).hex == "#007AFFFF")
        #expect(Color(0x0000_00FF).withAlpha(0.2).hex == "#00000033")
        #expect(Color(0x0000_00FF).withAlpha(0.48).hex == "#0000007A")
        #expect(Color(0x0000_0000).hex == "#00000000")
    }

    /// The seed in light mode: translucent light group over .systemMaterial, white cancel group, blue and red
    /// actions, semibold cancel, grey header text, everything centred, continuous 14 pt corners.
    @Test func seedLight() throws {
        let layout = try seed(.light)
        let group = try appearance(layout, "mainGroup")
        #expect(group.backgroundColor?.hex == "#FCFCFCC8" && group.material == .systemMaterial)
        #expect(
            group.cornerRadius == 14 && group.cornerCurve == .continuous && group.separatorColor?.hex == "#C9C9C9D4")
        #expect(try appearance(layout, "cancelGroup").backgroundColor?.hex == "#FFFFFFFF")
        #expect(try appearance(layout, "action.0").textColor?.hex == "#007AFFFF")
        #expect(try appearance(layout, "action.1").textColor?.hex == "#FF3B30FF")
        let cancel = try appearance(layout, "cancel")
        #expect(cancel.font == FontSpec(size: 21, weight: .semibold) && cancel.fontFamily == .system)
        #expect(try appearance(layout, "title").textColor?.hex == "#1D1D1D85")
        #expect(try appearance(layout, "separator.0").backgroundColor?.hex == "#C9C9C9D4")
        #expect(try appearance(layout, "dimming").backgroundColor?.hex == "#00000033")
        #expect(layout.elements.filter { $0.text != nil }.allSatisfy { $0.appearance?.textAlignment == .center })
        #expect(layout.element("customView")?.appearance == nil && layout.element("header")?.appearance == nil)
    }

    /// The seed in dark mode carries the dark colours of docs/reference.md §3.5.
    @Test func seedDark() throws {
        let layout = try seed(.dark)
        #expect(try appearance(layout, "mainGroup").backgroundColor?.hex == "#292929BE")
        #expect(try appearance(layout, "mainGroup").separatorColor?.hex == "#7D7D7DD5")
        #expect(try appearance(layout, "cancelGroup").backgroundColor?.hex == "#2C2C2CFF")
        #expect(try appearance(layout, "title").textColor?.hex == "#F1F1F196")
        #expect(try appearance(layout, "message").textColor?.hex == "#F1F1F196")
        #expect(try appearance(layout, "action.0").textColor?.hex == "#0A84FFFF")
        #expect(try appearance(layout, "action.1").textColor?.hex == "#FF453AFF")
        #expect(try appearance(layout, "cancel").textColor?.hex == "#0A84FFFF")
        #expect(try appearance(layout, "action.0").highlightedBackgroundColor?.hex == "#515151C1")
        #expect(try appearance(layout, "dimming").backgroundColor?.hex == "#0000007A")
    }

    /// iOS 10 had no dark mode (none before iOS 13): the ios10 profile draws its light sheet (circular 13 pt corners, .prominent blur)
    /// whatever the style.
    @Test func ios10HasNoDarkMode() throws {
        let light = try seed(.light, profile: "ios10")
        let dark = try seed(.dark, profile: "ios10")
        for id in ["mainGroup", "cancelGroup", "title", "action.0", "action.1", "cancel", "separator.0"] {
            #expect(try appearance(light, id) == appearance(dark, id), "\(id)")
        }
        let group = try appearance(light, "mainGroup")
        #expect(group.material == .prominent && group.cornerCurve == .circular && group.cornerRadius == 13)
    }
}
