import HTTPServer
import Locking
import Testing

/// The HTTP layer prints nothing itself: its diagnostics reach the configured handler, marked with who said them.
@Suite struct DiagnosticsTests {
    /// A head with a line that is no header field makes libmicrohttpd answer 400 itself and say why; the
    /// message reaches the handler as libmicrohttpd's, one line without its newline.
    @Test func libmicrohttpdMessagesReachTheHandler() throws {
        let received = LockedValue<[HTTPDiagnostic]>([])
        let (server, port) = try TestServer.start(
            TestServer.configuration { configuration in
                configuration.diagnosticsHandler = { diagnostic in received.withLock { $0.append(diagnostic) } }
            })
        let connection = try RawHTTPConnection(port: port)
        try connection.send("GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n")
        #expect(try connection.readResponse().status == 400)
        _ = server.stop(drainTimeout: .seconds(1))  // MHD's threads have finished logging once it returns
        let diagnostics = received.withLock { $0 }
        #expect(diagnostics.contains { $0.origin == .libmicrohttpd && !$0.message.isEmpty })
        #expect(diagnostics.allSatisfy { !$0.message.contains("\n") })
    }
}
