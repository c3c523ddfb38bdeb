import Glibc

/// Where an `HTTPServer` listens and the limits it enforces.
///
/// ```swift
/// var configuration = HTTPServerConfiguration()
/// configuration.host = "127.0.0.1"
/// configuration.port = 0  // any free port; `start()` returns the one chosen
/// ```
public struct HTTPServerConfiguration: Sendable {
    /// The numeric address to bind: `0.0.0.0` (all IPv4), `127.0.0.1`, `::` (all IPv6 and
    /// IPv4), `::1`, or any other IPv4 or IPv6 literal.
    public var host: String = "0.0.0.0"
    /// The TCP port; 0 picks a free one, which `HTTPServer.start()` returns.
    public var port: Int = 8080
    /// libmicrohttpd's network threads: 1 is one epoll thread, more is its thread pool (each
    /// thread with its own epoll set). Handlers never run on these threads.
    public var threads: Int = 1
    /// The largest request body accepted, in bytes; larger bodies get
    /// `HTTPRejection.bodyTooLarge`.
    public var maxBodyBytes: Int = 1_048_576
    /// Seconds a connection may stay idle (nothing received or sent) before it is closed; 0
    /// keeps idle connections open forever. Only idle time counts: a client that keeps sending
    /// a byte now and then is never cut by it (see `headerTimeout` and `bodyTimeout`).
    public var connectionTimeout: Int = 30
    /// Seconds a connection gets to deliver a complete request head (request line and header
    /// fields), counted from when it was accepted or, on a keep-alive connection, from when the
    /// previous response was completed; a connection still without one is closed without an
    /// answer (like Go's `ReadHeaderTimeout`), so clients trickling header bytes cannot hold
    /// connection slots forever. Receiving the body, running the handler and sending the
    /// response are not limited by it. The check runs ten times per timeout (at most once a
    /// second), so a connection is closed up to 10% later. 0 disables it.
    public var headerTimeout: Int = 10
    /// Seconds a request gets to deliver its complete body, counted from when its head was
    /// complete; a body still incomplete then is answered with `HTTPRejection.bodyTimeout` (408)
    /// and its connection closed, so that clients trickling body bytes (slow POST,
    /// R-U-Dead-Yet) cannot hold connection slots, which the idle `connectionTimeout` would let
    /// them do forever. Running the handler and sending the response are not limited by it.
    /// Checked like `headerTimeout`. 0 disables it.
    public var bodyTimeout: Int = 10
    /// Bytes per second a body must average, from its head on, once `bodyRateGracePeriod` has
    /// passed; a slower one is answered with `HTTPRejection.bodyTooSlow` (408) and closed, which
    /// cuts a trickling body well before `bodyTimeout` when that is long (large uploads). 240
    /// like ASP.NET Core Kestrel's `MinRequestBodyDataRate`: far below any real link, while
    /// slow-body attacks send a few bytes every few seconds. 0 disables it.
    public var minBodyRate: Int = 240
    /// Seconds a body may arrive below `minBodyRate` before the rate is checked, so that a slow
    /// start (a TCP slow start, a client preparing its data) is not cut; 5 like Kestrel's. At
    /// least 1: without any grace, a body would be measured before its first bytes could arrive.
    public var bodyRateGracePeriod: Int = 5
    /// The most connections open at the same time from one client address (IPv4, or IPv6
    /// address); libmicrohttpd closes a further one as soon as it is accepted, without an
    /// answer. So one client cannot take every slot of `maxConnections`. 0 is no limit; `nil`
    /// (the default) is a quarter of `maxConnections`, at least 1 (`perAddressConnectionLimit`):
    /// 256 for the default 1 024, far above what a browser (6) or a load generator on this
    /// machine (`make bench`: 64) opens, and 25 for `maxConnections` 100, so that lowering the
    /// limit does not leave one address able to take every slot. A value at or above
    /// `maxConnections` would do exactly that, so `start()` refuses it. Behind a reverse proxy or
    /// an ingress, whose connections all come from its own address, set 0.
    public var maxConnectionsPerIP: Int? = nil
    /// Whether the connections that have waited longest for a request head are closed, without an
    /// answer, when a new connection leaves fewer than one slot in 32 free (`ConnectionRoom`), so
    /// that a flood of connections that send no request (slowloris) from any number of addresses
    /// cannot keep new clients waiting in the accept queue until `headerTimeout`. Connections
    /// whose request is being received, handled or answered are never closed for room.
    public var makesRoomForNewConnections = true
    /// Tells the time of the `headerTimeout`, `bodyTimeout` and `minBodyRate` deadlines and runs
    /// their check: the real monotonic clock by default; tests pass a clock they advance by hand.
    public var clock: any HTTPServerClock = SystemHTTPServerClock()
    /// The most connections open at the same time. When a new connection leaves fewer than one
    /// slot in 32 free, the connections that have waited longest for a request head are closed to
    /// make room (`makesRoomForNewConnections`). When every slot is taken by requests being
    /// served, further connections are not refused: libmicrohttpd stops accepting, so the kernel
    /// completes their handshakes and holds them in the listening socket's accept queue (at most
    /// `net.core.somaxconn`, 4096 on Linux by default) until a slot frees, and they are then
    /// served in order; clients see a delay, not an error. Once that queue is full, the kernel
    /// drops new handshakes and clients retry them. With a thread pool (`threads` > 1) each
    /// thread gets an equal share of the limit.
    public var maxConnections: Int = 1024
    /// The most handler calls running at the same time (1...1024), each on its own Dispatch
    /// serial queue. The default is one per processor this process can use: its CPU affinity
    /// (`taskset`, a cpuset) and its cgroup CPU quota (a container's CPU limit) both count, so
    /// CPU-bound handlers never outnumber the CPUs that run them (see `UsableProcessors`).
    public var maxConcurrentRequests: Int = HTTPServerConfiguration.processorCount
    /// The most requests waiting for a handler slot. A request that finds all running slots
    /// and all waiting slots taken gets `HTTPRejection.overloaded` at once. At the CPU time a
    /// layout costs (BENCHMARKS.md), 256 waiting requests are already a noticeable queue on two
    /// cores: a client is better served by a quick 503 than by a longer wait.
    public var maxQueuedRequests: Int = 256
    /// The longest request target (path and query, as sent) in bytes; a longer one gets
    /// `HTTPRejection.requestTargetTooLong`. Must fit in `memoryLimitPerConnection` together
    /// with `maxHeaderBytes` (see there).
    public var maxRequestTargetBytes: Int = 8 * 1024
    /// The most bytes of header fields, each counted as name + value + 4 (`": "` and CRLF); more
    /// gets `HTTPRejection.headerFieldsTooLarge`. 8 KiB like Apache's and nginx's per-field
    /// defaults.
    public var maxHeaderBytes: Int = 8 * 1024
    /// Bytes libmicrohttpd may use per connection for the request head, its records of each
    /// header field and query parameter, and the response head (bodies are copied out as they
    /// arrive and do not count). A request head that does not fit never reaches the server's
    /// own limits: libmicrohttpd answers it itself with 414 or 431 and an HTML page, or closes
    /// the connection without an answer when only the response head no longer fits
    /// (docs/reliability.md). libmicrohttpd copies a `Cookie` field into the pool again to
    /// split it, so `maxRequestTargetBytes + 2 × maxHeaderBytes + memoryReserveBytes` must fit
    /// here. libmicrohttpd zeroes about 1.5 times this many bytes
    /// after every request, so a larger pool costs CPU per request; 32 KiB is MHD's own default.
    public var memoryLimitPerConnection: Int = 32 * 1024
    /// What `memoryLimitPerConnection` must hold beyond `maxRequestTargetBytes +
    /// 2 × maxHeaderBytes`: the request line's method and version, libmicrohttpd's record of each
    /// header field and query parameter (about 64 bytes each) and the response head, so that a
    /// request just over the limits still fits and gets the server's own answer.
    public static let memoryReserveBytes = 4 * 1024
    /// Receives libmicrohttpd's diagnostic messages and the server's own, one line each, on the
    /// threads that have them (so it must not block); `nil` drops them.
    public var diagnosticsHandler: (@Sendable (HTTPDiagnostic) -> Void)? = nil

