import Locking
import SheetService
import Testing

@testable import sheetd

/// `--admin-port` and `--admin-host`: the admin listener, off unless asked for.
extension DaemonConfigurationTests {
    /// By default there is no admin listener, so the one port serves every route as before.
    @Test func offByDefault() throws {
        let configuration = try #require(parsed([]))
        #expect(configuration.adminPort == nil)
        #expect(configuration.adminServer == nil)
    }

    /// The admin listener takes the main one's limits, its own port, and the main host unless one is given.
    @Test func takesTheMainListenersLimits() throws {
        let configuration = try #require(parsed(["--admin-port", "9090", "--host", "127.0.0.1", "--threads", "2"]))
        let admin = try #require(configuration.adminServer)
        #expect(admin.port == 9090)
        #expect(admin.host == "127.0.0.1")
        #expect(admin.threads == 2)
        #expect(configuration.server.port == 8080)
        let apart = try #require(parsed(["--admin-host=::1"], ["ADMIN_PORT": "0"]))
        #expect(apart.adminServer?.host == "::1")
        #expect(apart.adminServer?.port == 0)
    }

    /// Flags win over ADMIN_PORT, and `off` turns a port from the environment off again.
    @Test func flagsWinOverTheEnvironment() throws {
        #expect(try #require(parsed(["--admin-port", "9100"], ["ADMIN_PORT": "9090"])).adminPort == 9100)
        #expect(try #require(parsed(["--admin-port", "off"], ["ADMIN_PORT": "9090"])).adminServer == nil)
        #expect(
            try #require(parsed([], ["ADMIN_HOST": "10.0.0.1", "ADMIN_PORT": "9"])).adminServer?.host == "10.0.0.1")
    }

    /// Ports outside 0...65535, words and an empty host are refused.
    @Test(arguments: [["--admin-port", "65536"], ["--admin-port", "-1"], ["--admin-port", "on"], ["--admin-host="]])
    func invalidValuesAreRefused(arguments: [String]) {
        guard case .invalid = DaemonConfiguration.parse(arguments: arguments, environment: [:]) else {
            Issue.record("expected a refusal for \(arguments)")
            return
        }
    }

    /// The admin listener's start-up line names it; the main listener's line is as it was.
    @Test func startupLineNamesTheAdminListener() {
        func line(_ format: AccessLog.Format, host: String, port: Int, listener: String? = nil) -> String {
            let lines = LockedValue<[String]>([])
            EventLog(format: format, timestamp: { "T" }) { line in lines.withLock { $0.append(line) } }
                .log(
                    .info, "listening", source: "sheetd",
                    fields: StartupLine.fields(host: host, port: port, listener: listener))
            return lines.withLock { $0.joined() }
        }
        #expect(
            line(.json, host: "::1", port: 9090, listener: "admin")
                == #"{"ts":"T","level":"info","source":"sheetd","message":"listening","url":"http://[::1]:9090","port":9090,"listener":"admin"}"#
        )
        #expect(
            line(.text, host: "0.0.0.0", port: 9090, listener: "admin")
                == #"ts=T level=info source=sheetd msg="listening" url=http://0.0.0.0:9090 port=9090 listener=admin"#)
        #expect(
            line(.json, host: "0.0.0.0", port: 8080)
                == #"{"ts":"T","level":"info","source":"sheetd","message":"listening","url":"http://0.0.0.0:8080","port":8080}"#
        )
    }
}
