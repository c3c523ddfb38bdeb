import HTTPMessages
import SheetWire
import StrictJSON
import Testing

@testable import SheetService

/// The GET form of /layout, /animation and /preview: the POST's bytes and tag, shared caching, 304, HEAD, and the
/// POST's problems or the parameter's own.
struct QueryFormTests {
    let harness = ServiceHarness(cacheMaxAge: 600)
    static let seed = AnimationRequests.seed("")

    /// Each route's GET answers the POST's status, body, media type and `ETag`, for valid and invalid bodies; only
    /// the `200`'s `Cache-Control` differs (`public, max-age` against `no-cache`).
    @Test(arguments: [
        ("/layout", seed), ("/animation", AnimationRequests.seed(#""transition":"dismiss""#)),
        ("/animation", AnimationRequests.seed(#""transition":"present","format":"css""#)),
        ("/animation", AnimationRequests.seed(#""transition":"present","format":"lottie""#)),
        ("/preview", seed), ("/layout", #"{"screen":{"width":-1},"sheet":{}}"#), ("/layout", "{\"screen\":"),
        ("/animation", seed),
    ])
    func getAnswersWhatPostAnswers(path: String, json: String) throws {
        let post = harness.post(path, json: json)
        let get = harness.getForm(path, json: json)
        #expect(get.status == post.status)
        #expect(get.body == post.body)
        #expect(get.headers["Content-Type"] == post.headers["Content-Type"])
        #expect(get.headers["ETag"] == post.headers["ETag"])
        #expect(post.headers["Cache-Control"] == "no-cache")
        #expect(get.headers["Cache-Control"] == (post.status == 200 ? "public, max-age=600" : "no-cache"))
    }

    /// An invalid body in the query gets the POST's 422 with the same pointers into the decoded JSON.
    @Test func invalidBodyKeepsItsPointers() throws {
        let json = #"{"screen":{"width":-1},"sheet":{"actions":[{"title":"a","style":"sideways"}]}}"#
        let problem = try harness.getForm("/layout", json: json).json()
        #expect(problem["status"] == 422)
        let pointers = problem["errors"]?.arrayValue?.compactMap { $0["pointer"]?.stringValue }
        #expect(Set(pointers ?? []) == ["/screen/width", "/sheet/actions/0/style"])
        #expect(try problem == harness.post("/layout", json: json).json())
    }

    /// An `If-None-Match` naming the answer's tag (strong, weak, in a list, or `*`) turns the GET's and the HEAD's
    /// 200 into a 304 that keeps the tag, the shared `Cache-Control` and the 200's headers; another tag does not.
    /// The 304 keeps the 200's body, which the HTTP layer never sends, so that its `Content-Length` is the 200's.
    @Test(arguments: ["GET", "HEAD"])
    func revalidationGives304(method: String) throws {
        let fresh = harness.getForm("/layout", json: Self.seed)
        let tag = try #require(fresh.headers["ETag"])
        for condition in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
            let response = harness.getForm(
                "/layout", json: Self.seed, method: method, headers: [("If-None-Match", condition)])
            #expect(response.status == 304, "\(condition)")
            #expect(response.body == fresh.body, "the 200's body, for the 200's Content-Length")
            #expect(response.headers["Content-Type"] == fresh.headers["Content-Type"])
            #expect(response.headers["ETag"] == tag)
            #expect(response.headers["Cache-Control"] == "public, max-age=600")
        }
        let changed = harness.getForm("/layout", json: Self.seed, headers: [("If-None-Match", "\"0000000000000000\"")])
        #expect(changed.status == 200)
        let posted = harness.post("/layout", json: Self.seed, headers: [("If-None-Match", tag)])
        #expect(posted.status == 200, "a POST is never conditional")
    }

    /// HEAD answers the GET's status and headers (the server drops the body).
    @Test func headHasTheGetsHeaders() {
        let get = harness.getForm("/layout", json: Self.seed)
        let head = harness.getForm("/layout", json: Self.seed, method: "HEAD")
        #expect(head.status == 200)
        for name in ["Content-Type", "ETag", "Cache-Control"] { #expect(head.headers[name] == get.headers[name]) }
    }

    /// The preview's GET negotiates `Accept` as its POST does and says so in `Vary`; a transition has no PNG (406).
    @Test(arguments: [
        ("image/png", "image/png", 200), ("text/html", "text/html; charset=utf-8", 200),
        ("image/*;q=0.5, image/svg+xml", "image/svg+xml; charset=utf-8", 200), ("application/json", nil, 406),
    ])
    func previewNegotiatesAccept(accept: String, contentType: String?, status: Int) {
        let get = harness.getForm("/preview", json: Self.seed, headers: [("Accept", accept)])
        let post = harness.post("/preview", json: Self.seed, headers: [("Accept", accept)])
        #expect(get.status == status)
        #expect(get.body == post.body)
        if let contentType { #expect(get.headers["Content-Type"] == contentType) }
        #expect(get.headers["Vary"] == "Accept")
        let moving = AnimationRequests.seed(#""transition":"present""#)
        #expect(harness.getForm("/preview", json: moving, headers: [("Accept", "image/png")]).status == 406)
    }

    /// A query without a usable `request` is a 400 `invalid-parameter` problem naming it, never cacheable.
    @Test(arguments: [nil, "", "request=", "request=e30&request=e30", "req=e30", "request=e30&x=1", "request=a+b"])
    func badQueryIs400(query: String?) throws {
        let response = harness.get("/animation", query: query)
        #expect(response.status == 400)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(response.headers["Cache-Control"] == "no-cache")
        let problem = try response.json()
        #expect(problem["type"]?.stringValue == ProblemType.invalidParameter.rawValue)
        #expect(problem["parameter"] != nil)
    }

    /// A request target over the limit on a GET form is a 414 naming `request` and the POST to use instead; on
    /// other routes it names no parameter.
    @Test func tooLongTargetNamesTheParameter() throws {
        let form = HTTPRequest(method: "GET", path: "/layout", query: "request=" + String(repeating: "A", count: 9000))
        let problem = try harness.service.respond(to: .requestTargetTooLong(limit: 8192), for: form).json()
        #expect(problem["status"] == 414)
        #expect(problem["parameter"] == "request")
        #expect(problem["detail"]?.stringValue?.contains("POST /layout") == true)
        let other = HTTPRequest(method: "GET", path: "/healthz", query: String(repeating: "A", count: 9000))
        #expect(
            try harness.service.respond(to: .requestTargetTooLong(limit: 8192), for: other).json()["parameter"] == nil)
    }

    /// A body in the query over the POST's body limit gets the POST's 413, naming the parameter; one at the limit
    /// is read.
    @Test func bodyOverThePostLimitIs413() throws {
        let limited = ServiceHarness(maxBodyBytes: Self.seed.utf8.count - 1)
        let problem = try limited.getForm("/layout", json: Self.seed).json()
        #expect(problem["status"] == 413)
        #expect(problem["type"]?.stringValue == ProblemType.bodyTooLarge.rawValue)
        #expect(problem["parameter"] == "request")
        #expect(ServiceHarness(maxBodyBytes: Self.seed.utf8.count).getForm("/layout", json: Self.seed).status == 200)
    }

    /// GET forms are counted under their route with method GET.
    @Test func metricsCountTheGetForm() {
        _ = harness.getForm("/layout", json: Self.seed)
        _ = harness.get("/layout", query: "nope")
        let metrics = harness.get("/metrics").text
        #expect(metrics.contains(#"sheetd_http_requests_total{route="/layout",method="GET",status="200"} 1"#))
        #expect(metrics.contains(#"sheetd_http_requests_total{route="/layout",method="GET",status="400"} 1"#))
    }

    /// The response cache serves a GET form from an answer a POST stored, on the network thread, with the GET's
    /// shared `Cache-Control` and 304 on revalidation.
    @Test func readyAnswerServesTheGetForm() throws {
        let cached = ServiceHarness(responseCacheBytes: 1 << 20, cacheMaxAge: 60)
        let post = cached.post("/layout", json: Self.seed)
        var get = HTTPRequest(method: "GET", path: "/layout", query: "request=" + base64URL(Self.seed))
        let ready = try #require(cached.service.readyAnswer(to: &get))
        #expect(ready.body == post.body)
        #expect(ready.headers["ETag"] == post.headers["ETag"])
        #expect(ready.headers["Cache-Control"] == "public, max-age=60")
        var conditional = get
        conditional.headers = ["If-None-Match": try #require(post.headers["ETag"])]
        #expect(cached.service.readyAnswer(to: &conditional)?.status == 304)
        var bad = HTTPRequest(method: "GET", path: "/layout", query: "request=%%")
        #expect(cached.service.readyAnswer(to: &bad) == nil, "a bad query goes to a worker for its problem")
    }
}
