import Testing

@testable import SheetdKit

/// The waits between attempts: capped exponential backoff with full jitter, `Retry-After` when longer.
struct RetryPolicyTests {
    let policy = RetryPolicy(maximumAttempts: 6, baseDelay: 0.5, maximumDelay: 3, deadline: 30)

    /// The cap doubles per retry up to `maximumDelay`; the jitter is drawn from 0 to the cap.
    @Test func capDoublesUpToTheMaximum() {
        var ranges: [ClosedRange<Double>] = []
        let waits = (0..<5).map { retry in
            policy.delay(beforeRetry: retry, retryAfter: nil) { range in
                ranges.append(range)
                return range.upperBound
            }
        }
        #expect(waits == [0.5, 1, 2, 3, 3])
        #expect(ranges.allSatisfy { $0.lowerBound == 0 })
    }

    /// A jittered wait is what the random draw gives, not the cap.
    @Test func jitterIsTheDraw() {
        #expect(policy.delay(beforeRetry: 3, retryAfter: nil) { _ in 0.25 } == 0.25)
    }

    /// A longer `Retry-After` wins over the backoff; a shorter one does not shorten it.
    @Test func retryAfterIsHonoured() {
        #expect(policy.delay(beforeRetry: 0, retryAfter: 7) { $0.upperBound } == 7)
        #expect(policy.delay(beforeRetry: 2, retryAfter: 1) { $0.upperBound } == 2)
    }

    /// `Retry-After` is read as delay-seconds; anything else is ignored.
    @Test func retryAfterParsing() {
        #expect(retryAfterSeconds("3") == 3)
        #expect(retryAfterSeconds(" 0 ") == 0)
        #expect(retryAfterSeconds("-1") == nil)
        #expect(retryAfterSeconds("Wed, 21 Oct 2015 07:28:00 GMT") == nil)
        #expect(retryAfterSeconds(nil) == nil)
    }

    /// `max-age` is read from `Cache-Control`; `no-cache` means 0.
    @Test func maxAgeParsing() {
        #expect(maxAge(of: "public, max-age=86400") == 86400)
        #expect(maxAge(of: "no-cache") == 0)
        #expect(maxAge(of: nil) == nil)
    }
}
