import LayoutCore
import SheetAnswers
import SheetPreviewAnswers
import SheetWire
import Testing

/// The preview answers (SheetPreviewAnswers), without HTTP: negotiation, the still-only PNG, the headers a picture
/// carries.
struct PreviewAnswersTests {
    static let answers = SheetAnswers(measurer: FixedMetricsMeasurer())
    static let still = Array(#"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]}}"#.utf8)
    static let moving = Array(
        #"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]},"transition":"dismiss"}"#.utf8)

    /// SVG by default, HTML when asked, each with the headers a picture needs.
    @Test func negotiatesThePicture() throws {
        let svg = try Self.answers.preview(Self.still, accept: nil)
        #expect(svg.contentType.hasPrefix("image/svg+xml"))
        #expect(String(decoding: svg.body, as: UTF8.self).contains("<svg"))
        #expect(svg.headers.contains { $0.name == "X-Content-Type-Options" && $0.value == "nosniff" })
        let html = try Self.answers.preview(Self.still, accept: "text/html")
        #expect(html.contentType.hasPrefix("text/html"))
        #expect(html.headers.contains { $0.name == "Content-Security-Policy" })
    }

    /// A transition has no PNG: 406 on `/preview` for `image/png` alone, 422 at `/transition` on `/preview.png`.
    @Test func transitionHasNoPNG() {
        let notAcceptable = problem { () throws(Problem) in
            try Self.answers.preview(Self.moving, accept: "image/png")
        }
        #expect(notAcceptable?.type == .notAcceptable && notAcceptable?.status == 406)
        #expect(notAcceptable?.detail.contains("A transition has no PNG") == true)
        let invalid = problem { () throws(Problem) in try Self.answers.previewPNG(Self.moving) }
        #expect(invalid?.status == 422 && invalid?.errors.map(\.pointer) == ["/transition"])
    }

    /// A transition plays as an animated SVG, and an invalid sheet is the same 422 as `/layout`'s.
    @Test func transitionPlaysAndInvalidSheetsAreRefused() throws {
        let animated = try Self.answers.preview(Self.moving, accept: "image/svg+xml")
        #expect(String(decoding: animated.body, as: UTF8.self).contains("animate"))
        let body = Array(#"{"screen":{"width":-1},"sheet":{"actions":[{"title":"OK"}]}}"#.utf8)
        let preview = problem { () throws(Problem) in try Self.answers.preview(body, accept: nil) }
        let layout = problem { () throws(Problem) in try Self.answers.layout(body) }
        #expect(preview?.status == 422 && preview?.errors.map(\.pointer) == layout?.errors.map(\.pointer))
    }
}
