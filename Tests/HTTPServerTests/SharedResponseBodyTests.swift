import Locking
import Testing

@testable import HTTPServer

/// Bodies sent from the handler's own storage (no copy into libmicrohttpd).
@Suite(.serialized) struct SharedResponseBodyTests {
    /// Bodies of every size arrive byte for byte, on keep-alive connections and several at once,
    /// also when all answers share one array (as replays of a cached answer do), and the handler's
    /// copy is gone long before MHD sends the last byte of a large one.
    @Test func bodiesArriveIntactAtEverySize() throws {
        let shared = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let (server, port) = try TestServer.start { request in
            let size = Int(request.path.dropFirst()) ?? 0
            let body = request.query == "shared" ? shared : (0..<size).map { UInt8(truncatingIfNeeded: $0 ^ size) }
            return HTTPResponse(status: 200, body: body)
        }
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let sizes = [0, 1, 7, 4_104, 65_536, 1_048_576 + 13]
        let failures = LockedValue<[String]>([])
        onSeparateThreads(4) { thread in
            do {
                let connection = try RawHTTPConnection(port: port)
                for size in sizes {
                    try connection.sendRequest(method: "GET", target: "/\(size)")
                    let response = try connection.readResponse()
                    if response.body != (0..<size).map({ UInt8(truncatingIfNeeded: $0 ^ size) }) {
                        failures.withLock { $0.append("thread \(thread): size \(size)") }
                    }
                    try connection.sendRequest(method: "GET", target: "/0?shared")
                    if try connection.readResponse().body != shared {
                        failures.withLock { $0.append("thread \(thread): shared body after \(size)") }
                    }
                }
            } catch {
                failures.withLock { $0.append("thread \(thread): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    /// Every body is released once MHD is done with its response: answered, headers only (HEAD),
    /// or cut off mid-send by a client that left.
    @Test func everyBodyIsReleased() throws {
        let (server, port) = try TestServer.start { request in
            HTTPResponse(
                status: 200, body: [UInt8](repeating: 65, count: request.path == "/big" ? 64 << 20 : 2_000_000))
        }
        for _ in 0..<5 {
            #expect(try RawHTTPConnection.exchange(port: port, method: "GET", target: "/").body.count == 2_000_000)
        }
        _ = try RawHTTPConnection.exchange(port: port, method: "HEAD", target: "/")
        for _ in 0..<3 {  // the client leaves before reading its 2 MB
            let connection = try RawHTTPConnection(port: port)
            try connection.sendRequest(method: "GET", target: "/")
            connection.close()
        }
        #expect(eventually(within: .seconds(5)) { server.liveResponseBodies == 0 })
        // One left unread, more than the sockets' buffers hold, for the stop to release.
        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(method: "GET", target: "/big")
        #expect(eventually(within: .seconds(5)) { server.liveResponseBodies == 1 })
        _ = server.stop(drainTimeout: .milliseconds(200))
        #expect(server.liveResponseBodies == 0)
        connection.close()
    }
}
