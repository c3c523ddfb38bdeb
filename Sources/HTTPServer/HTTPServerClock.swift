import Dispatch

/// The time source of the server's own deadlines (`headerTimeout`, `bodyTimeout`, `minBodyRate`): what time it is, and what
/// runs the periodic check of those deadlines.
///
/// The default, `SystemHTTPServerClock`, is the monotonic clock with a Dispatch timer. A test
/// passes a clock it advances by hand, so that a deadline passes exactly when the test says so,
/// however loaded the machine is. libmicrohttpd's own idle timeout (`connectionTimeout`) and the
/// drain timeout of `HTTPServer.stop(drainTimeout:)` do not use it.
public protocol HTTPServerClock: Sendable {
    /// The current instant; it never goes back.
    var now: ContinuousClock.Instant { get }

    /// Calls `tick` every `period`, the first time one period from now, until the returned
    /// closure is called. Calls never overlap, and may come from any thread.
    /// - Returns: stops the ticks; a tick already under way may still finish.
    func repeating(every period: Duration, _ tick: @escaping @Sendable () -> Void) -> @Sendable () -> Void
}

/// The real clock: `ContinuousClock` for the time, and ticks from a Dispatch timer on a private
/// serial queue, with a leeway of a tenth of the period so the system may batch its wake-ups.
public struct SystemHTTPServerClock: HTTPServerClock {
    /// Creates the real clock.
    public init() {}

    /// `ContinuousClock.now`.
    public var now: ContinuousClock.Instant { .now }

    /// Calls `tick` from a Dispatch timer on a serial queue of its own, every `period` with a
    /// tenth of it as leeway; the returned closure cancels the timer.
    public func repeating(every period: Duration, _ tick: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let nanoseconds =
            Int(period.components.seconds) * 1_000_000_000
            + Int(period.components.attoseconds / 1_000_000_000)
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "sheetd.http.clock"))
        timer.schedule(
            deadline: .now() + .nanoseconds(nanoseconds),
            repeating: .nanoseconds(nanoseconds),
            leeway: .nanoseconds(nanoseconds / 10)
        )
        timer.setEventHandler(handler: tick)
        timer.resume()
        let source = TimerSource(source: timer)
        return { source.source.cancel() }
    }

    /// A Dispatch timer. Dispatch sources may be used from any thread; Swift only lacks the
    /// annotation.
    private struct TimerSource: @unchecked Sendable {
        let source: any DispatchSourceTimer
    }
}
