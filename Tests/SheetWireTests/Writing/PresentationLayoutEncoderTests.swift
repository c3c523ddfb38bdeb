import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// The presentation sheet's `/layout` body: its kind, the detents in UIKit's order, rounded numbers.
struct PresentationLayoutEncoderTests {
    static func body() throws -> JSONValue {
        let request = PresentationSheetRequest(
            screen: ScreenDescription(
                width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            profileName: "ios26",
            sheet: PresentationSheetDescription(detents: [.medium, .large], prefersGrabberVisible: true))
        let layout = try PresentationSheetLayoutEngine().layout(for: request)
        return try JSONParser.parse(PresentationLayoutEncoder.encode(layout))
    }

    @Test func writesTheCurrentStateRounded() throws {
        let body = try Self.body()
        #expect(body["kind"] == .string("presentationSheet"))
        #expect(body["profile"] == .string("ios26"))
        #expect(body["maximumDetentValue"] == .number(753))
        #expect(body["detents"]?[0]?["identifier"] == .string("large"))
        let current = try #require(body["current"])
        #expect(current["detentIdentifier"] == .string("medium"))
        #expect(current["frame"]?["y"] == .number(388.32))
        #expect(current["visibleFrame"]?["y"] == .number(399.015))
        #expect(current["visibleFrame"]?["height"] == .number(436.985))
        #expect(current["transform"]?["scale"] == .number(0.958974))
        #expect(current["cornerRadii"]?["top"] == .number(38))
        #expect(current["grabber"]?["frame"]?["width"] == .number(36))
        #expect(current["dimming"]?["alpha"] == .number(0.2))
        #expect(body["release"] == .null)
    }

    @Test func sameLayoutSameBytes() throws {
        #expect(try Self.body() == Self.body())
    }
}
