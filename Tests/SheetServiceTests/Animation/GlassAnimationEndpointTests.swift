import StrictJSON
import Testing

@testable import SheetService

/// `POST /animation` and `POST /preview` with `ios26`: both presentations, every format.
struct GlassAnimationEndpointTests {
    let harness = ServiceHarness()

    /// The seed under ios26: the centred card, or with a source the popover below it.
    static func request(source: Bool, _ extra: String) -> String {
        let sourceRect = source ? #","sourceRect":{"x":170,"y":300,"width":50,"height":44}"# : ""
        return """
            {"screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}},
            "profile":"ios26","sheet":{"title":"ほげ","actions":[{"title":"へい","style":"default"},
            {"title":"へい","style":"cancel"}],"customView":{"height":60}\(sourceRect)}\(extra.isEmpty ? "" : "," + extra)}
            """
    }

    /// The iPad popover, which keeps its arrow (and so the new popover animations), below a bar button.
    static func padRequest(_ extra: String) -> String {
        """
        {"screen":{"width":1024,"height":1366,"scale":2},"traits":{"idiom":"pad"},"profile":"ios26",
        "sheet":{"title":"T","actions":[{"title":"A"}],"sourceRect":{"x":900,"y":30,"width":44,"height":44}},\(extra)}
        """
    }

    /// Both presentations answer in every format, present and dismiss.
    @Test(arguments: [false, true])
    func everyFormat(source: Bool) {
        for transition in ["present", "dismiss"] {
            for format in ["keyframes", "coreAnimation", "css", "lottie"] {
                let response = harness.post(
                    "/animation",
                    json: Self.request(source: source, #""transition":"\#(transition)","format":"\#(format)""#))
                #expect(response.status == 200, "\(source) \(transition) \(format): \(response.text)")
            }
        }
    }

    /// The keyframes answer lists its inferred curve parameters and gives each scale its fixed point.
    @Test func keyframesCarryAssumptionsAndOrigins() throws {
        let json = try harness.post("/animation", json: Self.request(source: false, #""transition":"present""#)).json()
        #expect(json["assumptions"]?.arrayValue?.first?.stringValue?.contains("inferred") == true)
        let tracks = try #require(json["tracks"]?.arrayValue)
        let scale = try #require(tracks.first { $0["property"] == "transform.scale" })
        #expect(scale["target"] == "sheet" && scale["from"] == 1.2 && scale["to"] == 1)
        #expect(scale["origin"]?["x"] == 195)
    }

    /// Core Animation gets the anchor point and position that make a layer scale about the iPad popover's arrow
    /// tip; CSS the card's scale and its transform-origin; Lottie an animated scale about the tip.
    @Test func otherFormatsScaleAboutTheAnchor() throws {
        let present = #""transition":"present""#
        let core = try harness.post("/animation", json: Self.padRequest(present + #","format":"coreAnimation""#))
            .json()
        let animation = try #require(core["animations"]?.arrayValue?.first { $0["keyPath"] == "transform.scale" })
        #expect(animation["layerPosition"]?["x"] == 922 && animation["layerPosition"]?["y"] == 74)
        // The tip is the source's bottom edge, 13 pt (the arrow) above the popover's body.
        #expect((animation["layerAnchorPoint"]?["y"]?.numberValue ?? 0) < 0)
        let css = harness.post("/animation", json: Self.request(source: false, present + #","format":"css""#)).text
        #expect(css.contains("transform: scale(1.2);") && css.contains("transform-origin: 160px"))
        let lottie = try harness.post("/animation", json: Self.padRequest(present + #","format":"lottie""#)).json()
        let sheet = try #require(lottie["layers"]?.arrayValue?.first { $0["nm"] == "sheet" })
        #expect(sheet["ks"]?["s"]?["a"] == 1)
        #expect(sheet["ks"]?["p"]?["k"] == [922, 74])
    }

    /// The preview draws the glass card (its rim, capsule rows, cancel inside) and the popover with its source, still
    /// and animated.
    @Test func previewDrawsBoth() {
        let card = harness.post("/preview", json: Self.request(source: false, "")).text
        #expect(card.contains(#"data-element="action.0.row""#) && card.contains(#"data-element="cancel.row""#))
        #expect(card.contains(#"stroke-opacity="0.8""#) && card.contains(#"rx="34""#))
        let popover = harness.post("/preview", json: Self.request(source: true, #""transition":"present""#))
        #expect(popover.status == 200, "\(popover.text)")
        #expect(popover.text.contains(#"data-element="sourceRect""#) && !popover.text.contains("cancel.row"))
        // The iPhone's arrowless popover appears at once (UIKit's built-in transition): nothing scales.
        #expect(!popover.text.contains(#"type="scale""#))
        let pad = harness.post(
            "/preview",
            json: """
                {"screen":{"width":1024,"height":1366,"scale":2},"traits":{"idiom":"pad"},"profile":"ios26",
                "sheet":{"title":"T","actions":[{"title":"A"}],"sourceRect":{"x":900,"y":30,"width":44,"height":44}},
                "transition":"present"}
                """)
        #expect(pad.status == 200, "\(pad.text)")
        #expect(pad.text.contains(#"type="scale" additive="sum""#))
    }

    /// Core Animation reads a duration of 0 as 0.25 s: the popover's instant present sends no animation, and
    /// Lottie gets its end values static.
    @Test func instantPresentSendsNoZeroLengthAnimation() throws {
        let ca = harness.post(
            "/animation", json: Self.request(source: true, #""transition":"present","format":"coreAnimation""#))
        #expect(ca.status == 200 && ca.text.contains(#""animations":[]"#))
        let lottie = harness.post(
            "/animation", json: Self.request(source: true, #""transition":"present","format":"lottie""#))
        #expect(lottie.status == 200 && lottie.text.contains(#""o":{"a":0,"k":100}"#))
    }
}
