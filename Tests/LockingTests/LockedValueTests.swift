import Dispatch
import Testing

@testable import Locking

@Suite struct LockedValueTests {
    @Test func concurrentIncrementsAreNotLost() {
        let counter = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test func returnsWhatTheBodyReturns() {
        let names = LockedValue(["a"])
        let count = names.withLock { names -> Int in
            names.append("b")
            return names.count
        }
        #expect(count == 2)
        #expect(names.withLock { $0 } == ["a", "b"])
    }

    private struct Refusal: Error, Equatable {}

    @Test func rethrowsTheBodysTypedErrorAndUnlocks() {
        let lock = LockedValue(1)
        #expect(throws: Refusal.self) {
            try lock.withLock { (value: inout Int) throws(Refusal) -> Void in
                value = 2
                throw Refusal()
            }
        }
        // The lock was released by the throw, and the change made before it stays.
        #expect(lock.withLock { $0 } == 2)
    }
}

/// The value is released with the lock.
@Suite struct LockedValueLifetimeTests {
    final class Tracked: Sendable {
        let onDeinit: @Sendable () -> Void
        init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    @Test func releasesItsValue() {
        let released = LockedValue(false)
        do {
            let lock = LockedValue(Tracked { released.withLock { $0 = true } })
            lock.withLock { _ in }
        }
        #expect(released.withLock { $0 })
    }
}
