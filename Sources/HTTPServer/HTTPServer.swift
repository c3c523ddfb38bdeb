import CMicroHTTPD
import Glibc
import HTTPMessages
import Locking

/// An HTTP/1.1 server on libmicrohttpd that runs a handler for every request.
///
/// One libmicrohttpd epoll thread (or its thread pool) reads requests and writes responses;
/// each complete request is handed to `handler` on a Dispatch worker while its connection is
/// suspended, so slow handlers never hold up the network thread. Handler work is bounded by
/// `maxConcurrentRequests` running plus `maxQueuedRequests` waiting; beyond that, and for bodies
/// over the limit or requests during shutdown, the server answers with `rejectionHandler`'s
/// response without calling `handler`. A connection that takes longer than `headerTimeout` to
/// send a request head is closed without an answer; a body that takes longer than
/// `bodyTimeout`, or arrives slower than `minBodyRate`, is answered with the rejection
/// handler's response and its connection closed.
///
/// ```swift
/// let server = HTTPServer(
///     configuration: HTTPServerConfiguration(),
///     handler: { request in HTTPResponse(status: 200, body: Array("hello".utf8)) },
///     rejectionHandler: { rejection, _ in HTTPResponse(status: rejection == .overloaded ? 503 : 413) }
/// )
/// let port = try server.start()
/// // ... later, on SIGTERM:
/// _ = server.stop(drainTimeout: .seconds(10))
/// ```
public final class HTTPServer: Sendable {
    private let configuration: HTTPServerConfiguration
    private let core: ServerCore
    private let lifecycle = LockedValue(Lifecycle.idle)

    /// Creates a server; nothing listens until `start()`.
    /// - Parameters:
    ///   - configuration: address and limits.
    ///   - handler: answers a request; runs on Dispatch workers, several at a time, so it must
    ///     be thread-safe. It should be bounded work: shutdown waits for running handlers.
    ///   - rejectionHandler: answers the situations in `HTTPRejection`; runs on libmicrohttpd's
    ///     network thread (and, for a late body, on the deadline timer while the server's
    ///     deadline table is locked), so it must be quick (build a small, ready response).
    ///   - readyAnswer: asked first, on the network thread, for every complete request while the
    ///     server is not draining; a response it returns is sent at once, without the hand-off to
    ///     a worker (no suspend, no thread switch, no resume), and `nil` hands the request to
    ///     `handler` as usual. For answers that are already known, such as a cache hit; it must be
    ///     quick and must not block, since every connection waits while it runs. It may set the
    ///     request's `digest` for the handler to reuse.
    public init(
        configuration: HTTPServerConfiguration,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
        rejectionHandler: @escaping @Sendable (HTTPRejection, HTTPRequest) -> HTTPResponse,
        readyAnswer: (@Sendable (inout HTTPRequest) -> HTTPResponse?)? = nil
    ) {
        self.configuration = configuration
        self.core = ServerCore(
            configuration: configuration, handler: handler, rejectionHandler: rejectionHandler,
            readyAnswer: readyAnswer
        )
    }

    deinit {
        // The daemon's callbacks point at `core`; it must not outlive this object.
        _ = stop(drainTimeout: .zero)
    }

    /// Starts listening and serving.
    /// - Returns: the bound port: the configured one, or the port chosen when it was 0.
    /// - Throws: `HTTPServerError` when the configuration or host is invalid, the address
    ///   cannot be bound (for example, the port is in use), or the server was started before.
    public func start() throws -> Int {
        try configuration.validate()
        let address = try BindAddress(host: configuration.host, port: configuration.port)
        return try lifecycle.withLock { lifecycle throws(HTTPServerError) in
            guard case .idle = lifecycle else { throw .alreadyStarted }
            let daemon = try startDaemon(at: address)
            if configuration.threads <= 1 {
                core.daemonToQuiesce.store(UInt(bitPattern: Int(bitPattern: daemon)), ordering: .releasing)
            }
            core.headerDeadlines.start()
            lifecycle = .running(RunningDaemon(daemon: daemon))
            return Int(sheetd_mhd_bound_port(daemon))
        }
    }

    /// The version of the libmicrohttpd library linked in, e.g. `0.9.75`, for build information.
    public static var libraryVersion: String {
        MHD_get_version().map { String(cString: $0) } ?? "unknown"
    }

    /// Requests received and not yet answered (including those still sending their body).
    public var inFlightRequests: Int {
        core.inFlight.load(ordering: .relaxed)
    }

    /// Connections closed without an answer to make room for new ones (`makesRoomForNewConnections`).
    public var connectionsClosedForRoom: Int {
        core.headerDeadlines.connectionsClosedForRoom
    }

    /// Body bytes counted for `minBodyRate` of the requests still receiving their body.
    var meteredBodyBytes: Int {
        core.headerDeadlines.meteredBodyBytes
    }

    /// Response bodies libmicrohttpd still holds (sending, or queued on a connection).
    var liveResponseBodies: Int {
        core.liveResponseBodies.value.load(ordering: .relaxed)
    }

