import HTTPMessages
import StrictJSON
import Testing

@testable import SheetService

/// The `slide` member and the deprecated `ios12` profile name through the router, in every place they show.
struct AnimationSlideAndAliasTests {
    let harness = ServiceHarness()

    /// `slide` absent, null or `uiKit` give the same bytes: UIKit's motion is the default.
    @Test func uiKitIsTheDefault() throws {
        let absent = harness.post("/animation", json: AnimationRequests.seed(#""transition":"present""#))
        let null = harness.post("/animation", json: AnimationRequests.seed(#""transition":"present","slide":null"#))
        let named = harness.post(
            "/animation", json: AnimationRequests.seed(#""transition":"present","slide":"uiKit""#))
        #expect(absent.status == 200 && absent.body == null.body && absent.body == named.body)
        let other = harness.post(
            "/animation", json: AnimationRequests.seed(#""transition":"present","slide":"clearCustomView""#))
        #expect(other.status == 200 && other.body != absent.body)
        #expect(try other.json()["offset"]?["distance"] == 391.667)
    }

    /// Every format says which slide it plays: the JSON formats in `slide`, CSS in its header comment, Lottie in
    /// its name.
    @Test(arguments: ["uiKit", "clearCustomView"])
    func everyFormatNamesTheSlide(slide: String) throws {
        func post(_ format: String) -> HTTPResponse {
            harness.post(
                "/animation",
                json: AnimationRequests.seed(#""transition":"dismiss","slide":"\#(slide)","format":"\#(format)""#))
        }
        #expect(try post("keyframes").json()["slide"]?.stringValue == slide)
        #expect(try post("coreAnimation").json()["slide"]?.stringValue == slide)
        #expect(try post("lottie").json()["nm"]?.stringValue == "sheetd dismiss, \(slide) slide")
        let css = post("css").text
        #expect(css.contains(slide == "uiKit" ? "Slide: UIKit's own, 275.667px" : "Slide: sheetd's clearCustomView"))
    }

    /// The deprecated name answers as `ios10` with a `profileDeprecated` warning at `/profile`, in `/layout` and
    /// in every `/animation` format that can carry it (CSS as a comment).
    @Test func deprecatedProfileWarnsEverywhere() throws {
        let members = #""profile":"ios12","transition":"present""#
        let layout = try harness.post("/layout", json: AnimationRequests.seed(#""profile":"ios12""#)).json()
        #expect(layout["profile"] == "ios10")
        let layoutWarning = try #require(layout["warnings"]?.arrayValue?.last)
        #expect(layoutWarning["code"] == "profileDeprecated" && layoutWarning["pointer"] == "/profile")
        for format in ["keyframes", "coreAnimation"] {
            let json = try harness.post(
                "/animation", json: AnimationRequests.seed(members + #","format":"\#(format)""#)
            ).json()
            let warnings = try #require(json["warnings"]?.arrayValue)
            #expect(warnings.contains(layoutWarning), "\(format)")
        }
        let css = harness.post("/animation", json: AnimationRequests.seed(members + #","format":"css""#)).text
        #expect(css.contains("Warning profileDeprecated: profile \"ios12\" is deprecated"))
        let current = try harness.post(
            "/animation", json: AnimationRequests.seed(#""profile":"ios10","transition":"present""#)
        ).json()
        #expect(current["warnings"]?.arrayValue?.contains { $0["code"] == "profileDeprecated" } == false)
        #expect(
            current["tracks"]
                == (try harness.post("/animation", json: AnimationRequests.seed(members)).json()["tracks"]))
    }

    /// `/preview` takes `slide` with the `/animation` rules: a wrong value is a 422 at `/slide`, and
    /// `clearCustomView` draws the longer slide.
    @Test func previewTakesTheSlide() throws {
        let bad = harness.post("/preview", json: AnimationRequests.seed(#""transition":"present","slide":"far""#))
        #expect(bad.status == 422)
        let pointers = try #require(try bad.json()["errors"]?.arrayValue).compactMap { $0["pointer"]?.stringValue }
        #expect(pointers == ["/slide"])
        let uiKit = harness.post("/preview", json: AnimationRequests.seed(#""transition":"present""#))
        let clear = harness.post(
            "/preview", json: AnimationRequests.seed(#""transition":"present","slide":"clearCustomView""#))
        #expect(uiKit.status == 200 && clear.status == 200)
        #expect(uiKit.text.contains("0 275.667") && clear.text.contains("0 391.667"))
    }
}
