import Testing

@testable import LayoutCore

/// An alert's stacked text fields as UIKit 26.1 shapes them (`textFieldContainingViewWithTextField:position:`,
/// docs/alert.md): one rounded block (the first field's top corners, the last's bottom corners, none of a middle
/// one's, all of a lone field's) and, in glass, a 1 pt quaternary-label hairline between two fields, inset 15 pt.
struct AlertTextFieldShapeTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    func layout(fields: Int, profile: String, traits: Traits = Traits()) throws -> SheetLayout {
        let textFields = (0..<fields).map { AlertTextField(placeholder: "Field \($0)") }
        return try engine.layout(
            for: LayoutRequest(
                screen: AlertLayoutTests.phone, traits: traits, profileName: profile,
                sheet: AlertLayoutTests.alert(AlertLayoutTests.cancelAndOK, fields: textFields)))
    }

    @Test func positionsGiveTheirCorners() {
        #expect(RoundedCorners.ofField(at: 0, of: 1) == .all)
        #expect(RoundedCorners.ofField(at: 0, of: 3) == .top)
        #expect(RoundedCorners.ofField(at: 1, of: 3) == .none)
        #expect(RoundedCorners.ofField(at: 2, of: 3) == .bottom)
    }

    /// Both eras mask the corners by position; a lone field keeps all four (no member in the answer).
    @Test(arguments: ["ios17", "ios26"])
    func stackedFieldsAreRoundedAsOneBlock(profile: String) throws {
        let three = try layout(fields: 3, profile: profile)
        let corners = (0..<3).map { three.element("textField.\($0)")?.appearance?.roundedCorners }
        #expect(corners == [.top, RoundedCorners.none, .bottom])
        let radius = try #require(MetricsProfile.named(profile)?.alert.textFieldCornerRadius)
        #expect(three.element("textField.1")?.appearance?.cornerRadius == radius)
        let one = try layout(fields: 1, profile: profile)
        let lone = try #require(one.element("textField.0")?.appearance)
        #expect(lone.roundedCorners == nil && lone.cornerRadius == radius)
    }

    /// Glass: a 1 pt hairline in quaternary label between each two fields, 15 pt in from the fields' sides, the
    /// fields 1 pt apart (the inferred placement, named in the answer's assumptions); none after the last.
    @Test func glassFieldsHaveAHairlineBetweenThem() throws {
        let layout = try layout(fields: 3, profile: "ios26")
        let alert = AlertMetrics.glass
        let fields = (0..<3).compactMap { layout.element("textField.\($0)")?.screenFrame }
        let separators = layout.elements.filter { $0.id.hasPrefix("separator.textField.") }
        #expect(separators.map(\.id) == ["separator.textField.0", "separator.textField.1"])
        for (index, separator) in separators.enumerated() {
            let frame = separator.screenFrame
            #expect(abs(frame.height - 1) < 0.34)
            #expect(abs(frame.y - fields[index].maxY) < 0.34 && abs(fields[index + 1].y - frame.maxY) < 0.34)
            #expect(abs(frame.x - (fields[index].x + 15)) < 0.34 && abs(frame.maxX - (fields[index].maxX - 15)) < 0.34)
            #expect(separator.role == .separator)
            #expect(separator.appearance?.backgroundColor == alert.textFieldSeparatorColor.resolved(for: .light))
        }
        #expect(
            layout.assumptions.contains {
                $0.contains("alert.textFieldSeparatorTakesRoom") && $0.contains("alert.textFieldSeparatorColor")
            })
        let dark = try self.layout(fields: 2, profile: "ios26", traits: Traits(userInterfaceStyle: .dark))
        #expect(
            dark.element("separator.textField.0")?.appearance?.backgroundColor
                == alert.textFieldSeparatorColor.resolved(for: .dark))
    }

    /// The legacy alert draws no hairline between its fields, which touch.
    @Test func legacyFieldsHaveNoHairline() throws {
        let layout = try layout(fields: 2, profile: "ios17")
        #expect(!layout.elements.contains { $0.id.hasPrefix("separator.textField.") })
        let first = try #require(layout.element("textField.0")?.screenFrame)
        let second = try #require(layout.element("textField.1")?.screenFrame)
        #expect(abs(second.y - first.maxY) < 0.34)
    }

    /// The legacy alert draws each field with its own one-pixel border (UIKit 26.1's pixel-rounded hairline), so
    /// two stacked fields read as two boxes; the glass fields have none (issue 37).
    @Test(arguments: [(2.0, "ios17"), (3.0, "ios17"), (3.0, "ios10"), (3.0, "ios26")])
    func legacyFieldsHaveHairlineBorders(scale: Double, profile: String) throws {
        var screen = AlertLayoutTests.phone
        screen.scale = scale
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: screen, profileName: profile,
                sheet: AlertLayoutTests.alert(
                    AlertLayoutTests.cancelAndOK,
                    fields: [AlertTextField(placeholder: "Name"), AlertTextField(placeholder: "Password")])))
        for id in ["textField.0", "textField.1"] {
            let appearance = try #require(layout.element(id)?.appearance)
            if profile == "ios26" {
                #expect(appearance.borderWidth == nil && appearance.borderColor == nil)
            } else {
                #expect(appearance.borderWidth == 1 / scale)
                #expect(appearance.borderColor != nil && appearance.borderColor != appearance.backgroundColor)
            }
        }
    }

    /// A secure field shows one bullet per character of its text, measured as such, and says what it assumed;
    /// its placeholder shows as set.
    @Test func secureFieldShowsBullets() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: AlertLayoutTests.phone, profileName: "ios17",
                sheet: AlertLayoutTests.alert(
                    AlertLayoutTests.cancelAndOK,
                    fields: [
                        AlertTextField(text: "hunter2", isSecureTextEntry: true),
                        AlertTextField(placeholder: "Password", isSecureTextEntry: true),
                    ])))
        #expect(layout.element("textField.0")?.text?.text == String(repeating: "\u{2022}", count: 7))
        #expect(layout.element("textField.0")?.text?.lines == [String(repeating: "\u{2022}", count: 7)])
        #expect(layout.element("textField.1")?.text?.text == "Password")
        #expect(layout.assumptions.contains { $0.contains("U+2022") })
        #expect(AlertTextField(text: "e\u{301}t\u{e9}", isSecureTextEntry: true).displayed.string.count == 3)
    }
}
