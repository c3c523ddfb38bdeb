import Locking
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The daemon's log lines on their way to stdout: workers append a formatted line to a bounded buffer
/// and go on, and one background thread writes what has gathered in batches.
///
/// A `write(2)` per line on the thread that answered the request cost the default JSON access log much
/// of the server's throughput (BENCHMARKS.md), and a reader that stopped reading stdout blocked every
/// worker and the network thread with it. Here a request never waits for the output: when the buffer is
/// full the line is dropped and counted (`sheetd_log_dropped_lines_total` on `GET /metrics`).
///
/// The writer thread flushes every `flushInterval`, and sooner once a quarter of the buffer is in use.
/// `flush()` writes everything appended before it, in order; `stop()` ends the thread after a last flush,
/// which is how the daemon keeps every line on SIGTERM.
///
/// ```swift
/// let buffer = LogBuffer(capacityBytes: 1 << 20) { bytes in LogBuffer.write(bytes, to: 1) }
/// buffer.start()
/// buffer.append(#"{"message":"request"}"#)
/// buffer.stop()  // the line is on stdout
/// ```
public final class LogBuffer: @unchecked Sendable {
    /// The most bytes (lines and their newlines) held before lines are dropped.
    public let capacityBytes: Int
    /// How long a line may wait in the buffer when the load is light.
    public let flushInterval: Duration
    /// The bytes in use at which the writer is woken before its interval is up.
    let wakeBytes: Int
    private let output: @Sendable (UnsafeRawBufferPointer) -> Void
    /// Guards the fields below it; `condition` wakes the writer thread.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pending: [UInt8] = []
    private var isWakeRequested = false
    private var isStopping = false
    private var thread: pthread_t?
    /// Held for a whole batch, so that two flushes (the writer's and `stop()`'s) cannot reorder lines; it
    /// keeps the emptied array so its storage is reused. Appending never takes it.
    private let writing = LockedValue<[UInt8]>([])
    private let dropped = Atomic<UInt64>(0)

    /// Creates a buffer; nothing is written in the background until `start()`.
    /// - Parameters:
    ///   - capacityBytes: the bound of the bytes held; a line that does not fit is dropped.
    ///   - flushInterval: the longest a line waits when the buffer is not a quarter full.
    ///   - output: writes one batch of whole lines, each ending in a newline; called by one thread at a time.
    public init(
        capacityBytes: Int, flushInterval: Duration = .seconds(1),
        output: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) {
        self.capacityBytes = capacityBytes
        self.flushInterval = flushInterval
        self.wakeBytes = max(1, capacityBytes / 4)
        self.output = output
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Lines dropped so far because the buffer was full.
    public var droppedLines: UInt64 { dropped.load(ordering: .relaxed) }

    /// Adds `line` and a newline, or drops it when it does not fit. Never waits for the output.
    /// - Returns: whether the line was kept.
    @discardableResult
    public func append(_ line: String) -> Bool {
        append(count: line.utf8.count) { $0.append(contentsOf: line.utf8) }
    }

    /// Adds the UTF-8 line `line` and a newline, or drops it when it does not fit, like `append(_:)`.
    /// - Returns: whether the line was kept.
    @discardableResult
    public func append(utf8 line: [UInt8]) -> Bool {
        append(count: line.count) { $0.append(contentsOf: line) }
    }

    /// Adds the UTF-8 line in `line` (e.g. a writer's own storage) and a newline, like `append(utf8:)`.
    /// - Returns: whether the line was kept.
    @discardableResult
    public func append(utf8 line: UnsafeBufferPointer<UInt8>) -> Bool {
        append(count: line.count) { $0.append(contentsOf: line) }
    }

    private func append(count: Int, _ copy: (inout [UInt8]) -> Void) -> Bool {
        pthread_mutex_lock(mutex)
        guard pending.count + count + 1 <= capacityBytes else {
            pthread_mutex_unlock(mutex)
            dropped.add(1, ordering: .relaxed)
            return false
        }
        copy(&pending)
        pending.append(UInt8(ascii: "\n"))
        // One signal per batch: the writer clears the request when it takes the lines.
        let wakes = pending.count >= wakeBytes && !isWakeRequested
        if wakes { isWakeRequested = true }
        pthread_mutex_unlock(mutex)
        if wakes { pthread_cond_signal(condition) }
        return true
    }

    /// Writes every line appended so far, in order, on the calling thread.
    public func flush() {
        writing.withLock { batch in
            pthread_mutex_lock(mutex)
            swap(&pending, &batch)
            isWakeRequested = false
            pthread_mutex_unlock(mutex)
            guard !batch.isEmpty else { return }
            batch.withUnsafeBytes(output)
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Starts the writer thread. Call it once.
    public func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var handle = pthread_t()
        let status = pthread_create(
            &handle, nil,
            { context in
                Unmanaged<LogBuffer>.fromOpaque(context!).takeRetainedValue().runWriter()
                return nil
            }, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        pthread_mutex_lock(mutex)
        thread = handle
        pthread_mutex_unlock(mutex)
    }

    /// Ends the writer thread, then writes what is left; later lines stay buffered until `flush()`.
    public func stop() {
        pthread_mutex_lock(mutex)
        isStopping = true
        let running = thread
        thread = nil
        pthread_mutex_unlock(mutex)
        pthread_cond_signal(condition)
        if let running { pthread_join(running, nil) }
        flush()
    }

    /// The dropped lines in the Prometheus text format, for `GET /metrics`.
    public var prometheusText: String {
        var writer = PrometheusTextWriter()
        writer.counter(
            "sheetd_log_dropped_lines_total",
            help: "Log lines (access and diagnostic) dropped because the log buffer was full.", value: droppedLines)
        return writer.text
    }

    /// Writes `bytes` to `descriptor` whole, retrying partial writes; gives up on an error (a closed stdout).
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    private func runWriter() {
        pthread_mutex_lock(mutex)
        while !isStopping {
            if !isWakeRequested {
                var deadline = timespec()
                clock_gettime(CLOCK_MONOTONIC, &deadline)
                let (seconds, attoseconds) = flushInterval.components
                let nanoseconds = Int(deadline.tv_nsec) + Int(attoseconds / 1_000_000_000)
                deadline.tv_sec += Int(seconds) + nanoseconds / 1_000_000_000
                deadline.tv_nsec = nanoseconds % 1_000_000_000
                pthread_cond_timedwait(condition, mutex, &deadline)
            }
            pthread_mutex_unlock(mutex)
            flush()
            pthread_mutex_lock(mutex)
        }
        pthread_mutex_unlock(mutex)
    }
}
