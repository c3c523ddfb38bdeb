import Glibc
import HTTPMessages
import Locking
import Testing

@testable import HTTPServer

/// Bodies sent from the handler's own storage (no copy into libmicrohttpd).
@Suite(.serialized) struct SharedResponseBodyTests {
    /// Bodies of every size arrive byte for byte, on keep-alive connections and several at once,
    /// also when all answers share one array (as replays of a cached answer do), and the handler's
    /// copy is gone long before MHD sends the last byte of a large one.
    ///
    /// Bodies are slices of one precomputed pattern, at an offset that depends on the size, and
    /// compared with `memcmp`: building and comparing them byte by byte took long enough under
    /// ThreadSanitizer for the keep-alive connections to time out.
    @Test func bodiesArriveIntactAtEverySize() throws {
        let sizes = [0, 1, 7, 4_104, 65_536, 1_048_576 + 13]
        let pattern = (0..<(sizes.max()! + 256)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let body: @Sendable (Int) -> [UInt8] = { size in Array(pattern[size % 251..<size % 251 + size]) }
        let shared = body(70_000)
        let (server, port) = try TestServer.start { request in
            HTTPResponse(
                status: 200, body: request.query == "shared" ? shared : body(Int(request.path.dropFirst()) ?? 0))
        }
        defer { _ = server.stop(drainTimeout: .seconds(1)) }

        let expected = sizes.map(body)
        let failures = LockedValue<[String]>([])
        onSeparateThreads(4) { thread in
            do {
                let connection = try RawHTTPConnection(port: port)
                for (size, bytes) in zip(sizes, expected) {
                    try connection.sendRequest(method: "GET", target: "/\(size)")
                    if !Self.sameBytes(try connection.readResponse().body, bytes) {
                        failures.withLock { $0.append("thread \(thread): size \(size)") }
                    }
                    try connection.sendRequest(method: "GET", target: "/0?shared")
                    if !Self.sameBytes(try connection.readResponse().body, shared) {
                        failures.withLock { $0.append("thread \(thread): shared body after \(size)") }
                    }
                }
            } catch {
                failures.withLock { $0.append("thread \(thread): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    private static func sameBytes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.count == right.count
            && left.withUnsafeBytes { left in
                right.withUnsafeBytes { right in
                    left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
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
        #expect(eventually { server.liveResponseBodies == 0 })
        // One left unread, more than the sockets' buffers hold, for the stop to release.
        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(method: "GET", target: "/big")
        #expect(eventually { server.liveResponseBodies == 1 })
        _ = server.stop(drainTimeout: .milliseconds(200))
        #expect(server.liveResponseBodies == 0)
        connection.close()
    }
}
