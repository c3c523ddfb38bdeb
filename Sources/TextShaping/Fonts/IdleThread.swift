#if canImport(Glibc)
    import Glibc
#endif

/// Runs work once on a thread of its own at the lowest CPU priority, for work that may take as long as it likes but
/// must not take CPU time from anything else, such as start-up or requests on a one-CPU container.
///
/// A thread of its own rather than a Dispatch worker: raising a thread's priority back needs a privilege that a
/// daemon running as an ordinary user lacks, so a lowered worker would stay low for every job it ran later.
enum IdleThread {
    /// Starts `work` on a new detached thread whose nice value is 19 (Linux keeps one per thread); where no thread
    /// can be created, runs it on the calling thread.
    static func run(_ work: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(work)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                #if os(Linux)
                    // `who` 0 with PRIO_PROCESS is the calling thread on Linux.
                    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
                #endif
                work.body()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }

    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
