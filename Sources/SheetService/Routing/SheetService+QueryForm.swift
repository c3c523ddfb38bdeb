import HTTPMessages
import SheetAnswers

extension SheetService {
    /// `GET` or `HEAD` on a POST route: the answer `POST` gives to the body that the query's `request` carries,
    /// byte for byte and with the same entity tag, or an `invalid-parameter` problem for a query without one.
    func queryFormAnswer(_ route: Route, _ request: HTTPRequest) -> (HTTPResponse, entityTag: String?) {
        do throws(Problem) {
            return cachedAnswer(route, try bodyRequest(standingFor: request))
        } catch {
            return (Responses.problem(error), nil)
        }
    }

    /// The `POST` that a GET form stands for: its body from the query, `Content-Type: application/json`, and the
    /// other header fields (`Accept`, `X-Request-Id`) as sent.
    /// - Throws: the query's `invalid-parameter` problem, or `body-too-large` when the body it carries is over the
    ///   limit a POST's body has (possible when `--max-url-bytes` is set far above `--max-body-bytes`).
    func bodyRequest(standingFor request: HTTPRequest) throws(Problem) -> HTTPRequest {
        let body = try RequestQuery.body(from: request.query)
        guard body.count <= maxBodyBytes else {
            var problem = Problem.bodyTooLarge(limit: maxBodyBytes)
            problem.parameter = RequestQuery.parameter
            throw problem
        }
        var headers = HTTPHeaders(reservingCapacity: request.headers.count + 1)
        headers.append(name: "Content-Type", value: "application/json")
        for field in request.headers where field.name.lowercased() != "content-type" {
            headers.append(name: field.name, value: field.value)
        }
        var post = HTTPRequest(method: "POST", path: request.path, headers: headers, body: body)
        post.digest = request.digest
        return post
    }
}
