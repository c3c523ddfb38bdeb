import Testing

@testable import sheetd

/// The request-head limits and the connection memory are settings like the others.
struct RequestHeadLimitSettingsTests {
    /// Defaults: 8 KiB of target, 8 KiB of header fields, 32 KiB of libmicrohttpd memory.
    @Test func defaults() throws {
        guard case .run(let configuration) = DaemonConfiguration.parse(arguments: [], environment: [:]) else {
            Issue.record("defaults refused")
            return
        }
        #expect(configuration.server.maxRequestTargetBytes == 8192)
        #expect(configuration.server.maxHeaderBytes == 8192)
        #expect(configuration.server.memoryLimitPerConnection == 32768)
    }

    /// Flags and variables set them; flags win.
    @Test func flagsAndEnvironment() throws {
        let outcome = DaemonConfiguration.parse(
            arguments: ["--max-url-bytes", "2048", "--connection-memory-bytes=65536"],
            environment: ["MAX_URL_BYTES": "1", "MAX_HEADER_BYTES": "4096"])
        guard case .run(let configuration) = outcome else {
            Issue.record("refused: \(outcome)")
            return
        }
        #expect(configuration.server.maxRequestTargetBytes == 2048)
        #expect(configuration.server.maxHeaderBytes == 4096)
        #expect(configuration.server.memoryLimitPerConnection == 65536)
    }

    /// Zero, negative and tiny pools are refused at parse time.
    @Test(arguments: [["--max-url-bytes", "0"], ["--max-header-bytes", "-1"], ["--connection-memory-bytes", "1024"]])
    func invalidValuesAreRefused(arguments: [String]) {
        guard case .invalid = DaemonConfiguration.parse(arguments: arguments, environment: [:]) else {
            Issue.record("accepted \(arguments)")
            return
        }
    }
}
