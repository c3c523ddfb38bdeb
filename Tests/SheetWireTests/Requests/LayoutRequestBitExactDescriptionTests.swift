import LayoutCore
import Testing

@testable import SheetWire

/// The bit-exact description tells apart what `==` on `LayoutRequest` lets pass as equal.
struct LayoutRequestBitExactDescriptionTests {
    static func request(width: Double = 390, title: String = "Photos") -> LayoutRequest {
        LayoutRequest(
            screen: ScreenDescription(width: width),
            sheet: SheetDescription(title: title, actions: [SheetAction(title: "OK")]))
    }

    /// Zero and minus zero, and canonically equivalent spellings of a title, are equal but described apart.
    @Test func distinguishesWhatEqualityMerges() {
        #expect(Self.request(width: 0) == Self.request(width: -0.0))
        #expect(Self.request(width: 0).bitExactDescription != Self.request(width: -0.0).bitExactDescription)
        #expect(Self.request(title: "\u{E9}") == Self.request(title: "e\u{301}"))
        #expect(
            Self.request(title: "\u{E9}").bitExactDescription != Self.request(title: "e\u{301}").bitExactDescription)
    }

    /// The same request is described alike, and arrow directions do not depend on the set's order.
    @Test func describesEqualRequestsAlike() {
        var first = Self.request()
        var second = Self.request()
        first.sheet.permittedArrowDirections = [.up, .left, .down]
        second.sheet.permittedArrowDirections = [.down, .up, .left]
        #expect(first.bitExactDescription == second.bitExactDescription)
        second.sheet.actions[0].style = .cancel
        #expect(first.bitExactDescription != second.bitExactDescription)
    }
}
