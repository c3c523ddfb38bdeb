import HTTPServer
import Locking
import Testing

/// Quiesce, graceful stop and idle timeouts.
@Suite struct ShutdownTests {
    /// `stop` while a slow request runs: the request still gets its full answer, new
    /// connections are refused (with one network thread) or closed as soon as accepted (with
    /// MHD's thread pool, which is never quiesced: `HTTPServer.quiesce()`), and `stop` reports
    /// that everything drained; afterwards connections are refused in both.
    @Test(arguments: [1, 2])
    func stopDrainsASlowRequestThenRefusesConnections(threads: Int) throws {
        let gate = Gate()
        let (server, port) = try TestServer.start(TestServer.configuration { $0.threads = threads }) { request in
            gate.pass()
            return TestServer.echo(request)
        }
        defer { gate.open() }  // also when an expectation throws early
        let slowBody = [UInt8](repeating: UInt8(ascii: "s"), count: 100_000)
        let slow = try RawHTTPConnection(port: port)
        try slow.sendRequest(method: "POST", target: "/slow", body: slowBody)
        #expect(gate.waitForArrivals(1))

        let drained = LockedValue<Bool?>(nil)
        let stopping = onBackgroundThread {
            let result = server.stop(drainTimeout: failureGuard)
            drained.withLock { $0 = result }
        }
        if threads == 1 {
            #expect(eventually { RawHTTPConnection.isRefused(port: port) })
        } else {
            #expect(eventually { RawHTTPConnection.isTurnedAway(port: port) })
            #expect(!RawHTTPConnection.isRefused(port: port), "a pool's listening socket stays open until the end")
        }
        #expect(drained.withLock { $0 } == nil, "stop must wait for the running request")

        gate.open()
        let response = try slow.readResponse()
        stopping.wait()

        #expect(response.status == 200)
        #expect(response.body == slowBody)
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(drained.withLock { $0 } == true)
        #expect(RawHTTPConnection.isRefused(port: port))
        #expect(server.inFlightRequests == 0)
    }

    /// While draining, a new request on an already open connection is answered with the
    /// draining rejection (503) and the connection is closed.
    @Test func requestOnAnOpenConnectionWhileDrainingIsRejected() throws {
        let gate = Gate()
        let (server, port) = try TestServer.start { request in
            if request.path == "/slow" { gate.pass() }
            return TestServer.echo(request)
        }
        defer { gate.open() }  // also when an expectation throws early
        let slow = try RawHTTPConnection(port: port)
        try slow.sendRequest(method: "POST", target: "/slow", body: [1])
        #expect(gate.waitForArrivals(1))
        let idle = try RawHTTPConnection(port: port)
        try idle.sendRequest(method: "POST", target: "/warm-up", body: [2])
        #expect(try idle.readResponse().status == 200)

        let stopping = onBackgroundThread { _ = server.stop(drainTimeout: failureGuard) }
        #expect(eventually { RawHTTPConnection.isRefused(port: port) })
        try idle.sendRequest(method: "POST", target: "/late", body: [3])
        let late = try idle.readResponse()

        #expect(late.status == 503)
        #expect(late.header("X-Rejection") == "draining")
        #expect(late.header("Connection")?.lowercased() == "close")
        #expect(try idle.waitForClose())

        gate.open()
        #expect(try slow.readResponse().status == 200)
        stopping.wait()
    }

    /// When the drain timeout has expired (zero here) while a handler still runs, `stop`
    /// reports false but returns only after the handler has finished (stopping the daemon with a
    /// suspended connection would abort the process).
    @Test func expiredDrainTimeoutStillWaitsForRunningHandlers() throws {
        let gate = Gate()
        let events = LockedValue<[String]>([])
        let (server, port) = try TestServer.start { request in
            gate.pass()
            events.withLock { $0.append("handler finished") }
            return TestServer.echo(request)
        }
        defer { gate.open() }  // also when an expectation throws early
        let slow = try RawHTTPConnection(port: port)
        try slow.sendRequest(method: "POST", target: "/slow", body: [1])
        #expect(gate.waitForArrivals(1))

        let drained = LockedValue<Bool?>(nil)
        let stopping = onBackgroundThread {
            let result = server.stop(drainTimeout: .zero)
            events.withLock { $0.append("stop returned") }
            drained.withLock { $0 = result }
        }
        #expect(eventually { RawHTTPConnection.isRefused(port: port) })
        #expect(drained.withLock { $0 } == nil, "stop must not return while a handler runs")

        gate.open()
        stopping.wait()
        #expect(drained.withLock { $0 } == false)
        #expect(events.withLock { $0 } == ["handler finished", "stop returned"])
    }

    /// After `quiesce` the next new connection is accepted and closed without an answer, the ones
    /// after it are refused, and open connections keep being served.
    @Test func quiesceRefusesNewConnectionsButServesOpenOnes() throws {
        let (server, port) = try TestServer.start()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        let open = try RawHTTPConnection(port: port)
        try open.sendRequest(method: "POST", target: "/", body: [1])
        #expect(try open.readResponse().body == [1])

        server.quiesce()

        // Closed on the network thread right after it quiesced the daemon there (Quiesce.swift).
        let first = try RawHTTPConnection(port: port)
        #expect(try first.waitForClose())
        #expect(RawHTTPConnection.isRefused(port: port))
        try open.sendRequest(method: "POST", target: "/", body: [2])
        #expect(try open.readResponse().body == [2])
    }

    /// With `connectionTimeout` set (1 s) and the header deadline off, an idle connection that
    /// sends nothing is closed by the server without an answer. libmicrohttpd times it on the
    /// wall clock, which the test cannot control, so the test waits for the close (at most
    /// `failureGuard`) and does not check when it came.
    @Test func idleConnectionIsClosedByTheIdleTimeout() throws {
        let (server, port) = try TestServer.start(
            TestServer.configuration {
                $0.connectionTimeout = 1
                $0.headerTimeout = 0
            })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let idle = try RawHTTPConnection(port: port)
        // Data instead of the close throws.
        #expect(try idle.waitForClose())
    }

    /// Stopping a server that never started, or stopping twice, is harmless.
    @Test func stopIsSafeBeforeStartAndTwice() throws {
        let unstarted = HTTPServer(
            configuration: TestServer.configuration(), handler: TestServer.echo, rejectionHandler: TestServer.rejections
        )
        #expect(unstarted.stop(drainTimeout: .zero))

        let (server, _) = try TestServer.start()
        #expect(server.stop(drainTimeout: .seconds(1)))
        #expect(server.stop(drainTimeout: .seconds(1)))
    }
}
