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

    /// Where the lines go.
    enum Output: Sendable {
        case lines(@Sendable (String) -> Void)
        /// Straight into the buffer: a JSON line's bytes need no `String` on the way.
        case buffer(LogBuffer)
    }

    let format: Format
    let output: Output

    /// Creates an access log.
    /// - Parameters:
    ///   - format: the line format.
    ///   - sink: receives each line without its newline.
    public init(format: Format, sink: @escaping @Sendable (String) -> Void) {
        self.format = format
        self.output = .lines(sink)
    }

    /// Creates an access log that appends its lines to `buffer`.
    /// - Parameters:
    ///   - format: the line format.
    ///   - buffer: the daemon's log buffer.
    public init(format: Format, buffer: LogBuffer) {
        self.format = format
        self.output = .buffer(buffer)
    }

    func write(_ record: Record) {
        switch format {
        case .off:
            return
        case .json:
            // One reservation and one cursor for the whole line: the fixed members are a single literal, and the
            // duration is written from its microseconds, so no number needs the shortest-digits search.
            let method = Self.prefix(record.method, characters: 32)
            let path = Self.prefix(record.path, characters: 256)
            let room =
                160 + JSONCursor.maximumLength(of: record.timestamp) + JSONCursor.maximumLength(of: record.requestID)
                + JSONCursor.maximumLength(of: method) + JSONCursor.maximumLength(of: path)
                + 3 * JSONCursor.maximumNumberLength
            // The line is written on the stack (or a temporary allocation when long) and copied once, into the
            // buffer or the sink's string: no writer storage to allocate per request.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room + JSONCursor.overrunMargin) { storage in
                let count = JSONCursor.write(into: storage, maximum: room) { cursor in
                    cursor.raw(#"{"ts":"#)
                    cursor.string(record.timestamp)
                    cursor.raw(#","level":"info","source":"access","message":"request","requestId":"#)
                    cursor.string(record.requestID)
                    cursor.raw(#","method":"#)
                    cursor.string(method)
                    cursor.raw(#","path":"#)
                    cursor.string(path)
                    cursor.raw(#","status":"#)
                    cursor.number(record.status)
                    cursor.raw(#","bytes":"#)
                    cursor.number(record.bytes)
                    cursor.raw(#","durationMs":"#)
                    cursor.decimal(units: Int((record.seconds * 1_000_000).rounded()), places: 3)
                    cursor.raw("}")
                }
                let line = UnsafeBufferPointer(rebasing: storage[..<count])
                switch output {
                case .lines(let sink): sink(String(decoding: line, as: UTF8.self))
                case .buffer(let buffer): buffer.append(utf8: line)
                }
            }
        case .text:
            let milliseconds = (record.seconds * 1_000_000).rounded() / 1000
            let path = String(record.path.prefix(256)).map { $0.isWhitespace ? "_" : String($0) }.joined()
            emit(
                "ts=\(record.timestamp) level=info source=access msg=request request_id=\(record.requestID) method=\(record.method.prefix(32)) path=\(path) status=\(record.status) bytes=\(record.bytes) duration_ms=\(milliseconds)"
            )
        }
    }

    /// The first `characters` characters of `text`; `text` itself, without a copy, when it is no longer.
    private static func prefix(_ text: String, characters: Int) -> String {
        text.utf8.count <= characters ? text : String(text.prefix(characters))
    }

    private func emit(_ line: String) {
        switch output {
        case .lines(let sink): sink(line)
        case .buffer(let buffer): buffer.append(line)
        }
    }
}
