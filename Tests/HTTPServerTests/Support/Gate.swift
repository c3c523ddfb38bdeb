import Glibc
import Synchronization

/// Holds handlers inside `pass()` until the test opens it, and counts who arrived, so tests
/// control exactly when a "slow" handler finishes instead of guessing with sleeps.
///
/// A gate opens by itself after `failureGuard`: a test that fails before opening it must not
/// leave a handler running forever, because stopping the server waits for running handlers.
final class Gate: Sendable {
    private let isOpen = Atomic<Bool>(false)
    private let arrivals = Atomic<Int>(0)

    /// Called by a handler: waits until the gate is open (at most `failureGuard`).
    func pass() {
        arrivals.add(1, ordering: .relaxed)
        _ = eventually { isOpen.load(ordering: .acquiring) }
    }

    /// Lets every waiting and later handler through.
    func open() {
        isOpen.store(true, ordering: .releasing)
    }

    /// Waits until `count` handlers have arrived; false if that takes longer than `failureGuard`.
    func waitForArrivals(_ count: Int) -> Bool {
        eventually { arrivals.load(ordering: .relaxed) >= count }
    }

    /// How many handlers have arrived so far.
    var arrivalCount: Int { arrivals.load(ordering: .relaxed) }
}

/// How long a test waits for something that should happen promptly before it gives up. It only
/// keeps a broken test from hanging and is never what a test checks, so it is generous enough
/// for a loaded machine under ThreadSanitizer.
let failureGuard = Duration.seconds(60)

/// Polls `condition` every millisecond until it holds; false if it still fails after `timeout`.
func eventually(within timeout: Duration = failureGuard, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        usleep(1_000)
    }
    return true
}

/// A thread-safe count, for example of handler calls.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func increment() {
        value.add(1, ordering: .relaxed)
    }

    var count: Int { value.load(ordering: .relaxed) }
}
