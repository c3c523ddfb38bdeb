import Glibc

/// Keeps libmicrohttpd from parsing the query of a request target into arguments, which the server
/// never reads (it splits and decodes the target it copied in the URI callback itself).
///
/// libmicrohttpd 0.9.75 parses the query after the URI callback has seen the target: it records
/// every `&`-separated argument in the connection's memory pool (about 64 bytes each), so that
/// `GET /layout?` followed by 600 `&`, or by 600 `a=1&` pairs — a 600- or 2 400-byte target, well
/// under `maxRequestTargetBytes` — exhausted the 32 KiB pool. MHD then had no memory left to build
/// even its own error answer, and the connection sat silent until `headerTimeout` closed it (10 s;
/// docs/reliability.md, limit 4). MHD locates the query before calling the URI callback and then
/// parses from the byte after the `?`, so ending the string there leaves it nothing to parse: no
/// argument record, no pool exhausted, and such targets are routed and answered like any other.
///
/// Writing into the target is safe: it points into the connection's read buffer in the pool,
/// which MHD itself rewrites in place (it ends the path at the `?` and percent-decodes it), and
/// the server read the whole target before this call. `MHD_get_connection_values` with
/// `MHD_GET_ARGUMENT_KIND` finds nothing afterwards; nothing in the server asks for it.
enum QueryHiding {
    /// Ends the C string `target` right after its first `?`, if it has one.
    static func hideQuery(of target: UnsafePointer<CChar>) {
        guard let mark = strchr(target, Int32(UInt8(ascii: "?"))) else { return }
        UnsafeMutablePointer(mutating: mark + 1).pointee = 0
    }
}
