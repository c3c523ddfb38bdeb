#if canImport(Glibc)
    import Glibc
#endif

/// `sheetd --check-health`: one `GET /healthz` to the daemon's own address over a plain socket.
///
/// The image has no shell and no curl, so a container `HEALTHCHECK` or a Kubernetes `exec` probe runs the
/// binary itself. It starts no libmicrohttpd daemon and loads no fonts: a probe that ran every few seconds
/// must cost next to nothing, and must not fail because the machine is busy serving.
struct HealthCheck {
    /// Where the daemon listens, as configured (`HOST`, `PORT`).
    var host: String
    var port: Int
    /// The longest the whole check (connect, send, first line of the answer) may take, in milliseconds.
    var timeoutMilliseconds = 2000

    /// Why the check failed, or `nil` when `/healthz` answered 200.
    func failure() -> String? {
        let deadline = Self.now() + timeoutMilliseconds
        guard (1...65535).contains(port) else { return "port \(port) cannot be checked" }
        let target = Self.connectableHost(for: host)
        guard let address = Address(host: target, port: port) else { return "\(host) is not a numeric address" }
        let descriptor = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return "socket: \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        // Linux bounds a blocking connect by the send timeout.
        Self.setTimeout(SO_SNDTIMEO, of: descriptor, milliseconds: timeoutMilliseconds)
        let peer = address.family == AF_INET6 ? "[\(target)]:\(port)" : "\(target):\(port)"
        guard address.withSocketAddress({ connect(descriptor, $0, $1) }) == 0 else {
            return "connect to \(peer): \(String(cString: strerror(errno)))"
        }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: \(peer)\r\nConnection: close\r\n\r\n".utf8)
        guard
            request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
                == request.count
        else { return "send to \(peer): \(String(cString: strerror(errno)))" }
        let statusLine = Self.firstLine(from: descriptor, deadline: deadline)
        let fields = statusLine.split(separator: " ", maxSplits: 2)
        return fields.count >= 2 && fields[0].hasPrefix("HTTP/") && fields[1] == "200"
            ? nil : "GET /healthz on \(peer): \(statusLine.isEmpty ? "no answer" : statusLine)"
    }

    /// The address to connect to for a listening `host`: the unspecified addresses (every interface) are
    /// not a destination, so they become the loopback address of their family.
    static func connectableHost(for host: String) -> String {
        switch host {
        case "0.0.0.0": "127.0.0.1"
        case "::": "::1"
        default: host
        }
    }

    /// The answer's status line (at most 100 bytes), read until its end, the peer's close or `deadline`.
    private static func firstLine(from descriptor: Int32, deadline: Int) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 100)
        while received.count < 100, !received.contains(UInt8(ascii: "\n")), now() < deadline {
            setTimeout(SO_RCVTIMEO, of: descriptor, milliseconds: deadline - now())
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        let line = received.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
        return String(decoding: line, as: UTF8.self)
    }

    /// Sets the send or receive timeout of a socket (at least one millisecond: zero would mean none).
    private static func setTimeout(_ option: Int32, of descriptor: Int32, milliseconds: Int) {
        let milliseconds = max(milliseconds, 1)
        var limit = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
        setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }

    /// A numeric IPv4 or IPv6 address with a port, as a `sockaddr`; host names are not resolved, as the
    /// server does not resolve them either.
    private enum Address {
        case ipv4(sockaddr_in)
        case ipv6(sockaddr_in6)

        init?(host: String, port: Int) {
            let networkPort = UInt16(truncatingIfNeeded: port).bigEndian
            var ipv4 = sockaddr_in()
            var ipv6 = sockaddr_in6()
            if inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 {
                ipv4.sin_family = sa_family_t(AF_INET)
                ipv4.sin_port = networkPort
                self = .ipv4(ipv4)
            } else if inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 {
                ipv6.sin6_family = sa_family_t(AF_INET6)
                ipv6.sin6_port = networkPort
                self = .ipv6(ipv6)
            } else {
                return nil
            }
        }

        var family: Int32 {
            if case .ipv4 = self { AF_INET } else { AF_INET6 }
        }

        func withSocketAddress(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
            switch self {
            case .ipv4(var address):
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
            case .ipv6(var address):
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                    }
                }
            }
        }
    }
}
