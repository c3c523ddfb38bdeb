import StrictJSON

/// The daemon's lines that are not requests: start, stop, warnings and errors, and the HTTP layer's
/// messages (libmicrohttpd's among them), in the access log's format so that the log is one stream.
///
/// As JSON each line is an object with `ts`, `level`, `source` and `message`, then the line's fields; as
/// text it is `ts=… level=… source=… msg="…"` and the fields as `key=value`. A message may quote what a
/// client sent, so it is escaped in both formats and a line is always one line.
///
/// ```swift
/// let log = EventLog(format: .json, timestamp: { "2026-01-01T00:00:00.000Z" }) { print($0) }
/// log.log(.info, "listening", source: "sheetd", fields: [("port", .integer(8080))])
/// // {"ts":"2026-01-01T00:00:00.000Z","level":"info","source":"sheetd","message":"listening","port":8080}
/// ```
public struct EventLog: Sendable {
    /// How much a line matters.
    public enum Level: String, Sendable {
        /// Start and stop.
        case info
        /// Something went wrong with one connection or request; the daemon goes on.
        case warning
        /// The daemon cannot go on.
        case error
    }

    /// The value of one of a line's own fields.
    public enum Field: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case boolean(Bool)
    }

    /// The line format (`off`, which only silences the access log, writes JSON).
    public let format: AccessLog.Format
    let timestamp: @Sendable () -> String
    let sink: @Sendable (String) -> Void

    /// Creates an event log.
    /// - Parameters:
    ///   - format: the access log's format.
    ///   - timestamp: the current time as RFC 3339 (`ServiceEnvironment.timestamp`).
    ///   - sink: receives each line without its newline.
    public init(
        format: AccessLog.Format, timestamp: @escaping @Sendable () -> String,
        sink: @escaping @Sendable (String) -> Void
    ) {
        self.format = format
        self.timestamp = timestamp
        self.sink = sink
    }

    /// Writes one line.
    /// - Parameters:
    ///   - level: how much it matters.
    ///   - message: what happened, for people.
    ///   - source: what said it (`sheetd`, `libmicrohttpd`, `http`).
    ///   - fields: more keys and values, written after the message in this order.
    public func log(_ level: Level, _ message: String, source: String, fields: [(String, Field)] = []) {
        sink(line(level, message, source: source, fields: fields, timestamp: timestamp()))
    }

    /// The text of one line, without its newline.
    func line(_ level: Level, _ message: String, source: String, fields: [(String, Field)], timestamp: String)
        -> String
    {
        switch format {
        case .json, .off:
            var writer = JSONWriter(capacity: 128 + message.utf8.count)
            writer.beginObject()
            writer.key("ts")
            writer.string(timestamp)
            writer.key("level")
            writer.string(level.rawValue)
            writer.key("source")
            writer.string(source)
            writer.key("message")
            writer.string(message)
            for (key, value) in fields {
                writer.key(key)
                switch value {
                case .string(let text): writer.string(text)
                case .integer(let number): writer.number(number)
                case .boolean(let flag): writer.bool(flag)
                }
            }
            writer.endObject()
            return String(decoding: writer.bytes, as: UTF8.self)
        case .text:
            var text = "ts=\(timestamp) level=\(level.rawValue) source=\(Self.textValue(source))"
            text += " msg=" + Self.quoted(message)
            for (key, value) in fields {
                switch value {
                case .string(let string): text += " \(key)=\(Self.textValue(string))"
                case .integer(let number): text += " \(key)=\(number)"
                case .boolean(let flag): text += " \(key)=\(flag)"
                }
            }
            return text
        }
    }

    /// `value` as it is when it reads as one token, else quoted.
    static func textValue(_ value: String) -> String {
        let isToken =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "=" }
        return isToken ? value : quoted(value)
    }

    /// `value` in double quotes, with `"` and `\` escaped and every control character (newlines too) as
    /// `\n`, `\r`, `\t` or `\u{…}`, so that a hostile message cannot start a line of its own.
    static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
