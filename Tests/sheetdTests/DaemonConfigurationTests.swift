import Testing

@testable import sheetd

/// Flags, environment variables and defaults of the daemon.
struct DaemonConfigurationTests {
    func parsed(_ arguments: [String], _ environment: [String: String] = [:]) -> DaemonConfiguration? {
        if case .run(let configuration) = DaemonConfiguration.parse(arguments: arguments, environment: environment) {
            return configuration
        }
        return nil
    }

    /// Without flags or variables, the documented defaults apply (port 8080 on every address).
    @Test func defaults() throws {
        let configuration = try #require(parsed([]))
        #expect(configuration.server.port == 8080)
        #expect(configuration.server.host == "0.0.0.0")
        #expect(configuration.drainTimeoutSeconds == 10)
        #expect(configuration.logFormat == .json)
        #expect(configuration.fontDirectories.contains("/usr/share/fonts/opentype/inter"))
        #expect(configuration.responseCacheBytes == 2 << 20)
        #expect(configuration.responseCacheMinimumUses == 2)
        #expect(configuration.logBufferBytes == 1 << 20)
    }

    /// A font configuration file is named by flag or variable (the flag wins); none by default, and an empty
    /// name is refused.
    @Test func fontConfiguration() throws {
        #expect(try #require(parsed([])).fontConfigurationFile == nil)
        #expect(try #require(parsed(["--font-config", "/fonts/a.json"])).fontConfigurationFile == "/fonts/a.json")
        #expect(try #require(parsed([], ["FONT_CONFIG": "b.json"])).fontConfigurationFile == "b.json")
        #expect(
            try #require(parsed(["--font-config=/fonts/a.json"], ["FONT_CONFIG": "b.json"])).fontConfigurationFile
                == "/fonts/a.json")
        guard
            case .invalid(let message) = DaemonConfiguration.parse(arguments: ["--font-config", ""], environment: [:])
        else {
            Issue.record("an empty --font-config was accepted")
            return
        }
        #expect(message.contains("--font-config"))
    }

    /// The log buffer's size is set by flag or variable, from 4 KiB to 1 GiB.
    @Test func logBufferBytes() throws {
        #expect(try #require(parsed(["--log-buffer-bytes", "4096"])).logBufferBytes == 4096)
        #expect(try #require(parsed([], ["LOG_BUFFER_BYTES": "65536"])).logBufferBytes == 65536)
        #expect(parsed(["--log-buffer-bytes", "4095"]) == nil)
        #expect(parsed(["--log-buffer-bytes", String((1 << 30) + 1)]) == nil)
    }

    /// The per-address cap follows `--max-connections` unless set (0 is no limit); room for new connections is
    /// made unless `--room-for-new-connections off`.
    @Test func connectionPressureSettings() throws {
        let defaults = try #require(parsed(["--max-connections", "100"]))
        #expect(defaults.server.maxConnectionsPerIP == nil)
        #expect(defaults.server.perAddressConnectionLimit == 25)
        #expect(defaults.server.makesRoomForNewConnections)
        let set = try #require(parsed(["--max-connections-per-ip", "0"], ["ROOM_FOR_NEW_CONNECTIONS": "off"]))
        #expect(set.server.perAddressConnectionLimit == 0)
        #expect(!set.server.makesRoomForNewConnections)
        #expect(parsed(["--room-for-new-connections", "maybe"]) == nil)
        #expect(parsed(["--max-connections-per-ip", "-1"]) == nil)
    }

    /// The response cache's admission is set by flag or variable, within 1...255.
    @Test func responseCacheMinimumUses() throws {
        #expect(try #require(parsed(["--response-cache-min-uses", "1"])).responseCacheMinimumUses == 1)
        #expect(try #require(parsed([], ["RESPONSE_CACHE_MIN_USES": "3"])).responseCacheMinimumUses == 3)
        #expect(parsed(["--response-cache-min-uses", "0"]) == nil)
        #expect(parsed(["--response-cache-min-uses", "256"]) == nil)
    }

    /// Environment variables set values, and flags (both `--flag value` and `--flag=value`) win over them.
    @Test func flagsWinOverEnvironment() throws {
        let configuration = try #require(
            parsed(
                ["--port", "9000", "--threads=2", "--log-format", "text"],
                [
                    "PORT": "7000", "HOST": "127.0.0.1", "DRAIN_TIMEOUT": "3", "MAX_BODY_BYTES": "2048",
                    "FONT_DIRS": "/a:/b",
                ]))
        #expect(configuration.server.port == 9000)
        #expect(configuration.server.host == "127.0.0.1")
        #expect(configuration.server.threads == 2)
        #expect(configuration.server.maxBodyBytes == 2048)
        #expect(configuration.drainTimeoutSeconds == 3)
        #expect(configuration.logFormat == .text)
        #expect(configuration.fontDirectories == ["/a", "/b"])
    }

    /// Bad values and unknown options are refused with a message naming them.
    @Test(arguments: [
        (["--port", "70000"], [String: String]()), (["--port"], [:]), (["--bogus"], [:]),
        (["--log-format", "xml"], [:]),
        ([], ["PORT": "abc"]), ([], ["THREADS": "0"]), ([], ["CONNECTION_TIMEOUT": "-1"]),
    ])
    func invalidInputIsRefused(arguments: [String], environment: [String: String]) {
        guard case .invalid(let message) = DaemonConfiguration.parse(arguments: arguments, environment: environment)
        else {
            Issue.record("expected a refusal for \(arguments) \(environment)")
            return
        }
        #expect(!message.isEmpty)
    }

    /// --help is recognised and the usage lists every setting with its variable.
    @Test func help() {
        guard case .help = DaemonConfiguration.parse(arguments: ["--help"], environment: [:]) else {
            Issue.record("--help not recognised")
            return
        }
        for setting in DaemonConfiguration.settings {
            #expect(
                DaemonConfiguration.usage.contains(setting.flag) && DaemonConfiguration.usage.contains(setting.variable)
            )
        }
    }
}
