import Locking
import Synchronization
import Testing

@testable import HTTPServer

/// The bounded handler queue, without a socket.
@Suite struct HandlerSchedulerTests {
    /// With the first jobs held at a gate, exactly `maxConcurrent` of them run at once and no
    /// more start; once the gate opens every admitted job runs, and never more than
    /// `maxConcurrent` at the same time.
    @Test func runsEveryJobWithBoundedConcurrency() {
        let scheduler = HandlerScheduler(maxConcurrent: 3, maxQueued: 100)
        let gate = Gate()
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
                gate.pass()
                running.subtract(1, ordering: .relaxed)
                finished.increment()
            }
        }

        #expect(gate.waitForArrivals(3))
        #expect(gate.arrivalCount == 3, "a fourth job started while three were running")
        #expect(finished.count == 0)
        gate.open()
        #expect(eventually { scheduler.isIdle })
        #expect(finished.count == 60)
        #expect(peak.load(ordering: .relaxed) == 3)
    }

    /// With one worker, waiting jobs run one after the other in the order they were enqueued.
    @Test func waitingJobsRunInOrder() {
        let scheduler = HandlerScheduler(maxConcurrent: 1, maxQueued: 10)
        let gate = Gate()
        defer { gate.open() }  // also when the test returns early
        let order = LockedValue<[Int]>([])
        for index in 0..<6 {
            guard case .admitted = scheduler.admit() else {
                Issue.record("job refused below the limit")
                return
            }
            scheduler.enqueue {
                if index == 0 { gate.pass() }
                order.withLock { $0.append(index) }
            }
        }
        // The first job holds the only worker until every other one is waiting.
        #expect(gate.waitForArrivals(1))
        gate.open()
        #expect(eventually { scheduler.isIdle })
        #expect(order.withLock { $0 } == Array(0..<6))
    }

    /// Admission stops at running plus queued, frees up when jobs finish, and ends for good
    /// once draining begins.
    @Test func admissionFollowsTheLimitsAndDraining() {
        let scheduler = HandlerScheduler(maxConcurrent: 1, maxQueued: 1)
        let gate = Gate()
        defer { gate.open() }  // also when the test returns early
        for _ in 0..<2 {
            guard case .admitted = scheduler.admit() else {
                Issue.record("job refused below the limit")
                return
            }
            scheduler.enqueue { gate.pass() }
        }
        #expect(scheduler.admit() == .overloaded)

        gate.open()
        #expect(eventually { scheduler.isIdle })
        #expect(scheduler.admit() == .admitted)
        scheduler.enqueue {}

        scheduler.beginDraining()
        #expect(scheduler.admit() == .draining)
        #expect(eventually { scheduler.isIdle })
    }
}
