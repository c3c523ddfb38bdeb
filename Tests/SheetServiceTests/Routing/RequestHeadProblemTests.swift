import HTTPMessages
import SheetWire
import Testing

@testable import SheetService

/// Request heads over the HTTP layer's limits become problem+json like every other error.
@Suite struct RequestHeadProblemTests {
    let harness = ServiceHarness()

    /// A target over the limit is 414 `uri-too-long`, naming the limit.
    @Test func targetTooLongIs414Problem() throws {
        let request = HTTPRequest(method: "GET", path: "/" + String(repeating: "a", count: 9000))
        let response = harness.service.respond(to: .requestTargetTooLong(limit: 8192), for: request)
        #expect(response.status == 414)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let problem = try response.json()
        #expect(problem["type"]?.stringValue == ProblemType.uriTooLong.rawValue)
        #expect(problem["title"]?.stringValue == "URI Too Long")
        #expect(problem["detail"]?.stringValue?.contains("8192 bytes") == true)
        #expect(response.body.count < 400, "the long path is not echoed")
    }

    /// Header fields over the limit are 431 `header-fields-too-large`, naming the limit.
    @Test func headerFieldsTooLargeIs431Problem() throws {
        let response = harness.service.respond(
            to: .headerFieldsTooLarge(limit: 16384), for: HTTPRequest(method: "GET", path: "/layout"))
        #expect(response.status == 431)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let problem = try response.json()
        #expect(problem["type"]?.stringValue == ProblemType.headerFieldsTooLarge.rawValue)
        #expect(problem["title"]?.stringValue == "Request Header Fields Too Large")
        #expect(problem["detail"]?.stringValue?.contains("16384 bytes") == true)
    }

    /// A body over its deadline, or under the minimum rate, is 408 `request-timeout`, naming the limit.
    @Test(arguments: [
        (HTTPRejection.bodyTimeout(seconds: 7), "7 s"),
        (HTTPRejection.bodyTooSlow(minimumBytesPerSecond: 240), "240 bytes per second"),
    ])
    func lateBodyIs408Problem(rejection: HTTPRejection, limit: String) throws {
        let response = harness.service.respond(to: rejection, for: HTTPRequest(method: "POST", path: "/layout"))
        #expect(response.status == 408)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let problem = try response.json()
        #expect(problem["type"]?.stringValue == ProblemType.requestTimeout.rawValue)
        #expect(problem["title"]?.stringValue == "Request Timeout")
        #expect(problem["detail"]?.stringValue?.contains(limit) == true)
    }
}
