import HTTPServer
import Testing

/// Clients that close before their request is complete are let go even when libmicrohttpd misses
/// the close (docs/reliability.md, bug 8): their requests leave the in-flight count, so a drain
/// does not wait for them. The sweep runs on a `ManualClock`; no deadline is near.
@Suite struct PeerCloseTests {
    /// Two connections hold both slots; two more send part of a request and close their sending side
    /// while they wait in the accept queue — a partial head, and a head with both `Content-Length` and
    /// `Transfer-Encoding` followed by part of a chunked body — so that libmicrohttpd reads their bytes
    /// and the close together once it accepts them. Two sweeps later both are closed and nothing is in
    /// flight, with the header and body deadlines far away.
    @Test func clientsThatCloseMidRequestAreLetGo() throws {
        let clock = ManualClock()
        let configuration = TestServer.configuration {
            $0.maxConnections = 2
            $0.maxConnectionsPerIP = 0
            $0.makesRoomForNewConnections = false
            $0.headerTimeout = 100
            $0.bodyTimeout = 100
            $0.minBodyRate = 0
            $0.connectionTimeout = 0
            $0.clock = clock
        }
        let (server, port) = try TestServer.start(configuration)
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        let holders = try (0..<2).map { _ in try RawHTTPConnection(port: port) }
        let partialHead = try RawHTTPConnection(port: port)
        try partialHead.send("GET /partial HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a")
        partialHead.finishSending()
        let partialBody = try RawHTTPConnection(port: port)
        try partialBody.send(
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab"
        )
        partialBody.finishSending()
        for holder in holders { holder.close() }
        #expect(eventually { server.inFlightRequests == 2 }, "both request lines read")

        clock.advance(by: .seconds(2))  // two sweeps: seen closed, then still closed
        #expect(eventually { server.inFlightRequests == 0 })
        for connection in [partialHead, partialBody] {
            #expect(eventually { connection.isReadable }, "not closed by the server")
        }
    }
}
