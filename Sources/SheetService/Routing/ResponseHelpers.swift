import HTTPServer
import SheetAnswers

/// Builders for the responses every route shares.
enum Responses {
    static func json(_ body: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    static func text(_ text: String, contentType: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    /// Fields `SheetService.finish` adds to every answer at most: `X-Request-Id`, `ETag`, `Cache-Control` and
    /// CORS's three.
    static let finishingFieldCount = 6

    /// A computed answer with its content type and header fields, with room for the fields `finish` adds: one
    /// allocation for the fields, where a dictionary literal and the later growth made three.
    static func answer(_ answer: Answer) -> HTTPResponse {
        var headers = HTTPHeaders(reservingCapacity: 1 + answer.headers.count + finishingFieldCount)
        headers.append(name: "Content-Type", value: answer.contentType)
        for header in answer.headers { headers.append(name: header.name, value: header.value) }
        return HTTPResponse(status: 200, headers: headers, body: answer.body)
    }

    static func problem(_ problem: Problem) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "application/problem+json"]
        for (name, value) in problem.headers { headers.append(name: name, value: value) }
        return HTTPResponse(status: problem.status, headers: headers, body: problem.body())
    }
}
