import SheetTestSupport
import StrictJSON
import Testing

@testable import SheetService

/// Properties of `/animation` over every golden layout case presented as the sheet (five iPhones, both
/// orientations, with and without header, cancel and custom view, every text size, both profiles, compact iPad
/// windows, both layout directions); `/animation` refuses iPad popovers.
struct AnimationPropertyTests {
    let harness = ServiceHarness()

    func body(_ golden: GoldenCase, _ members: [(String, JSONValue)]) throws -> String {
        var object = try #require(golden.request.objectValue)
        for (key, value) in members { object[key] = value }
        var writer = JSONWriter()
        writer.write(.object(object))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Present ends exactly on the `/layout` frames and dismiss starts on them. With UIKit's slide (the default)
    /// every moving element travels the same offset, H − the sheet's top, so the sheet's off-screen end has its
    /// top on the screen's bottom; with `clearCustomView` every element's off-screen end is at or below the bottom
    /// (nothing visible).
    @Test(arguments: GoldenCases.sheetCases)
    func tracksRunBetweenTheLayoutAndOffScreen(golden: GoldenCase) throws {
        let layout = try harness.post("/layout", json: try body(golden, [])).json()
        let height = try #require(layout["screen"]?["height"]?.numberValue)
        let sheetY = try #require(layout["sheet"]?["screenFrame"]?["y"]?.numberValue)
        var restY: [String: Double] = [:]
        for element in try #require(layout["elements"]?.arrayValue) {
            if let id = element["id"]?.stringValue, let y = element["screenFrame"]?["y"]?.numberValue { restY[id] = y }
        }
        restY["sheet"] = sheetY
        for kind in ["present", "dismiss"] {
            for slide in ["uiKit", "clearCustomView"] {
                let members: [(String, JSONValue)] = [("transition", .string(kind)), ("slide", .string(slide))]
                let response = harness.post("/animation", json: try body(golden, members))
                #expect(response.status == 200, "\(kind) \(slide): \(response.text)")
                let tracks = try #require(try response.json()["tracks"]?.arrayValue)
                for track in tracks where track["property"] == "position.y" {
                    let target = try #require(track["target"]?.stringValue)
                    let keyframes = try #require(track["keyframes"]?.arrayValue)
                    let first = try #require(keyframes.first?["value"]?.numberValue)
                    let last = try #require(keyframes.last?["value"]?.numberValue)
                    let (atRest, away) = kind == "present" ? (last, first) : (first, last)
                    let rest = try #require(restY[target])
                    #expect(atRest == rest, "\(kind) \(target)")
                    if slide == "uiKit" {
                        // Rounded to 3 decimals on the wire: the offsets agree to a rounding step.
                        #expect(abs((away - atRest) - (height - sheetY)) < 0.0015, "\(kind) \(target) at \(away)")
                    } else {
                        #expect(away >= height, "\(kind) \(target) off-screen end at \(away)")
                    }
                    #expect(keyframes.first?["time"] == 0)
                    #expect(keyframes.last?["time"] == 0.404)
                }
            }
        }
    }

    /// CSS and Lottie are produced for every case, and a Lottie document has a canvas the size of the screen.
    @Test(arguments: GoldenCases.sheetCases)
    func everyCaseExports(golden: GoldenCase) throws {
        let css = harness.post(
            "/animation", json: try body(golden, [("transition", "dismiss"), ("format", "css")]))
        #expect(css.status == 200)
        #expect(css.text.contains("@keyframes sheetd-dismiss-dimming-opacity"))
        let lottie = harness.post(
            "/animation", json: try body(golden, [("transition", "present"), ("format", "lottie")]))
        #expect(lottie.status == 200)
        let json = try lottie.json()
        let width = try #require(golden.request["screen"]?["width"]?.numberValue)
        #expect(json["w"]?.numberValue == width.rounded())
        #expect((json["layers"]?.arrayValue?.count ?? 0) >= 2)
    }
}
