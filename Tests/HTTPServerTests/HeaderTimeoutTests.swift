import Glibc
import HTTPServer
import Locking
import Testing

/// `headerTimeout`: connections that do not deliver a complete request head in time are cut
/// (slowloris), and nothing else is.
@Suite struct HeaderTimeoutTests {
    /// 8 clients that trickle header bytes (one every 200 ms) hold all 8 connection slots; each
    /// is cut about 1 s after it connected, although it is never idle, and a normal request,
    /// waiting in the accept queue meanwhile, is answered within 2 s.
    @Test func tricklingClientsAreCutAndANormalRequestIsAnswered() throws {
        let slots = 8
        let (server, port) = try TestServer.start(
            TestServer.configuration {
                $0.headerTimeout = 1
                $0.maxConnections = slots
            })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let normal = LockedValue<(Result<RawHTTPResponse, any Error>, Duration)?>(nil)
        let normalRequest = onBackgroundThread {
            // Once every trickling client has sent its request line, all slots are taken.
            guard eventually(within: .seconds(5), { server.inFlightRequests >= slots }) else { return }
            let started = ContinuousClock.now
            let result = Result {
                try RawHTTPConnection.exchange(port: port, method: "GET", target: "/normal")
            }
            normal.withLock { $0 = (result, ContinuousClock.now - started) }
        }

        let cuts = LockedValue<[Duration]>([])
        let answered = Counter()
        onSeparateThreads(slots) { index in
            guard let connection = try? RawHTTPConnection(port: port, readTimeout: .milliseconds(200)) else {
                return
            }
            let opened = ContinuousClock.now
            let trickle = Array("X-Slow: \(String(repeating: "a", count: 100))".utf8)
            do {
                try connection.send("GET /slow/\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                for byte in trickle {
                    try connection.send([byte])
                    // Waits 200 ms for the server to close the connection.
                    if try connection.waitForClose() { break }
                }
            } catch let error as RawHTTPError where error.description.hasPrefix("unexpected data") {
                answered.increment()
                return
            } catch {
                // A send into a connection the server has cut fails: that is a cut too.
            }
            let elapsed = ContinuousClock.now - opened
            cuts.withLock { $0.append(elapsed) }
        }
        normalRequest.wait()

        let cutTimes = cuts.withLock { $0 }
        #expect(answered.count == 0, "a trickling client got an answer")
        #expect(cutTimes.count == slots)
        for elapsed in cutTimes {
            #expect(elapsed >= .milliseconds(900) && elapsed <= .seconds(2), "cut after \(elapsed)")
        }
        let (result, waited) = try #require(normal.withLock { $0 })
        let response = try result.get()
        #expect(response.status == 200)
        #expect(response.header("X-Path") == "/normal")
        #expect(waited <= .seconds(2), "the normal request waited \(waited)")
        #expect(eventually(within: .seconds(2)) { server.inFlightRequests == 0 })
    }

    /// A handler that runs longer than `headerTimeout` (its connection is suspended meanwhile)
    /// still delivers its full answer.
    @Test func aHandlerLongerThanTheHeaderTimeoutIsAnsweredCompletely() throws {
        let body = [UInt8](repeating: 7, count: 512 * 1024)
        let (server, port) = try TestServer.start(TestServer.configuration { $0.headerTimeout = 1 }) { _ in
            usleep(2_500_000)
            return HTTPResponse(status: 200, body: body)
        }
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let started = ContinuousClock.now
        let response = try RawHTTPConnection.exchange(port: port, method: "GET", target: "/slow")
        #expect(ContinuousClock.now - started >= .milliseconds(2_400))
        #expect(response.status == 200)
        #expect(response.body == body)
    }

    /// A body that takes longer than `headerTimeout` to arrive is not cut: the deadline covers
    /// only the request head (the idle `connectionTimeout` still applies).
    @Test func aSlowBodyAfterACompleteHeadIsNotCut() throws {
        let (server, port) = try TestServer.start(TestServer.configuration { $0.headerTimeout = 1 })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port)
        try connection.send("POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\n")
        for byte in Array("0123456789".utf8) {
            usleep(250_000)
            try connection.send([byte])
        }
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.bodyText == "0123456789")
    }

    /// On a keep-alive connection the deadline restarts when a response is complete: requests
    /// 700 ms apart keep working well past `headerTimeout` after the connection was opened, and
    /// the connection is cut about 1 s after the last response once no request head follows.
    @Test func keepAliveRequestsAfterShortPausesWorkAndIdleOnesAreCut() throws {
        let (server, port) = try TestServer.start(TestServer.configuration { $0.headerTimeout = 1 })
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let connection = try RawHTTPConnection(port: port, readTimeout: .seconds(5))
        for index in 0..<3 {
            if index > 0 { usleep(700_000) }
            try connection.sendRequest(method: "GET", target: "/keep/\(index)")
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.header("X-Path") == "/keep/\(index)")
        }
        let lastAnswer = ContinuousClock.now
        #expect(try connection.waitForClose(), "the idle keep-alive connection was not cut")
        let idle = ContinuousClock.now - lastAnswer
        #expect(idle >= .milliseconds(900) && idle <= .seconds(2), "cut after \(idle) without a request")
    }
}