    /// Creates the default configuration: all IPv4 interfaces, port 8080.
    public init() {}

    /// The processors this process can use, the basis of the default concurrency.
    static let processorCount = UsableProcessors.count

    /// The per-address cap in force: `maxConnectionsPerIP`, or a quarter of `maxConnections` (at
    /// least 1) when it is `nil`; 0 is no limit.
    public var perAddressConnectionLimit: Int {
        maxConnectionsPerIP ?? max(1, maxConnections / 4)
    }

    /// Checks every limit; throws `HTTPServerError.invalidConfiguration` naming the first value
    /// out of range.
    func validate() throws(HTTPServerError) {
        try Self.require(port, in: 0...65_535, "port")
        try Self.require(threads, in: 1...256, "threads")
        try Self.require(maxBodyBytes, in: 0...Int.max, "maxBodyBytes")
        try Self.require(connectionTimeout, in: 0...Int(UInt32.max), "connectionTimeout")
        try Self.require(headerTimeout, in: 0...Int(UInt32.max), "headerTimeout")
        try Self.require(bodyTimeout, in: 0...Int(UInt32.max), "bodyTimeout")
        try Self.require(minBodyRate, in: 0...Int(UInt32.max), "minBodyRate")
        try Self.require(bodyRateGracePeriod, in: 1...Int(UInt32.max), "bodyRateGracePeriod")
        try Self.require(maxConnections, in: 1...Int(UInt32.max), "maxConnections")
        if let maxConnectionsPerIP {
            try Self.require(maxConnectionsPerIP, in: 0...Int(UInt32.max), "maxConnectionsPerIP")
            guard maxConnectionsPerIP == 0 || maxConnectionsPerIP < maxConnections || maxConnections == 1 else {
                throw .invalidConfiguration(
                    "maxConnectionsPerIP is \(maxConnectionsPerIP), at or above maxConnections (\(maxConnections)): "
                        + "one address could take every connection slot; set it below, or 0 for no limit")
            }
        }
        try Self.require(maxConcurrentRequests, in: 1...1024, "maxConcurrentRequests")
        try Self.require(maxQueuedRequests, in: 0...Int.max, "maxQueuedRequests")
        try Self.require(memoryLimitPerConnection, in: 4096...Int.max, "memoryLimitPerConnection")
        try Self.require(maxRequestTargetBytes, in: 1...Int(Int32.max), "maxRequestTargetBytes")
        try Self.require(maxHeaderBytes, in: 1...Int(Int32.max), "maxHeaderBytes")
        let needed = maxRequestTargetBytes + 2 * maxHeaderBytes + Self.memoryReserveBytes
        guard needed <= memoryLimitPerConnection else {
            throw .invalidConfiguration(
                "memoryLimitPerConnection is \(memoryLimitPerConnection), expected at least \(needed) "
                    + "(maxRequestTargetBytes + 2 × maxHeaderBytes + \(Self.memoryReserveBytes))")
        }
    }

    private static func require(
        _ value: Int, in range: ClosedRange<Int>, _ name: String
    ) throws(HTTPServerError) {
        guard range.contains(value) else {
            let upper = range.upperBound == Int.max ? "" : "\(range.upperBound)"
            throw .invalidConfiguration("\(name) is \(value), expected \(range.lowerBound)...\(upper)")
        }
    }
}
