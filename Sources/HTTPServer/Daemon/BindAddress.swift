import Glibc

/// A numeric host and port as the `sockaddr` that libmicrohttpd binds.
struct BindAddress {
    /// IPv4 or IPv6 socket address.
    private enum Storage {
        case ipv4(sockaddr_in)
        case ipv6(sockaddr_in6)
    }

    private let storage: Storage

    /// Parses a numeric address; host names are not resolved, so start-up never waits for DNS.
    /// - Throws: `HTTPServerError.invalidHost` when `host` is no IPv4 or IPv6 literal.
    init(host: String, port: Int) throws(HTTPServerError) {
        let networkPort = UInt16(truncatingIfNeeded: port).bigEndian
        var ipv4 = sockaddr_in()
        if inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = networkPort
            storage = .ipv4(ipv4)
            return
        }
        var ipv6 = sockaddr_in6()
        if inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = networkPort
            storage = .ipv6(ipv6)
            return
        }
        throw .invalidHost(host)
    }

    /// Whether this is an IPv6 address (libmicrohttpd then needs `MHD_USE_IPv6`).
    var isIPv6: Bool {
        if case .ipv6 = storage { true } else { false }
    }

    /// Whether this is `::`, every IPv6 address; the server then accepts IPv4 too.
    var isIPv6Unspecified: Bool {
        guard case .ipv6(var address) = storage else { return false }
        var any = in6addr_any
        return memcmp(&address.sin6_addr, &any, MemoryLayout<in6_addr>.size) == 0
    }

    /// Calls `body` with a pointer to the `sockaddr`, valid only during the call.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        switch storage {
        case .ipv4(var address):
            withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        case .ipv6(var address):
            withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        }
    }
}
