import StrictJSON

/// One line per request on a sink (the daemon's `LogBuffer`), as JSON or as `key=value` text.
///
/// Its lines share the log with `EventLog`'s: as JSON each has `ts`, `level` (`info`), `source` (`access`)
/// and `message` (`request`), then the request's fields.
public struct AccessLog: Sendable {
    /// The line format.
    public enum Format: String, Sendable, CaseIterable {
        /// One JSON object per line.
        case json
        /// `key=value` pairs, for people reading a terminal.
        case text
        /// No access log.
        case off
    }

    /// The fields of one line.
    struct Record {
        var timestamp: String
        var requestID: String
        var method: String
        var path: String
        var status: Int
        var bytes: Int
        var seconds: Double
    }

    let format: Format
    let sink: @Sendable (String) -> Void

    /// Creates an access log.
    /// - Parameters:
    ///   - format: the line format.
    ///   - sink: receives each line without its newline.
    public init(format: Format, sink: @escaping @Sendable (String) -> Void) {
        self.format = format
        self.sink = sink
    }

    func write(_ record: Record) {
        let milliseconds = (record.seconds * 1_000_000).rounded() / 1000
        switch format {
        case .off:
            return
        case .json:
            var writer = JSONWriter(capacity: 256)
            writer.beginObject()
            writer.key(literal: "ts")
            writer.string(record.timestamp)
            writer.key(literal: "level")
            writer.string("info")
            writer.key(literal: "source")
            writer.string("access")
            writer.key(literal: "message")
            writer.string("request")
            writer.key(literal: "requestId")
            writer.string(record.requestID)
            writer.key(literal: "method")
            writer.string(String(record.method.prefix(32)))
            writer.key(literal: "path")
            writer.string(String(record.path.prefix(256)))
            writer.key(literal: "status")
            writer.number(record.status)
            writer.key(literal: "bytes")
            writer.number(record.bytes)
            writer.key(literal: "durationMs")
            writer.number(milliseconds)
            writer.endObject()
            sink(String(decoding: writer.bytes, as: UTF8.self))
        case .text:
            let path = String(record.path.prefix(256)).map { $0.isWhitespace ? "_" : String($0) }.joined()
            sink(
                "ts=\(record.timestamp) level=info source=access msg=request request_id=\(record.requestID) method=\(record.method.prefix(32)) path=\(path) status=\(record.status) bytes=\(record.bytes) duration_ms=\(milliseconds)"
            )
        }
    }
}
