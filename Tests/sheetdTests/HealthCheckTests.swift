import Glibc
import HTTPMessages
import HTTPServer
import Testing

@testable import sheetd

/// `sheetd --check-health` against real listeners on 127.0.0.1.
struct HealthCheckTests {
    /// A real server on 127.0.0.1:0 whose `/healthz` answers `status`.
    func server(answering status: Int) throws -> (server: HTTPServer, port: Int) {
        var configuration = HTTPServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        let server = HTTPServer(
            configuration: configuration,
            handler: { HTTPResponse(status: $0.path == "/healthz" ? status : 404) },
            rejectionHandler: { _, _ in HTTPResponse(status: 503) })
        return (server, try server.start())
    }

    /// A socket that listens on 127.0.0.1 but never accepts, so connections complete and then hear nothing.
    func silentListener() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        try #require(bound)
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// 200 from `/healthz` is healthy, also when the configured host is the wildcard 0.0.0.0.
    @Test func okIsHealthy() throws {
        let (server, port) = try server(answering: 200)
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        #expect(HealthCheck(host: "127.0.0.1", port: port).failure() == nil)
        #expect(HealthCheck(host: "0.0.0.0", port: port).failure() == nil)
    }

    /// Any other status is unhealthy, and the message shows the status line.
    @Test func serviceUnavailableIsUnhealthy() throws {
        let (server, port) = try server(answering: 503)
        defer { _ = server.stop(drainTimeout: .seconds(1)) }
        let failure = try #require(HealthCheck(host: "127.0.0.1", port: port).failure())
        #expect(failure.contains("503"))
    }

    /// Nothing listening: unhealthy at once, with the system's reason.
    @Test func refusedConnectionIsUnhealthy() throws {
        let (descriptor, port) = try silentListener()
        close(descriptor)
        let failure = try #require(HealthCheck(host: "127.0.0.1", port: port).failure())
        #expect(failure.contains("refused"))
    }

    /// A peer that never answers is unhealthy after the timeout, not later.
    @Test func silenceIsUnhealthyWithinTheTimeout() throws {
        let (descriptor, port) = try silentListener()
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let started = clock.now
        let failure = try #require(HealthCheck(host: "127.0.0.1", port: port, timeoutMilliseconds: 300).failure())
        #expect(failure.contains("no answer"))
        #expect(clock.now - started < .seconds(2))
    }

    /// The wildcard addresses become loopback of their family; others are used as they are.
    @Test func wildcardHostsBecomeLoopback() {
        #expect(HealthCheck.connectableHost(for: "0.0.0.0") == "127.0.0.1")
        #expect(HealthCheck.connectableHost(for: "::") == "::1")
        #expect(HealthCheck.connectableHost(for: "10.1.2.3") == "10.1.2.3")
        #expect(HealthCheck(host: "localhost", port: 8080).failure()?.contains("numeric") == true)
        #expect(HealthCheck(host: "127.0.0.1", port: 0).failure() != nil)
    }

    /// `--check-health` takes the same flags and variables as the server, in any order.
    @Test func flagSelectsTheCheck() {
        let outcome = DaemonConfiguration.parse(
            arguments: ["--check-health", "--port", "9000"], environment: ["HOST": "::"])
        guard case .checkHealth(let configuration) = outcome else {
            Issue.record("--check-health did not select the check: \(outcome)")
            return
        }
        #expect(configuration.server.port == 9000)
        #expect(configuration.server.host == "::")
    }
}
