import LayoutCore
import SheetAnswers
import SheetPreview
import SheetWire

/// `/preview` and `/preview.png` for either kind of sheet: the body's `sheetPresentation` member chooses a
/// presentation sheet's picture (still, or its transition in a loop) over the alert controller's preview.
extension SheetAnswers {
    /// What the `/preview` body `body` asks to draw.
    /// - Throws: the 400 problem of bytes that are not JSON, the 422 problem of an invalid request.
    package static func previewSubject(from body: [UInt8]) throws(Problem) -> PreviewSubject {
        try Problem.reading { () throws(WireError) in try OptionsRequestDecoding.previewSubject(from: body) }
    }

    /// What the `/preview.png` body `body` asks to draw: a still picture.
    /// - Throws: the problems of `previewSubject(from:)`, and 422 at `/transition` for a transition of either kind.
    package static func stillPreviewSubject(from body: [UInt8]) throws(Problem) -> PreviewSubject {
        let subject = try previewSubject(from: body)
        if subject.isAnimated { throw Problem.transitionInPNG }
        return subject
    }

    /// The media type `accept` prefers among those `subject` can take.
    /// - Throws: 406 when `accept` excludes every one.
    package static func mediaType(of subject: PreviewSubject, accept: String?) throws(Problem) -> PreviewMediaType {
        try mediaType(isAnimated: subject.isAnimated, accept: accept)
    }

    /// `subject` drawn in `media`.
    /// - Throws: the 422 problem of an invalid layout or transition (a detent unknown or inactive, a release
    ///   without a velocity: `/animation`'s), 500 when rasterising fails.
    package func picture(of subject: PreviewSubject, as media: PreviewMediaType) throws(Problem) -> Answer {
        switch subject {
        case .alertController(let preview):
            return try picture(of: preview, as: media)
        case .presentationSheet(let request):
            let layout = try Self.layout(for: request)
            return try Self.answer(
                { () throws(PNGRasterizer.Failure) in
                    try PreviewRenderer.body(of: layout, style: request.traits.userInterfaceStyle, as: media)
                }, as: media)
        case .presentationTransition(let request):
            // Laid out once: the markers and the caption are drawn from the layout the transition starts from.
            let layout = try Self.layout(for: request.sheet)
            let transition = try Self.presentationTransition(for: request, layout: layout)
            return try Self.answer(
                { () throws(PNGRasterizer.Failure) in
                    try PreviewRenderer.body(
                        of: layout, transition: transition, style: request.sheet.traits.userInterfaceStyle, as: media)
                }, as: media)
        }
    }
}
