import HTTPServer
import SheetAnswers
import SheetPreview

extension SheetService {
    /// POST /preview: a picture of the layout (SVG, PNG or an HTML page), or of a transition playing in a loop
    /// (`SheetAnswers.preview(_:accept:timing:)`); `Accept` chooses the media type, so every answer varies with it.
    func preview(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        do throws(Problem) {
            try JSONMediaType.check(request.headers["Content-Type"])
            response = Responses.answer(
                try answers.preview(request.body, accept: Self.accept(of: request), timing: self))
        } catch {
            response = Responses.problem(error)
        }
        response.headers.append(name: "Vary", value: "Accept")
        return response
    }

    /// POST /preview.png: the still picture as a PNG, whatever `Accept` says (`SheetAnswers.previewPNG(_:timing:)`).
    func previewPNG(_ request: HTTPRequest) -> HTTPResponse {
        do throws(Problem) {
            try JSONMediaType.check(request.headers["Content-Type"])
            return Responses.answer(try answers.previewPNG(request.body, timing: self))
        } catch {
            return Responses.problem(error)
        }
    }

    /// GET / and /playground: a self-contained page to edit a sheet and watch its preview.
    static func playground() -> HTTPResponse {
        var response = Responses.text(PlaygroundPage.html, contentType: PreviewMediaType.html.contentType)
        response.headers.append(name: "Content-Security-Policy", value: PlaygroundPage.contentSecurityPolicy)
        response.headers.append(name: "X-Content-Type-Options", value: "nosniff")
        return response
    }

    /// Every `Accept` field of `request`, joined as one list.
    static func accept(of request: HTTPRequest) -> String? {
        let values = request.headers.filter { $0.name.lowercased() == "accept" }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ",")
    }
}
