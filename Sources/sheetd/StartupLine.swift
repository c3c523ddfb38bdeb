import SheetService

/// The daemon's own log lines, in the access log's format.
enum StartupLine {
    /// The line of a listener that started; `listener` names one other than the main listener (`admin`).
    static func text(
        host: String, port: Int, format: AccessLog.Format, timestamp: String, listener: String? = nil
    ) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        switch format {
        case .json, .off:
            let named = listener.map { ",\"listener\":\"\($0)\"" } ?? ""
            return
                "{\"ts\":\"\(timestamp)\",\"msg\":\"listening\",\"url\":\"http://\(shownHost):\(port)\",\"port\":\(port)\(named)}"
        case .text:
            let named = listener.map { " listener=\($0)" } ?? ""
            return "ts=\(timestamp) msg=listening url=http://\(shownHost):\(port) port=\(port)\(named)"
        }
    }

    static func stopped(drained: Bool, format: AccessLog.Format, timestamp: String) -> String {
        switch format {
        case .json, .off:
            return "{\"ts\":\"\(timestamp)\",\"msg\":\"stopped\",\"drained\":\(drained)}"
        case .text:
            return "ts=\(timestamp) msg=stopped drained=\(drained)"
        }
    }
}
