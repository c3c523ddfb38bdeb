import Testing

@testable import LayoutCore

/// What UIAlertController does with a sheet's content before layout (docs/geometry.md, "UIKit's limits").
struct UIKitContentRulesTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())

    func layout(_ sheet: SheetDescription, idiom: Idiom = .phone) throws -> SheetLayout {
        try engine.layout(
            for: LayoutRequest(screen: ScreenDescription(width: 390), traits: Traits(idiom: idiom), sheet: sheet))
    }

    /// No title, no message, no action: refused at /sheet with UIKit's own words.
    @Test func emptyControllerIsRefused() throws {
        #expect {
            try layout(SheetDescription(actions: []))
        } throws: { error in
            guard let error = error as? LayoutValidationError else { return false }
            return error.issues.map(\.pointer) == ["/sheet"]
                && error.issues[0].detail.contains(
                    "\"UIAlertController must have a title, a message or an action to display\"")
        }
    }

    /// A 1500-character title is laid out as its first 999 characters, with a warning naming both lengths.
    @Test func longTitleIsCutTo999() throws {
        let title = String(repeating: "abcde ", count: 250)
        let layout = try layout(SheetDescription(title: title, actions: [SheetAction(title: "OK")]))
        let laidOut = try #require(layout.element("title")?.text?.text)
        #expect(laidOut.utf16.count == 999 && title.hasPrefix(laidOut))
        let warning = try #require(layout.warnings.first { $0.code == .titleCut })
        #expect(warning.pointer == "/sheet/title")
        #expect(warning.message.contains("1500") && warning.message.contains("999"))
    }

    /// A 10000-unit message is cut to 9999; one of exactly 9999 is not.
    @Test func longMessageIsCutTo9999() throws {
        let long = try layout(
            SheetDescription(message: String(repeating: "m", count: 10_000), actions: [SheetAction(title: "OK")]))
        #expect(long.element("message")?.text?.text.utf16.count == 9999)
        #expect(long.warnings.map(\.code).contains(.messageCut))
        let fits = try layout(
            SheetDescription(message: String(repeating: "m", count: 9999), actions: [SheetAction(title: "OK")]))
        #expect(!fits.warnings.map(\.code).contains(.messageCut))
    }

    /// The cut counts UTF-16 units, as NSString does, and drops a surrogate pair it would split.
    @Test func cutCountsUTF16Units() throws {
        let text = String(repeating: "a", count: 998) + "😀" + "b"
        let cut = try #require(UIKitContentRules.cut(text, to: 999))
        #expect(cut.length == 1001)
        #expect(cut.text == String(repeating: "a", count: 998))
        #expect(UIKitContentRules.cut(String(repeating: "é", count: 999), to: 999) == nil)
    }

    /// A sheet without any action says that only a tap outside dismisses it, on the phone and in a popover.
    @Test func sheetWithoutActionWarns() throws {
        let phone = try layout(SheetDescription(title: "Read only", actions: []))
        let warning = try #require(phone.warnings.first { $0.code == .noActionToDismiss })
        #expect(warning.pointer == "/sheet/actions" && warning.message.contains("dimming view"))
        let withCancel = try layout(
            SheetDescription(title: "T", actions: [SheetAction(title: "Cancel", style: .cancel)]))
        #expect(!withCancel.warnings.map(\.code).contains(.noActionToDismiss))
    }

    /// An alert without any action says that the person cannot dismiss it at all: an alert has no tap around it.
    @Test func alertWithoutActionWarnsThatOnlyTheAppDismissesIt() throws {
        let alert = try layout(SheetDescription(title: "Busy", actions: [], preferredStyle: .alert))
        let warning = try #require(alert.warnings.first { $0.code == .noActionToDismiss })
        #expect(warning.message.contains("cannot dismiss") && warning.message.contains("dismiss(animated:)"))
        #expect(!warning.message.contains("dimming view"))
    }
}
