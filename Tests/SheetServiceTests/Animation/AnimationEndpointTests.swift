import HTTPMessages
import SheetWire
import StrictJSON
import Testing

@testable import SheetService

/// POST /animation through the router: every format for the seed, determinism, and 422s with pointers.
struct AnimationEndpointTests {
    let harness = ServiceHarness()

    static let formats: [(format: String, contentType: String)] = [
        ("keyframes", "application/json"), ("coreAnimation", "application/json"),
        ("css", "text/css; charset=utf-8"), ("lottie", "application/json"),
    ]

    /// The seed's present and dismiss answer 200 in each format, with its media type, and the same bytes (and
    /// ETag) on a second run.
    @Test(arguments: ["present", "dismiss"], formats)
    func seedInEveryFormat(transition: String, format: (format: String, contentType: String)) throws {
        let body = AnimationRequests.seed(#""transition":"\#(transition)","format":"\#(format.format)""#)
        let first = harness.post("/animation", json: body)
        #expect(first.status == 200, "\(first.text)")
        #expect(first.headers["Content-Type"] == format.contentType)
        let second = harness.post("/animation", json: body)
        #expect(second.body == first.body)
        #expect(second.headers["ETag"] == first.headers["ETag"])
        if format.contentType == "application/json" {
            let json = try first.json()
            if format.format != "lottie" {
                #expect(json["transition"]?.stringValue == transition)
                #expect(json["format"]?.stringValue == format.format)
            }
        } else {
            #expect(first.text.contains("@keyframes sheetd-\(transition)-sheet-position-y"))
        }
    }

    /// Without `format` the answer is the keyframes JSON of api.md with UIKit's own motion: the sheet slides from
    /// its top on the screen's bottom (844) to 568.333, Δ = 275.667 pt, on UIKit's spring, 26 keyframes at 60 fps;
    /// the custom view moves by the same offset, from 728 to 452.333.
    @Test func presentKeyframes() throws {
        let response = harness.post("/animation", json: AnimationRequests.seed(#""transition":"present""#))
        #expect(response.status == 200)
        let json = try response.json()
        #expect(json["duration"] == 0.404)
        #expect(json["fps"] == 60)
        #expect(json["slide"] == "uiKit")
        #expect(json["offset"]?["distance"] == 275.667)
        #expect(json["offset"]?["clearCustomView"]?["distance"] == 391.667)
        #expect(json["offset"]?["uiKit"]?["distance"] == 275.667)
        #expect(json["offset"]?["uiKit"]?["customViewVisibleAtStart"] == true)
        #expect(json["warnings"] == [])
        let tracks = try #require(json["tracks"]?.arrayValue)
        #expect(
            tracks.map { "\($0["target"]?.stringValue ?? "")/\($0["property"]?.stringValue ?? "")" } == [
                "sheet/position.y", "cancelGroup/position.y", "customView/position.y", "customView/opacity",
                "dimming/opacity",
            ])
        let sheet = tracks[0]
        #expect(sheet["timing"]?["type"] == "spring")
        #expect(sheet["timing"]?["stiffness"] == 522.35)
        #expect(sheet["timing"]?["damping"] == 45.71)
        let keyframes = try #require(sheet["keyframes"]?.arrayValue)
        #expect(keyframes.count == 26)
        #expect(keyframes.first == ["time": 0, "value": 844])
        #expect(keyframes[1] == ["time": 0.0167, "value": 828.422])
        #expect(keyframes.last == ["time": 0.404, "value": 568.333])
        let custom = try #require(tracks[2]["keyframes"]?.arrayValue)
        #expect(custom.first == ["time": 0, "value": 728])
        #expect(custom.last == ["time": 0.404, "value": 452.333])
        #expect(tracks[4]["keyframes"]?.arrayValue?.last?["value"] == 0.2)
        #expect(json["problem"] == nil)
        #expect(json["customViewFade"] == .null, "present ignores the fade")
    }

    /// Dismiss with the default fade: the custom view's opacity track is the seed's 0.1 s ease-in-ease-out.
    @Test func dismissFadesTheCustomView() throws {
        let response = harness.post("/animation", json: AnimationRequests.seed(#""transition":"dismiss","fps":240"#))
        let json = try response.json()
        #expect(
            json["customViewFade"] == ["duration": 0.1, "curve": "easeInEaseOut", "controlPoints": [0.42, 0, 0.58, 1]])
        let tracks = try #require(json["tracks"]?.arrayValue)
        let fade = try #require(tracks.first { $0["target"] == "customView" && $0["property"] == "opacity" })
        #expect(fade["timing"]?["type"] == "cubicBezier")
        #expect(fade["timing"]?["controlPoints"] == [0.42, 0, 0.58, 1])
        let keyframes = try #require(fade["keyframes"]?.arrayValue)
        #expect(keyframes.first == ["time": 0, "value": 1])
        #expect(keyframes.last == ["time": 0.1, "value": 0])
        #expect(keyframes.count == 25, "0.1 s at 240 fps: 24 intervals")
        #expect(tracks[0]["keyframes"]?.arrayValue?.count == 98)
        #expect(json["problem"] == nil)
    }

    /// `customViewFade: false` describes UIKit's own motion: the sheet's top reaches the screen's bottom only as
    /// the transition ends (0.404 s); the custom view is then at y = 728 with all 100 pt of it visible, and it
    /// disappears at once when the transition completes.
    @Test func dismissWithoutFadeReportsTheProblem() throws {
        let response = harness.post(
            "/animation", json: AnimationRequests.seed(#""transition":"dismiss","customViewFade":false"#))
        #expect(response.status == 200)
        let json = try response.json()
        #expect(json["customViewFade"] == false)
        let problem = try #require(json["problem"])
        #expect(problem["code"] == "customViewLeftBehind")
        #expect(problem["sheetGoneAt"] == 0.404)
        #expect(problem["customViewFrameWhenSheetGone"]?["y"] == 728)
        #expect(problem["visibleHeightWhenSheetGone"] == 100)
        #expect(problem["transitionEndsAt"] == 0.404)
        #expect(problem["customViewFrameAtEnd"]?["y"] == 728)
        #expect(problem["visibleHeightAtEnd"] == 100)
        #expect(problem["disappearsAtEnd"] == true)
        #expect(problem["message"]?.stringValue?.contains("disappears at once") == true)
        #expect(problem["fixedBySeedFade"] == true)
        let sheet = try #require(json["tracks"]?.arrayValue?.first?["keyframes"]?.arrayValue)
        #expect(sheet.last == ["time": 0.404, "value": 844])
    }

    /// With sheetd's `clearCustomView` slide the custom view follows the sheet off the screen alone for ≈ 0.3 s
    /// after the sheet's top passes the bottom, fully visible at y = 728 at that instant, and is gone at the end.
    @Test func clearCustomViewWithoutFadeLeavesItBehind() throws {
        let response = harness.post(
            "/animation",
            json: AnimationRequests.seed(#""transition":"dismiss","customViewFade":false,"slide":"clearCustomView""#))
        #expect(response.status == 200)
        let json = try response.json()
        #expect(json["slide"] == "clearCustomView")
        let problem = try #require(json["problem"])
        let visible = try #require(problem["visibleDuration"]?.numberValue)
        #expect(visible > 0.25 && visible < 0.35)
        #expect(problem["customViewGoneAt"] == 0.404)
        #expect(problem["customViewFrameWhenSheetGone"]?["y"] == 728)
        #expect(problem["visibleHeightAtEnd"] == 0)
        #expect(problem["disappearsAtEnd"] == false)
        let sheet = try #require(json["tracks"]?.arrayValue?.first?["keyframes"]?.arrayValue)
        #expect(sheet.last == ["time": 0.404, "value": 960])
    }

    /// Core Animation: key times from 0 to 1, values as layer centres, spring parameters for CASpringAnimation.
    @Test func coreAnimationFormat() throws {
        let response = harness.post(
            "/animation", json: AnimationRequests.seed(#""transition":"present","format":"coreAnimation""#))
        let json = try response.json()
        let animations = try #require(json["animations"]?.arrayValue)
        #expect(animations.count == 5)
        let sheet = animations[0]
        #expect(sheet["keyPath"] == "position.y")
        #expect(sheet["toValue"] == 656.667, "568.333 + 176.667 / 2")
        #expect(sheet["fromValue"] == 932.333, "844 + 176.667 / 2: UIKit's slide")
        #expect(json["slide"] == "uiKit")
        #expect(sheet["keyframeAnimation"]?["keyTimes"]?.arrayValue?.first == 0)
        #expect(sheet["keyframeAnimation"]?["keyTimes"]?.arrayValue?.last == 1)
        #expect(sheet["keyframeAnimation"]?["timingFunctions"]?.arrayValue?.count == 25)
        #expect(sheet["springAnimation"]?["stiffness"] == 522.35)
    }

    /// Lottie: the canvas is the screen, the frame rate the fps, and there is a layer per drawn element.
    @Test func lottieFormat() throws {
        let response = harness.post(
            "/animation", json: AnimationRequests.seed(#""transition":"dismiss","format":"lottie","fps":30"#))
        let json = try response.json()
        #expect(json["fr"] == 30)
        #expect(json["ip"] == 0)
        #expect(json["op"] == 13, "⌈0.404 · 30⌉")
        #expect(json["w"] == 390)
        #expect(json["h"] == 844)
        let layers = try #require(json["layers"]?.arrayValue)
        #expect(layers.map { $0["nm"]?.stringValue ?? "" } == ["customView", "cancelGroup", "sheet", "dimming"])
        #expect(layers[3]["ks"]?["o"]?["k"]?.arrayValue?.first?["s"] == [20])
    }

    /// Invalid animation members answer 422 problem+json with a pointer at each.
    @Test(arguments: [
        ("", "/transition"),
        (#""transition":"slide""#, "/transition"),
        (#""transition":null"#, "/transition"),
        (#""transition":"present","fps":0"#, "/fps"),
        (#""transition":"present","fps":241"#, "/fps"),
        (#""transition":"present","fps":"60""#, "/fps"),
        (#""transition":"present","fps":1.5"#, "/fps"),
        (#""transition":"present","fps":1e300"#, "/fps"),
        (#""transition":"dismiss","customViewFade":{"duration":-1}"#, "/customViewFade/duration"),
        (#""transition":"dismiss","customViewFade":{"duration":0}"#, "/customViewFade/duration"),
        (#""transition":"dismiss","customViewFade":{"duration":2.5}"#, "/customViewFade/duration"),
        (#""transition":"dismiss","customViewFade":{"duration":"0.1"}"#, "/customViewFade/duration"),
        (#""transition":"dismiss","customViewFade":{"curve":"bouncy"}"#, "/customViewFade/curve"),
        (#""transition":"dismiss","customViewFade":{"speed":1}"#, "/customViewFade/speed"),
        (#""transition":"dismiss","customViewFade":true"#, "/customViewFade"),
        (#""transition":"dismiss","customViewFade":0.1"#, "/customViewFade"),
        (#""transition":"present","customViewFade":true"#, "/customViewFade"),
        (#""transition":"present","format":"gif""#, "/format"),
        (#""transition":"present","slide":"uikit""#, "/slide"),
        (#""transition":"present","slide":"clear""#, "/slide"),
        (#""transition":"dismiss","slide":1"#, "/slide"),
        (#""transition":"dismiss","slide":false"#, "/slide"),
        (#""transition":"present","loop":true"#, "/loop"),
    ])
    func invalidMembers(extra: String, pointer: String) throws {
        let response = harness.post("/animation", json: AnimationRequests.seed(extra))
        #expect(response.status == 422, "\(response.text)")
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let json = try response.json()
        #expect(json["type"]?.stringValue == ProblemType.invalidRequest.rawValue)
        let pointers = try #require(json["errors"]?.arrayValue).compactMap { $0["pointer"]?.stringValue }
        #expect(pointers == [pointer])
    }

    /// Layout and animation issues are reported together, and the layout's own checks apply unchanged.
    @Test func layoutAndAnimationIssuesTogether() throws {
        let body =
            #"{"screen":{"width":-1},"sheet":{"actions":[{"title":"a","style":"nope"}]},"fps":0,"transition":"x"}"#
        let response = harness.post("/animation", json: body)
        #expect(response.status == 422)
        let pointers = try #require(try response.json()["errors"]?.arrayValue).compactMap { $0["pointer"]?.stringValue }
        for pointer in ["/screen/width", "/sheet/actions/0/style", "/fps", "/transition"] {
            #expect(pointers.contains(pointer), "\(pointer) in \(pointers)")
        }
    }

    /// The transition is computed from the layout, so a sheet the layout refuses is refused here too; a sheet
    /// without a custom view animates without custom view tracks.
    @Test func layoutRulesApply() throws {
        let twoCancels =
            #"{"screen":{"width":390},"sheet":{"actions":[{"title":"a","style":"cancel"},{"title":"b","style":"cancel"}]},"transition":"present"}"#
        #expect(harness.post("/animation", json: twoCancels).status == 422)
        let plain =
            #"{"screen":{"width":390},"sheet":{"title":"t","actions":[{"title":"a"}]},"transition":"dismiss","customViewFade":false}"#
        let response = harness.post("/animation", json: plain)
        #expect(response.status == 200)
        let json = try response.json()
        #expect(json["tracks"]?.arrayValue?.map { $0["target"]?.stringValue ?? "" } == ["sheet", "dimming"])
        #expect(json["problem"] == nil)
        #expect(json["customViewFade"] == nil)
    }

    /// Malformed bodies and wrong methods get the service's usual answers, and the computation is measured.
    @Test func protocolErrorsAndMetrics() throws {
        #expect(harness.post("/animation", json: "{").status == 400)
        #expect(harness.post("/animation", json: "[]").status == 422)
        #expect(harness.post("/animation", json: "{}", contentType: "text/plain").status == 415)
        #expect(harness.service.respond(to: HTTPRequest(method: "PUT", path: "/animation")).status == 405)
        _ = harness.post("/animation", json: AnimationRequests.seed(#""transition":"present""#))
        #expect(harness.get("/metrics").text.contains(#"sheetd_compute_duration_seconds_count{kind="animation"} 1"#))
    }
}
