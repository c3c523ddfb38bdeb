import Foundation
import SheetdKit
import Testing

@testable import SheetctlKit

/// The contact sheet's labels hang as their appearance aligns them (issue 37: a text field's text and a glass
/// header's leading labels were centred), the leading edge the right one in a right-to-left layout.
struct ContactSheetTests {
    static func element(_ alignment: String?) throws -> Element {
        let appearance = alignment.map { #","appearance":{"textAlignment":"\#($0)"}"# } ?? ""
        let json =
            #"{"id":"textField.0","role":"textField","screenFrame":{"x":10,"y":20,"width":200,"height":30}"#
            + appearance + "}"
        return try JSONDecoder().decode(Element.self, from: Data(json.utf8))
    }

    @Test func labelsFollowTheirAlignment() throws {
        #expect(ContactSheet.anchor(of: try Self.element("leading"), isRTL: false) == ("start", 18))
        #expect(ContactSheet.anchor(of: try Self.element("leading"), isRTL: true) == ("end", 202))
        #expect(ContactSheet.anchor(of: try Self.element("center"), isRTL: false) == ("middle", 110))
        #expect(ContactSheet.anchor(of: try Self.element(nil), isRTL: true) == ("middle", 110))
    }

    /// A label is written with the preview's XML escaper (SheetPreview's `SVGText`), apostrophe included: the
    /// contact sheet's own copy of it left `'` as it was.
    @Test func labelsAreEscapedAsThePreviewEscapesThem() async throws {
        let arguments = try Arguments.parse(
            [], options: Context.commonOptions, flags: Context.commonFlags, maximumPositionals: 0)
        let client = try Context(arguments: arguments, environment: SheetctlRunTests.environment).client()
        let title = #"It's <b>"Tom" & Jerry</b>"#
        let layout = try await client.layout(
            LayoutRequest(screen: Screen(width: 390), sheet: Sheet(title: title, actions: [Action("OK")])))
        let cell = MatrixCell(screen: MatrixScreen.all[0], category: .large, outcome: .laidOut(layout))
        let svg = ContactSheet(cells: [cell]).svg
        #expect(svg.contains(">It&#39;s &lt;b&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;</text>"))
        #expect(!svg.contains("It's"))
    }
}
