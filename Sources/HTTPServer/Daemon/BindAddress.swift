import Glibc

/// A numeric host and port as the `sockaddr` that libmicrohttpd binds.
struct BindAddress {
    /// The address, IPv4 or IPv6, with its family and port set.
    private var storage = sockaddr_storage()

    /// Parses a numeric address; host names are not resolved, so start-up never waits for DNS.
    /// - Throws: `HTTPServerError.invalidHost` when `host` is no IPv4 or IPv6 literal.
    init(host: String, port: Int) throws(HTTPServerError) {
        // getaddrinfo with numeric-only flags reads either family's literal and fills in the family and port, so
        // one call stands for an inet_pton per family; it never looks a name up.
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(UInt16(truncatingIfNeeded: port)), &hints, &result) == 0, let first = result
        else { throw .invalidHost(host) }
        defer { freeaddrinfo(result) }
        guard let address = first.pointee.ai_addr,
            [sa_family_t(AF_INET), sa_family_t(AF_INET6)].contains(address.pointee.sa_family)
        else { throw .invalidHost(host) }
        withUnsafeMutableBytes(of: &storage) { target in
            target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(first.pointee.ai_addrlen)))
        }
    }

    /// Whether this is an IPv6 address (libmicrohttpd then needs `MHD_USE_IPv6`).
    var isIPv6: Bool {
        storage.ss_family == sa_family_t(AF_INET6)
    }

    /// Whether this is `::`, every IPv6 address; the server then accepts IPv4 too.
    var isIPv6Unspecified: Bool {
        guard isIPv6 else { return false }
        var address = withUnsafeBytes(of: storage) { $0.load(as: sockaddr_in6.self) }.sin6_addr
        var any = in6addr_any
        return memcmp(&address, &any, MemoryLayout<in6_addr>.size) == 0
    }

    /// Calls `body` with a pointer to the `sockaddr`, valid only during the call.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafePointer(to: storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}
