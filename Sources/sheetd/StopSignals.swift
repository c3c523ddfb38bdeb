#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM and SIGINT, which stop the daemon gracefully: held from the first instruction on, and
/// taken by the main thread with `sigwait`, so that none is lost or acted on before the daemon can drain.
///
/// Dispatch signal sources (with the signals set to `SIG_IGN`) are not enough: on Linux libdispatch reads
/// such a signal from a `signalfd` that its manager thread registers some time after the source is resumed,
/// and `dispatchMain()` parks the main thread in `sigsuspend` with no signal blocked. A SIGTERM just after
/// start would then be either discarded (between `SIG_IGN` and the registration: the daemon runs on until
/// SIGKILL) or take its default action (before `SIG_IGN`, or in the main thread's `sigsuspend` before the
/// registration: killed without draining); docs/reliability.md, bug 6. Blocked in the main thread before any
/// other thread exists, the signals stay blocked in every thread (each inherits the mask) and pending whatever
/// the moment, until the main thread takes them.
enum StopSignals {
    /// The signals that stop the daemon.
    static let numbers: [Int32] = [SIGTERM, SIGINT]

    /// Blocks the stop signals in the calling thread, and so in every thread it starts afterwards.
    /// Call it first in `main`, before anything can start a thread.
    static func hold() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Waits for a stop signal, also one that arrived before this call, and returns its number.
    static func wait() -> Int32 {
        var set = signalSet()
        var number: Int32 = 0
        while sigwait(&set, &number) != 0 {}
        return number
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers {
            sigaddset(&set, number)
        }
        return set
    }
}
