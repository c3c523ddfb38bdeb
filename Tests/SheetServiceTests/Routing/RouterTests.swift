import HTTPMessages
import SheetTestSupport
import SheetWire
import StrictJSON
import Testing

@testable import SheetService

/// The service called without a socket: routes, methods, media types, headers and observability.
struct RouterTests {
    let harness = ServiceHarness()
    /// The seed (examples/seed.json) under the default profile.
    static let seed = "{\(SeedSheet.members(profile: nil))}"

    /// POST /layout answers the seed's layout as JSON with the frames of issue 2 under ios17; without a profile it
    /// answers the default, ios26's centred card, and says so.
    @Test func layoutAnswersTheSeed() throws {
        let byDefault = try harness.post("/layout", json: Self.seed).json()
        #expect(byDefault["profile"] == "ios26" && byDefault["presentation"] == "card")
        let response = harness.post("/layout", json: #"{"profile":"ios17","# + Self.seed.dropFirst())
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json")
        let json = try response.json()
        #expect(json["sheet"]?["screenFrame"]?["y"] == .number(568.333))
        #expect(json["sheet"]?["screenFrame"]?["height"] == .number(176.667))
        let elements = try #require(json["elements"]?.arrayValue)
        let custom = try #require(elements.first { $0["id"] == "customView" })
        #expect(custom["frame"] == ["x": 0, "y": -116, "width": 374, "height": 100])
        #expect(custom["screenFrame"]?["y"] == .number(452.333))
        #expect(elements.first { $0["id"] == "title" }?["lines"] == 1)
    }

    /// Each route lists its methods in Allow on a 405, as problem+json.
    @Test(arguments: [
        ("PATCH", "/layout", "POST, GET, HEAD, OPTIONS"), ("PUT", "/animation", "POST, GET, HEAD, OPTIONS"),
        ("POST", "/healthz", "GET, HEAD, OPTIONS"), ("DELETE", "/metrics", "GET, HEAD, OPTIONS"),
        ("PATCH", "/openapi.yaml", "GET, HEAD, OPTIONS"), ("BREW", "/readyz", "GET, HEAD, OPTIONS"),
    ])
    func wrongMethodIs405(method: String, path: String, allow: String) throws {
        let response = harness.service.respond(to: HTTPRequest(method: method, path: path))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == allow)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(try response.json()["status"] == 405)
    }

    /// Unknown paths, traversal attempts and trailing slashes are 404 problems, never files.
    @Test(arguments: [
        "/nope", "/layout/", "/../layout", "/%2e%2e/etc/passwd", "/" + String(repeating: "a", count: 5000),
    ])
    func unknownPathIs404(path: String) throws {
        let response = harness.get(path)
        #expect(response.status == 404)
        let json = try response.json()
        #expect(json["type"]?.stringValue == ProblemType.notFound.rawValue)
        #expect((json["detail"]?.stringValue?.count ?? 0) < 400, "the path is shortened in the message")
    }

    /// Bodies that are not JSON in UTF-8 are refused with 415 before being read.
    @Test(arguments: [nil, "text/plain", "application/xml", "application/json; charset=latin1", "multipart/form-data"])
    func wrongMediaTypeIs415(contentType: String?) throws {
        let response = harness.post("/layout", json: Self.seed, contentType: contentType)
        #expect(response.status == 415)
        #expect(try response.json()["type"]?.stringValue == ProblemType.unsupportedMediaType.rawValue)
    }

    /// JSON media types with parameters or a +json suffix are accepted: the answer is the one for `application/json`.
    @Test(arguments: ["application/json; charset=utf-8", "Application/JSON", "application/vnd.sheetd+json"])
    func jsonMediaTypesAreAccepted(contentType: String) {
        let response = harness.post("/layout", json: Self.seed, contentType: contentType)
        #expect(response.status == 200)
        #expect(response.text == harness.post("/layout", json: Self.seed).text)
    }

    /// The health, readiness, metrics and spec endpoints answer, and readiness turns 503 while draining.
    @Test func operationalEndpoints() throws {
        #expect(harness.get("/healthz").status == 200)
        #expect(harness.get("/readyz").status == 200)
        let spec = harness.get("/openapi.yaml")
        #expect(spec.status == 200)
        #expect(spec.headers["Content-Type"] == "application/yaml")
        // The document's first line is a comment naming its generator; the OpenAPI version follows.
        #expect(spec.text.split(separator: "\n").first { !$0.hasPrefix("#") } == "openapi: 3.1.0")
        harness.service.beginDraining()
        #expect(harness.get("/readyz").status == 503)
        #expect(harness.get("/healthz").status == 200, "liveness stays up while draining")
    }

    /// /metrics counts requests by route and status, observes latency and layout time, and shows in-flight.
    @Test func metricsCountRequests() {
        _ = harness.post("/layout", json: Self.seed)
        _ = harness.post("/layout", json: "{}")
        _ = harness.get("/nope")
        let metrics = harness.get("/metrics").text
        #expect(metrics.contains(#"sheetd_http_requests_total{route="/layout",method="POST",status="200"} 1"#))
        #expect(metrics.contains(#"sheetd_http_requests_total{route="/layout",method="POST",status="422"} 1"#))
        #expect(metrics.contains(#"sheetd_http_requests_total{route="unmatched",method="GET",status="404"} 1"#))
        #expect(metrics.contains(#"sheetd_http_request_duration_seconds_count{route="/layout"} 2"#))
        #expect(metrics.contains(#"sheetd_compute_duration_seconds_count{kind="layout"} 1"#))
        #expect(metrics.contains("sheetd_http_requests_in_flight 1"), "the /metrics request itself is in flight")
    }

