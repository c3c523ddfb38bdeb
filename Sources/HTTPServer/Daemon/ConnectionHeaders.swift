import CMicroHTTPD
import Glibc
import HTTPMessages

/// The request header fields of a connection, read through MHD's iterator.
struct ConnectionHeaders {
    var fields = HTTPHeaders(reservingCapacity: 8)
    /// Whether every name and value was valid UTF-8 (invalid ones are kept, repaired).
    var isValidUTF8 = true
    /// The size of the fields as received: name + value + 4 (`": "` and CRLF) each.
    var byteCount = 0

    /// Reads all request headers in the order received. Call only from the access handler.
    static func read(from connection: OpaquePointer) -> ConnectionHeaders {
        var collected = ConnectionHeaders()
        withUnsafeMutablePointer(to: &collected) { pointer in
            _ = MHD_get_connection_values(
                connection,
                .HEADER_KIND,
                { cls, _, key, value in
                    let collected = cls!.assumingMemoryBound(to: ConnectionHeaders.self)
                    collected.pointee.append(name: key, value: value)
                    return .YES
                },
                pointer
            )
        }
        return collected
    }

    private mutating func append(name: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?) {
        byteCount += (name.map { strlen($0) } ?? 0) + (value.map { strlen($0) } ?? 0) + 4
        fields.append(name: decode(name), value: decode(value))
    }

    private mutating func decode(_ text: UnsafePointer<CChar>?) -> String {
        guard let text else { return "" }
        if let valid = String(validatingCString: text) { return valid }
        isValidUTF8 = false
        return String(cString: text)
    }
}
