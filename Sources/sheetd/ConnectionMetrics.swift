import HTTPServer
import Locking
import SheetService

/// `sheetd_connections_closed_for_room_total` on `GET /metrics`: connections closed without an answer
/// because they had waited longest for a request head when connection slots ran short
/// (`HTTPServerConfiguration.makesRoomForNewConnections`). A rising count means slowloris-like
/// clients, or more idle keep-alive clients than `--max-connections` holds.
///
/// The servers are made after the service whose `/metrics` shows the count (their handlers call it),
/// so they are registered here once made.
final class ConnectionMetrics: Sendable {
    private let servers = LockedValue<[HTTPServer]>([])

    /// Counts `server`'s closes from now on.
    func watch(_ server: HTTPServer) {
        servers.withLock { $0.append(server) }
    }

    /// The family in the Prometheus text format.
    var prometheusText: String {
        let closed = servers.withLock { $0.reduce(0) { $0 + $1.connectionsClosedForRoom } }
        var writer = PrometheusTextWriter()
        writer.counter(
            "sheetd_connections_closed_for_room_total",
            help: "Connections closed without an answer to make room for new ones: they had waited longest for a "
                + "request head when connection slots ran short.",
            value: closed)
        return writer.text
    }
}