    /// X-Request-Id is echoed when sane and generated otherwise; the access log carries it.
    @Test func requestIDs() throws {
        let echoed = harness.post("/layout", json: Self.seed, headers: [("X-Request-Id", "abc-123")])
        #expect(echoed.headers["X-Request-Id"] == "abc-123")
        let replaced = harness.post("/layout", json: Self.seed, headers: [("X-Request-Id", "bad id\"with quotes")])
        let generated = try #require(replaced.headers["X-Request-Id"])
        #expect(generated.count == 16 && generated.allSatisfy(\.isHexDigit))
        let line = try #require(harness.logLines.first)
        let record = try JSONParser.parse(line)
        #expect(record["requestId"] == "abc-123")
        #expect(record["status"] == 200)
        #expect(record["path"] == "/layout")
        #expect(harness.logLines.count == 2)
    }

    /// Equal answers carry equal strong ETags; a GET with a matching If-None-Match gets 304.
    @Test func entityTags() throws {
        let first = harness.post("/layout", json: Self.seed)
        let second = harness.post("/layout", json: Self.seed)
        let tag = try #require(first.headers["ETag"])
        #expect(tag.hasPrefix("\"") && tag.count == 18)
        #expect(second.headers["ETag"] == tag)
        let spec = harness.get("/openapi.yaml")
        let notModified = harness.get("/openapi.yaml", headers: [("If-None-Match", try #require(spec.headers["ETag"]))])
        #expect(notModified.status == 304)
        #expect(notModified.body == spec.body, "kept for the 200's Content-Length; the HTTP layer sends no body")
    }

    /// The HTTP layer's refusals become problems with the right status and headers.
    @Test func rejections() throws {
        let request = HTTPRequest(method: "POST", path: "/layout")
        let tooLarge = harness.service.respond(to: .bodyTooLarge(limit: 1024), for: request)
        #expect(tooLarge.status == 413)
        #expect(try tooLarge.json()["detail"]?.stringValue?.contains("1024") == true)
        let overloaded = harness.service.respond(to: .overloaded, for: request)
        #expect(overloaded.status == 503)
        #expect(overloaded.headers["Retry-After"] == "1")
        #expect(harness.service.respond(to: .draining, for: request).status == 503)
    }

    /// GET /profiles lists every profile with the apps it matches and a source and a confidence for every
    /// constant; ios26 is the default since contract 2.0.0.
    @Test func profiles() throws {
        let json = try harness.get("/profiles").json()
        #expect(json["default"] == "ios26")
        let profiles = try #require(json["profiles"]?.arrayValue)
        #expect(profiles.compactMap { $0["name"]?.stringValue } == ["ios17", "ios10", "ios26"])
        #expect(profiles.allSatisfy { $0["matchingApps"]?.stringValue?.contains("SDK") == true })
        for profile in profiles {
            let constants = try #require(profile["constants"]?.arrayValue)
            #expect(constants.count >= 20)
            #expect(constants.allSatisfy { ($0["source"]?.stringValue?.isEmpty == false) && $0["confidence"] != nil })
        }
    }

    /// GET /profiles lists the transition's constants and the separator thickness with the typed values, says
    /// what is unknown about iOS 11–12.1, and names the deprecated alias with its profile and reason.
    @Test func profilesListMotionEraAndAliases() throws {
        let json = try harness.get("/profiles").json()
        let profiles = try #require(json["profiles"]?.arrayValue)
        let ios10 = try #require(profiles.first { $0["name"]?.stringValue == "ios10" })
        #expect(ios10["era"]?.stringValue?.contains("Unknown for iOS 11–12.1") == true)
        let constants = try #require(profiles.first?["constants"]?.arrayValue)
        func value(_ name: String) -> String? {
            constants.first { $0["name"]?.stringValue == name }?["value"]?.stringValue
        }
        // A plain number is a JSON number (issue 37); rules and numbers with a unit stay text.
        func number(_ name: String) -> Double? {
            constants.first { $0["name"]?.stringValue == name }?["value"]?.numberValue
        }
        #expect(number("springStiffness") == 522.35)
        #expect(number("springDamping") == 45.7099552)
        #expect(number("transitionDuration") == 0.404)
        #expect(number("customViewFadeDuration") == 0.1)
        #expect(number("titleLengthCap") == 999 && value("titleLengthCap") == nil)
        #expect(value("customViewFadeCurve") == "easeInEaseOut")
        #expect(value("dimmingCurve") == "the sheet spring, over the transition")
        #expect(value("separatorThicknessInPixels") == "1 device pixel (1/scale pt)")
        let aliases = try #require(json["deprecatedAliases"]?.arrayValue)
        #expect(aliases.count == 1)
        #expect(aliases.first?["name"]?.stringValue == "ios12" && aliases.first?["profile"]?.stringValue == "ios10")
    }
}
