import HTTPMessages
import SheetWire
import StrictJSON
import Testing

@testable import LayoutCore
@testable import SheetPreview
@testable import SheetService

/// POST /preview, /preview.png and their GET forms for a presentation sheet (`sheetPresentation`): the still SVG at
/// the `/layout` answer's frames, the PNG, the HTML page, and the problems.
struct PresentationPreviewEndpointTests {
    let harness = ServiceHarness()

    /// iPhone 12–14, `profile`, detents medium + large with the grabber, resting at `selected`.
    static func body(profile: String = "ios17", selected: String = "medium", extra: String = "") -> String {
        #"{"screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}},"#
            + #""profile":"\#(profile)","sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"large"}],"#
            + #""selectedDetentIdentifier":"\#(selected)","prefersGrabberVisible":true,"#
            + #""largestUndimmedDetentIdentifier":"medium"}\#(extra)}"#
    }

    /// The SVG draws the sheet and the grabber where `/layout` puts them, and marks both detents.
    @Test(arguments: ["ios17", "ios26"])
    func svgAgreesWithTheLayout(profile: String) throws {
        let body = Self.body(profile: profile)
        let response = harness.post("/preview", json: body)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.headers["Content-Type"] == "image/svg+xml; charset=utf-8")
        #expect(response.headers["Vary"] == "Accept")
        let svg = response.text
        #expect(PreviewRequests.xmlError(svg) == nil)
        #expect(svg.contains(#"data-kind="presentationSheet""#))
        let layout = try harness.post("/layout", json: body).json()
        let current = try #require(layout["current"])
        let visible = try #require(current["visibleFrame"])
        let x = try #require(visible["x"]?.numberValue)
        let y = try #require(visible["y"]?.numberValue)
        let top = try #require(current["visibleCornerRadii"]?["top"]?.numberValue)
        let d = try #require(PreviewRequests.attributes("d", of: "path", in: svg).first { _ in true })
        #expect(svg.contains("d=\"M\(SVGText.number(x)) \(SVGText.number(y + top))"), "\(d)")
        let grabber = try #require(current["grabber"]?["visibleFrame"])
        let grabberX = try #require(grabber["x"]?.numberValue)
        #expect(svg.contains("<rect data-element=\"sheet.grabber\" x=\"\(SVGText.number(grabberX))\""))
        let markers = svg.split(separator: "\n").filter { $0.hasPrefix(#"<g data-element="detentMarker""#) }
        #expect(markers.count == 2)
        #expect(markers.contains { $0.contains(#"data-detent="medium""#) })
        #expect(markers.contains { $0.contains(#"data-detent="large""#) })
    }

    /// `Accept: image/png` and `/preview.png` give a PNG of the screen and its caption band at the screen's scale.
    @Test func png() throws {
        let svg = PresentationSheetSVG(
            layout: try PresentationSheetLayoutEngine().layout(
                for: PresentationSheetRequest(
                    screen: ScreenDescription(
                        width: 390, height: 844, scale: 3,
                        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
                    profileName: "ios17",
                    sheet: PresentationSheetDescription(
                        detents: [.medium, .large], selectedDetentIdentifier: "medium",
                        largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true))),
            style: .light)
        for response in [
            harness.post("/preview", json: Self.body(), headers: [("Accept", "image/png")]),
            harness.post("/preview.png", json: Self.body()),
        ] {
            #expect(response.status == 200, "\(response.text)")
            #expect(response.headers["Content-Type"] == "image/png")
            let bytes = response.body
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(bigEndian(16) == 1170)
            #expect(bigEndian(20) == Int((svg.height * 3).rounded()))
        }
    }

    /// `Accept: text/html` gives the page with the picture inline and its caption.
    @Test func htmlPage() throws {
        let response = harness.post("/preview", json: Self.body(selected: "large"), headers: [("Accept", "text/html")])
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let html = response.text
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains(#"data-kind="presentationSheet""#))
        #expect(html.contains("Presentation sheet at large (753) on a 390 × 844 pt screen"))
        #expect(!html.contains("<script"), "a still page runs nothing")
    }

    /// The GET form answers as POST does.
    @Test func getForm() {
        let post = harness.post("/preview", json: Self.body())
        let get = harness.getForm("/preview", json: Self.body())
        #expect(get.status == 200)
        #expect(get.body == post.body)
        #expect(harness.getForm("/preview.png", json: Self.body()).headers["Content-Type"] == "image/png")
    }

    /// A transition has no PNG, as for an alert controller: `/preview.png` answers the same 422 at `/transition`,
    /// and `/preview` with `Accept: image/png` the same 406.
    @Test func pngRefusesATransition() throws {
        let alert = harness.post("/preview.png", json: PreviewRequests.seed(#""transition":"present""#))
        let response = harness.post("/preview.png", json: Self.body(extra: #","transition":"present""#))
        #expect(response.status == 422)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(response.body == alert.body)
        let errors = try #require(try response.json()["errors"]?.arrayValue)
        #expect(errors.compactMap { $0["pointer"]?.stringValue } == ["/transition"])
        let accept = harness.post(
            "/preview", json: Self.body(extra: #","transition":"dismiss""#), headers: [("Accept", "image/png")])
        #expect(accept.status == 406)
        #expect(accept.text.contains("A transition has no PNG"))
    }

    /// Invalid detents are 422 with their pointers, unknown members too; bytes that are not JSON are 400; every one
    /// is problem+json.
    @Test func problems() throws {
        let unknown =
            #"{"screen":{"width":390,"height":844},"sheetPresentation":{"detents":[{"identifier":"large"}],"#
            + #""selectedDetentIdentifier":"nope"},"format":"css"}"#
        let invalid = harness.post("/preview", json: unknown)
        #expect(invalid.status == 422)
        #expect(invalid.headers["Content-Type"] == "application/problem+json")
        let pointers = try #require(try invalid.json()["errors"]?.arrayValue).compactMap { $0["pointer"]?.stringValue }
        #expect(pointers.contains("/sheetPresentation/selectedDetentIdentifier"))
        #expect(pointers.contains("/format"), "the media type is Accept's: /animation's format is unknown here")
        let broken = harness.post("/preview", json: #"{"sheetPresentation":"#)
        #expect(broken.status == 400)
        #expect(broken.headers["Content-Type"] == "application/problem+json")
        let ios10 = harness.post("/preview", json: Self.body(profile: "ios10"))
        #expect(ios10.status == 422)
        #expect(ios10.headers["Content-Type"] == "application/problem+json")
    }
}
