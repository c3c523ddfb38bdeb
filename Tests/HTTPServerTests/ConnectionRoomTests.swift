import Testing

@testable import HTTPServer

/// Connection pressure: the per-address cap follows `maxConnections`, and when slots run short the
/// connections that have waited longest for a request head are closed to make room, never one
/// whose request is being served.
@Suite struct ConnectionRoomTests {
    private static let start = ContinuousClock.now

    private static func waiting(_ key: UInt, after seconds: Int) -> ConnectionRoom.Waiting {
        ConnectionRoom.Waiting(key: key, since: start + .seconds(seconds))
    }

    /// One slot in 32 is kept free (at least one); below the mark nothing is closed, above it the
    /// longest waiting go first, as many as the excess, or every candidate if there are fewer.
    @Test func theLongestWaitingGoFirst() {
        let room = ConnectionRoom(maxConnections: 100)
        #expect(room.reserve == 3 && room.mark == 97)
        #expect(ConnectionRoom(maxConnections: 1024).reserve == 32)
        #expect(ConnectionRoom(maxConnections: 4).mark == 3)
        let waiting = [Self.waiting(7, after: 5), Self.waiting(3, after: 1), Self.waiting(9, after: 2)]
        #expect(room.connectionsToClose(open: 97, waiting: waiting).isEmpty)
        #expect(room.connectionsToClose(open: 98, waiting: waiting) == [3])
        #expect(room.connectionsToClose(open: 99, waiting: waiting) == [3, 9])
        #expect(room.connectionsToClose(open: 120, waiting: waiting) == [3, 9, 7])
        #expect(room.connectionsToClose(open: 120, waiting: []).isEmpty)
    }

    /// Without `maxConnectionsPerIP` the cap is a quarter of `maxConnections`; a cap at or above
    /// `maxConnections` is refused at start, since one address could then take every slot.
    @Test func thePerAddressCapFollowsMaxConnections() throws {
        var configuration = TestServer.configuration { $0.maxConnections = 100 }
        #expect(configuration.perAddressConnectionLimit == 25)
        #expect(HTTPServerConfiguration().perAddressConnectionLimit == 256)
        configuration.maxConnectionsPerIP = 0
        #expect(configuration.perAddressConnectionLimit == 0)
        for (cap, isValid) in [(0, true), (99, true), (100, false), (500, false)] {
            configuration.maxConnectionsPerIP = cap
            let server = HTTPServer(
                configuration: configuration, handler: TestServer.echo, rejectionHandler: TestServer.rejections)
            if isValid {
                _ = try server.start()
                _ = server.stop(drainTimeout: .zero)
            } else {
                #expect(throws: HTTPServerError.self, "cap \(cap)") { try server.start() }
            }
        }
    }

    /// `maxConnections` 8 (mark 7): a request being handled and six connections trickling their
    /// heads take seven slots; the eighth connection closes the trickler that waited longest, and
    /// is answered, while the handled request and the other tricklers keep their connections.
    @Test func aNewConnectionDisplacesTheLongestWaitingHead() throws {
        let clock = ManualClock()
        let gate = Gate()
        let configuration = TestServer.configuration {
            $0.maxConnections = 8
            $0.maxConnectionsPerIP = 0  // every connection of the test comes from 127.0.0.1
            $0.headerTimeout = 10
            $0.connectionTimeout = 0
            $0.clock = clock
        }
        let (server, port) = try TestServer.start(configuration) { request in
            if request.path == "/gate" { gate.pass() }
            return TestServer.echo(request)
        }
        defer {
            gate.open()
            _ = server.stop(drainTimeout: .seconds(1))
        }
        let handled = try RawHTTPConnection(port: port)
        try handled.sendRequest(method: "GET", target: "/gate")
        #expect(gate.waitForArrivals(1))
        var trickling: [RawHTTPConnection] = []
        for index in 0..<6 {
            clock.advance(by: .milliseconds(100))  // a distinct wait for each, the first the longest
            let connection = try RawHTTPConnection(port: port)
            try connection.send("GET /slow/\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a")
            #expect(eventually { server.inFlightRequests == index + 2 })
            trickling.append(connection)
        }
        #expect(server.connectionsClosedForRoom == 0)

        let newcomer = try RawHTTPConnection(port: port)
        try newcomer.sendRequest(method: "GET", target: "/new")
        let answer = try newcomer.readResponse()
        #expect(answer.status == 200 && answer.header("X-Path") == "/new")
        #expect(try trickling[0].waitForClose(), "the longest waiting head was not closed")
        #expect(server.connectionsClosedForRoom == 1)
        for connection in trickling.dropFirst() {
            #expect(!connection.isReadable, "a later head was closed too")
        }
        gate.open()
        let handledAnswer = try handled.readResponse()
        #expect(handledAnswer.status == 200 && handledAnswer.header("X-Path") == "/gate")
    }
}
