import Foundation
import HTTPServer
import Locking
import Testing

/// `stop` while new connections keep arriving, so that the daemon's own threads are busy in their
/// event loop as it quiesces: libmicrohttpd 0.9.75 can then lose a race with itself over the
/// listening socket of a thread pool and abort the process (docs/reliability.md, fixed bug 9).
@Suite struct QuiesceRaceTests {
    /// Rounds of start, four clients each opening a connection per request, stop: every round
    /// answers requests, drains, and refuses connections afterwards, with one network thread and
    /// with MHD's thread pool.
    @Test(arguments: [1, 2])
    func stopWhileConnectionsArriveDrainsEveryRound(threads: Int) throws {
        for _ in 0..<50 {
            let (server, port) = try TestServer.start(TestServer.configuration { $0.threads = threads })
            let answered = LockedValue(0)
            let wrongAnswers = LockedValue(0)
            let stopping = LockedValue(false)
            let clients = (0..<4).map { _ in
                onBackgroundThread {
                    while !stopping.withLock({ $0 }) {
                        // Refused or turned away while the server stops: try again until told to end.
                        guard
                            let response = try? RawHTTPConnection.exchange(
                                port: port, method: "POST", target: "/x", body: [7])
                        else { continue }
                        if response.status == 200 && response.body == [7] {
                            answered.withLock { $0 += 1 }
                        } else if response.status != 503 {  // 503: arrived while draining
                            wrongAnswers.withLock { $0 += 1 }
                        }
                    }
                }
            }
            #expect(eventually { answered.withLock { $0 } >= 8 })
            #expect(server.stop(drainTimeout: failureGuard))
            #expect(RawHTTPConnection.isRefused(port: port))
            stopping.withLock { $0 = true }
            for client in clients { client.wait() }
            #expect(wrongAnswers.withLock { $0 } == 0)
        }
    }
}
