import CMicroHTTPD
import Glibc
import Locking

/// Closes connections that do not deliver a complete request head in time (like Go's
/// `ReadHeaderTimeout`), and answers `408` to requests whose body does not arrive in time (like
/// Kestrel's `MinRequestBodyDataRate`), so that slowloris and slow-body (R-U-Dead-Yet) clients
/// cannot hold connection slots forever.
///
/// libmicrohttpd's `CONNECTION_TIMEOUT` counts only idle time: a client that sends one byte just
/// inside it keeps its connection indefinitely. Here every connection gets a head deadline,
/// `headerTimeout` after it was accepted, or after its previous response was completed on a
/// keep-alive connection. The access handler's first call for a request (the head is complete)
/// replaces it with the body's limits: the body must be complete `bodyTimeout` after the head,
/// and once `bodyRateGracePeriod` has passed it must have arrived at `minBodyRate` bytes per
/// second on average. The complete body clears every deadline, so a request being handled
/// (suspended) or answered is never cut; the request-completed callback sets the head deadline
/// again.
///
/// The clock's timer (a Dispatch timer on a private serial queue by default) sweeps the table
/// several times per timeout and calls `shutdown(fd, SHUT_RDWR)` on expired connections: without
/// an answer for a late head (nothing can be said about a request not yet read), after writing
/// the rejection handler's `408` straight to the socket for a late body (MHD cannot queue a
/// response mid-upload, see `DirectAnswer`). It never closes the descriptor: MHD sees end-of-file
/// on its next read, closes the connection, and cleans up as for any client that hung up (the
/// request, if any, is reported complete; the slot frees). Sweeping from MHD's own thread is not
/// possible: with an internal epoll thread there is no callback that runs while a connection
/// merely trickles bytes.
///
/// Descriptor reuse is the only danger of touching MHD's sockets from another thread: if MHD
/// closed a descriptor and accepted a new connection under the same number, a late `shutdown`
/// would cut the wrong client. MHD 0.9.75 calls `MHD_CONNECTION_NOTIFY_CLOSED` before it closes a
/// connection's socket, on every path (cleanup after a close, `MHD_stop_daemon`, failed accept),
/// and that callback removes the entry under the same lock the sweep holds while it writes and
/// calls `shutdown`. So a descriptor is only ever written to or shut down while MHD still has it
/// open. The same lock orders the sweep against the body's completion: a body completed before
/// the sweep looks is never answered `408`, and one cut first gets nothing after the `408`
/// because its socket is shut down.
///
/// The same table tells which connections wait for a request head and since when, so that when
/// connection slots run short the longest waiting can be closed to make room (`ConnectionRoom`),
/// with the same `shutdown` under the same lock.
final class HeaderDeadlines: Sendable {
    /// `nil` disables the head deadline (`headerTimeout` 0).
    private let headTimeout: Duration?
    /// `nil` disables the body deadline (`bodyTimeout` 0).
    private let bodyTimeout: Duration?
    /// Bytes per second a body must average once `rateGracePeriod` has passed; 0 disables it.
    private let minBodyRate: Int
    private let rateGracePeriod: Duration
    private let clock: any HTTPServerClock
    /// Builds the `408` of a body that is cut (the server's rejection handler).
    private let answer: @Sendable (HTTPRejection, HTTPRequest) -> HTTPResponse
    private let state = LockedValue(State())
    /// Closes the longest waiting connections when slots run short; `nil` when disabled.
    private let room: ConnectionRoom?

    /// - Parameters:
    ///   - configuration: `headerTimeout`, `bodyTimeout` and `minBodyRate` (0 disables each),
    ///     `bodyRateGracePeriod`, and the `clock` that tells the time of the deadlines and runs
    ///     the sweep.
    ///   - answer: the rejection handler; called on the sweep's thread, with the table locked.
    init(
        configuration: HTTPServerConfiguration,
        answer: @escaping @Sendable (HTTPRejection, HTTPRequest) -> HTTPResponse
    ) {
        headTimeout = configuration.headerTimeout > 0 ? .seconds(configuration.headerTimeout) : nil
        bodyTimeout = configuration.bodyTimeout > 0 ? .seconds(configuration.bodyTimeout) : nil
        minBodyRate = configuration.minBodyRate
        rateGracePeriod = .seconds(configuration.bodyRateGracePeriod)
        clock = configuration.clock
        room =
            configuration.makesRoomForNewConnections
            ? ConnectionRoom(maxConnections: configuration.maxConnections) : nil
        self.answer = answer
    }

