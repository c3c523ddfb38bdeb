import HTTPServer

extension SheetService {
    /// POST /preview: an SVG (or PNG) picture of the layout, or an animated one with `transition`.
    func preview(_ request: HTTPRequest) -> HTTPResponse {
        Responses.problem(.notFound(path: request.path))
    }

    /// GET / and /playground: a self-contained page to edit a sheet and watch its preview.
    func playground(_ request: HTTPRequest) -> HTTPResponse {
        Responses.problem(.notFound(path: request.path))
    }
}
