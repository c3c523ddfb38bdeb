import ContentNegotiation
import Testing

@testable import SheetPreview
@testable import SheetPreviewAnswers

/// `Accept` negotiation of a preview's media type (RFC 9110 §12.5.1), which ContentNegotiation does for the daemon and
/// for the client's opt-in in-process previews alike.
struct PreviewNegotiationTests {
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

    /// The generic negotiation the daemon's `/openapi.yaml` uses too: the earlier type wins a tie, an excluded one
    /// never wins, and a header naming nothing available gives `nil`.
    @Test func negotiatesAnyTypes() {
        let available = ["application/yaml", "text/plain"]
        #expect(MediaTypeNegotiation.preferred(by: "text/plain", among: available) == "text/plain")
        #expect(MediaTypeNegotiation.preferred(by: "*/*", among: available) == "application/yaml")
        #expect(MediaTypeNegotiation.preferred(by: "text/*, application/yaml;q=0", among: available) == "text/plain")
        #expect(MediaTypeNegotiation.preferred(by: "image/png", among: available) == nil)
    }

    /// Header values lose their spaces and tabs at both ends only.
    @Test func trimsSpacesAndTabs() {
        #expect(" \t text/html ; q=1\t".trimmingSpaces() == "text/html ; q=1")
        #expect(" \t ".trimmingSpaces() == "")
    }
}
