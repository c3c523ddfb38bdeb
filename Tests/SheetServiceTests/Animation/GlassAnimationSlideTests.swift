import StrictJSON
import Testing

@testable import SheetService

/// With `ios26` nothing slides, and the answers say so (issue #21): `slide` null, no `offset`, a CSS comment and a
/// Lottie name describing the fade and scale, and a warning when a slide is asked for by name.
struct GlassAnimationSlideTests {
    let harness = ServiceHarness()

    /// The JSON formats of the card and the popover write `slide: null` and no `offset`, present and dismiss.
    @Test(arguments: [false, true])
    func jsonAnswersDescribeNoSlide(source: Bool) throws {
        for transition in ["present", "dismiss"] {
            for format in ["keyframes", "coreAnimation"] {
                let extra = #""transition":"\#(transition)","format":"\#(format)""#
                let json = try harness.post(
                    "/animation", json: GlassAnimationEndpointTests.request(source: source, extra)
                )
                .json()
                #expect(json["slide"]?.isNull == true, "\(source) \(transition) \(format)")
                #expect(json["offset"] == nil, "\(source) \(transition) \(format)")
            }
        }
    }

    /// Asking an ios26 card for the `clearCustomView` slide is answered, with a `slideNotPlayed` warning at `/slide`;
    /// ios17 plays that slide and gives no such warning.
    @Test func namedSlideIsWarnedAbout() throws {
        let extra = #""transition":"present","slide":"clearCustomView""#
        let json = try harness.post("/animation", json: GlassAnimationEndpointTests.request(source: false, extra))
            .json()
        let warning = try #require(json["warnings"]?.arrayValue?.first { $0["code"] == "slideNotPlayed" })
        #expect(warning["pointer"] == "/slide")
        #expect(json["slide"]?.isNull == true)
        let older = GlassAnimationEndpointTests.request(source: false, extra)
            .replacingOccurrences(of: #""profile":"ios26""#, with: #""profile":"ios17""#)
        let ios17 = try harness.post("/animation", json: older).json()
        #expect(ios17["slide"] == "clearCustomView")
        #expect(ios17["offset"]?["distance"] != nil)
        #expect(ios17["warnings"]?.arrayValue?.contains { $0["code"] == "slideNotPlayed" } == false)
    }

    /// The CSS header comment and the Lottie name describe the fade and scale, never a slide.
    @Test func exportsDescribeTheFadeAndScale() throws {
        let present = #""transition":"present""#
        let css = harness.post(
            "/animation", json: GlassAnimationEndpointTests.request(source: false, present + #","format":"css""#)
        )
        .text
        #expect(!css.contains("Slide:"))
        #expect(css.contains("No slide: the sheet fades in while scaling from 1.2 about the screen point (195, "))
        let lottie = try harness.post(
            "/animation", json: GlassAnimationEndpointTests.padRequest(present + #","format":"lottie""#)
        )
        .json()
        let name = try #require(lottie["nm"]?.stringValue)
        #expect(!name.contains("slide") && name.contains("fades in while scaling from 0.01"))
    }
}
