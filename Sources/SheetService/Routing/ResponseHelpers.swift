import HTTPServer

/// Builders for the responses every route shares.
enum Responses {
    static func json(_ body: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    static func text(_ text: String, contentType: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    static func problem(_ problem: Problem) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "application/problem+json"]
        for (name, value) in problem.headers { headers.append(name: name, value: value) }
        return HTTPResponse(status: problem.status, headers: headers, body: problem.body())
    }
}
