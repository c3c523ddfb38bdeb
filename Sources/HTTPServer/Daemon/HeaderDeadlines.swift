import CMicroHTTPD
import Glibc
import Locking

/// Closes connections that do not deliver a complete request head in time (like Go's
/// `ReadHeaderTimeout`), so that slowloris clients cannot hold connection slots forever.
///
/// libmicrohttpd's `CONNECTION_TIMEOUT` counts only idle time: a client that sends one header
/// byte just inside it keeps its connection indefinitely. Here every connection gets a deadline,
/// `headerTimeout` after it was accepted, or after its previous response was completed on a
/// keep-alive connection. The access handler's first call for a request (the head is complete)
/// clears the deadline, so a request being uploaded, handled (suspended) or answered is never
/// cut by it; the request-completed callback sets it again.
///
/// The clock's timer (a Dispatch timer on a private serial queue by default) sweeps the table
/// several times per timeout and calls `shutdown(fd, SHUT_RDWR)` on expired connections. It
/// never closes the descriptor: MHD sees end-of-file on its next read, closes the connection,
/// and cleans up as for any client that hung up (the request, if any, is reported complete; the
/// slot frees). Sweeping from MHD's own thread is not possible: with an internal epoll thread
/// there is no callback that runs while a connection merely trickles bytes.
///
/// Descriptor reuse is the only danger of touching MHD's sockets from another thread: if MHD
/// closed a descriptor and accepted a new connection under the same number, a late `shutdown`
/// would cut the wrong client. MHD 0.9.75 calls `MHD_CONNECTION_NOTIFY_CLOSED` before it closes a
/// connection's socket, on every path (cleanup after a close, `MHD_stop_daemon`, failed accept),
/// and that callback removes the entry under the same lock the sweep holds while it calls
/// `shutdown`. So a descriptor is only ever shut down while MHD still has it open.
final class HeaderDeadlines: Sendable {
    private struct Entry {
        let socket: Int32
        /// When the connection is cut unless its request head is complete by then; `nil` while a
        /// request is being received after its head, handled, or answered.
        var deadline: ContinuousClock.Instant?
    }

    private struct State: ~Copyable {
        /// Open connections, by the address of their `MHD_Connection`.
        var connections: [UInt: Entry] = [:]
        /// Stops the sweep's ticks.
        var stopTimer: (@Sendable () -> Void)?
        /// After `stop()`: nothing is tracked or cut any more.
        var isStopped = false
    }

    /// `nil` disables the deadline (`headerTimeout` 0).
    private let timeout: Duration?
    private let clock: any HTTPServerClock
    private let state = LockedValue(State())

    /// - Parameters:
    ///   - timeoutSeconds: the time a connection gets to deliver a request head; 0 disables the
    ///     deadline.
    ///   - clock: tells the time of the deadlines and runs the sweep.
    init(timeoutSeconds: Int, clock: any HTTPServerClock) {
        timeout = timeoutSeconds > 0 ? .seconds(timeoutSeconds) : nil
        self.clock = clock
    }

    /// Whether connections are tracked at all; when false, MHD need not report connections.
    var isEnabled: Bool { timeout != nil }

    /// Starts the sweep timer. Its period is a tenth of the timeout, at most one second, so a
    /// connection is cut between `headerTimeout` and 1.1 × `headerTimeout` after its deadline
    /// started (a little later when the machine is loaded).
    func start() {
        guard let timeout else { return }
        let period = min(timeout / 10, .seconds(1))
        state.withLock { state in
            guard !state.isStopped, state.stopTimer == nil else { return }
            state.stopTimer = clock.repeating(every: period) { [weak self] in self?.sweep() }
        }
    }

    /// Stops the timer and forgets every connection, so nothing is shut down any more. Call
    /// before `MHD_stop_daemon`, which closes the remaining sockets itself.
    func stop() {
        let stopTimer: (@Sendable () -> Void)? = state.withLock { state in
            state.isStopped = true
            state.connections = [:]
            defer { state.stopTimer = nil }
            return state.stopTimer
        }
        stopTimer?()
    }

    // MARK: - Events from MHD's network threads

    /// MHD accepted a connection: its deadline starts now.
    func connectionStarted(_ connection: OpaquePointer) {
        guard let timeout else { return }
        let socket = sheetd_mhd_connection_socket(connection)
        guard socket >= 0 else { return }
        let deadline = clock.now + timeout
        state.withLock { state in
            guard !state.isStopped else { return }
            state.connections[Self.key(connection)] = Entry(socket: socket, deadline: deadline)
        }
    }

    /// MHD is about to close a connection's socket: forget it (see the type's note on reuse).
    func connectionClosed(_ connection: OpaquePointer) {
        guard timeout != nil else { return }
        _ = state.withLock { $0.connections.removeValue(forKey: Self.key(connection)) }
    }

    /// The access handler saw a request's complete head: no deadline until it is answered.
    func headComplete(on connection: OpaquePointer) {
        guard timeout != nil else { return }
        state.withLock { $0.connections[Self.key(connection)]?.deadline = nil }
    }

    /// A request's response was sent (or the request ended otherwise): a keep-alive connection
    /// gets `headerTimeout` for its next request head from now.
    func requestCompleted(on connection: OpaquePointer) {
        guard let timeout else { return }
        let deadline = clock.now + timeout
        state.withLock { $0.connections[Self.key(connection)]?.deadline = deadline }
    }

    // MARK: - Private

    /// Shuts down every connection past its deadline. Runs on the clock's timer; the lock is
    /// held across `shutdown` so that MHD cannot close (and reuse) a descriptor meanwhile.
    private func sweep() {
        let now = clock.now
        state.withLock { state in
            let expired = state.connections.filter { _, entry in
                entry.deadline.map { $0 <= now } ?? false
            }
            for (key, entry) in expired {
                _ = shutdown(entry.socket, Int32(SHUT_RDWR))
                // Cut once; MHD's close notification removes the entry shortly.
                state.connections[key]?.deadline = nil
            }
        }
    }

    private static func key(_ connection: OpaquePointer) -> UInt {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
    }
}
