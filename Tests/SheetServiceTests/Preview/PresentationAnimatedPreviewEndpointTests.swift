import HTTPMessages
import StrictJSON
import Testing

@testable import SheetService

/// POST /preview for a presentation sheet with a `transition`: the animated SVG plays the keyframes `POST /animation`
/// answers for the same body (each animation's `keyTimes` and `values` against the JSON's tracks), the HTML page
/// plays it, and what `/animation` refuses `/preview` refuses alike.
struct PresentationAnimatedPreviewEndpointTests {
    let harness = ServiceHarness()

    static let mediumToLarge =
        #","transition":"detentChange","fromDetentIdentifier":"medium","toDetentIdentifier":"large""#

    /// `/animation`'s track of `property` on `target` in `json`: its start, its keyframes' values and its end, as the
    /// preview's `values` list them, and the keyframes' times.
    static func track(_ json: JSONValue, _ target: String, _ property: String) throws -> (
        values: [Double], times: [Double]
    ) {
        let tracks = try #require(json["tracks"]?.arrayValue)
        let track = try #require(
            tracks.first { $0["target"]?.stringValue == target && $0["property"]?.stringValue == property })
        let keyframes = try #require(track["keyframes"]?.arrayValue)
        let values = keyframes.compactMap { $0["value"]?.numberValue }
        let from = try #require(track["from"]?.numberValue)
        let to = try #require(track["to"]?.numberValue)
        return ([from] + values + [to], keyframes.compactMap { $0["time"]?.numberValue })
    }

    /// The `values` of the first animation of `attribute` after the line of `svg` that starts with `prefix`.
    static func values(_ attribute: String, after prefix: String, in svg: String) throws -> [String] {
        let lines = svg.split(separator: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "\(prefix)")
        let line = try #require(
            lines[(start + 1)...].first { $0.contains("attributeName=\"\(attribute)\"") }, "\(attribute)")
        let values = try #require(PreviewRequests.attributes("values", of: "animate\\w*", in: String(line)).first)
        return values.split(separator: ";").map(String.init)
    }

    static func numbers(_ attribute: String, after prefix: String, in svg: String) throws -> [Double] {
        try values(attribute, after: prefix, in: svg).compactMap(Double.init)
    }

    /// Whether `actual` and `expected` have the same length and agree within `tolerance` at every index.
    static func agree(_ actual: [Double], _ expected: [Double], within tolerance: Double) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// medium → large on a 390 × 844 phone: the loop's key times are `/animation`'s keyframe times after the lead;
    /// the dimming (0 → 0.2, undimmed up to medium), the view behind's scale (1 → 0.917949) and corners, the
    /// grabber and the sheet's top as seen (388.32 → 57 before the inset) take `/animation`'s values at each.
    @Test(arguments: ["ios17", "ios26"])
    func playsTheKeyframesOfAnimation(profile: String) throws {
        let body = PresentationPreviewEndpointTests.body(profile: profile, extra: Self.mediumToLarge)
        let response = harness.post("/preview", json: body)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.headers["Content-Type"] == "image/svg+xml; charset=utf-8")
        let svg = response.text
        #expect(PreviewRequests.xmlError(svg) == nil)
        let animation = try harness.post("/animation", json: body).json()

        let duration = try #require(animation["duration"]?.numberValue)
        let cycle = try #require(
            PreviewRequests.attributes("data-loop-cycle", of: "svg", in: svg).first.flatMap(Double.init))
        let lead = try #require(
            PreviewRequests.attributes("data-loop-lead", of: "svg", in: svg).first.flatMap(Double.init))
        #expect(abs(cycle - (lead + duration + 1)) < 1e-3)
        let top = try Self.track(animation, "sheet", "position.y")
        let keyTimes = try #require(PreviewRequests.attributes("keyTimes", of: "animate", in: svg).first)
        let times = keyTimes.split(separator: ";").compactMap { Double($0) }
        #expect(times.count == top.times.count + 2 && times.first == 0 && times.last == 1)
        #expect(Self.agree(Array(times.dropFirst().dropLast()), top.times.map { (lead + $0) / cycle }, within: 1e-4))

        let dimming = try Self.track(animation, "dimming", "opacity")
        let drawnDimming = try Self.numbers("fill-opacity", after: "<rect data-element=\"sheet.dimming\"", in: svg)
        #expect(Self.agree(drawnDimming, dimming.values, within: 1e-4))
        #expect(drawnDimming.first == 0 && drawnDimming.last == 0.2)

        let scale = try Self.track(animation, "presentingView", "transform.scale")
        let drawnScale = try Self.values("transform", after: "<g transform=\"matrix(", in: svg)
        #expect(drawnScale.count == scale.values.count)
        let scaleLine = try #require(
            svg.split(separator: "\n").first { $0.contains("type=\"scale\" additive=\"sum\"") })
        let scales = try #require(
            PreviewRequests.attributes("values", of: "animateTransform", in: String(scaleLine)).first
        )
        .split(separator: ";").compactMap { Double($0) }
        #expect(Self.agree(scales, scale.values, within: 5e-5))
        #expect(scales.first == 1 && scales.last == 0.917949)

        let corners = try Self.track(animation, "presentingView", "cornerRadius")
        #expect(
            Self.agree(
                try Self.numbers("rx", after: "<clipPath id=\"presenting\">", in: svg), corners.values, within: 1e-3))

        let grabber = try Self.track(animation, "grabber", "opacity")
        #expect(
            Self.agree(
                try Self.numbers("opacity", after: "<g data-element=\"sheet.grabber\"", in: svg), grabber.values,
                within: 1e-4))

        // The outline's top as seen: the end of its first arc, "M x y+r A r r 0 0 1 x+r y H…".
        let outlines = try Self.values("d", after: "<path data-element=\"sheet\"", in: svg)
        let drawnTops = outlines.compactMap { d in
            d.split(separator: "H").first?.split(separator: " ").last.flatMap { Double($0) }
        }
        let height = try Self.track(animation, "sheet", "bounds.size.height").values
        let inset = try Self.track(animation, "sheet", "transform.scale").values
        let lift = try Self.track(animation, "sheet", "transform.translation.y").values
        #expect(top.values.first == 388.32 && top.values.last == 57)
        // The inset scales about the frame's centre (docs/detents.md §5): the top is seen at c − s h / 2 + ty.
        let seen = top.values.indices.map { i in
            top.values[i] + height[i] / 2 - inset[i] * height[i] / 2 + lift[i]
        }
        // iOS 17 has no inset; iOS 26's scale is written with 4 decimals in the JSON, half a sheet's height away.
        #expect(Self.agree(drawnTops, seen, within: profile == "ios17" ? 1e-3 : 0.03), "\(drawnTops.prefix(3))")
    }

    /// Over a sheet beneath at large: the sheet beneath's dimming and its top as seen take `/animation`'s
    /// `presentingSheetDimming` and `presentingSheet` values at every key time, in the SVG and in the HTML page.
    @Test(arguments: ["ios17", "ios26"])
    func stackedPlaysTheSheetBeneathsKeyframes(profile: String) throws {
        let body =
            #"{"screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}},"#
            + #""profile":"\#(profile)","sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"large"}],"#
            + #""selectedDetentIdentifier":"medium","prefersGrabberVisible":true,"largestUndimmedDetentIdentifier":"medium","#
            + #""presentingSheet":{"detents":[{"identifier":"large"}]}}\#(Self.mediumToLarge)}"#
        let animation = try harness.post("/animation", json: body).json()
        let dimming = try Self.track(animation, "presentingSheetDimming", "opacity")
        let top = try Self.track(animation, "presentingSheet", "position.y")
        let height = try Self.track(animation, "presentingSheet", "bounds.size.height").values
        let inset = try Self.track(animation, "presentingSheet", "transform.scale").values
        let lift = try Self.track(animation, "presentingSheet", "transform.translation.y").values
        let seen = top.values.indices.map { i in
            top.values[i] + height[i] / 2 - inset[i] * height[i] / 2 + lift[i]
        }
        for accept in ["image/svg+xml", "text/html"] {
            let response = harness.post("/preview", json: body, headers: [("Accept", accept)])
            #expect(response.status == 200, "\(response.text)")
            let svg = response.text
            let lead = try #require(
                PreviewRequests.attributes("data-loop-lead", of: "svg", in: svg).first.flatMap(Double.init))
            let cycle = try #require(
                PreviewRequests.attributes("data-loop-cycle", of: "svg", in: svg).first.flatMap(Double.init))
            let lines = svg.split(separator: "\n")
            let rect = try #require(lines.firstIndex { $0.hasPrefix("<rect data-element=\"presentingSheet.dimming\"") })
            let keyTimes = try #require(
                PreviewRequests.attributes("keyTimes", of: "animate", in: String(lines[rect + 1])).first)
            let times = keyTimes.split(separator: ";").compactMap { Double($0) }
            #expect(
                Self.agree(Array(times.dropFirst().dropLast()), dimming.times.map { (lead + $0) / cycle }, within: 1e-4)
            )
            let drawn = try Self.numbers(
                "fill-opacity", after: "<rect data-element=\"presentingSheet.dimming\"", in: svg)
            #expect(Self.agree(drawn, dimming.values, within: 1e-4), "\(accept)")
            #expect(drawn.first != drawn.last)
            let outlines = try Self.values("d", after: "<path data-element=\"presentingSheet\"", in: svg)
            let drawnTops = outlines.compactMap { d in
                d.split(separator: "H").first?.split(separator: " ").last.flatMap { Double($0) }
            }
            // The JSON's scale has 4 decimals, half the sheet's height away (as above).
            #expect(Self.agree(drawnTops, seen, within: 0.03), "\(accept)")
        }
    }

    /// `Accept: text/html`: the page plays the loop with its controls and names the transition.
    @Test func htmlPagePlaysIt() {
        let body = PresentationPreviewEndpointTests.body(extra: #","transition":"present""#)
        let response = harness.post("/preview", json: body, headers: [("Accept", "text/html")])
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.text.contains("<script>"))
        #expect(response.text.contains(#"data-transition="present""#))
        #expect(response.text.contains("Presentation sheet, present dismissed → medium, "))
    }

    /// What `/animation` refuses, `/preview` refuses with the same issues: a detent that is not there, a detent
    /// change without its end, a release without a velocity.
    @Test(arguments: [
        (#","transition":"detentChange","toDetentIdentifier":"huge""#, "/toDetentIdentifier"),
        (#","transition":"detentChange""#, "/toDetentIdentifier"),
        (#","transition":"release""#, "/sheetPresentation/drag/velocity"),
    ])
    func refusesWhatAnimationRefuses(extra: String, pointer: String) throws {
        let body = PresentationPreviewEndpointTests.body(extra: extra)
        let preview = harness.post("/preview", json: body)
        let animation = harness.post("/animation", json: body)
        #expect(preview.status == 422)
        #expect(preview.headers["Content-Type"] == "application/problem+json")
        let errors = try #require(try preview.json()["errors"]?.arrayValue)
        #expect(errors.compactMap { $0["pointer"]?.stringValue } == [pointer])
        #expect(try preview.json()["errors"] == (try animation.json()["errors"]))
    }
}
