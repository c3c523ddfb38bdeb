import HTTPMessages
import HTTPServer
import Locking
import Testing

/// Requests and responses over a real socket.
@Suite struct HTTPServerRoundTripTests {
    /// A POST reaches the handler with its body, and the handler's status, headers and body
    /// come back unchanged on a real, non-zero port.
    @Test func postIsAnsweredWithTheHandlersStatusHeadersAndBody() throws {
        let (server, port) = try TestServer.start { request in
            var headers: HTTPHeaders = ["Content-Type": "application/json"]
            headers.append(name: "X-Seen-Method", value: request.method)
            headers.append(name: "X-Seen-Length", value: "\(request.body.count)")
            return HTTPResponse(status: 201, headers: headers, body: Array("{\"got\":".utf8) + request.body + [125])
        }
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        #expect(port > 0)

        let response = try RawHTTPConnection.exchange(
            port: port, method: "POST", target: "/layout",
            headers: [("Content-Type", "application/json")], body: Array("[1,2,3]".utf8)
        )

        #expect(response.status == 201)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.header("X-Seen-Method") == "POST")
        #expect(response.header("X-Seen-Length") == "7")
        #expect(response.bodyText == "{\"got\":[1,2,3]}")
    }

    /// A GET has its query split off the path, and request headers are found whatever the case
    /// of the name the handler asks for.
    @Test func getSplitsTheQueryAndLooksUpHeadersWithoutCase() throws {
        let seen = LockedValue<[HTTPRequest]>([])
        let (server, port) = try TestServer.start { request in
            seen.withLock { $0.append(request) }
            return HTTPResponse(status: 200, body: Array((request.headers["x-TRACE-id"] ?? "none").utf8))
        }
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let withQuery = try RawHTTPConnection.exchange(
            port: port, method: "GET", target: "/sheets/42?limit=3&name=a%20b", headers: [("X-Trace-Id", "t-1")]
        )
        let withoutQuery = try RawHTTPConnection.exchange(port: port, method: "GET", target: "/healthz")

        #expect(withQuery.status == 200)
        #expect(withQuery.bodyText == "t-1")
        #expect(withoutQuery.bodyText == "none")
        let requests = seen.withLock { $0 }
        #expect(requests.map(\.path) == ["/sheets/42", "/healthz"])
        #expect(requests.map(\.query) == ["limit=3&name=a%20b", nil])
        #expect(requests.first?.headers["HOST"] == "127.0.0.1")
        #expect(requests.allSatisfy { $0.method == "GET" && $0.body.isEmpty })
    }

    /// Every method string goes to the handler; for HEAD the server sends headers only.
    @Test(arguments: ["PUT", "DELETE", "OPTIONS", "PATCH", "HEAD", "PROPFIND"])
    func everyMethodReachesTheHandler(method: String) throws {
        let (server, port) = try TestServer.start()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let body: [UInt8] = method == "HEAD" ? [] : Array("payload".utf8)
        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(method: method, target: "/m", body: body)
        let response = try connection.readResponse(hasBody: method != "HEAD")

        #expect(response.status == 200)
        #expect(response.header("X-Method") == method)
        #expect(response.body == body)
    }

    /// Several requests in a row on one keep-alive connection are each answered.
    @Test func keepAliveConnectionCarriesSeveralRequests() throws {
        let (server, port) = try TestServer.start()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        for index in 0..<5 {
            try connection.sendRequest(method: "POST", target: "/echo", body: Array("request \(index)".utf8))
            let response = try connection.readResponse()
            #expect(response.bodyText == "request \(index)")
        }
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// A request target that is not UTF-8 gets the malformed-request rejection, not the handler.
    @Test func nonUTF8TargetIsRejectedAsMalformed() throws {
        let calls = Counter()
        let (server, port) = try TestServer.start { _ in
            calls.increment()
            return HTTPResponse(status: 200)
        }
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        try connection.send(Array("GET /caf".utf8) + [0xE9] + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        let response = try connection.readResponse()

        #expect(response.status == 400)
        #expect(response.header("X-Rejection") == "malformedRequest")
        #expect(calls.count == 0)
    }

    /// The server also listens on IPv6 loopback when asked to.
    @Test func listensOnIPv6Loopback() throws {
        let (server, port) = try TestServer.start(TestServer.configuration { $0.host = "::1" })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let response = try RawHTTPConnection.exchange(
            port: port, method: "POST", target: "/six", body: [6], ipv6: true
        )
        #expect(response.status == 200)
        #expect(response.body == [6])
    }
}
