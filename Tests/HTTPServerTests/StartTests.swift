import HTTPServer
import Testing

/// Start-up: binding and configuration errors.
@Suite struct StartTests {
    /// A port already in use makes `start` throw `cannotListen` with the system's reason.
    @Test func portInUseIsReportedClearly() throws {
        let (first, port) = try TestServer.start()
        defer { _ = first.stop(drainTimeout: .seconds(1)) }
        let second = HTTPServer(
            configuration: TestServer.configuration { $0.port = port },
            handler: TestServer.echo,
            rejectionHandler: TestServer.rejections
        )

        #expect {
            try second.start()
        } throws: { error in
            guard case .cannotListen(let host, let failedPort, let reason) = error as? HTTPServerError else {
                return false
            }
            return host == "127.0.0.1" && failedPort == port && reason.contains("in use")
        }
    }

    /// A host name instead of a numeric address is refused before anything is bound.
    @Test func hostNameIsAnInvalidHost() {
        let server = HTTPServer(
            configuration: TestServer.configuration { $0.host = "localhost" },
            handler: TestServer.echo,
            rejectionHandler: TestServer.rejections
        )
        #expect(throws: HTTPServerError.invalidHost("localhost")) { try server.start() }
    }

    /// Out-of-range limits are refused with a message naming the setting.
    @Test(arguments: [
        TestServer.configuration { $0.port = 70_000 },
        TestServer.configuration { $0.threads = 0 },
        TestServer.configuration { $0.maxConcurrentRequests = 0 },
        TestServer.configuration { $0.maxQueuedRequests = -1 },
        TestServer.configuration { $0.headerTimeout = -1 },
    ])
    func outOfRangeSettingsAreRefused(configuration: HTTPServerConfiguration) {
        let server = HTTPServer(
            configuration: configuration, handler: TestServer.echo, rejectionHandler: TestServer.rejections
        )
        #expect {
            try server.start()
        } throws: { error in
            guard case .invalidConfiguration(let message) = error as? HTTPServerError else { return false }
            return message.contains("expected")
        }
    }

    /// A server starts once; a second `start` throws instead of binding again.
    @Test func startingTwiceThrows() throws {
        let (server, _) = try TestServer.start()
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }
    }
}
