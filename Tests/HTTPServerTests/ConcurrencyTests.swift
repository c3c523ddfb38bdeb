import HTTPServer
import Locking
import Testing

/// Many clients at once, misbehaving clients, and overload.
@Suite struct ConcurrencyTests {
    /// 200 requests from 200 threads at the same time are all answered, each with its own body,
    /// with one network thread and with MHD's thread pool. The two cases run one after the
    /// other to stay far below a 1024 open-files limit (each request holds two descriptors).
    @Test(.serialized, arguments: [1, 2])
    func twoHundredConcurrentRequestsGetTheirOwnAnswers(threads: Int) throws {
        let (server, port) = try TestServer.start(TestServer.configuration { $0.threads = threads })
        defer { _ = server.stop(drainTimeout: .seconds(2)) }

        let results = LockedValue<[Int: Result<RawHTTPResponse, any Error>]>([:])
        onSeparateThreads(200) { index in
            let result = Result {
                try RawHTTPConnection.exchange(
                    port: port, method: "POST", target: "/echo/\(index)",
                    headers: [("X-Request-Id", "\(index)")], body: Self.body(for: index)
                )
            }
            results.withLock { $0[index] = result }
        }

        let answers = results.withLock { $0 }
        #expect(answers.count == 200)
        for index in 0..<200 {
            guard case .success(let response) = answers[index] else {
                Issue.record("request \(index) failed: \(String(describing: answers[index]))")
                continue
            }
            #expect(response.status == 200)
            #expect(response.header("X-Request-Id") == "\(index)")
            #expect(response.header("X-Path") == "/echo/\(index)")
            #expect(response.body == Self.body(for: index), "request \(index) got someone else's body")
        }
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// A body unique to request `index`, of a different length for each request.
    private static func body(for index: Int) -> [UInt8] {
        Array("request \(index) ".utf8) + [UInt8](repeating: UInt8(index % 251), count: index * 37)
    }

    /// A client that sends half a body and disconnects leaves other requests undisturbed, and
    /// its request is forgotten: the in-flight count returns to 0.
    @Test func halfBodyThenDisconnectDoesNotDisturbOthers() throws {
        let (server, port) = try TestServer.start()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let stalled = try RawHTTPConnection(port: port)
        try stalled.send("POST /layout HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n")
        try stalled.send([UInt8](repeating: 1, count: 500))
        let quitter = try RawHTTPConnection(port: port)
        try quitter.send("POST /layout HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n")
        try quitter.send([UInt8](repeating: 2, count: 500))
        #expect(eventually { server.inFlightRequests == 2 })
        quitter.close()

        let others = LockedValue<[Int]>([])
        onSeparateThreads(20) { index in
            let response = try? RawHTTPConnection.exchange(
                port: port, method: "POST", target: "/", body: Array("other \(index)".utf8)
            )
            if response?.bodyText == "other \(index)" {
                others.withLock { $0.append(index) }
            }
        }
        #expect(others.withLock { $0.count } == 20)
        #expect(eventually { server.inFlightRequests == 1 })

        stalled.close()
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// With one handler slot and one queue slot taken, further requests get the overloaded
    /// rejection (503) while the running handler still holds its slot, and the running and the
    /// queued request are answered once it finishes.
    @Test func requestsBeyondTheQueueAreRejectedAsOverloaded() throws {
        let gate = Gate()
        let configuration = TestServer.configuration {
            $0.maxConcurrentRequests = 1
            $0.maxQueuedRequests = 1
        }
        let (server, port) = try TestServer.start(configuration) { request in
            gate.pass()
            return TestServer.echo(request)
        }
        defer { _ = server.stop(drainTimeout: .seconds(2)) }
        defer { gate.open() }  // before stopping, which waits for the handler

        let running = try RawHTTPConnection(port: port)
        try running.sendRequest(method: "POST", target: "/", body: Array("running".utf8))
        #expect(gate.waitForArrivals(1))

        let extras = try (0..<5).map { index in
            let connection = try RawHTTPConnection(port: port)
            try connection.sendRequest(method: "POST", target: "/", body: Array("extra \(index)".utf8))
            return connection
        }
        // Exactly one extra fits the queue and waits for the gate; the rest are answered at once,
        // while the gate is still closed.
        #expect(eventually { extras.filter(\.isReadable).count == 4 })
        let rejected = extras.filter(\.isReadable)
        let waiting = extras.filter { connection in !rejected.contains { $0 === connection } }
        for connection in rejected {
            let response = try connection.readResponse()
            #expect(response.status == 503)
            #expect(response.header("X-Rejection") == "overloaded")
        }
        #expect(rejected.count == 4)
        #expect(waiting.count == 1)
        #expect(gate.arrivalCount == 1, "the queued request must not run while the slot is taken")

        gate.open()
        #expect(try running.readResponse().bodyText == "running")
        for connection in waiting {
            #expect(try connection.readResponse().status == 200)
        }
    }
}
