/// Which connections to close when the server runs short of connection slots, so that new clients
/// are accepted instead of waiting behind a flood of connections that never send a request.
///
/// libmicrohttpd stops accepting once `maxConnections` are open; further clients wait in the
/// kernel's accept queue, unseen, until a slot frees. Slowloris clients (a request head trickled
/// a few bytes at a time, or never) hold their slots until `headerTimeout`, and with more of
/// them than slots the queue ahead of a newcomer refills faster than the deadline empties it
/// (issue 29: `--max-connections 100`, 500 slowloris connections, 0 of 29 probes answered).
///
/// So the server keeps `reserve` slots free: whenever a newly accepted connection brings the
/// open connections (less those already being closed) above `maxConnections - reserve`, the
/// connections that have waited longest for a request head are closed, without an answer, until
/// they are back at that mark. Only connections waiting for a head are candidates — a fresh one
/// that has not sent a complete head yet, or an idle keep-alive connection between requests;
/// never one whose request is being received, handled or answered — and never the connection
/// just accepted. A connection that is being served sent its head promptly; the longest waiting
/// ones have sent the least of a head for the longest. This is nginx's policy when it runs out of
/// connections (`ngx_drain_connections`: the reusable connections — idle keep-alive ones and
/// those still waiting for a request — are closed oldest first, up to 32 at a time) and what
/// Apache's event MPM does with idle keep-alive connections under load (docs/reliability.md).
struct ConnectionRoom: Sendable {
    /// Slots kept free for new clients: one in 32 (nginx closes up to 32 at a time), at least 1.
    let reserve: Int
    /// Open connections above which the longest waiting are closed.
    let mark: Int

    init(maxConnections: Int) {
        reserve = max(1, maxConnections / 32)
        mark = max(0, maxConnections - reserve)
    }

    /// A connection waiting for a request head: its key, and since when it has waited.
    struct Waiting {
        let key: UInt
        let since: ContinuousClock.Instant
    }

    /// Of the `waiting` connections, those to close when `open` connections are open (not
    /// counting those being closed already): the longest waiting first, as many as bring `open`
    /// down to `mark`, or all of them if that is not enough.
    func connectionsToClose(open: Int, waiting: [Waiting]) -> [UInt] {
        let excess = open - mark
        guard excess > 0, !waiting.isEmpty else { return [] }
        if excess == 1 {
            // The common case under a flood: each new connection displaces the longest waiting one.
            return [waiting.min { $0.since < $1.since }!.key]
        }
        return waiting.sorted { $0.since < $1.since }.prefix(excess).map(\.key)
    }
}
