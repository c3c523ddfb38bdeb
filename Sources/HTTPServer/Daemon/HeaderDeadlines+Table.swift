import HTTPMessages

/// The table of `HeaderDeadlines`: what each open connection waits for, and the sweep's state. Only
/// `HeaderDeadlines` uses these types, always under its lock.
///
/// Times are `Moment`s, the time since the table's origin, rather than `ContinuousClock.Instant`s: `Instant`
/// is resilient (its layout is not known when this module is compiled), so every copy, assignment and
/// destruction of a value holding one goes through the runtime's value witnesses, several hundred
/// instructions on each request's way through the table; `Duration` is a frozen pair of integers.
extension HeaderDeadlines {
    /// A time, as the time elapsed since `HeaderDeadlines.origin`.
    typealias Moment = Duration

    /// What a connection waits for, and when it is cut.
    enum Stage {
        /// The request head, awaited `since` then, cut without an answer at `deadline` (if any).
        case head(since: Moment, deadline: Moment?)
        /// The rest of the body, answered `408` at its deadline or when it arrives too slowly.
        case body(BodyProgress)
        /// Nothing: a request is being handled or answered.
        case none
        /// Shut down already; waiting for MHD's close notification, and never set back.
        case cut
    }

    /// A body being received, and what the sweep needs to judge it and to answer it. The bytes
    /// received so far are the entry's `receivedBodyBytes`, counted in place on every chunk.
    struct BodyProgress {
        /// When the head was complete.
        let started: Moment
        /// `started + bodyTimeout`; `nil` without a body timeout.
        let deadline: Moment?
        /// The request without its body, for the rejection handler (its access-log line).
        let request: HTTPRequest
    }

    /// One open connection. The table holds it, and so does the connection's MHD socket context
    /// (one retained reference, from the start notification to the close notification), so that
    /// the request path reaches its entry without a lookup. Its variables change only under the
    /// table's lock, which is why `@unchecked Sendable` is sound, and why the variables skip the dynamic
    /// exclusivity checks (`@exclusivity(unchecked)`): the lock already makes every access exclusive.
    final class Entry: @unchecked Sendable {
        /// The connection's key in the table (the address of its `MHD_Connection`).
        let key: UInt
        let socket: Int32
        @exclusivity(unchecked) var stage: Stage
        /// Body bytes received since the stage became `.body`.
        @exclusivity(unchecked) var receivedBodyBytes = 0
        /// The previous sweep found the client closed in this stage (`PeerClose`); cut if the next does too.
        @exclusivity(unchecked) var isPeerCloseSeen = false

        init(key: UInt, socket: Int32, stage: Stage) {
            self.key = key
            self.socket = socket
            self.stage = stage
        }

        var isCut: Bool {
            if case .cut = stage { return true }
            return false
        }

        /// Enters `stage`, unless the connection is cut (a cut connection stays cut until MHD closes it).
        func enter(_ stage: Stage) {
            guard !isCut else { return }
            self.stage = stage
            receivedBodyBytes = 0
            isPeerCloseSeen = false
        }
    }

    struct State: ~Copyable {
        /// Open connections, by the address of their `MHD_Connection`.
        var connections: [UInt: Entry] = [:]
        /// How many of `connections` are cut (`Stage.cut`).
        var cutCount = 0
        /// Connections closed to make room for new ones, ever.
        var closedForRoom = 0
        /// Stops the sweep's ticks.
        var stopTimer: (@Sendable () -> Void)?
        /// After `stop()`: nothing is tracked or cut any more.
        var isStopped = false
    }
}
