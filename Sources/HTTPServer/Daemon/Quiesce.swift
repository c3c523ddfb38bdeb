import CMicroHTTPD
import Glibc

/// How a server stops accepting connections (`HTTPServer.quiesce()`) without meeting libmicrohttpd
/// 0.9.75's race over the listening socket.
///
/// `MHD_quiesce_daemon` marks the daemon quiesced and takes the listening socket out of the epoll
/// set; the daemon's own thread, seeing the mark in its event loop, takes it out as well, and one of
/// the removals treats the other's success as fatal and aborts the process (docs/reliability.md,
/// fixed bug 9). Called on that same thread, from a callback, there is nobody to race: so `quiesce()`
/// only raises `turnsAwayConnections`, and the accept-policy callback, on the network thread, closes
/// each new connection and, with one network thread, quiesces the daemon there. A thread pool's
/// workers each run their own event loop, so no thread is safe to quiesce it from; a pool turns
/// connections away until it stops.
extension ServerCore {
    /// Whether to keep a connection MHD has just accepted (its accept-policy callback).
    func admitsNewConnection() -> Bool {
        guard turnsAwayConnections.load(ordering: .acquiring) else { return true }
        quiesceOnNetworkThread()
        return false
    }

    /// Quiesces a one-thread daemon from its own thread, once, and refuses later attempts at once:
    /// MHD stops accepting but leaves the socket listening, so the kernel would still complete
    /// handshakes that nobody serves; shutting down its read side refuses them. MHD requires the
    /// socket to stay open until `MHD_stop_daemon`.
    private func quiesceOnNetworkThread() {
        guard let daemon = OpaquePointer(bitPattern: daemonToQuiesce.load(ordering: .acquiring)),
            quiescedListenSocket.load(ordering: .relaxed) < 0
        else { return }
        let socket = MHD_quiesce_daemon(daemon)
        guard socket >= 0 else { return }
        _ = shutdown(socket, Int32(SHUT_RD))
        quiescedListenSocket.store(socket, ordering: .releasing)
    }
}
