/// The table of `HeaderDeadlines`: what each open connection waits for, and the sweep's state. Only
/// `HeaderDeadlines` uses these types, always under its lock.
extension HeaderDeadlines {
    /// What a connection waits for, and when it is cut.
    enum Stage {
        /// The request head, awaited `since` then, cut without an answer at `deadline` (if any).
        case head(since: ContinuousClock.Instant, deadline: ContinuousClock.Instant?)
        /// The rest of the body, answered `408` at its deadline or when it arrives too slowly.
        case body(BodyProgress)
        /// Nothing: a request is being handled or answered.
        case none
        /// Shut down already; waiting for MHD's close notification, and never set back.
        case cut
    }

    /// A body being received, and what the sweep needs to judge it and to answer it.
    struct BodyProgress {
        /// When the head was complete.
        let started: ContinuousClock.Instant
        /// `started + bodyTimeout`; `nil` without a body timeout.
        let deadline: ContinuousClock.Instant?
        /// Body bytes received so far.
        var received = 0
        /// The request without its body, for the rejection handler (its access-log line).
        let request: HTTPRequest
    }

    struct Entry {
        let socket: Int32
        var stage: Stage
        /// The previous sweep found the client closed in this stage (`PeerClose`); cut if the next does too.
        var isPeerCloseSeen = false

        var isCut: Bool {
            if case .cut = stage { return true }
            return false
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
