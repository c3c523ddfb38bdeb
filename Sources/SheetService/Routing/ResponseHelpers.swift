import HTTPMessages
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

    /// A problem+json response with the header fields its status needs: `Retry-After` on a 503 (RFC 9110 §10.2.3;
    /// one second, as the overload and the drain both pass soon), `Allow` on a 405 (RFC 9110 §15.5.6), which only
    /// the caller knows.
    /// - Parameters:
    ///   - problem: the problem.
    ///   - allowed: the methods the path accepts, for a 405.
    static func problem(_ problem: Problem, allowed: [String] = []) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "application/problem+json"]
        if problem.status == 503 { headers.append(name: "Retry-After", value: "1") }
        if !allowed.isEmpty { headers.append(name: "Allow", value: allowed.joined(separator: ", ")) }
        return HTTPResponse(status: problem.status, headers: headers, body: problem.body())
    }
}
