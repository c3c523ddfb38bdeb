// CMicroHTTPD brings sys/socket.h as libmicrohttpd includes it, with MSG_DONTWAIT, which Glibc alone does not export
// to a release build (as in DirectAnswer.swift).
import CMicroHTTPD
import Glibc

/// Tells whether a client has closed its side of a connection while libmicrohttpd waits for more of
/// its request, which libmicrohttpd 0.9.75 can miss.
///
/// libmicrohttpd watches its sockets with edge-triggered epoll and, after a read that returned
/// fewer bytes than it asked for, assumes the socket is drained until the next edge. When a
/// client's last bytes and its close (FIN) arrive together — typically on a connection accepted
/// late from the accept queue, after the client gave up — that read takes the bytes, the close
/// raises no further edge, and the end of file is never read: the connection stays half-closed
/// (CLOSE-WAIT), its request in flight, until the idle `connectionTimeout`. That was
/// docs/reliability.md's bug 8 (SIGTERM waiting out the drain after a slow-body attack with the
/// body limits off), the drain delay of a half-closed request with both `Content-Length` and
/// `Transfer-Encoding`, and the half-closed connections left by slowloris floods.
///
/// `recv` with `MSG_PEEK | MSG_DONTWAIT` returns 0 exactly when the peer has closed and nothing is
/// left unread (data still unread returns its length; an open, quiet socket fails with `EAGAIN`),
/// and consumes nothing, so libmicrohttpd still reads whatever it has not. A request that has not
/// arrived whole by then never will, so `HeaderDeadlines`' sweep shuts such a connection down,
/// which wakes libmicrohttpd (a new edge), and it closes the connection as for any client that
/// hung up.
enum PeerClose {
    /// Whether the peer of `socket` has closed its sending side and every byte it sent was read.
    static func isComplete(on socket: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }
}
