import HTTPMessages
import Testing

@testable import SheetService

/// CORS at the service: preflights on every route, the fields of answers to allowed and refused origins, `Vary`.
struct CORSTests {
    static let page = "http://127.0.0.1:8000"
    let listed = ServiceHarness(cors: try! CORSPolicy(origins: page))
    let anyOrigin = ServiceHarness(cors: try! CORSPolicy(origins: "*"))
    let closed = ServiceHarness()

    static func preflight(_ path: String, origin: String = page, method: String = "POST") -> [(String, String)] {
        [
            ("Origin", origin), ("Access-Control-Request-Method", method),
            ("Access-Control-Request-Headers", "content-type,if-none-match"),
        ]
    }

    /// A preflight from an allowed origin gets 204 with the route's methods, the request headers a page may send,
    /// a max age and `Vary: Origin`, on every route.
    @Test(arguments: Route.all.map(\.path))
    func preflightOfAnAllowedOrigin(path: String) throws {
        let route = try #require(Route.match(path))
        let response = listed.get(path, method: "OPTIONS", headers: Self.preflight(path))
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        #expect(response.headers["Allow"] == route.methods.joined(separator: ", "))
        #expect(response.headers["Access-Control-Allow-Origin"] == Self.page)
        #expect(response.headers["Access-Control-Allow-Methods"] == route.methods.joined(separator: ", "))
        let allowed = try #require(response.headers["Access-Control-Allow-Headers"]).lowercased()
        for header in ["content-type", "accept", "if-none-match", "x-request-id"] { #expect(allowed.contains(header)) }
        #expect(response.headers["Access-Control-Max-Age"] == "7200")
        #expect(response.headers["Vary"] == "Origin")
    }

    /// A preflight from another origin, or with no CORS configured, gets 204 with `Allow` and no CORS field, so the
    /// browser refuses; a plain `OPTIONS` (no `Origin`) is answered the same way.
    @Test func refusedPreflightsAndPlainOptions() {
        let cases = [
            listed.get(
                "/layout", method: "OPTIONS", headers: Self.preflight("/layout", origin: "https://evil.example")),
            closed.get("/layout", method: "OPTIONS", headers: Self.preflight("/layout")),
            closed.get("/layout", method: "OPTIONS"),
        ]
        for response in cases {
            #expect(response.status == 204)
            #expect(response.headers["Allow"] == "POST, GET, HEAD, OPTIONS")
            #expect(!response.headers.contains { $0.name.hasPrefix("Access-Control-") })
        }
        #expect(cases[1].headers["Vary"] == nil, "without CORS nothing depends on Origin")
    }

    /// An answer to an allowed origin names it and exposes the tag and the request id; the POST, the GET form and
    /// problems alike, each with `Vary: Origin`.
    @Test func answersToAnAllowedOrigin() throws {
        let origin = [("Origin", Self.page)]
        let answers = [
            listed.post("/layout", json: QueryFormTests.seed, headers: origin),
            listed.getForm("/layout", json: QueryFormTests.seed, headers: origin),
            listed.post("/layout", json: "{}", headers: origin), listed.get("/nope", headers: origin),
        ]
        for response in answers {
            #expect(response.headers["Access-Control-Allow-Origin"] == Self.page)
            let exposed = try #require(response.headers["Access-Control-Expose-Headers"])
            #expect(exposed.contains("ETag") && exposed.contains("X-Request-Id") && exposed.contains("Retry-After"))
            #expect(response.headers["Vary"] == "Origin")
        }
        #expect(answers.map(\.status) == [200, 200, 422, 404])
    }

    /// Another origin, or none, gets the same answer without CORS fields but still `Vary: Origin`, so a cache
    /// never hands one origin's headers to another.
    @Test func answersToOtherOrigins() {
        for headers in [[("Origin", "https://evil.example")], []] {
            let response = listed.getForm("/layout", json: QueryFormTests.seed, headers: headers)
            #expect(response.status == 200)
            #expect(response.headers["Access-Control-Allow-Origin"] == nil)
            #expect(response.headers["Access-Control-Expose-Headers"] == nil)
            #expect(response.headers["Vary"] == "Origin")
        }
    }

    /// With `*`, every answer allows any origin (with or without `Origin`) and nothing varies by it.
    @Test func starAllowsEveryOrigin() {
        for headers in [[("Origin", "https://anywhere.example")], []] {
            let response = anyOrigin.post("/layout", json: QueryFormTests.seed, headers: headers)
            #expect(response.headers["Access-Control-Allow-Origin"] == "*")
            #expect(response.headers["Vary"] == nil)
        }
    }

    /// The preview's `Vary` becomes one field naming both `Accept` and `Origin`, as caches read one field.
    @Test func previewVariesByAcceptAndOrigin() {
        let response = listed.getForm("/preview", json: QueryFormTests.seed, headers: [("Origin", Self.page)])
        #expect(response.headers.filter { $0.name == "Vary" }.map(\.value) == ["Accept, Origin"])
        #expect(response.headers["Access-Control-Allow-Origin"] == Self.page)
    }

    /// The HTTP layer's refusals carry CORS fields too, so a page can read a 503's `Retry-After`.
    @Test func rejectionsCarryCORSFields() {
        let request = HTTPRequest(method: "POST", path: "/layout", headers: ["Origin": Self.page])
        let response = listed.service.respond(to: .overloaded, for: request)
        #expect(response.status == 503)
        #expect(response.headers["Access-Control-Allow-Origin"] == Self.page)
        #expect(response.headers["Retry-After"] == "1")
    }
}
