import LayoutCore
import SheetAnswers
import SheetPreview
import SheetWire

/// `/preview` and `/preview.png`: pictures of a layout, apart from SheetAnswers so that a client links the SVG
/// writer, the playground's page and the librsvg loader only when it asks for them (docs/architecture.md, "A client
/// that carries no server").
///
/// As in SheetAnswers, each answer comes in stages (reading the request, then drawing it), so that the daemon times
/// the drawing from above.
extension SheetAnswers {
    /// `POST /preview`: a picture of the layout (SVG, PNG or an HTML page), or of a transition playing in a loop; a
    /// body with `sheetPresentation` is a presentation sheet's still picture (`picture(of:as:)` with a subject).
    ///
    /// `accept` chooses the media type (`PreviewMediaType`): SVG by default, PNG for a still picture only (406 for a
    /// transition), HTML.
    /// - Parameters:
    ///   - body: the JSON request (a `/layout` request plus `transition`, `fps`, `customViewFade`, `slide`; a
    ///     presentation sheet's takes only `transition`, refused until its animation is drawn).
    ///   - accept: the `Accept` header's value (several fields joined with commas), or `nil`.
    /// - Throws: the 400, 406, 422 or 500 problem.
    public func preview(_ body: [UInt8], accept: String?) throws(Problem) -> Answer {
        let subject = try Self.previewSubject(from: body)
        return try picture(of: subject, as: try Self.mediaType(of: subject, accept: accept))
    }

    /// `POST /preview.png`: the still picture as a PNG, whatever `Accept` says.
    /// - Parameter body: the `/preview` request, without `transition` (a PNG does not move).
    /// - Throws: 400 or 422 as `/preview` does, 422 at `/transition` for a transition, 500 when rasterising fails.
    public func previewPNG(_ body: [UInt8]) throws(Problem) -> Answer {
        try picture(of: try Self.stillPreviewSubject(from: body), as: .png)
    }

    /// The media type `accept` prefers among those of a still picture (SVG, PNG, HTML) or an animated one (no PNG).
    /// - Throws: 406 when `accept` excludes every one.
    package static func mediaType(isAnimated: Bool, accept: String?) throws(Problem) -> PreviewMediaType {
        let available: [PreviewMediaType] = isAnimated ? [.svg, .html] : [.svg, .png, .html]
        guard let media = PreviewMediaType.preferred(by: accept, among: available) else {
            throw .notAcceptable(available: available, hasTransition: isAnimated)
        }
        return media
    }

    /// `preview` drawn in `media`: the layout, its check and the drawing.
    /// - Throws: the 422 problem of an invalid layout or of a popover that does not slide, 500 when rasterising fails.
    package func picture(of preview: PreviewRequest, as media: PreviewMediaType) throws(Problem) -> Answer {
        let layout = try self.layout(for: preview.layout)
        if preview.animation != nil { try Self.checkSlides(layout) }
        return try Self.picture(of: layout, preview: preview, as: media)
    }

    /// The answer in `media`.
    private static func picture(of layout: SheetLayout, preview: PreviewRequest, as media: PreviewMediaType)
        throws(Problem) -> Answer
    {
        try answer(
            { () throws(PNGRasterizer.Failure) in try PreviewRenderer.body(of: layout, preview: preview, as: media) },
            as: media)
    }

    /// The answer of the bytes `render` draws in `media`, with the headers every preview has; a rasterising failure
    /// is the 500 problem.
    static func answer(_ render: () throws(PNGRasterizer.Failure) -> [UInt8], as media: PreviewMediaType)
        throws(Problem) -> Answer
    {
        let body: [UInt8]
        do {
            body = try render()
        } catch {
            throw .renderingFailed(error.message)
        }
        var answer = Answer.typed(body, as: media.contentType)
        if let policy = media.contentSecurityPolicy { answer.addField("Content-Security-Policy", policy) }
        answer.addField("X-Content-Type-Options", "nosniff")
        return answer
    }
}

extension Problem {
    /// 422 at `/transition`: a PNG cannot play a transition.
    static let transitionInPNG = Problem.invalid([
        ValidationIssue(
            pointer: "/transition",
            detail:
                "a PNG is a still picture; leave out transition, or ask POST /preview for image/svg+xml or text/html to play it"
        )
    ])

    /// 406: the `Accept` header excludes every type the preview can take.
    package static func notAcceptable(available: [PreviewMediaType], hasTransition: Bool) -> Problem {
        let list = available.map(\.rawValue).joined(separator: ", ")
        return Problem(
            .notAcceptable,
            detail: "The Accept header allows none of the media types of this preview: \(list)."
                + (hasTransition ? " A transition has no PNG; ask for image/svg+xml or text/html." : ""))
    }

    /// 500: librsvg or cairo failed on the preview's own SVG: a bug, reported as such.
    public static func renderingFailed(_ message: String) -> Problem {
        Problem(
            .renderingFailed, detail: "The preview could not be rasterised: \(message)")
    }
}
