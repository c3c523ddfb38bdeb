import Locking
import StrictJSON
import Testing

@testable import SheetService

/// The daemon's own lines in both formats, and what hostile text in a message (libmicrohttpd may quote what a
/// client sent) does to them: nothing but escaping.
struct EventLogTests {
    static let time = "2026-01-01T00:00:00.000Z"
    /// Text no line may break on: quotes, backslashes, line breaks, controls, JSON's line separators, an emoji.
    static let hostile = "a\"b\\c\nd\re\tf\u{0}g\u{1B}[31mh\u{7F}i\u{2028}j\u{2029}k 😀 {\"level\":\"info\"}"

    static func line(_ format: AccessLog.Format, _ message: String, fields: [(String, EventLog.Field)] = [])
        -> String
    {
        EventLog(format: format, timestamp: { time }) { _ in }
            .line(.warning, message, source: "libmicrohttpd", fields: fields, timestamp: time)
    }

    /// A JSON line is pinned byte for byte: timestamp, level, source, message, then the fields in order.
    @Test func jsonLineIsPinned() {
        let line = Self.line(.json, "listening", fields: [("url", .string("http://[::1]:80")), ("port", .integer(80))])
        #expect(
            line
                == #"{"ts":"2026-01-01T00:00:00.000Z","level":"warning","source":"libmicrohttpd","message":"listening","#
                + #""url":"http://[::1]:80","port":80}"#)
        #expect(Self.line(.off, "x") == Self.line(.json, "x"))
    }

    /// A hostile message stays one JSON object on one line and parses back to itself.
    @Test func jsonEscapesHostileMessages() throws {
        let line = Self.line(
            .json, Self.hostile, fields: [("detail", .string(Self.hostile)), ("drained", .boolean(false))])
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })  // JSON leaves DEL as it is; it breaks no line
        #expect(!line.contains("\u{2028}") && !line.contains("\u{2029}"))
        let object = try JSONParser.parse(Array(line.utf8))
        #expect(object["message"] == .string(Self.hostile))
        #expect(object["detail"] == .string(Self.hostile))
        #expect(object["level"] == "warning")
        #expect(object["drained"] == .bool(false))
    }

    /// A text line reads as `key=value`, the message quoted; a one-token field stays bare, others are quoted.
    @Test func textLineIsPinned() {
        let line = Self.line(.text, "stopped", fields: [("drained", .boolean(true)), ("url", .string("a b"))])
        #expect(
            line
                == #"ts=2026-01-01T00:00:00.000Z level=warning source=libmicrohttpd msg="stopped" drained=true url="a b""#
        )
    }

    /// A hostile message in a text line is escaped: one line, no control character, its quotes closed.
    @Test func textEscapesHostileMessages() {
        let line = Self.line(.text, Self.hostile)
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(!line.contains("\u{2028}") && !line.contains("\u{2029}"))
        #expect(
            line.hasSuffix(
                #"msg="a\"b\\c\nd\re\tf\u{0}g\u{1b}[31mh\u{7f}i\u{2028}j\u{2029}k 😀 {\"level\":\"info\"}""#))
    }

    /// Access lines carry the same `ts`, `level`, `source` and `message` as the daemon's own.
    @Test func accessLinesShareTheKeys() throws {
        let captured = CapturedLines()
        let log = AccessLog(format: .json) { captured.append($0) }
        log.write(
            AccessLog.Record(
                timestamp: Self.time, requestID: "r", method: "GET", path: "/a\"\n", status: 200, bytes: 3,
                seconds: 0.001))
        let object = try JSONParser.parse(Array(try #require(captured.lines.first).utf8))
        #expect(object["ts"] == .string(Self.time))
        #expect(object["level"] == "info")
        #expect(object["source"] == "access")
        #expect(object["message"] == "request")
        #expect(object["path"] == "/a\"\n")
    }

    /// An access log on the daemon's buffer writes the same lines as one on a closure, in both formats.
    @Test(arguments: [AccessLog.Format.json, .text])
    func accessLogOnABufferWritesTheSameLines(format: AccessLog.Format) {
        let record = AccessLog.Record(
            timestamp: Self.time, requestID: "r", method: "POST", path: "/layout é", status: 413, bytes: 144,
            seconds: 0.000_25)
        let captured = CapturedLines()
        AccessLog(format: format) { captured.append($0) }.write(record)
        let written = LockedValue<[UInt8]>([])
        let buffer = LogBuffer(capacityBytes: 4096) { bytes in written.withLock { $0.append(contentsOf: bytes) } }
        AccessLog(format: format, buffer: buffer).write(record)
        buffer.flush()
        #expect(captured.lines.count == 1)
        #expect(written.withLock { String(decoding: $0, as: UTF8.self) } == captured.lines.joined() + "\n")
    }
}
