import HTTPServer
import Locking

/// A server clock that stands still until the test advances it, so that a deadline passes
/// exactly when the test says so, however slow the machine (ThreadSanitizer included).
///
/// `advance(by:)` runs every tick that falls due on the way, in order and on the caller's thread,
/// with `now` set to that tick's instant: when it returns, the server has done all that was due
/// by then (for the header deadlines: the sockets past their deadline are shut down).
final class ManualClock: HTTPServerClock {
    private struct Timer {
        let id: Int
        let period: Duration
        var next: ContinuousClock.Instant
        let tick: @Sendable () -> Void
    }

    private struct State {
        var now = ContinuousClock.now
        var timers: [Timer] = []
        var lastID = 0
    }

    private let state = LockedValue(State())

    var now: ContinuousClock.Instant { state.withLock { $0.now } }

    func repeating(every period: Duration, _ tick: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        precondition(period > .zero, "a timer without a period would tick forever")
        let id = state.withLock { state in
            state.lastID += 1
            state.timers.append(Timer(id: state.lastID, period: period, next: state.now + period, tick: tick))
            return state.lastID
        }
        return { [state] in state.withLock { $0.timers.removeAll { $0.id == id } } }
    }

    /// Moves the time forward by `duration`, running each tick due on the way at its own instant.
    /// The lock is not held while a tick runs: the tick takes the server's locks, and the server
    /// reads `now` while holding them.
    func advance(by duration: Duration) {
        let target = state.withLock { $0.now + duration }
        while let tick = nextTick(until: target) {
            tick()
        }
    }

    /// The earliest tick due by `target`, with `now` moved to its instant; `nil` (and `now` at
    /// `target`) when none is left.
    private func nextTick(until target: ContinuousClock.Instant) -> (@Sendable () -> Void)? {
        state.withLock { state in
            let due = state.timers.indices.filter { state.timers[$0].next <= target }
            guard let index = due.min(by: { state.timers[$0].next < state.timers[$1].next }) else {
                state.now = target
                return nil
            }
            state.now = state.timers[index].next
            state.timers[index].next += state.timers[index].period
            return state.timers[index].tick
        }
    }
}
