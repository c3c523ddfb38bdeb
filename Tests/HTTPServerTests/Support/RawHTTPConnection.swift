import Glibc

/// A response as read off the wire.
struct RawHTTPResponse {
    var status: Int
    /// Header fields in the order received.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first value of `name`, compared without regard to case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// Why a raw exchange failed.
struct RawHTTPError: Error, Equatable, CustomStringConvertible {
    var description: String

    /// Nothing arrived within the read timeout.
    static let timeout = RawHTTPError(description: "timeout")
}

/// One client TCP connection written and read with plain POSIX calls.
///
/// URLSession is unreliable on Linux under concurrency, and tests need to misbehave on
/// purpose (send half a body, send nothing), so they talk HTTP/1.1 by hand.
final class RawHTTPConnection {
    private let socket: Int32
    private var buffer: [UInt8] = []
    private var isClosed = false

    /// Connects to `127.0.0.1:port` (or `[::1]:port`); reads give up after `readTimeout`, by
    /// default `failureGuard`.
    ///
    /// A class whose initializer throws after setting every stored property is deinitialized,
    /// so failures here leave closing the socket to `deinit`: closing it here as well would
    /// close whatever descriptor another thread had opened under the same number meanwhile.
    init(port: Int, ipv6: Bool = false, readTimeout: Duration = failureGuard) throws {
        socket = Glibc.socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else {
            isClosed = true
            throw RawHTTPError(description: "socket: \(errno)")
        }
        setReadTimeout(readTimeout)
        let result: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(port).bigEndian
            address.sin6_addr = in6addr_loopback
            result = Self.connect(socket, to: &address)
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            result = Self.connect(socket, to: &address)
        }
        guard result == 0 else {
            throw RawHTTPError(description: "connect: \(String(cString: strerror(errno)))")
        }
    }

    private static func connect<Address>(_ socket: Int32, to address: inout Address) -> Int32 {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<Address>.size))
            }
        }
    }

    deinit {
        close()
    }

    /// Makes later reads give up after `timeout` (a read that gives up throws `timeout`).
    func setReadTimeout(_ timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Closes the connection (idempotent).
    /// Closes the sending side (a FIN), keeping the connection open for reading.
    func finishSending() {
        _ = shutdown(socket, Int32(SHUT_WR))
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(socket)
    }

    /// Writes all of `bytes`.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw RawHTTPError(description: "send: \(errno)") }
            offset += sent
        }
    }

    /// Writes `text` as UTF-8.
    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Whether a connection to `127.0.0.1:port` is refused.
    static func isRefused(port: Int) -> Bool {
        do {
            _ = try RawHTTPConnection(port: port)
            return false
        } catch let error as RawHTTPError {
            return error.description.contains("refused")
        } catch {
            return false
        }
    }

    /// Whether a connection to `127.0.0.1:port` is turned away: refused, or accepted and closed by
    /// the server within `wait` without a byte sent either way (`HTTPServer.quiesce()`). A
    /// connection the server keeps open for a request is not.
    static func isTurnedAway(port: Int, wait: Duration = .milliseconds(200)) -> Bool {
        let connection: RawHTTPConnection
        do {
            connection = try RawHTTPConnection(port: port, readTimeout: wait)
        } catch let error as RawHTTPError {
            return error.description.contains("refused")
        } catch {
            return false
        }
        return (try? connection.waitForClose()) == true
    }

    /// Sends one request on a new connection and reads its response.
    static func exchange(
        port: Int,
        method: String,
        target: String,
        headers: [(String, String)] = [],
        body: [UInt8] = [],
        ipv6: Bool = false
    ) throws -> RawHTTPResponse {
        let connection = try RawHTTPConnection(port: port, ipv6: ipv6)
        try connection.sendRequest(method: method, target: target, headers: headers, body: body)
        return try connection.readResponse(hasBody: method != "HEAD")
    }

    /// Writes a complete request with `Content-Length` (when there is a body).
    func sendRequest(
        method: String,
        target: String,
        headers: [(String, String)] = [],
        body: [UInt8] = []
    ) throws {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        if !body.isEmpty || method == "POST" || method == "PUT" {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        try send(Array(head.utf8) + body)
    }

    /// Reads one response framed by `Content-Length` (every response of the server is).
    /// - Parameter hasBody: false for answers to `HEAD`, which carry the length but no body.
    func readResponse(hasBody: Bool = true) throws -> RawHTTPResponse {
        let headEnd = try readUntilHeadEnd()
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw RawHTTPError(description: "bad status line in \(head)")
        }
        let headers = lines.map { line -> (name: String, value: String) in
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            let value = line[colon...].dropFirst().drop { $0 == " " }
            return (name: String(line[..<colon]), value: String(value))
        }
        var response = RawHTTPResponse(status: status, headers: headers, body: [])
        let length = hasBody ? Int(response.header("Content-Length") ?? "0") ?? 0 : 0
        while buffer.count < length {
            guard try fill() else { throw RawHTTPError(description: "closed inside the body") }
        }
        response.body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return response
    }

    /// Whether the server closes the connection within the read timeout without sending
    /// anything more. Throws if data arrives instead.
    func waitForClose() throws -> Bool {
        do {
            let received = try fill()
            if received { throw RawHTTPError(description: "unexpected data: \(buffer.count) bytes") }
            return true
        } catch let error as RawHTTPError where error == .timeout {
            return false
        }
    }

    /// Whether a read would return at once: data arrived, or the server closed the connection.
    var isReadable: Bool {
        guard buffer.isEmpty else { return true }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    private func readUntilHeadEnd() throws -> Int {
        let separator: [UInt8] = [13, 10, 13, 10]
        while true {
            if buffer.count >= 4 {
                for index in 0...(buffer.count - 4) where buffer[index..<(index + 4)].elementsEqual(separator) {
                    return index
                }
            }
            guard try fill() else { throw RawHTTPError(description: "closed before a response") }
        }
    }

    /// Appends what arrives; false when the peer closed. A reset counts as closed.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
        if count == 0 || errno == ECONNRESET { return false }
        if errno == EAGAIN || errno == EWOULDBLOCK { throw RawHTTPError.timeout }
        throw RawHTTPError(description: "recv: \(errno)")
    }
}
