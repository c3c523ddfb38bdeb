import Testing

@testable import LayoutCore

/// `SheetLayout.element(role:)` finds what `element(_:)` finds by id, for the roles a layout has at most once, in
/// every presentation, and nothing where the layout has no such element.
struct ElementLookupTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let unique: [(ElementRole, String)] = [
        (.customView, "customView"), (.mainGroup, "mainGroup"), (.cancelGroup, "cancelGroup"), (.dimming, "dimming"),
    ]

    static func sheet(style: AlertControllerStyle = .actionSheet, source: Rect? = nil, customView: Bool)
        -> SheetDescription
    {
        SheetDescription(
            title: "Title", message: "Message",
            actions: [SheetAction(title: "Copy"), SheetAction(title: "Cancel", style: .cancel)],
            customView: customView ? CustomViewDescription(height: 80) : nil, sourceRect: source, preferredStyle: style)
    }

    @Test(arguments: [
        ("ios17", sheet(customView: true)), ("ios17", sheet(customView: false)), ("ios26", sheet(customView: true)),
        ("ios10", sheet(customView: true)), ("ios17", sheet(style: .alert, customView: false)),
        ("ios26", sheet(style: .alert, customView: false)),
        ("ios17", sheet(source: Rect(x: 100, y: 300, width: 40, height: 40), customView: true)),
    ])
    func findsWhatTheIdFinds(profile: String, sheet: SheetDescription) throws {
        let screen = ScreenDescription(width: 390, height: 844, scale: 3)
        let layout = try engine.layout(for: LayoutRequest(screen: screen, profileName: profile, sheet: sheet))
        for (role, id) in Self.unique {
            #expect(layout.element(role: role) == layout.element(id), "\(profile) \(role)")
        }
        #expect(layout.element(role: .dimming) != nil)
        #expect((layout.element(role: .customView) != nil) == (sheet.customView != nil))
    }
}
