import LayoutCore
import SheetPreview
import SheetWire

/// The answers whose media type the route fixes (`/animation.css`, `/preview.png`): one operation per media type in
/// openapi.yaml, so that a generated client reads CSS as text and a PNG as bytes (docs/architecture.md, "One
/// operation per media type").
extension SheetAnswers {
    /// `POST /animation.css`: the animation as a `text/css` style sheet, whatever the body's `format` says (the path
    /// chooses the encoding).
    /// - Parameters:
    ///   - body: the `/animation` request.
    ///   - timing: times the layout, the transition and its encoding.
    /// - Throws: the problems of `animation(_:timing:)`.
    public func animationStyleSheet(_ body: [UInt8], timing: some ComputationTiming = UntimedComputation())
        throws(Problem) -> Answer
    {
        var request = try Problem.reading { () throws(WireError) in
            try OptionsRequestDecoding.animationRequest(from: body)
        }
        request.options.format = .css
        return try animation(of: request, timing: timing)
    }

    /// `POST /preview.png`: the still picture as a PNG, whatever `Accept` says.
    /// - Parameters:
    ///   - body: the `/preview` request, without `transition` (a PNG does not move).
    ///   - timing: times the layout and the drawing.
    /// - Throws: 400 or 422 as `/preview` does, 422 at `/transition` for a transition, 500 when rasterising fails.
    public func previewPNG(_ body: [UInt8], timing: some ComputationTiming = UntimedComputation()) throws(Problem)
        -> Answer
    {
        let preview = try Problem.reading { () throws(WireError) in
            try OptionsRequestDecoding.previewRequest(from: body)
        }
        if preview.animation != nil {
            throw Problem.invalid([
                ValidationIssue(
                    pointer: "/transition",
                    detail:
                        "a PNG is a still picture; leave out transition, or ask POST /preview for image/svg+xml or text/html to play it"
                )
            ])
        }
        return try picture(of: preview, as: .png, timing: timing)
    }
}
