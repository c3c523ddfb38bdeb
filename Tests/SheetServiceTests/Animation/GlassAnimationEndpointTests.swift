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

    /// Core Animation gets the anchor point and position that make a layer scale about the popover's anchor; CSS
    /// the scale and its transform-origin; Lottie an animated scale about an anchor.
    @Test func otherFormatsScaleAboutTheAnchor() throws {
        let present = #""transition":"present""#
        let core = try harness.post(
            "/animation", json: Self.request(source: true, present + #","format":"coreAnimation""#)
        )
        .json()
        let animation = try #require(core["animations"]?.arrayValue?.first { $0["keyPath"] == "transform.scale" })
        #expect(animation["layerPosition"]?["x"] == 195 && animation["layerPosition"]?["y"] == 344)
        // The anchor is the source's bottom edge, 8 pt above the popover's body, centred on it.
        #expect(animation["layerAnchorPoint"]?["x"] == 0.5)
        #expect((animation["layerAnchorPoint"]?["y"]?.numberValue ?? 0) < 0)
        let css = harness.post("/animation", json: Self.request(source: false, present + #","format":"css""#)).text
        #expect(css.contains("transform: scale(1.2);") && css.contains("transform-origin: 160px"))
        let lottie = try harness.post("/animation", json: Self.request(source: true, present + #","format":"lottie""#))
            .json()
        let sheet = try #require(lottie["layers"]?.arrayValue?.first { $0["nm"] == "sheet" })
        #expect(sheet["ks"]?["s"]?["a"] == 1)
        #expect(sheet["ks"]?["p"]?["k"] == [195, 344])
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
        #expect(popover.text.contains(#"type="scale" additive="sum""#))
    }
}