    /// Whether connections are tracked at all; when false, MHD need not report connections.
    var isEnabled: Bool { headTimeout != nil || isBodyTracked || room != nil }

    /// Whether bodies are timed or metered.
    private var isBodyTracked: Bool { bodyTimeout != nil || minBodyRate > 0 }

    /// Starts the sweep timer. Its period is a tenth of the shortest limit, at most one second,
    /// so a connection is cut up to 10% of that limit (or a second) after its deadline (a little
    /// later when the machine is loaded).
    func start() {
        guard isEnabled else { return }
        // A tenth of the shortest limit, and at least once a second for clients that closed (`PeerClose`).
        let limits = [headTimeout, bodyTimeout, minBodyRate > 0 ? rateGracePeriod : nil].compactMap { $0 }
        let period = min((limits.min() ?? .seconds(10)) / 10, .seconds(1))
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

    /// MHD accepted a connection: its head deadline starts now; if slots run short, the connections
    /// that have waited longest for a head are closed to make room (`ConnectionRoom`).
    func connectionStarted(_ connection: OpaquePointer) {
        guard isEnabled else { return }
        let socket = sheetd_mhd_connection_socket(connection)
        guard socket >= 0 else { return }
        let stage = headStage()
        let key = Self.key(connection)
        state.withLock { state in
            guard !state.isStopped else { return }
            state.connections[key] = Entry(socket: socket, stage: stage)
            if let room { makeRoom(room, in: &state, sparing: key) }
        }
    }

    /// MHD is about to close a connection's socket: forget it (see the type's note on reuse).
    func connectionClosed(_ connection: OpaquePointer) {
        guard isEnabled else { return }
        state.withLock { state in
            if state.connections.removeValue(forKey: Self.key(connection))?.isCut == true {
                state.cutCount -= 1
            }
        }
    }

    /// Connections closed so far to make room for new ones.
    var connectionsClosedForRoom: Int {
        state.withLock { $0.closedForRoom }
    }

    /// The access handler accepted a request's head and will read its body: the body's limits
    /// start now. `request` is the request without its body.
    func bodyStarted(on connection: OpaquePointer, request: HTTPRequest) {
        guard isEnabled else { return }
        // A body stage even without body limits, so that a client closing mid-body is seen (`PeerClose`).
        let now = clock.now
        let stage = Stage.body(BodyProgress(started: now, deadline: bodyTimeout.map { now + $0 }, request: request))
        state.withLock { Self.set(stage, of: Self.key(connection), in: &$0) }
    }

    /// `count` more body bytes arrived.
    func bodyReceived(_ count: Int, on connection: OpaquePointer) {
        guard minBodyRate > 0 else { return }
        state.withLock { state in
            guard case .body(var progress) = state.connections[Self.key(connection)]?.stage else { return }
            progress.received += count
            state.connections[Self.key(connection)]?.stage = .body(progress)
        }
    }

    /// The request needs nothing more from the client (its body is complete, or it was
    /// answered already): no deadline until it is answered.
    func requestReceived(on connection: OpaquePointer) {
        guard isEnabled else { return }
        state.withLock { Self.set(.none, of: Self.key(connection), in: &$0) }
    }

    /// A request's response was sent (or the request ended otherwise): a keep-alive connection
    /// gets `headerTimeout` for its next request head from now.
    func requestCompleted(on connection: OpaquePointer) {
        guard isEnabled else { return }
        let stage = headStage()
        state.withLock { Self.set(stage, of: Self.key(connection), in: &$0) }
    }

    /// Body bytes received so far by the requests whose body is being metered (`minBodyRate`),
    /// so a test knows what the next sweep will see.
    var meteredBodyBytes: Int {
        state.withLock { state in
            state.connections.values.reduce(0) { sum, entry in
                guard case .body(let progress) = entry.stage else { return sum }
                return sum + progress.received
            }
        }
    }

    // MARK: - Private

    /// Waiting for a head from now on: until `headerTimeout` from now, or forever without one.
    private func headStage() -> Stage {
        let now = clock.now
        return .head(since: now, deadline: headTimeout.map { now + $0 })
    }

    /// Sets a connection's stage, unless it is cut (a cut connection stays cut until MHD closes it).
    private static func set(_ stage: Stage, of key: UInt, in state: inout State) {
        guard let entry = state.connections[key], !entry.isCut else { return }
        state.connections[key] = Entry(socket: entry.socket, stage: stage)
    }

    /// Shuts down `key`'s connection without an answer and marks it cut.
    private static func cut(_ key: UInt, in state: inout State) {
        guard let entry = state.connections[key], !entry.isCut else { return }
        _ = shutdown(entry.socket, Int32(SHUT_RDWR))
        state.connections[key]?.stage = .cut
        state.cutCount += 1
    }

    /// Closes the connections `room` picks among those waiting for a head (but `spared`).
    private func makeRoom(_ room: ConnectionRoom, in state: inout State, sparing spared: UInt) {
        let open = state.connections.count - state.cutCount
        guard open > room.mark else { return }
        let waiting = state.connections.compactMap { key, entry -> ConnectionRoom.Waiting? in
            guard key != spared, case .head(let since, _) = entry.stage else { return nil }
            return ConnectionRoom.Waiting(key: key, since: since)
        }
        for key in room.connectionsToClose(open: open, waiting: waiting) {
            Self.cut(key, in: &state)
            state.closedForRoom += 1
        }
    }

    /// Shuts down every connection past its deadline, after writing a `408` on those that were
    /// receiving a body. Runs on the clock's timer; the lock is held across writing and
    /// `shutdown` so that MHD cannot close (and reuse) a descriptor meanwhile.
    private func sweep() {
        let now = clock.now
        state.withLock { state in
            for (key, entry) in state.connections {
                switch entry.stage {
                case .head(_, let deadline?) where deadline <= now:
                    break
                case .body(let progress):
                    if let rejection = lateness(of: progress, at: now) {
                        _ = DirectAnswer.write(answer(rejection, progress.request), toSocket: entry.socket)
                    } else if !Self.hasPeerStayedClosed(key, entry, in: &state) {
                        continue
                    }
                case .head:
                    // A client that closed before its head was complete, which MHD may not notice.
                    guard Self.hasPeerStayedClosed(key, entry, in: &state) else { continue }
                case .none, .cut:
                    continue
                }
                // Cut once; MHD's close notification removes the entry shortly.
                Self.cut(key, in: &state)
            }
        }
    }

    /// Whether the client of `entry` has closed (`PeerClose`) and had already at the previous sweep, in the
    /// same stage: a request that MHD has read whole but not yet handed to the access handler is never cut.
    private static func hasPeerStayedClosed(_ key: UInt, _ entry: Entry, in state: inout State) -> Bool {
        guard PeerClose.isComplete(on: entry.socket) else { return false }
        guard entry.isPeerCloseSeen else {
            state.connections[key]?.isPeerCloseSeen = true
            return false
        }
        return true
    }

    /// Why a body is cut at `now`, or `nil` while it is within its limits.
    private func lateness(of progress: BodyProgress, at now: ContinuousClock.Instant) -> HTTPRejection? {
        if let deadline = progress.deadline, deadline <= now, let bodyTimeout {
            return .bodyTimeout(seconds: Int(bodyTimeout.components.seconds))
        }
        let elapsed = now - progress.started
        guard minBodyRate > 0, elapsed >= rateGracePeriod else { return nil }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        guard Double(progress.received) < Double(minBodyRate) * seconds else { return nil }
        return .bodyTooSlow(minimumBytesPerSecond: minBodyRate)
    }

    private static func key(_ connection: OpaquePointer) -> UInt {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
    }
}
