import SheetService

/// The daemon's own log lines, in the access log's format.
enum StartupLine {
    static func text(host: String, port: Int, format: AccessLog.Format, timestamp: String) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        switch format {
        case .json, .off:
            return
                "{\"ts\":\"\(timestamp)\",\"msg\":\"listening\",\"url\":\"http://\(shownHost):\(port)\",\"port\":\(port)}"
        case .text:
            return "ts=\(timestamp) msg=listening url=http://\(shownHost):\(port) port=\(port)"
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
