import Locking
import SheetdKit

/// A clock that moves only when the client sleeps, recording each sleep: retries are checked without waiting and
/// without timed assertions. The jitter draws the top of its range, so each wait is the policy's cap.
final class VirtualTime: Sendable {
    private let state = LockedValue<(now: Double, sleeps: [Double])>((0, []))

    /// Every sleep so far, in seconds.
    var sleeps: [Double] { state.withLock { $0.sleeps } }

    /// The retry environment over this clock.
    var environment: RetryEnvironment {
        RetryEnvironment(
            now: { self.state.withLock { $0.now } },
            sleep: { seconds in
                self.state.withLock {
                    $0.sleeps.append(seconds)
                    $0.now += seconds
                }
            },
            random: { $0.upperBound })
    }
}