    /// Stops accepting connections; open connections, and requests on them, are still served.
    ///
    /// From now on a new connection is closed as soon as it is accepted, without an answer. With
    /// one network thread (the default), the first such connection also makes libmicrohttpd stop
    /// listening, so that the attempts after it are refused; a thread pool keeps its listening
    /// socket, and so turns every attempt away, until `stop(drainTimeout:)` closes it. The stop
    /// happens on the network thread, from its accept-policy callback, because libmicrohttpd
    /// 0.9.75 aborts the process when `MHD_quiesce_daemon` runs beside its own threads
    /// (docs/reliability.md, fixed bug 9). Call `stop(drainTimeout:)` afterwards to finish.
    /// Calling it again, or before `start()`, does nothing.
    public func quiesce() {
        lifecycle.withLock { lifecycle in
            guard case .running = lifecycle else { return }
            core.turnsAwayConnections.store(true, ordering: .releasing)
        }
    }

    /// Shuts down gracefully: refuses new connections, answers new requests on open
    /// connections with `HTTPRejection.draining`, waits up to `drainTimeout` for in-flight
    /// requests to be answered, then closes everything.
    ///
    /// Handlers that are running or queued always finish, even after `drainTimeout`, because
    /// libmicrohttpd must not stop while a connection waits for its handler (it would abort the
    /// process); their answers, and uploads or downloads still under way, are cut off once the
    /// timeout has passed. Blocks the calling thread, so never call it from a handler (it would
    /// wait for itself). Calling it again, or before `start()`, returns `true` at once.
    /// - Parameter drainTimeout: how long to wait for in-flight requests to be answered.
    /// - Returns: whether every in-flight request was answered within `drainTimeout`.
    public func stop(drainTimeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + drainTimeout
        quiesce()
        core.scheduler.beginDraining()
        let running: RunningDaemon? = lifecycle.withLock { lifecycle in
            guard case .running(let running) = lifecycle else { return nil }
            lifecycle = .stopped
            return running
        }
        guard let running else { return true }

        // Drained is whether the count reached 0, once: a request read just before the quiesce
        // may still arrive after that, and gets the draining rejection like any other late one.
        let drained = Self.wait(until: deadline) { core.inFlight.load(ordering: .acquiring) == 0 }
        // `MHD_stop_daemon` aborts the process while a connection is suspended. A connection is
        // suspended exactly while its job is admitted and unfinished, and handlers are bounded
        // work, so wait for them without a deadline.
        Self.wait(until: nil) { core.scheduler.isIdle }
        // Slow clients are cut until here (which also helps the drain); from now on MHD closes
        // every socket itself, and nothing else may touch them.
        core.headerDeadlines.stop()
        MHD_stop_daemon(running.daemon)
        // A quiesced daemon leaves its listening socket to us. Its thread, which quiesced it, has
        // ended, so the socket is known by now.
        let socket = core.quiescedListenSocket.load(ordering: .acquiring)
        if socket >= 0 {
            close(socket)
        }
        return drained
    }

    // MARK: - Private

    private enum Lifecycle {
        case idle
        case running(RunningDaemon)
        case stopped
    }

    /// A started daemon. `MHD_stop_daemon` may be called from any thread, so the handle may be
    /// shared (`MHD_quiesce_daemon` may not: `Quiesce.swift`).
    private struct RunningDaemon: @unchecked Sendable {
        let daemon: OpaquePointer
    }

    private func startDaemon(at address: BindAddress) throws(HTTPServerError) -> OpaquePointer {
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
        if address.isIPv6Unspecified {
            flags |= MHD_USE_DUAL_STACK.rawValue
        } else if address.isIPv6 {
            flags |= MHD_USE_IPv6.rawValue
        }
        let cls = Unmanaged.passUnretained(core).toOpaque()
        let (daemon, messages) = core.diagnostics.capturingMessages {
            address.withSocketAddress { socketAddress in
                var settings = sheetd_mhd_daemon_settings(
                    flags: flags,
                    bind_address: socketAddress,
                    port: UInt16(configuration.port),
                    connection_timeout: UInt32(configuration.connectionTimeout),
                    connection_limit: UInt32(configuration.maxConnections),
                    per_ip_connection_limit: UInt32(configuration.perAddressConnectionLimit),
                    connection_memory_limit: configuration.memoryLimitPerConnection,
                    thread_pool_size: UInt32(configuration.threads),
                    access_handler: DaemonCallbacks.accessHandler,
                    access_handler_cls: cls,
                    accept_policy: DaemonCallbacks.acceptPolicy,
                    accept_policy_cls: cls,
                    request_completed: DaemonCallbacks.requestCompleted,
                    request_completed_cls: cls,
                    uri_callback: DaemonCallbacks.uriCallback,
                    uri_callback_cls: cls,
                    notify_connection: core.headerDeadlines.isEnabled ? DaemonCallbacks.connectionNotify : nil,
                    notify_connection_cls: cls,
                    error_logger: DaemonCallbacks.errorLogger,
                    error_logger_cls: cls
                )
                return sheetd_mhd_start_daemon(&settings)
            }
        }
        guard let daemon else {
            throw .cannotListen(
                host: configuration.host,
                port: configuration.port,
                reason: messages.last ?? "libmicrohttpd could not start"
            )
        }
        return daemon
    }

    /// Polls `isDone` every millisecond until it holds (true) or `deadline` passes (false).
    /// Shutdown is rare and short, so polling is simpler than wiring a condition variable
    /// through the callbacks.
    @discardableResult
    private static func wait(until deadline: ContinuousClock.Instant?, _ isDone: () -> Bool) -> Bool {
        while !isDone() {
            if let deadline, ContinuousClock.now >= deadline { return false }
            usleep(1_000)
        }
        return true
    }
}
