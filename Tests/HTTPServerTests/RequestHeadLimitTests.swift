import HTTPServer
import Testing

/// Request targets and header fields over the server's own limits are answered through the
/// rejection handler (so the service can send problem+json), before the handler runs; a
/// request head too large for libmicrohttpd's memory pool still gets libmicrohttpd's own answer.
@Suite struct RequestHeadLimitTests {
    private static let targetLimit = 100
    private static let headerLimit = 200

    /// Starts a server with small head limits that counts its handler calls.
    private static func startLimitedServer() throws -> (server: HTTPServer, port: Int, calls: Counter) {
        let calls = Counter()
        let configuration = TestServer.configuration {
            $0.maxRequestTargetBytes = targetLimit
            $0.maxHeaderBytes = headerLimit
        }
        let (server, port) = try TestServer.start(configuration) { request in
            calls.increment()
            return TestServer.echo(request)
        }
        return (server, port, calls)
    }

    /// A target of exactly the limit reaches the handler; one byte more is rejected with 414
    /// through the rejection handler, and the connection is closed.
    @Test func targetOverTheLimitIsRejected() throws {
        let (server, port, calls) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        let atLimit = "/" + String(repeating: "a", count: Self.targetLimit - 5) + "?q=1"

        let accepted = try RawHTTPConnection.exchange(port: port, method: "GET", target: atLimit)
        #expect(accepted.status == 200)
        #expect(calls.count == 1)

        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(method: "GET", target: atLimit + "2")
        let response = try connection.readResponse()
        #expect(response.status == 414)
        #expect(response.header("X-Rejection") == "requestTargetTooLong")
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(try connection.waitForClose())
        #expect(calls.count == 1)
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// The target limit counts bytes, also of a target that is not UTF-8 (checked before the
    /// encoding, so an oversized binary target gets 414, not 400).
    @Test func targetLimitCountsBytesBeforeTheEncodingCheck() throws {
        let (server, port, calls) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        let target = [UInt8(ascii: "/")] + [UInt8](repeating: 0xE9, count: Self.targetLimit)
        try connection.send(Array("GET ".utf8) + target + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        let response = try connection.readResponse()
        #expect(response.status == 414)
        #expect(calls.count == 0)
    }

    /// Header fields are counted as name + value + 4 bytes each: exactly the limit passes, one
    /// byte more gets 431 through the rejection handler and a closed connection.
    @Test func headerFieldsOverTheLimitAreRejected() throws {
        let (server, port, calls) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        // `Host: 127.0.0.1` costs 4 + 9 + 4 = 17 bytes, `X-Pad: …` 5 + 4 + its value.
        let padding = Self.headerLimit - 17 - 9

        let accepted = try RawHTTPConnection.exchange(
            port: port, method: "GET", target: "/", headers: [("X-Pad", String(repeating: "p", count: padding))])
        #expect(accepted.status == 200)

        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(
            method: "GET", target: "/", headers: [("X-Pad", String(repeating: "p", count: padding + 1))])
        let response = try connection.readResponse()
        #expect(response.status == 431)
        #expect(response.header("X-Rejection") == "headerFieldsTooLarge")
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(try connection.waitForClose())
        #expect(calls.count == 1)
    }

    /// Many small fields add up like one big one.
    @Test func manySmallFieldsAddUp() throws {
        let (server, port, calls) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let headers = (0..<30).map { ("X-\($0)", "v") }  // 30 × ≥ 8 bytes > 200
        let response = try RawHTTPConnection.exchange(port: port, method: "GET", target: "/", headers: headers)
        #expect(response.status == 431)
        #expect(calls.count == 0)
    }

    /// With the default limits (8 KiB target, 8 KiB of fields, 32 KiB pool), a 20 KB target
    /// gets the server's 414 (not libmicrohttpd's), and a 100 KB one, which does not fit the
    /// pool, still gets libmicrohttpd's 414 with its HTML page and a closed connection.
    @Test func defaultLimitsSitInsideTheMemoryPool() throws {
        let (server, port) = try TestServer.start()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let ours = try RawHTTPConnection.exchange(
            port: port, method: "GET", target: "/" + String(repeating: "a", count: 20_000))
        #expect(ours.status == 414)
        #expect(ours.header("X-Rejection") == "requestTargetTooLong")

        let big = try RawHTTPConnection.exchange(
            port: port, method: "GET", target: "/", headers: [("X-Big", String(repeating: "b", count: 20_000))])
        #expect(big.status == 431)
        #expect(big.header("X-Rejection") == "headerFieldsTooLarge")

        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(method: "GET", target: "/" + String(repeating: "a", count: 100_000))
        let theirs = try connection.readResponse()
        #expect(theirs.status == 414)
        #expect(theirs.header("X-Rejection") == nil)
        #expect(theirs.bodyText.hasPrefix("<html>"))
        #expect(try connection.waitForClose())
    }

    /// A query of many small arguments (600 bare `&`, 600 `a=1&` pairs) within the target limit is
    /// routed with its query intact, on a connection that stays usable: libmicrohttpd no longer
    /// records each argument in its memory pool (`QueryHiding`), which used to exhaust it and
    /// leave the connection silent until the header timeout.
    @Test func manySmallArgumentsAreRouted() throws {
        let (server, port) = try TestServer.start()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        let connection = try RawHTTPConnection(port: port)
        for query in [String(repeating: "&", count: 600), String(repeating: "a=1&", count: 600), "x=1&y=%20"] {
            try connection.sendRequest(method: "GET", target: "/args?" + query)
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.header("X-Query") == query)
        }
    }

    /// Limits that leave no room in the memory pool could never be reached, so starting refuses
    /// them.
    @Test func limitsMustFitTheMemoryPool() {
        let server = HTTPServer(
            configuration: TestServer.configuration {
                $0.maxHeaderBytes = 32 * 1024
            },
            handler: TestServer.echo, rejectionHandler: TestServer.rejections)
        #expect {
            try server.start()
        } throws: { error in
            guard case .invalidConfiguration(let message) = error as? HTTPServerError else { return false }
            return message.contains("memoryLimitPerConnection")
        }
    }
}
