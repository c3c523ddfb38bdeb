import HTTPServer
import LayoutCore
import SheetPreview
import SheetWire

extension SheetService {
    /// POST /preview: a picture of the layout (SVG, PNG or an HTML page), or of a transition playing in a loop.
    ///
    /// The body is a `/layout` request plus the `/animation` members `transition`, `fps`, `customViewFade` and `slide`
    /// (validated as there; `fps` and `customViewFade` matter only with a `transition`). `Accept` chooses the
    /// media type (`PreviewMediaType`): SVG by default, PNG for a still picture only (406 for a transition), HTML.
    func preview(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        do throws(Problem) {
            let preview = try Self.jsonBody(of: request, OptionsRequestDecoding.previewRequest(from:))
            let available: [PreviewMediaType] = preview.animation == nil ? [.svg, .png, .html] : [.svg, .html]
            guard let media = PreviewMediaType.preferred(by: Self.accept(of: request), among: available) else {
                throw .notAcceptable(available: available, hasTransition: preview.animation != nil)
            }
            response = try timed("preview") { () throws(Problem) in
                let layout = try computeLayout(preview.layout)
                if preview.animation != nil { try Self.checkSlides(layout) }
                return try Self.picture(of: layout, preview: preview, as: media)
            }
        } catch {
            response = Responses.problem(error)
        }
        response.headers.append(name: "Vary", value: "Accept")
        return response
    }

    /// GET / and /playground: a self-contained page to edit a sheet and watch its preview.
    static func playground() -> HTTPResponse {
        var response = Responses.text(PlaygroundPage.html, contentType: PreviewMediaType.html.contentType)
        response.headers.append(name: "Content-Security-Policy", value: PlaygroundPage.contentSecurityPolicy)
        response.headers.append(name: "X-Content-Type-Options", value: "nosniff")
        return response
    }

    /// Every `Accept` field of `request`, joined as one list.
    private static func accept(of request: HTTPRequest) -> String? {
        let values = request.headers.filter { $0.name.lowercased() == "accept" }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ",")
    }

    /// The answer in `media`.
    private static func picture(of layout: SheetLayout, preview: PreviewRequest, as media: PreviewMediaType)
        throws(Problem) -> HTTPResponse
    {
        let body: [UInt8]
        do {
            body = try PreviewRenderer.body(of: layout, preview: preview, as: media)
        } catch {
            throw .renderingFailed(error.message)
        }
        var headers: HTTPHeaders = ["Content-Type": media.contentType]
        if let policy = media.contentSecurityPolicy {
            headers.append(name: "Content-Security-Policy", value: policy)
        }
        headers.append(name: "X-Content-Type-Options", value: "nosniff")
        return HTTPResponse(status: 200, headers: headers, body: body)
    }
}

extension Problem {
    /// The `Accept` header excludes every type the preview can take.
    static func notAcceptable(available: [PreviewMediaType], hasTransition: Bool) -> Problem {
        let list = available.map(\.rawValue).joined(separator: ", ")
        return Problem(
            type: "urn:sheetd:problem:not-acceptable", title: "Not Acceptable", status: 406,
            detail: "The Accept header allows none of the media types of this preview: \(list)."
                + (hasTransition ? " A transition has no PNG; ask for image/svg+xml or text/html." : ""))
    }

    /// librsvg or cairo failed on the preview's own SVG: a bug, reported as such.
    static func renderingFailed(_ message: String) -> Problem {
        Problem(
            type: "urn:sheetd:problem:rendering-failed", title: "Internal Server Error", status: 500,
            detail: "The preview could not be rasterised: \(message)")
    }
}
