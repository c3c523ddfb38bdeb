import CMicroHTTPD
import Glibc
import HTTPMessages

/// A response written straight to a connection's socket, for the case libmicrohttpd cannot
/// queue one: mid-upload (an overflowing body here, a late body in `HeaderDeadlines`).
///
/// MHD 0.9.75 accepts a response only before the body is read or after all of it is read
/// (`MHD_queue_response` fails while upload data is being delivered). A chunked body announces
/// no length, so its overflow shows only mid-upload; waiting for its end would mean reading an
/// unbounded body. Instead the server writes a complete `Connection: close` response itself and
/// has MHD drop the connection. MHD has written nothing on the connection at that point except
/// perhaps `100 Continue`, so the bytes cannot interleave with its own.
enum DirectAnswer {
    /// Writes `response` to the connection without blocking; returns whether all of it went out.
    static func write(_ response: HTTPResponse, to connection: OpaquePointer) -> Bool {
        let socket = sheetd_mhd_connection_socket(connection)
        guard socket >= 0 else { return false }
        return write(response, toSocket: socket)
    }

    /// Writes `response` to a connection's socket without blocking; returns whether all of it
    /// went out. The caller makes sure MHD has the socket open and writes nothing on it meanwhile.
    static func write(_ response: HTTPResponse, toSocket socket: Int32) -> Bool {
        let bytes = serialize(response)
        let sent = bytes.withUnsafeBytes {
            send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
        }
        return sent == bytes.count
    }

    /// The response as HTTP/1.1 bytes, framed by `Content-Length` and closing the connection.
    /// Fields that MHD frames itself, and any field containing CR or LF (which would forge
    /// headers), are left out.
    static func serialize(_ response: HTTPResponse) -> [UInt8] {
        let status = UInt32(clamping: response.status)
        let reason = String(cString: MHD_get_reason_phrase_for(status))
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        for (name, value) in response.headers
        where !ServerCore.isFramingHeader(name) && !name.isConnectionField
            && !name.containsLineBreak && !value.containsLineBreak
        {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + response.body
    }
}

extension String {
    fileprivate var containsLineBreak: Bool {
        utf8.contains { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
    }

    fileprivate var isConnectionField: Bool {
        HTTPHeaders.fieldName(self, matches: MHD_HTTP_HEADER_CONNECTION)
    }
}
