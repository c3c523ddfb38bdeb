import CMicroHTTPD
import Glibc
import Locking

/// Where libmicrohttpd's own messages and the server's diagnostics go.
///
/// Messages go to the configured handler (or nowhere). While the daemon starts, they are also
/// kept, so that a failed start can say why (MHD explains bind errors only in its log).
final class DiagnosticsLog: Sendable {
    private let handler: (@Sendable (HTTPDiagnostic) -> Void)?
    private let startupMessages = LockedValue<[String]?>(nil)

    init(handler: (@Sendable (HTTPDiagnostic) -> Void)?) {
        self.handler = handler
    }

    /// Passes one message on.
    /// - Parameter origin: libmicrohttpd's messages come through `log(format:arguments:)`; the rest are the server's.
    func log(_ message: String, origin: HTTPDiagnostic.Origin = .server) {
        startupMessages.withLock { $0?.append(message) }
        handler?(HTTPDiagnostic(origin: origin, message: message))
    }

    /// Runs `start` while keeping its messages; returns its result and the messages logged.
    func capturingMessages<Result>(during start: () -> Result) -> (Result, [String]) {
        startupMessages.withLock { $0 = [] }
        let result = start()
        let messages = startupMessages.withLock { messages in
            defer { messages = nil }
            return messages ?? []
        }
        return (result, messages)
    }

    /// Formats one of MHD's printf-style messages and logs it without its trailing newline.
    func log(format: UnsafePointer<CChar>, arguments: CVaListPointer) {
        var buffer = [CChar](repeating: 0, count: 512)
        _ = vsnprintf(&buffer, buffer.count, format, arguments)
        var message = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        while message.last?.isNewline == true { message.removeLast() }
        log(message, origin: .libmicrohttpd)
    }
}
