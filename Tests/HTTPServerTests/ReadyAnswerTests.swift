import HTTPMessages
import HTTPServer
import Testing

/// Answers known at once are sent from the network thread, without a worker.
@Suite struct ReadyAnswerTests {
    /// Answers `/ready` itself and leaves every other request to the handler.
    static let readyForReadyPath: @Sendable (inout HTTPRequest) -> HTTPResponse? = { request in
        guard request.path == "/ready" else { return nil }
        return HTTPResponse(status: 200, headers: ["X-Answered-By": "ready"], body: request.body)
    }

    /// With the only worker held and the queue full, a request with a ready answer is still
    /// answered at once (it needs no worker), while others are turned away as overloaded.
    @Test func aReadyAnswerNeedsNoWorker() throws {
        let gate = Gate()
        let configuration = TestServer.configuration {
            $0.maxConcurrentRequests = 1
            $0.maxQueuedRequests = 0
        }
        let (server, port) = try TestServer.start(
            configuration,
            handler: { request in
                gate.pass()
                return TestServer.echo(request)
            },
            readyAnswer: Self.readyForReadyPath)
        defer { _ = server.stop(drainTimeout: .seconds(2)) }
        defer { gate.open() }

        let held = try RawHTTPConnection(port: port)
        try held.sendRequest(method: "POST", target: "/slow", body: Array("held".utf8))
        #expect(gate.waitForArrivals(1))

        let ready = try RawHTTPConnection.exchange(
            port: port, method: "POST", target: "/ready", body: Array("known".utf8))
        #expect(ready.status == 200)
        #expect(ready.header("X-Answered-By") == "ready")
        #expect(ready.bodyText == "known")

        let refused = try RawHTTPConnection.exchange(port: port, method: "POST", target: "/other", body: [1])
        #expect(refused.status == 503)
        #expect(gate.arrivalCount == 1, "neither request reached the handler")

        gate.open()
        #expect(try held.readResponse().bodyText == "held")
    }

    /// Several requests on one keep-alive connection, ready and not, each get their own answer.
    @Test func readyAndHandledAnswersInterleaveOnOneConnection() throws {
        let (server, port) = try TestServer.start(readyAnswer: Self.readyForReadyPath)
        defer { _ = server.stop(drainTimeout: .seconds(2)) }
        let connection = try RawHTTPConnection(port: port)
        for index in 0..<6 {
            let path = index.isMultiple(of: 2) ? "/ready" : "/echo"
            try connection.sendRequest(method: "POST", target: path, body: Array("\(index)".utf8))
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.bodyText == "\(index)")
            #expect(response.header("X-Answered-By") == (path == "/ready" ? "ready" : nil))
            #expect(response.header("X-Path") == (path == "/echo" ? "/echo" : nil))
        }
        #expect(eventually { server.inFlightRequests == 0 })
    }

    /// While draining, ready answers are not used: the request gets the draining rejection.
    @Test func drainingRefusesReadyAnswersToo() throws {
        let gate = Gate()
        let (server, port) = try TestServer.start(
            handler: { request in
                if request.path == "/slow" { gate.pass() }
                return TestServer.echo(request)
            },
            readyAnswer: Self.readyForReadyPath)
        defer { gate.open() }
        let slow = try RawHTTPConnection(port: port)
        try slow.sendRequest(method: "POST", target: "/slow", body: [1])
        #expect(gate.waitForArrivals(1))
        let idle = try RawHTTPConnection(port: port)
        try idle.sendRequest(method: "POST", target: "/ready", body: [2])
        #expect(try idle.readResponse().header("X-Answered-By") == "ready")

        let stopping = onBackgroundThread { _ = server.stop(drainTimeout: failureGuard) }
        #expect(eventually { RawHTTPConnection.isRefused(port: port) })
        try idle.sendRequest(method: "POST", target: "/ready", body: [3])
        let late = try idle.readResponse()
        #expect(late.status == 503)
        #expect(late.header("X-Rejection") == "draining")

        gate.open()
        #expect(try slow.readResponse().status == 200)
        stopping.wait()
    }
}
