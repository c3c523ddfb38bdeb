import SheetTestSupport
import StrictJSON
import Testing

@testable import SheetWire

/// The presentation sheet's direct reader gives the generic path's request for every body it reads, and declines
/// what only the generic path can settle.
struct DirectPresentationDecoderTests {
    static func bytes(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter()
        writer.write(value)
        return writer.bytes
    }

    /// Every golden presentation sheet is read directly, equal to the generic reading.
    @Test(arguments: PresentationGoldenCases.all)
    func goldenRequestsAgree(_ golden: GoldenCase) throws {
        let body = Self.bytes(golden.request)
        let direct = try #require(PresentationRequestDecoding.direct(body))
        #expect(direct == PresentationRequestDecoding.generic(body))
    }

    /// The one-pass reader of either kind reads every golden presentation sheet as the presentation reader does.
    @Test(arguments: PresentationGoldenCases.all)
    func onePassReadsGoldenPresentationSheets(_ golden: GoldenCase) throws {
        let body = Self.bytes(golden.request)
        let direct = try #require(PresentationRequestDecoding.direct(body))
        #expect(PresentationRequestDecoding.directSheetRequest(body) == .presentationSheet(direct))
    }

    /// The one-pass reader reads every golden alert controller's request as the alert controller's reader does.
    @Test(arguments: GoldenCases.all)
    func onePassReadsGoldenAlertControllers(_ golden: GoldenCase) {
        let body = Self.bytes(golden.request)
        let expected = LayoutRequestDecoding.direct(body).map { SheetRequest.alertController($0) }
        #expect(PresentationRequestDecoding.directSheetRequest(body) == expected)
    }

    /// Bodies the generic path settles (aliases, refusals) are declined, and the answer is the generic path's.
    @Test(arguments: [
        #"{"screen":{"width":390},"sheetPresentation":{"presentationDetents":[{"identifier":"medium"}]}}"#,
        #"{"screen":{"width":390},"sheetPresentation":{"detents":[{"identifier":"x","height":1,"fraction":0.5}]}}"#,
        #"{"screen":{"width":390},"sheetPresentation":{"detents":[{"identifier":"tall"}]}}"#,
        #"{"screen":{"width":390},"sheetPresentation":{"detents":[{"identifier":"large"}],"drag":{"velocity":3}}}"#,
        #"{"screen":{"width":390},"sheet":{},"sheetPresentation":{"detents":[{"identifier":"large"}]}}"#,
        #"{"screen":{"width":390},"sheetPresentation":{"detents":[{"identifier":"large"}],"presentingSheet":{"detents":[{"identifier":"large"}],"presentingSheet":{"detents":[]}}}}"#,
        #"{"screen":{"width":390},"sheetPresentation":{"detents":null}}"#,
    ])
    func declinesWhatTheGenericPathSettles(_ json: String) {
        #expect(PresentationRequestDecoding.direct(Array(json.utf8)) == nil)
        #expect(PresentationRequestDecoding.directSheetRequest(Array(json.utf8)) == nil)
    }

    /// A body with every member, UIKit's system identifiers and a sheet beneath is read directly, equal to the
    /// generic reading.
    @Test func everyMemberAgrees() throws {
        let json = """
            {"profile":"ios26","traits":{"idiom":"phone","userInterfaceStyle":"dark"},"screen":{"width":390,"height":844,\
            "scale":3,"safeAreaInsets":{"top":47,"bottom":34},"displayCornerRadius":47.33},"sheetPresentation":{\
            "modalPresentationStyle":"formSheet","detents":[{"identifier":"com.apple.UIKit.medium"},{"height":120},\
            {"fraction":0.25},{"identifier":"large"}],"selectedDetentIdentifier":"com.apple.UIKit.large",\
            "largestUndimmedDetentIdentifier":"medium","prefersGrabberVisible":true,"preferredCornerRadius":-0,\
            "prefersEdgeAttachedInCompactHeight":true,"widthFollowsPreferredContentSizeWhenEdgeAttached":false,\
            "preferredContentSize":{"width":300},"isModalInPresentation":true,"drag":{"offset":300,"velocity":-1200},\
            "presentingSheet":{"detents":[{"identifier":"large"}]}}}
            """
        let body = Array(json.utf8)
        let direct = try #require(PresentationRequestDecoding.direct(body))
        #expect(direct == PresentationRequestDecoding.generic(body))
        #expect(direct.sheet.selectedDetentIdentifier == "large" && direct.presentingSheet != nil)
    }
}
