import Testing

@testable import SheetService

/// SwiftUI's names for a presentation sheet's settings answer what UIKit's do, byte for byte, on every route that
/// reads a sheet: `presentationSizing` for `modalPresentationStyle`, `interactiveDismissDisabled` for
/// `isModalInPresentation`.
struct PresentationSwiftUINamesTests {
    let harness = ServiceHarness()

    /// An iPad 1024 × 1366 (a regular width: the sheet floats at the style's size) with `members`.
    static func pad(_ members: String, drag: String = "") -> String {
        #"{"profile":"ios17","screen":{"width":1024,"height":1366,"scale":2,"safeAreaInsets":{"top":24,"bottom":20}},"#
            + #""traits":{"idiom":"pad"},"sheetPresentation":{"detents":[{"identifier":"large"}],\#(members)\#(drag)}}"#
    }

    /// An iPhone 12–14 with medium and large, dragged 150 pt below medium, and `members`.
    static func phone(_ members: String) -> String {
        #"{"profile":"ios17","screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"bottom":34}},"#
            + #""sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"large"}],"#
            + #""selectedDetentIdentifier":"medium","drag":{"offset":538.32},\#(members)}}"#
    }

    @Test(arguments: ["/layout", "/preview"])
    func formSizingIsTheFormSheet(route: String) throws {
        let swiftUI = harness.post(route, json: Self.pad(#""presentationSizing":"form""#))
        let uiKit = harness.post(route, json: Self.pad(#""modalPresentationStyle":"formSheet""#))
        #expect(swiftUI.status == 200, "\(swiftUI.text)")
        #expect(swiftUI.body == uiKit.body)
        if route == "/layout" {
            let frame = try #require(swiftUI.json()["current"]?["frame"])
            #expect(frame["width"]?.numberValue == 580 && frame["height"]?.numberValue == 640)
        }
    }

    @Test func pageSizingIsThePageSheet() {
        let swiftUI = harness.post("/layout", json: Self.pad(#""presentationSizing":"page""#))
        let uiKit = harness.post("/layout", json: Self.pad(#""modalPresentationStyle":"pageSheet""#))
        #expect(swiftUI.status == 200 && swiftUI.body == uiKit.body)
        let formSheet = harness.post("/layout", json: Self.pad(#""modalPresentationStyle":"formSheet""#))
        #expect(swiftUI.body != formSheet.body)
    }

    @Test func disabledInteractiveDismissalRubberBandsBelowTheSmallestDetent() throws {
        let swiftUI = harness.post("/layout", json: Self.phone(#""interactiveDismissDisabled":true"#))
        let uiKit = harness.post("/layout", json: Self.phone(#""isModalInPresentation":true"#))
        #expect(swiftUI.status == 200, "\(swiftUI.text)")
        #expect(swiftUI.body == uiKit.body)
        let codes = try #require(swiftUI.json()["rules"]?.arrayValue).compactMap { $0["code"]?.stringValue }
        #expect(codes.contains("rubberBandBelowSmallestDetent"))
        let dismissible = try harness.post("/layout", json: Self.phone(#""interactiveDismissDisabled":false"#)).json()
        let dismissibleCodes = try #require(dismissible["rules"]?.arrayValue).compactMap { $0["code"]?.stringValue }
        #expect(dismissibleCodes.contains("interactiveDismissal"))
    }

    @Test func fittedIsRefusedWithAPointer() throws {
        let response = harness.post("/layout", json: Self.pad(#""presentationSizing":"fitted""#))
        #expect(response.status == 422)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let errors = try #require(response.json()["errors"]?.arrayValue)
        #expect(errors.compactMap { $0["pointer"]?.stringValue } == ["/sheetPresentation/presentationSizing"])
    }
}
