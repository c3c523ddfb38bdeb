import HTTPServer
import Testing

@testable import SheetAnswers
@testable import SheetPreview
@testable import SheetService

/// The pieces of the preview on their own: content negotiation, SVG text, and the playground page.
struct PreviewPiecesTests {
    static let still: [PreviewMediaType] = [.svg, .png, .html]
    static let animated: [PreviewMediaType] = [.svg, .html]

    /// Accept picks by quality, then by specificity, then by the service's order; nothing acceptable is `nil`.
    @Test(
        arguments: [
            (nil, still, PreviewMediaType.svg),
            ("", still, .svg),
            ("*/*", still, .svg),
            ("image/png", still, .png),
            ("image/*", still, .svg),
            ("text/html", still, .html),
            ("image/png;q=0.5, image/svg+xml;q=0.4", still, .png),
            ("image/*;q=0.2, image/png", still, .png),
            ("image/*, image/svg+xml;q=0", still, .png),
            ("Text/HTML ; q=1", still, .html),
            ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", still, .html),
            ("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", still, .svg),
            ("image/png, */*;q=0.1", animated, .svg),
            ("nonsense", still, .svg),
            ("text/*;q=x", still, .svg),
        ] as [(String?, [PreviewMediaType], PreviewMediaType)])
    func negotiation(accept: String?, available: [PreviewMediaType], expected: PreviewMediaType) {
        #expect(PreviewMediaType.preferred(by: accept, among: available) == expected)
    }

    /// Headers that exclude every available type give `nil` (the route's 406).
    @Test(arguments: ["image/png", "application/json", "*/*;q=0", "image/svg+xml;q=0, text/html;q=0", "text/*;q=0"])
    func nothingAcceptable(accept: String) {
        #expect(PreviewMediaType.preferred(by: accept, among: Self.animated) == nil)
    }

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
