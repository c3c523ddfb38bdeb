import Testing

@testable import HTTPServer

/// `bodyTimeout` and `minBodyRate` answer 408 to bodies that trickle (slow POST, R-U-Dead-Yet)
/// and cut their connections, while a slow body above the rate completes; and
/// `maxConnectionsPerIP` keeps one address from taking every slot. The deadlines run on a
/// `ManualClock`, so each passes when the test advances the clock, never with the wall clock.
@Suite struct BodyTimeoutTests {
    /// A server whose deadlines follow `clock`, with libmicrohttpd's idle timeout off so that
    /// nothing else cuts a connection while the test runs, however slowly.
    private static func configuration(
        _ clock: ManualClock, _ adjust: (inout HTTPServerConfiguration) -> Void
    ) -> HTTPServerConfiguration {
        TestServer.configuration {
            $0.headerTimeout = 10
            $0.connectionTimeout = 0
            $0.clock = clock
            adjust(&$0)
        }
    }

    /// A server metering bodies at 100 bytes per second after 2 s of grace, with a body timeout
    /// far beyond the tests' time, so that only the rate can cut.
    private static func meteredConfiguration(_ clock: ManualClock) -> HTTPServerConfiguration {
        configuration(clock) {
            $0.bodyTimeout = 60
            $0.minBodyRate = 100
            $0.bodyRateGracePeriod = 2
        }
    }

    /// Sends the head of a POST with a body of `length` bytes and waits for `100 Continue`,
    /// which the server sends only after it has seen the head: the body's limits run from then.
    private static func startUpload(port: Int, length: Int) throws -> RawHTTPConnection {
        let connection = try RawHTTPConnection(port: port)
        try connection.send(
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(length)\r\nExpect: 100-continue\r\n\r\n")
        #expect(try connection.readResponse().status == 100)
        return connection
    }

    /// A body that keeps trickling (never idle) is answered 408 `bodyTimeout` and closed exactly
    /// when `bodyTimeout` has passed since its head, not a second earlier.
    @Test func aTrickledBodyIsAnswered408AtItsDeadline() throws {
        let clock = ManualClock()
        let (server, port) = try TestServer.start(
            Self.configuration(clock) {
                $0.bodyTimeout = 10
                $0.minBodyRate = 0
            })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try Self.startUpload(port: port, length: 100)
        for _ in 0..<9 {
            try connection.send("x")
            clock.advance(by: .seconds(1))
        }
        #expect(!connection.isReadable, "answered before its deadline")
        clock.advance(by: .seconds(1))
        let response = try connection.readResponse()
        #expect(response.status == 408)
        #expect(response.header("X-Rejection") == "bodyTimeout")
        #expect(response.header("Connection") == "close")
        #expect(try connection.waitForClose(), "the connection stayed open after the 408")
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// A body that arrives slowly but above `minBodyRate` is not cut after its grace period,
    /// and is handled once complete.
    @Test func aSlowBodyAboveTheRateCompletes() throws {
        let clock = ManualClock()
        let (server, port) = try TestServer.start(Self.meteredConfiguration(clock))
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let body = (0..<1000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let connection = try Self.startUpload(port: port, length: body.count)
        // 150 bytes a second against a minimum of 100, for twice the grace period.
        for second in 0..<4 {
            try connection.send(Array(body[(second * 150)..<((second + 1) * 150)]))
            #expect(eventually { server.meteredBodyBytes == (second + 1) * 150 })
            clock.advance(by: .seconds(1))
        }
        #expect(!connection.isReadable, "a body above the minimum rate was cut")
        try connection.send(Array(body[600...]))

        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.body == body)
    }

    /// A body below `minBodyRate` is answered 408 `bodyTooSlow` and closed when its grace period
    /// ends, long before its `bodyTimeout`.
    @Test func aBodyBelowTheRateIsCutAfterTheGracePeriod() throws {
        let clock = ManualClock()
        let (server, port) = try TestServer.start(Self.meteredConfiguration(clock))
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try Self.startUpload(port: port, length: 1000)
        try connection.send(String(repeating: "x", count: 24))
        #expect(eventually { server.meteredBodyBytes == 24 })
        clock.advance(by: .seconds(1))
        #expect(!connection.isReadable, "cut before the grace period ended")
        clock.advance(by: .seconds(1))
        let response = try connection.readResponse()
        #expect(response.status == 408)
        #expect(response.header("X-Rejection") == "bodyTooSlow")
        #expect(try connection.waitForClose(), "the connection stayed open after the 408")
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// With `maxConnectionsPerIP` connections open from 127.0.0.1, one more from there is closed
    /// without an answer, while the open ones are still served, and a slot freed is usable again.
    @Test func thePerAddressCapRefusesTheExtraConnection() throws {
        let clock = ManualClock()
        let (server, port) = try TestServer.start(Self.configuration(clock) { $0.maxConnectionsPerIP = 2 })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let held = try (0..<2).map { index in
            let connection = try RawHTTPConnection(port: port)
            try connection.send("GET /held/\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            return connection
        }
        #expect(eventually { server.inFlightRequests == 2 })

        let extra = try RawHTTPConnection(port: port)
        try? extra.sendRequest(method: "GET", target: "/extra")
        #expect(try extra.waitForClose(), "the third connection from one address was not refused")

        for (index, connection) in held.enumerated() {
            try connection.send("\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.header("X-Path") == "/held/\(index)")
        }
        held[0].close()
        #expect(
            eventually { (try? RawHTTPConnection.exchange(port: port, method: "GET", target: "/again").status) == 200 })
    }
}
