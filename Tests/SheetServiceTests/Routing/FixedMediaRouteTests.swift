import SheetWire
import Testing

@testable import SheetService

/// `/animation.css` and `/preview.png` answer what the content-negotiated routes answer in that one media type, so a
/// client generated from openapi.yaml (which reads a 200 in its first media type) gets CSS as text and PNG as bytes.
struct FixedMediaRouteTests {
    let harness = ServiceHarness()

    /// `/animation.css` is byte for byte `/animation` with `format: css`, whatever format the body names.
    @Test(arguments: ["", #""format":"keyframes""#, #""format":"lottie""#])
    func styleSheetIsTheCSSFormat(extra: String) {
        let members = [#""transition":"dismiss""#, extra].filter { !$0.isEmpty }.joined(separator: ",")
        let fixed = harness.post("/animation.css", json: AnimationRequests.seed(members))
        let negotiated = harness.post(
            "/animation", json: AnimationRequests.seed(#""transition":"dismiss","format":"css""#))
        #expect(fixed.status == 200, "\(fixed.text)")
        #expect(fixed.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(fixed.body == negotiated.body)
        #expect(fixed.text.contains("@keyframes sheetd-dismiss-"))
    }

    /// `/animation.css` refuses what `/animation` refuses, with the same pointers.
    @Test func styleSheetKeepsTheAnimationProblems() throws {
        let response = harness.post("/animation.css", json: AnimationRequests.seed(#""transition":"sideways""#))
        #expect(response.status == 422)
        #expect(try response.json()["errors"]?[0]?["pointer"] == "/transition")
    }

    /// `/preview.png` is the PNG that `/preview` draws for `Accept: image/png`, even when `Accept` asks for SVG, and
    /// does not vary with `Accept`.
    @Test func pngIsThePNGPreviewWhateverAcceptSays() {
        let fixed = harness.post("/preview.png", json: PreviewRequests.seed(), headers: [("Accept", "image/svg+xml")])
        let negotiated = harness.post("/preview", json: PreviewRequests.seed(), headers: [("Accept", "image/png")])
        #expect(fixed.status == 200, "\(fixed.text)")
        #expect(fixed.headers["Content-Type"] == "image/png")
        #expect(fixed.headers["Vary"] == nil)
        #expect(Array(fixed.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(fixed.body == negotiated.body)
    }

    /// A transition cannot be a PNG: 422 at `/transition` (not `/preview`'s 406, since no `Accept` was refused).
    @Test func pngOfATransitionIs422AtTransition() throws {
        let response = harness.post("/preview.png", json: PreviewRequests.seed(#""transition":"present""#))
        #expect(response.status == 422)
        let problem = try response.json()
        #expect(problem["type"]?.stringValue == ProblemType.invalidRequest.rawValue)
        #expect(problem["errors"]?[0]?["pointer"] == "/transition")
    }

    /// Both have the GET form, answering the POST's bytes under a shared-cache `Cache-Control`.
    @Test(arguments: ["/animation.css", "/preview.png"])
    func getFormAnswersThePostsBytes(path: String) {
        let json =
            path == "/preview.png" ? PreviewRequests.seed() : AnimationRequests.seed(#""transition":"present""#)
        let post = harness.post(path, json: json)
        let get = harness.getForm(path, json: json)
        #expect(get.status == 200)
        #expect(get.body == post.body)
        #expect(get.headers["ETag"] == post.headers["ETag"])
        #expect(get.headers["Cache-Control"]?.hasPrefix("public") == true)
    }
}
