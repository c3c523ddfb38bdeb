/// The media types `POST /preview` answers with, chosen from the request's `Accept`.
package enum PreviewMediaType: String, Sendable, CaseIterable {
    /// The picture as SVG (animated with SMIL when the request has a `transition`); the default.
    case svg = "image/svg+xml"
    /// The picture rasterised at the screen's scale; still pictures only.
    case png = "image/png"
    /// A self-contained page showing the SVG, with playback controls for a transition.
    case html = "text/html"

    /// The `Content-Type` of an answer in this media type.
    package var contentType: String {
        switch self {
        case .svg: return "image/svg+xml; charset=utf-8"
        case .png: return "image/png"
        case .html: return "text/html; charset=utf-8"
        }
    }
}
