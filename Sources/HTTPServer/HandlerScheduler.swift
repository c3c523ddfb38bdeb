import Dispatch
import Locking

/// Runs handler work on Dispatch with bounded concurrency and a bounded wait queue.
///
/// A request is first *admitted* (a cheap check on the network thread that can say no at
/// once), then its work is *enqueued*. At most `maxConcurrent` jobs run, each on one of as many
/// serial queues (one per worker); the rest wait in FIFO order. No thread ever blocks waiting
/// for a slot: the worker that finishes a job takes the next one itself, and gives its queue
/// back when nothing waits.
///
/// Serial queues rather than one concurrent queue: libdispatch gives a serial queue a thread
/// as soon as it has work, while a concurrent queue shares the global pool, limited to one
/// thread per core, with Swift concurrency's executor; when that pool is busy or blocked, work
/// on a concurrent queue waits (about a second on Linux) for the pool to grow.
final class HandlerScheduler: Sendable {
    /// What `admit()` decided.
    enum Admission {
        /// The caller owns a slot and must pass exactly one job to `enqueue`.
        case admitted
        /// Running plus waiting work is at its limit.
        case overloaded
        /// `beginDraining()` was called; no new work is taken.
        case draining
    }

    private struct State: ~Copyable {
        /// Jobs admitted and not yet finished: running, waiting, or about to be enqueued.
        var admitted = 0
        /// Indices of the worker queues not running a job.
        var idleWorkers: [Int]
        /// Jobs waiting for a worker, oldest first. `removeFirst` is linear, which is fine for
        /// the small queues the limit allows.
        var waiting: [@Sendable () -> Void] = []
        var isDraining = false
    }

    private let maxAdmitted: Int
    private let workers: [DispatchQueue]
    private let state: LockedValue<State>

    /// - Parameters:
    ///   - maxConcurrent: the most jobs running at the same time (at least 1).
    ///   - maxQueued: the most jobs waiting for a worker.
    init(maxConcurrent: Int, maxQueued: Int) {
        let (sum, overflow) = maxConcurrent.addingReportingOverflow(maxQueued)
        self.maxAdmitted = overflow ? Int.max : sum
        let workers = (0..<maxConcurrent).map { DispatchQueue(label: "sheetd.http.handler.\($0)") }
        self.workers = workers
        self.state = LockedValue(State(idleWorkers: Array(workers.indices.reversed())))
    }

    /// Reserves room for one job, or says why there is none.
    func admit() -> Admission {
        state.withLock { state in
            if state.isDraining { return .draining }
            if state.admitted >= maxAdmitted { return .overloaded }
            state.admitted += 1
            return .admitted
        }
    }

    /// Runs an admitted job as soon as a worker slot is free.
    func enqueue(_ job: @escaping @Sendable () -> Void) {
        let worker: Int? = state.withLock { state in
            guard let worker = state.idleWorkers.popLast() else {
                state.waiting.append(job)
                return nil
            }
            return worker
        }
        if let worker {
            workers[worker].async { self.work(as: worker, startingWith: job) }
        }
    }

    /// Makes every later `admit()` answer `.draining`. Already admitted jobs still run.
    func beginDraining() {
        state.withLock { $0.isDraining = true }
    }

    /// Whether `beginDraining()` was called.
    var isDraining: Bool {
        state.withLock { $0.isDraining }
    }

    /// Whether no admitted job is unfinished.
    var isIdle: Bool {
        state.withLock { $0.admitted == 0 }
    }

    /// One worker: runs jobs until none is waiting, then goes back to the idle list.
    private func work(as worker: Int, startingWith first: @escaping @Sendable () -> Void) {
        var job = first
        while true {
            job()
            let next: (@Sendable () -> Void)? = state.withLock { state in
                state.admitted -= 1
                if state.waiting.isEmpty {
                    state.idleWorkers.append(worker)
                    return nil
                }
                return state.waiting.removeFirst()
            }
            guard let next else { return }
            job = next
        }
    }
}
