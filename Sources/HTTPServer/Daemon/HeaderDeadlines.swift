import CMicroHTTPD
import Glibc
import HTTPMessages
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
    /// The instant the table's `Moment`s count from: when the deadlines were made.
    private let origin: ContinuousClock.Instant
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
        origin = configuration.clock.now
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
    /// - Parameter socketContext: the connection's socket context, where its entry is kept for the
    ///   request path (`entry(of:)`) until `connectionClosed` releases it.
    func connectionStarted(_ connection: OpaquePointer, socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        guard isEnabled else { return }
        let socket = sheetd_mhd_connection_socket(connection)
        guard socket >= 0 else { return }
        let key = Self.key(connection)
        let entry = Entry(key: key, socket: socket, stage: headStage())
        let isTracked = state.withLock { state in
            guard !state.isStopped else { return false }
            state.connections[key] = entry
            if let room { makeRoom(room, in: &state, sparing: key) }
            return true
        }
        if isTracked {
            socketContext.pointee = Unmanaged.passRetained(entry).toOpaque()
        }
    }

    /// MHD is about to close a connection's socket: forget it (see the type's note on reuse).
    func connectionClosed(_ connection: OpaquePointer, socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        guard isEnabled else { return }
        state.withLock { state in
            if state.connections.removeValue(forKey: Self.key(connection))?.isCut == true {
                state.cutCount -= 1
            }
        }
        if let raw = socketContext.pointee {
            socketContext.pointee = nil
            Unmanaged<Entry>.fromOpaque(raw).release()
        }
    }

    /// Connections closed so far to make room for new ones.
    var connectionsClosedForRoom: Int {
        state.withLock { $0.closedForRoom }
    }

    /// The access handler accepted a request's head and will read its body: the body's limits
    /// start now. `request` is the request without its body.
    func bodyStarted(on connection: OpaquePointer, request: HTTPRequest) {
        guard isEnabled, let entry = Self.entry(of: connection) else { return }
        // A body stage even without body limits, so that a client closing mid-body is seen (`PeerClose`).
        let now = self.now
        let stage = Stage.body(BodyProgress(started: now, deadline: bodyTimeout.map { now + $0 }, request: request))
        state.withLock { _ in entry.enter(stage) }
    }

    /// `count` more body bytes arrived.
    func bodyReceived(_ count: Int, on connection: OpaquePointer) {
        guard minBodyRate > 0, let entry = Self.entry(of: connection) else { return }
        state.withLock { _ in
            guard case .body = entry.stage else { return }
            entry.receivedBodyBytes += count
        }
    }

    /// The request needs nothing more from the client (its body is complete, or it was
    /// answered already): no deadline until it is answered.
    func requestReceived(on connection: OpaquePointer) {
        guard isEnabled, let entry = Self.entry(of: connection) else { return }
        state.withLock { _ in entry.enter(.none) }
    }

    /// A request's response was sent (or the request ended otherwise): a keep-alive connection
    /// gets `headerTimeout` for its next request head from now.
    func requestCompleted(on connection: OpaquePointer) {
        guard isEnabled, let entry = Self.entry(of: connection) else { return }
        let stage = headStage()
        state.withLock { _ in entry.enter(stage) }
    }

    /// Body bytes received so far by the requests whose body is being metered (`minBodyRate`),
    /// so a test knows what the next sweep will see.
    var meteredBodyBytes: Int {
        state.withLock { state in
            state.connections.values.reduce(0) { sum, entry in
                guard case .body = entry.stage else { return sum }
                return sum + entry.receivedBodyBytes
            }
        }
    }

    // MARK: - Private

    /// Waiting for a head from now on: until `headerTimeout` from now, or forever without one.
    private func headStage() -> Stage {
        let now = self.now
        return .head(since: now, deadline: headTimeout.map { now + $0 })
    }

    /// The clock's time, as a `Moment` of the table.
    private var now: Moment { clock.now - origin }

    /// The entry `connectionStarted` kept in the connection's socket context, without a lookup in
    /// the table; `nil` for a connection that is not tracked. MHD calls back for a connection only
    /// between its start and close notifications, so the context's reference keeps the entry alive.
    private static func entry(of connection: OpaquePointer) -> Entry? {
        sheetd_mhd_connection_socket_context(connection).map { Unmanaged<Entry>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Shuts down `entry`'s connection without an answer and marks it cut.
    private static func cut(_ entry: Entry, in state: inout State) {
        guard !entry.isCut else { return }
        _ = shutdown(entry.socket, Int32(SHUT_RDWR))
        entry.stage = .cut
        state.cutCount += 1
    }

    /// Closes the connections `room` picks among those waiting for a head (but `spared`).
    private func makeRoom(_ room: ConnectionRoom, in state: inout State, sparing spared: UInt) {
        let open = state.connections.count - state.cutCount
        guard open > room.mark else { return }
        let waiting = state.connections.compactMap { key, entry -> ConnectionRoom.Waiting? in
            guard key != spared, case .head(let since, _) = entry.stage else { return nil }
            return ConnectionRoom.Waiting(key: key, since: origin + since)
        }
        for key in room.connectionsToClose(open: open, waiting: waiting) {
            guard let entry = state.connections[key] else { continue }
            Self.cut(entry, in: &state)
            state.closedForRoom += 1
        }
    }

    /// Shuts down every connection past its deadline, after writing a `408` on those that were
    /// receiving a body. Runs on the clock's timer; the lock is held across writing and
    /// `shutdown` so that MHD cannot close (and reuse) a descriptor meanwhile.
    private func sweep() {
        let now = self.now
        state.withLock { state in
            for entry in state.connections.values {
                switch entry.stage {
                case .head(_, let deadline?) where deadline <= now:
                    break
                case .body(let progress):
                    if let rejection = lateness(of: progress, received: entry.receivedBodyBytes, at: now) {
                        _ = DirectAnswer.write(answer(rejection, progress.request), toSocket: entry.socket)
                    } else if !Self.hasPeerStayedClosed(entry) {
                        continue
                    }
                case .head:
                    // A client that closed before its head was complete, which MHD may not notice.
                    guard Self.hasPeerStayedClosed(entry) else { continue }
                case .none, .cut:
                    continue
                }
                // Cut once; MHD's close notification removes the entry shortly.
                Self.cut(entry, in: &state)
            }
        }
    }

    /// Whether the client of `entry` has closed (`PeerClose`) and had already at the previous sweep, in the
    /// same stage: a request that MHD has read whole but not yet handed to the access handler is never cut.
    private static func hasPeerStayedClosed(_ entry: Entry) -> Bool {
        guard PeerClose.isComplete(on: entry.socket) else { return false }
        guard entry.isPeerCloseSeen else {
            entry.isPeerCloseSeen = true
            return false
        }
        return true
    }

    /// Why a body of which `received` bytes arrived is cut at `now`, or `nil` while it is within its limits.
    private func lateness(of progress: BodyProgress, received: Int, at now: Moment) -> HTTPRejection? {
        if let deadline = progress.deadline, deadline <= now, let bodyTimeout {
            return .bodyTimeout(seconds: Int(bodyTimeout.components.seconds))
        }
        let elapsed = now - progress.started
        guard minBodyRate > 0, elapsed >= rateGracePeriod else { return nil }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        guard Double(received) < Double(minBodyRate) * seconds else { return nil }
        return .bodyTooSlow(minimumBytesPerSecond: minBodyRate)
    }

    private static func key(_ connection: OpaquePointer) -> UInt {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
    }
}
