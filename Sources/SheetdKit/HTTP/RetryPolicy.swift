import Foundation

/// When and how long to wait before trying the server again.
///
/// Every sheetd route is a pure function of its request, so any of them may be sent twice. A retry follows a
/// connection failure, a timed-out attempt, or a `503` (overloaded or shutting down; also a gateway's `502` and
/// `504`); never a `4xx`, which the same request would get again. The wait before retry *n* (from 0) is a random
/// time in `0...min(maximumDelay, baseDelay × 2ⁿ)` ("full jitter", so clients that failed together do not come
/// back together), or the server's `Retry-After` when it is longer; no attempt starts after the deadline.
public struct RetryPolicy: Sendable, Equatable {
    /// The most attempts, the first included; 1 turns retrying off.
    public var maximumAttempts: Int
    /// The cap of the first wait, in seconds.
    public var baseDelay: Double
    /// The cap of every wait, in seconds.
    public var maximumDelay: Double
    /// Seconds from the first attempt after which no attempt starts (and a `Retry-After` beyond it gives up).
    public var deadline: Double

    /// Creates a policy.
    public init(maximumAttempts: Int = 4, baseDelay: Double = 0.25, maximumDelay: Double = 4, deadline: Double = 30) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maximumDelay = max(0, maximumDelay)
        self.deadline = max(0, deadline)
    }

    /// Four attempts within 30 s, waits from 0.25 s doubling up to 4 s.
    public static let standard = RetryPolicy()
    /// One attempt.
    public static let never = RetryPolicy(maximumAttempts: 1)

    /// The wait before retry `retry` (0 for the first retry): jittered backoff, or `retryAfter` if longer.
    /// - Parameters:
    ///   - retry: how many retries came before this one.
    ///   - retryAfter: the server's `Retry-After` in seconds, if it sent one.
    ///   - random: a number in the range it is given (injected so tests know the wait).
    public func delay(
        beforeRetry retry: Int, retryAfter: Double?, random: (ClosedRange<Double>) -> Double
    ) -> Double {
        let exponent = Double(min(retry, 30))
        let cap = min(maximumDelay, baseDelay * Double.pow2(exponent))
        let jittered = random(0...cap)
        return max(jittered, retryAfter ?? 0)
    }
}

extension Double {
    /// 2 to the power of `exponent`, without Foundation.
    fileprivate static func pow2(_ exponent: Double) -> Double {
        Double(sign: .plus, exponent: Int(exponent), significand: 1)
    }
}

/// The clock, sleep and randomness the retries use: the real ones, or a test's.
public struct RetryEnvironment: Sendable {
    /// Seconds on a monotonic clock.
    public var now: @Sendable () -> Double
    /// Waits `seconds`; throws `CancellationError` when the task is cancelled.
    public var sleep: @Sendable (Double) async throws -> Void
    /// A random number in the range.
    public var random: @Sendable (ClosedRange<Double>) -> Double

    /// Creates an environment.
    public init(
        now: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Double) async throws -> Void,
        random: @escaping @Sendable (ClosedRange<Double>) -> Double
    ) {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    /// `ContinuousClock`, `Task.sleep` and the system's random numbers.
    public static let system = RetryEnvironment(
        now: {
            let elapsed = ContinuousClock.now - RetryEnvironment.origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        },
        sleep: { seconds in try await Task.sleep(for: .nanoseconds(Int64(max(0, seconds) * 1e9))) },
        random: { range in Double.random(in: range) })

    private static let origin = ContinuousClock.now
}

/// Reads a `Retry-After` value: delay-seconds (RFC 9110 §10.2.3); an HTTP date is not taken (sheetd sends seconds).
func retryAfterSeconds(_ value: String?) -> Double? {
    guard let value, let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
    return Double(seconds)
}
