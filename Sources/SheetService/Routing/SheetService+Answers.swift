import HTTPMessages
import SheetAnswers
import SheetPreviewAnswers

/// The computing routes: each checks the `Content-Type`, reads its request (untimed), then computes the answer
/// through SheetAnswers inside `timed`, so the computation's time reaches the metrics without SheetAnswers calling
/// back into the service (docs/architecture.md, "No module calls back into one above it").
extension SheetService {
    /// POST /layout: the frame of every element of the sheet; the layout is timed, not its encoding.
    func layout(_ request: HTTPRequest) -> HTTPResponse {
        answering(request) { () throws(Problem) in
            switch try SheetAnswers.sheetRequest(from: request.body) {
            case .alertController(let layoutRequest):
                let layout = try timed("layout") { () throws(Problem) in try answers.layout(for: layoutRequest) }
                return SheetAnswers.answer(for: layout)
            case .presentationSheet(let presentationRequest):
                let layout = try timed("layout") { () throws(Problem) in
                    try SheetAnswers.layout(for: presentationRequest)
                }
                return SheetAnswers.answer(for: layout)
            }
        }
    }

    /// POST /animation: the present or dismiss animation of the sheet, computed from its layout, in the body's
    /// `format`; the layout, the transition and its encoding are timed.
    func animation(_ request: HTTPRequest) -> HTTPResponse {
        answering(request) { () throws(Problem) in
            let animationRequest = try SheetAnswers.animationRequest(from: request.body)
            return try timed("animation") { () throws(Problem) in try answers.animation(of: animationRequest) }
        }
    }

    /// POST /animation.css: the animation as a CSS style sheet, the path fixing the format.
    func animationStyleSheet(_ request: HTTPRequest) -> HTTPResponse {
        answering(request) { () throws(Problem) in
            let animationRequest = try SheetAnswers.animationRequest(from: request.body, format: .css)
            return try timed("animation") { () throws(Problem) in try answers.animation(of: animationRequest) }
        }
    }

    /// POST /preview: a picture of the layout (SVG, PNG or an HTML page), or of a transition playing in a loop, for an
    /// alert controller's sheet or a presentation sheet;
    /// `Accept` chooses the media type, so every answer varies with it. The layout and the drawing are timed.
    func preview(_ request: HTTPRequest) -> HTTPResponse {
        var response = answering(request) { () throws(Problem) in
            let subject = try SheetAnswers.previewSubject(from: request.body)
            let media = try SheetAnswers.mediaType(of: subject, accept: Self.accept(of: request))
            return try timed("preview") { () throws(Problem) in try answers.picture(of: subject, as: media) }
        }
        response.headers.append(name: "Vary", value: "Accept")
        return response
    }

    /// POST /preview.png: the still picture as a PNG, whatever `Accept` says.
    func previewPNG(_ request: HTTPRequest) -> HTTPResponse {
        answering(request) { () throws(Problem) in
            let subject = try SheetAnswers.stillPreviewSubject(from: request.body)
            return try timed("preview") { () throws(Problem) in try answers.picture(of: subject, as: .png) }
        }
    }

    /// The `200` of what `compute` answers for a JSON request, or the problem of a wrong `Content-Type` or of
    /// `compute`: the one `do`/`catch` of every computing route.
    func answering(_ request: HTTPRequest, _ compute: () throws(Problem) -> Answer) -> HTTPResponse {
        do throws(Problem) {
            try JSONMediaType.check(request.headers["Content-Type"])
            return Responses.answer(try compute())
        } catch {
            return Responses.problem(error)
        }
    }

    /// What `compute` gives, its time recorded as a computation of `kind` (`layout`, `animation`, `preview`) when it
    /// succeeds.
    func timed<Value>(_ kind: String, _ compute: () throws(Problem) -> Value) throws(Problem) -> Value {
        let start = environment.monotonicNanoseconds()
        let value = try compute()
        metrics.computed(kind, seconds: seconds(since: start))
        return value
    }
}
