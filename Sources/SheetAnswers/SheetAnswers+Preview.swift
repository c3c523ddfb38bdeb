import LayoutCore
import SheetPreview
import SheetWire

extension SheetAnswers {
    /// `POST /preview`: a picture of the layout (SVG, PNG or an HTML page), or of a transition playing in a loop.
    ///
    /// `accept` chooses the media type (`PreviewMediaType`): SVG by default, PNG for a still picture only (406 for a
    /// transition), HTML.
    /// - Parameters:
    ///   - body: the JSON request (a `/layout` request plus `transition`, `fps`, `customViewFade`, `slide`).
    ///   - accept: the `Accept` header's value (several fields joined with commas), or `nil`.
    ///   - timing: times the layout and the drawing.
    /// - Throws: the 400, 406, 422 or 500 problem.
    public func preview(
        _ body: [UInt8], accept: String?, timing: some ComputationTiming = UntimedComputation()
    ) throws(Problem) -> Answer {
        let preview = try Problem.reading { () throws(WireError) in
            try OptionsRequestDecoding.previewRequest(from: body)
        }
        let available: [PreviewMediaType] = preview.animation == nil ? [.svg, .png, .html] : [.svg, .html]
        guard let media = PreviewMediaType.preferred(by: accept, among: available) else {
            throw .notAcceptable(available: available, hasTransition: preview.animation != nil)
        }
        return try picture(of: preview, as: media, timing: timing)
    }

    /// `preview` drawn in `media`, the layout and the drawing timed as "preview".
    func picture(of preview: PreviewRequest, as media: PreviewMediaType, timing: some ComputationTiming)
        throws(Problem) -> Answer
    {
        try timing.timed("preview") { () throws(Problem) in
            let layout = try self.layout(for: preview.layout)
            if preview.animation != nil { try Self.checkSlides(layout) }
            return try Self.picture(of: layout, preview: preview, as: media)
        }
    }

    /// The answer in `media`.
    private static func picture(of layout: SheetLayout, preview: PreviewRequest, as media: PreviewMediaType)
        throws(Problem) -> Answer
    {
        let body: [UInt8]
        do {
            body = try PreviewRenderer.body(of: layout, preview: preview, as: media)
        } catch {
            throw .renderingFailed(error.message)
        }
        var answer = Answer(body: body, contentType: media.contentType)
        if let policy = media.contentSecurityPolicy {
            answer.headers.append(Answer.Header(name: "Content-Security-Policy", value: policy))
        }
        answer.headers.append(Answer.Header(name: "X-Content-Type-Options", value: "nosniff"))
        return answer
    }
}

extension Problem {
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
