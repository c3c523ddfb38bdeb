import SheetService

/// The fields of the daemon's `listening` lines, which `EventLog` writes in the log's format.
enum StartupLine {
    /// The URL and port of a listener that started; `listener` names one other than the main listener (`admin`).
    static func fields(host: String, port: Int, listener: String? = nil) -> [(String, EventLog.Field)] {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        var fields: [(String, EventLog.Field)] = [
            ("url", .string("http://\(shownHost):\(port)")), ("port", .integer(port)),
        ]
        if let listener { fields.append(("listener", .string(listener))) }
        return fields
    }
}
