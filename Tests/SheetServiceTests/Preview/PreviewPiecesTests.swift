import Testing

@testable import SheetPreview
@testable import SheetService

/// The pieces of the preview on their own: SVG text and the playground page (content negotiation is
/// SheetAnswersTests').
struct PreviewPiecesTests {
    /// Numbers have at most 3 decimals, no trailing `.0` and no `-0`.
    @Test(arguments: [
        (568.333_333, "568.333"), (8.0, "8"), (-0.000_1, "0"), (0.333_5, "0.334"), (-12.5, "-12.5"), (1e6, "1000000"),
    ])
    func numbers(value: Double, text: String) {
        #expect(SVGText.number(value) == text)
    }

    /// Markup characters are escaped; controls XML cannot hold become U+FFFD, line breaks spaces.
    @Test func escaping() {
        #expect(SVGText.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(SVGText.escaped("x\u{1}y\u{FFFF}\nz") == "x\u{FFFD}y\u{FFFD} z")
        #expect(SVGText.escaped("ほげ 👍🏽") == "ほげ 👍🏽")
    }

    /// GET / and /playground answer the same self-contained page, with what LayoutCore knows filled in.
    @Test(arguments: ["/", "/playground"])
    func playground(path: String) throws {
        let harness = ServiceHarness()
        let response = harness.get(path)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let policy = try #require(response.headers["Content-Security-Policy"])
        #expect(policy.contains("default-src 'none'") && policy.contains("connect-src 'self'"))
        let html = response.text
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(!html.contains("/*DEVICES*/") && !html.contains("/*CATEGORIES*/") && !html.contains("/*PROFILES*/"))
        #expect(html.contains("iPhone 12–14 — 390 × 844"))
        #expect(html.contains(#""accessibilityExtraExtraExtraLarge""#))
        #expect(html.contains(#"["ios17","ios10","ios26"]"#))
        for reference in ["src=\"http", "href=\"http", "<link", "@import", "url(http"] {
            #expect(!html.contains(reference), "no external resource: \(reference)")
        }
        let tag = try #require(response.headers["ETag"])
        #expect(harness.get(path, headers: [("If-None-Match", tag)]).status == 304)
    }
}
