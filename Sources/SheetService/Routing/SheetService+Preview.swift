import HTTPMessages
import SheetPreview

extension SheetService {
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
