import HTTPMessages
import SheetWire
import StrictJSON
import Testing

@testable import LayoutCore
@testable import SheetPreview
@testable import SheetService

/// POST /preview through the router: the still SVG at the layout's frames, the animated SVG and HTML, the PNG,
/// content negotiation and the 4xx answers.
struct PreviewEndpointTests {
    let harness = ServiceHarness()

    /// The seed's still SVG: well-formed, `image/svg+xml`, and every shape at its `/layout` frame (1 unit = 1 pt).
    @Test func seedStillSVG() throws {
        let response = harness.post("/preview", json: PreviewRequests.seed())
        #expect(response.status == 200, "\(response.text)")
        #expect(response.headers["Content-Type"] == "image/svg+xml; charset=utf-8")
        #expect(response.headers["Vary"] == "Accept")
        #expect(response.headers["Content-Security-Policy"]?.hasPrefix("default-src 'none'") == true)
        let svg = response.text
        #expect(PreviewRequests.xmlError(svg) == nil)
        #expect(
            svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844""#))
        #expect(
            svg.contains(
                ##"<rect data-element="customView" x="8" y="452.333" width="374" height="100" fill="#00FF00"/>"##))
        #expect(svg.contains(#"<rect data-element="customView.label" x="8" y="452.333" width="100" height="30""#))
        #expect(svg.contains(#"<rect data-element="mainGroup" x="8" y="568.333" width="374" height="176.667" rx="14""#))
        #expect(svg.contains(#"<rect data-element="cancelGroup" x="8" y="753" width="374" height="57" rx="14""#))
        #expect(svg.contains(#"<rect data-element="separator.header" x="8" y="630.333" width="374" height="0.333""#))
        #expect(svg.contains(#"<g data-element="dimming-layer" opacity="0.2">"#))
        #expect(!svg.contains("<animate"), "a still picture has no animation")
    }

    /// Each label line is a `<text>` centred on its frame with its baseline at the line's top + size × 1950 / 2048:
    /// the title (13 pt, top 581.667) at 594.045, an action (21 pt, line box centred in the 57 pt row) at
    /// 630.667 + (57 − 25.061) / 2 + 19.995.
    @Test func labelBaselines() throws {
        let svg = harness.post("/preview", json: PreviewRequests.seed()).text
        #expect(svg.contains(#"<text x="195" y="594.045">ほげ</text>"#))
        #expect(svg.contains(#"<text x="195" y="613.711">ふが</text>"#))
        #expect(svg.contains(#"<text x="195" y="666.632">へい</text>"#))
        #expect(svg.contains(#"font-size="13" font-weight="600""#), "the title is semibold when a message exists")
        #expect(svg.contains(##"font-size="21" font-weight="600" text-anchor="middle" fill="#007AFF""##), "cancel")
        #expect(svg.contains(##"fill="#FF3B30""##), "the destructive action is red")
        #expect(svg.contains(#"font-family="Inter, 'Noto Sans CJK JP', system-ui, sans-serif""#))
    }

    /// A message the measurer breaks into several lines is drawn line by line, one line height apart.
    @Test func wrappedMessageLines() throws {
        let message = String(repeating: "この操作は取り消せません。", count: 8)
        let body = PreviewRequests.sheet(
            #"{"title":"確認","message":"\#(message)","actions":[{"title":"OK"}]}"#, #""profile":"ios17""#)
        let layout = try harness.post("/layout", json: body).json()
        let element = try #require(layout["elements"]?.arrayValue?.first { $0["id"] == "message" })
        let lines = try #require(element["text"]?["lines"]?.arrayValue).compactMap { $0.stringValue }
        #expect(lines.count > 2)
        let svg = harness.post("/preview", json: body).text
        let group = try #require(svg.split(separator: "\n").drop { !$0.contains(#"data-element="message""#) }.first)
        #expect(group.contains(#"font-weight="400""#))
        let baselines = PreviewRequests.attributes("y", of: "text", in: svg).compactMap(Double.init)
        let texts = lines.map { "\($0)</text>" }
        #expect(texts.allSatisfy { svg.contains($0) })
        let top = try #require(element["screenFrame"]?["y"]?.numberValue)
        let lineHeight = try #require(element["text"]?["font"]?["lineHeight"]?.numberValue)
        for index in lines.indices {
            let expected = top + Double(index) * lineHeight + 13 * 1950 / 2048
            #expect(baselines.contains { abs($0 - expected) < 0.002 }, "line \(index) at \(expected)")
        }
    }

    /// Text is escaped, and characters XML cannot hold are replaced, so any title gives a well-formed document.
    @Test func hostileTextIsEscaped() throws {
        let body = PreviewRequests.sheet(#"{"title":"<script>&\"'\u0001</svg>","actions":[{"title":"]]> <!--"}]}"#)
        let response = harness.post("/preview", json: body)
        #expect(response.status == 200)
        #expect(PreviewRequests.xmlError(response.text) == nil)
        #expect(response.text.contains("&lt;script&gt;&amp;&quot;&#39;\u{FFFD}&lt;/svg&gt;"))
        #expect(!response.text.contains("<script"))
    }

    /// With 20 actions the actions scroll: they are drawn in a group clipped to the region's viewport.
    @Test func scrollingActionsAreClipped() throws {
        let actions = (1...20).map { #"{"title":"Action \#($0)"}"# }.joined(separator: ",")
        let body = PreviewRequests.sheet(#"{"title":"ほげ","actions":[\#(actions),{"title":"Cancel","style":"cancel"}]}"#)
        let layout = try harness.post("/layout", json: body).json()
        let region = try #require(layout["scroll"]?.arrayValue?.first { $0["id"] == "actions" })
        let frame = try #require(region["screenFrame"])
        let svg = harness.post("/preview", json: body).text
        #expect(PreviewRequests.xmlError(svg) == nil)
        let clip =
            #"<clipPath id="clip-actions"><rect x="\#(SVGText.number(frame["x"]?.numberValue ?? -1))" "#
            + #"y="\#(SVGText.number(frame["y"]?.numberValue ?? -1))""#
        #expect(svg.contains(clip))
        #expect(svg.contains(#"<g clip-path="url(#clip-actions)" data-scroll-region="actions">"#))
    }

    /// Dark appearance takes the dark palette and the layout's dark dimming alpha.
    @Test func darkAppearance() {
        let svg = harness.post("/preview", json: PreviewRequests.seed(#""traits":{"userInterfaceStyle":"dark"}"#)).text
        #expect(
            svg.contains(##"data-element="cancelGroup" x="8" y="753" width="374" height="57" rx="14" fill="#2C2C2C""##))
        #expect(svg.contains(#"<g data-element="dimming-layer" opacity="0.48">"#))
        #expect(svg.contains(##"fill="#0A84FF""##))
    }

    /// The same request gives the same bytes and the same ETag.
    @Test(arguments: ["", #""transition":"present""#, #""transition":"dismiss","customViewFade":false"#])
    func deterministic(extra: String) {
        let first = harness.post("/preview", json: PreviewRequests.seed(extra))
        let second = harness.post("/preview", json: PreviewRequests.seed(extra))
        #expect(first.status == 200)
        #expect(first.body == second.body)
        #expect(first.headers["ETag"] == second.headers["ETag"])
    }

    /// Present: the sheet's group slides with UIKit's motion from 275.667 pt below its frame, its top on the
    /// screen's bottom (the /animation keyframes), after the loop's lead, and every animation shares one cycle.
    @Test func animatedPresent() throws {
        let svg = harness.post("/preview", json: PreviewRequests.seed(#""transition":"present""#)).text
        #expect(PreviewRequests.xmlError(svg) == nil)
        #expect(svg.contains(#"data-transition="present" data-loop-lead="0.5" data-loop-cycle="1.904""#))
        let values = PreviewRequests.attributes("values", of: "animateTransform", in: svg)
        #expect(values.count == 3, "sheet, cancel group and custom view move")
        let sheet = try #require(values.first).split(separator: ";")
        #expect(sheet.first == "0 275.667")
        #expect(sheet[1] == "0 275.667", "the first keyframe, at the end of the lead")
        #expect(sheet.last == "0 0")
        let times = try #require(PreviewRequests.attributes("keyTimes", of: "animateTransform", in: svg).first)
            .split(separator: ";").compactMap { Double($0) }
        #expect(times.count == sheet.count)
        #expect(times.first == 0 && times.last == 1)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(times[1] - 0.5 / 1.904) < 1e-5)
        #expect(Set(PreviewRequests.attributes("dur", of: "animate", in: svg)) == ["1.904s"])
        #expect(PreviewRequests.attributes("values", of: "animate", in: svg).count == 1, "only the dimming fades in")
    }

    /// Dismiss fades the custom view with the seed's fade, or not at all with `customViewFade: false`.
    @Test func animatedDismissWithAndWithoutFade() throws {
        let faded = harness.post("/preview", json: PreviewRequests.seed(#""transition":"dismiss""#)).text
        let opacities = PreviewRequests.attributes("values", of: "animate", in: faded)
        #expect(opacities.count == 2, "the custom view and the dimming")
        #expect(opacities.contains { $0.hasPrefix("1;1;") && $0.hasSuffix(";0;0") }, "1 until the lead, then 0")
        let kept = harness.post(
            "/preview", json: PreviewRequests.seed(#""transition":"dismiss","customViewFade":false"#))
        #expect(PreviewRequests.attributes("values", of: "animate", in: kept.text).count == 1, "only the dimming")
        #expect(kept.text.contains("no custom view fade"))
    }

    /// `Accept: text/html` gives a self-contained page; a dismissal with a custom view shows the fade and no fade
    /// side by side, the second with the left-behind measurement, and distinct ids.
    @Test func htmlPage() {
        let response = harness.post(
            "/preview", json: PreviewRequests.seed(#""transition":"dismiss""#), headers: [("Accept", "text/html")])
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let html = response.text
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.components(separatedBy: "<svg ").count == 3)
        #expect(html.contains("(the seed&#39;s fix)"))
        #expect(html.contains("Without the fade the custom view is still on screen"))
        #expect(html.contains("disappears at once"))
        #expect(html.contains("setCurrentTime"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"), "no external resource")
        let still = harness.post("/preview", json: PreviewRequests.seed(), headers: [("Accept", "text/html")])
        #expect(still.text.components(separatedBy: "<svg ").count == 2)
        #expect(!still.text.contains("<script"))
    }

    /// `Accept: image/png` gives the still picture rasterised at the screen's scale.
    @Test func png() throws {
        let response = harness.post("/preview", json: PreviewRequests.seed(), headers: [("Accept", "image/png")])
        #expect(response.status == 200, "\(response.text)")
        #expect(response.headers["Content-Type"] == "image/png")
        let bytes = response.body
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        #expect(bigEndian(16) == 1170 && bigEndian(20) == 2532)
    }

    /// The PNG keeps the screen's scale unless a side would exceed 4096 px.
    @Test func pngSize() {
        let phone = ResolvedScreen(width: 390, height: 844, scale: 3, safeAreaInsets: .zero)
        #expect(PreviewRenderer.pngSize(of: phone) == (1170, 2532))
        let huge = ResolvedScreen(width: 4096, height: 2048, scale: 4, safeAreaInsets: .zero)
        #expect(PreviewRenderer.pngSize(of: huge) == (4096, 2048))
    }

    /// A transition has no PNG: 406, naming what it has.
    @Test func pngOfATransitionIs406() throws {
        let response = harness.post(
            "/preview", json: PreviewRequests.seed(#""transition":"present""#), headers: [("Accept", "image/png")])
        #expect(response.status == 406)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(try response.json()["type"]?.stringValue == ProblemType.notAcceptable.rawValue)
        #expect(response.headers["Vary"] == "Accept")
    }

    /// Members outside /layout's and /animation's (but `format`) and invalid values are 422s, all at once.
    @Test(arguments: [
        (#""format":"css""#, ["/format"]),
        (#""colour":"red""#, ["/colour"]),
        (#""transition":"sideways""#, ["/transition"]),
        (#""fps":0"#, ["/fps"]),
        (#""customViewFade":true"#, ["/customViewFade"]),
        (#""transition":"dismiss","fps":1000,"customViewFade":{"duration":-1}"#, ["/fps", "/customViewFade/duration"]),
    ])
    func invalidMembers(extra: String, pointers: [String]) throws {
        let response = harness.post("/preview", json: PreviewRequests.seed(extra))
        #expect(response.status == 422, "\(response.text)")
        let errors = try #require(try response.json()["errors"]?.arrayValue)
        #expect(errors.compactMap { $0["pointer"]?.stringValue } == pointers)
    }

    /// Layout and animation issues are reported together.
    @Test func layoutAndOptionIssuesTogether() throws {
        let body = #"{"screen":{"width":"wide"},"sheet":{},"transition":"dismiss","fps":0}"#
        let errors = try #require(try harness.post("/preview", json: body).json()["errors"]?.arrayValue)
        let pointers = errors.compactMap { $0["pointer"]?.stringValue }
        #expect(pointers.contains("/screen/width") && pointers.contains("/fps"))
    }

    /// Media type and syntax come first, as on the other POST routes.
    @Test func wrongMediaTypeAndMalformedJSON() throws {
        #expect(harness.post("/preview", json: PreviewRequests.seed(), contentType: "text/plain").status == 415)
        #expect(harness.post("/preview", json: "{\"screen\":").status == 400)
        #expect(harness.service.respond(to: HTTPRequest(method: "PUT", path: "/preview")).status == 405)
    }

    /// /metrics observes the preview's computation.
    @Test func metrics() {
        _ = harness.post("/preview", json: PreviewRequests.seed())
        #expect(harness.get("/metrics").text.contains(#"sheetd_compute_duration_seconds_count{kind="preview"} 1"#))
    }
}
