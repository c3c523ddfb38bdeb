import HTTPServer

extension SheetService {
    /// POST /animation: present and dismiss keyframes computed from the layout.
    func animation(_ request: HTTPRequest) -> HTTPResponse {
        Responses.problem(.notFound(path: request.path))
    }
}
