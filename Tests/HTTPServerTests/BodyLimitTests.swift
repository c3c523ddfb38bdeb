import HTTPServer
import Testing

/// Bodies over `maxBodyBytes` are refused without being buffered.
@Suite struct BodyLimitTests {
    private static let limit = 1024

    /// Starts a server with a 1 KiB body limit that counts its handler calls.
    private static func startLimitedServer() throws -> (server: HTTPServer, port: Int, calls: Counter) {
        let calls = Counter()
        let (server, port) = try TestServer.start(TestServer.configuration { $0.maxBodyBytes = limit }) { request in
            calls.increment()
            return TestServer.echo(request)
        }
        return (server, port, calls)
    }

    /// A declared `Content-Length` over the limit is answered with 413 as soon as the headers
    /// arrive: the client never sends the body, and the connection is closed afterwards.
    @Test func declaredLengthOverTheLimitIsRejectedBeforeTheBody() throws {
        let (server, port, calls) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        try connection.send("POST /layout HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n")
        let response = try connection.readResponse()

        #expect(response.status == 413)
        #expect(response.header("X-Rejection") == "bodyTooLarge")
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(try connection.waitForClose())
        #expect(calls.count == 0)
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// A chunked body is cut off with 413 as soon as it passes the limit, before the client
    /// finishes it, and the server stops reading by closing the connection.
    @Test func chunkedBodyOverTheLimitIsRejectedMidStream() throws {
        let (server, port, calls) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        try connection.send("POST /layout HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = Array("300\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 0x300) + Array("\r\n".utf8)
        try connection.send(chunk)
        try connection.send(chunk)  // 1536 bytes so far; the terminating chunk never comes
        let response = try connection.readResponse()

        #expect(response.status == 413)
        #expect(response.header("X-Rejection") == "bodyTooLarge")
        #expect(try connection.waitForClose())
        #expect(calls.count == 0)
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// A chunked body within the limit is reassembled and reaches the handler whole.
    @Test func chunkedBodyWithinTheLimitReachesTheHandler() throws {
        let (server, port, _) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        try connection.send(
            "POST /layout HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n"
        )
        let response = try connection.readResponse()

        #expect(response.status == 200)
        #expect(response.bodyText == "hello world")
    }

    /// A body of exactly the limit is accepted; one byte more is not.
    @Test func bodyOfExactlyTheLimitIsAccepted() throws {
        let (server, port, _) = try Self.startLimitedServer()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let atLimit = try RawHTTPConnection.exchange(
            port: port, method: "POST", target: "/", body: [UInt8](repeating: 7, count: Self.limit)
        )
        let overLimit = try RawHTTPConnection.exchange(
            port: port, method: "POST", target: "/", body: [UInt8](repeating: 7, count: Self.limit + 1)
        )

        #expect(atLimit.status == 200)
        #expect(atLimit.body.count == Self.limit)
        #expect(overLimit.status == 413)
    }
}
