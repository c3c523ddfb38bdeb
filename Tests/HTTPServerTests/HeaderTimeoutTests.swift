import HTTPMessages
import HTTPServer
import Testing

/// `headerTimeout`: connections that do not deliver a complete request head in time are cut
/// (slowloris), and nothing else is. The deadlines run on a `ManualClock`, so each passes when
/// the test advances the clock, never with the wall clock.
@Suite struct HeaderTimeoutTests {
    /// The header timeout of these tests, in seconds of the manual clock.
    private static let timeoutSeconds = 10
    private static let timeout = Duration.seconds(timeoutSeconds)

    /// A server whose header deadlines follow `clock`, with libmicrohttpd's idle timeout off so
    /// that nothing else cuts a connection while the test runs, however slowly.
    private static func configuration(
        _ clock: ManualClock, _ adjust: (inout HTTPServerConfiguration) -> Void = { _ in }
    ) -> HTTPServerConfiguration {
        TestServer.configuration {
            $0.headerTimeout = timeoutSeconds
            $0.connectionTimeout = 0
            $0.clock = clock
            adjust(&$0)
        }
    }

    /// Clients that keep sending header bytes but never finish the head hold every connection
    /// slot; when the clock reaches their deadline they are cut without an answer, and not a
    /// second earlier, while a client that connected later keeps its connection and is answered
    /// when it finishes its head, and a request waiting in the accept queue gets a slot and is
    /// answered.
    @Test func tricklingClientsAreCutAtTheirDeadlineAndOthersAreServed() throws {
        let clock = ManualClock()
        let early = 3
        // The deadline alone is under test: no connection is closed early to make room, and all
        // come from 127.0.0.1, so no per-address cap.
        let (server, port) = try TestServer.start(
            Self.configuration(clock) {
                $0.maxConnections = early + 1
                $0.maxConnectionsPerIP = 0
                $0.makesRoomForNewConnections = false
            })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let trickling = try (0..<early).map { index in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("GET /slow/\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a")
            return connection
        }
        // Their request lines have arrived, so their deadlines were set from the clock's start.
        #expect(eventually { server.inFlightRequests == early })
        clock.advance(by: .seconds(6))
        for connection in trickling {
            try connection.send("a")
        }
        let late = try RawHTTPConnection(port: port)
        try late.send("GET /late HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        #expect(eventually { server.inFlightRequests == early + 1 })
        // Every slot is taken: this connection waits in the accept queue until one frees.
        let queued = try RawHTTPConnection(port: port)
        try queued.sendRequest(method: "GET", target: "/queued")

        clock.advance(by: Self.timeout - .seconds(7))
        for connection in trickling {
            #expect(!connection.isReadable, "cut before its deadline")
        }
        clock.advance(by: .seconds(1))
        for (index, connection) in trickling.enumerated() {
            // Data instead of the close throws: a trickling client must get no answer.
            #expect(try connection.waitForClose(), "trickling client \(index) was not cut")
        }

        try late.send("\r\n")
        let lateResponse = try late.readResponse()
        #expect(lateResponse.status == 200)
        #expect(lateResponse.header("X-Path") == "/late")
        let queuedResponse = try queued.readResponse()
        #expect(queuedResponse.status == 200)
        #expect(queuedResponse.header("X-Path") == "/queued")
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// A handler that runs long past the header deadline (its connection suspended meanwhile)
    /// still delivers its full answer: the deadline ends with the request head.
    @Test func aHandlerRunningPastTheDeadlineIsAnsweredCompletely() throws {
        let clock = ManualClock()
        let gate = Gate()
        let body = [UInt8](repeating: 7, count: 512 * 1024)
        let (server, port) = try TestServer.start(Self.configuration(clock)) { _ in
            gate.pass()
            return HTTPResponse(status: 200, body: body)
        }
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        defer { gate.open() }  // before stopping, which waits for the handler

        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(method: "GET", target: "/slow")
        #expect(gate.waitForArrivals(1))
        clock.advance(by: Self.timeout * 3)
        gate.open()

        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.body == body)
    }

    /// A body that arrives long after the header deadline is not cut by it: once the head is
    /// complete (the server's `100 Continue` says so), only the body's own limits apply, which
    /// are off here (`BodyTimeoutTests` covers them).
    @Test func aSlowBodyAfterACompleteHeadIsNotCut() throws {
        let clock = ManualClock()
        let (server, port) = try TestServer.start(
            Self.configuration(clock) {
                $0.bodyTimeout = 0
                $0.minBodyRate = 0
            })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        try connection.send(
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n")
        #expect(try connection.readResponse().status == 100)
        for part in ["01234", "56789"] {
            clock.advance(by: Self.timeout * 2)
            try connection.send(part)
        }

        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.bodyText == "0123456789")
    }

    /// On a keep-alive connection the deadline restarts when a response is complete: requests
    /// that each come a second before it keep the connection open far beyond one timeout, and
    /// the connection is cut without an answer exactly one timeout after the last response.
    @Test func keepAliveDeadlineRestartsAfterEachResponse() throws {
        let clock = ManualClock()
        let (server, port) = try TestServer.start(Self.configuration(clock))
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        for index in 0..<3 {
            if index > 0 { clock.advance(by: Self.timeout - .seconds(1)) }
            try connection.sendRequest(method: "GET", target: "/keep/\(index)")
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.header("X-Path") == "/keep/\(index)")
            // No longer in flight: the server has completed the request and restarted the deadline.
            #expect(eventually { server.inFlightRequests == 0 })
        }

        clock.advance(by: Self.timeout - .seconds(1))
        #expect(!connection.isReadable, "cut before its deadline")
        clock.advance(by: .seconds(1))
        #expect(try connection.waitForClose(), "the idle keep-alive connection was not cut")
    }
}
