import Glibc
import Synchronization
import Testing

@testable import HTTPServer

/// The bounded handler queue, without a socket.
@Suite struct HandlerSchedulerTests {
    /// Never more than `maxConcurrent` jobs run at once, and every admitted job runs.
    @Test func runsEveryJobWithBoundedConcurrency() {
        let scheduler = HandlerScheduler(maxConcurrent: 3, maxQueued: 100)
        let running = Atomic<Int>(0)
        let peak = Atomic<Int>(0)
        let finished = Counter()

        for _ in 0..<60 {
            guard case .admitted = scheduler.admit() else {
                Issue.record("job refused below the limit")
                continue
            }
            scheduler.enqueue {
                let now = running.wrappingAdd(1, ordering: .relaxed).newValue
                peak.max(now, ordering: .relaxed)
                usleep(500)
                running.subtract(1, ordering: .relaxed)
                finished.increment()
            }
        }

        #expect(eventually(within: .seconds(5)) { scheduler.isIdle })
        #expect(finished.count == 60)
        #expect(peak.load(ordering: .relaxed) <= 3)
        #expect(peak.load(ordering: .relaxed) >= 2, "jobs should overlap")
    }

    /// Admission stops at running plus queued, frees up when jobs finish, and ends for good
    /// once draining begins.
    @Test func admissionFollowsTheLimitsAndDraining() {
        let scheduler = HandlerScheduler(maxConcurrent: 1, maxQueued: 1)
        let gate = Gate()
        for _ in 0..<2 {
            guard case .admitted = scheduler.admit() else {
                Issue.record("job refused below the limit")
                return
            }
            scheduler.enqueue { gate.pass() }
        }
        #expect(scheduler.admit() == .overloaded)

        gate.open()
        #expect(eventually(within: .seconds(5)) { scheduler.isIdle })
        #expect(scheduler.admit() == .admitted)
        scheduler.enqueue {}

        scheduler.beginDraining()
        #expect(scheduler.admit() == .draining)
        #expect(eventually(within: .seconds(5)) { scheduler.isIdle })
    }
}
