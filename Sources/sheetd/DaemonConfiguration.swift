import HTTPServer
import SheetService
import TextShaping

/// The daemon's settings, from flags (`--port 8080`) over environment variables (`PORT=8080`) over defaults.
struct DaemonConfiguration {
    var server = HTTPServerConfiguration()
    var drainTimeoutSeconds = 10
    var logFormat = AccessLog.Format.json
    var fontDirectories = FontLocator.defaultDirectories
    /// 2 MiB holds a few hundred answers the size of the seed's while keeping the RSS low when
    /// every request misses; a bigger cache raises the peak under BENCHMARKS.md's varied load.
    var responseCacheBytes = 2 << 20
    /// How many times a request is seen before its answer is cached (1: every answer).
    var responseCacheMinimumUses = 2

    /// One setting: its flag, its environment variable, what it means, and how to apply a value.
    struct Setting: Sendable {
        let flag: String
        let variable: String
        let help: String
        let defaultValue: String
        let apply: @Sendable (inout DaemonConfiguration, String) -> Bool
    }

    static func integer(_ range: ClosedRange<Int>, _ set: @escaping @Sendable (inout DaemonConfiguration, Int) -> Void)
        -> @Sendable (inout DaemonConfiguration, String) -> Bool
    {
        { configuration, text in
            guard let value = Int(text), range.contains(value) else { return false }
            set(&configuration, value)
            return true
        }
    }

    static let settings: [Setting] = [
        Setting(
            flag: "--host", variable: "HOST", help: "address to listen on (0.0.0.0, 127.0.0.1, ::, ::1)",
            defaultValue: "0.0.0.0"
        ) { configuration, value in
            configuration.server.host = value
            return !value.isEmpty
        },
        Setting(
            flag: "--port", variable: "PORT", help: "TCP port; 0 picks a free one", defaultValue: "8080",
            apply: integer(0...65535) { $0.server.port = $1 }),
        Setting(
            flag: "--threads", variable: "THREADS", help: "libmicrohttpd I/O threads (1 = one epoll thread)",
            defaultValue: "1", apply: integer(1...64) { $0.server.threads = $1 }),
        Setting(
            flag: "--max-body-bytes", variable: "MAX_BODY_BYTES", help: "largest request body accepted",
            defaultValue: "1048576", apply: integer(1...(64 << 20)) { $0.server.maxBodyBytes = $1 }),
        Setting(
            flag: "--max-url-bytes", variable: "MAX_URL_BYTES",
            help: "longest request target (path and query) before 414",
            defaultValue: String(HTTPServerConfiguration().maxRequestTargetBytes),
            apply: integer(1...(16 << 20)) { $0.server.maxRequestTargetBytes = $1 }),
        Setting(
            flag: "--max-header-bytes", variable: "MAX_HEADER_BYTES",
            help: "most bytes of header fields (name + value + 4 each) before 431",
            defaultValue: String(HTTPServerConfiguration().maxHeaderBytes),
            apply: integer(1...(16 << 20)) { $0.server.maxHeaderBytes = $1 }),
        Setting(
            flag: "--connection-memory-bytes", variable: "CONNECTION_MEMORY_BYTES",
            help: "libmicrohttpd memory per connection, at least MAX_URL_BYTES + 2 x MAX_HEADER_BYTES + 4096",
            defaultValue: String(HTTPServerConfiguration().memoryLimitPerConnection),
            apply: integer(4096...(64 << 20)) { $0.server.memoryLimitPerConnection = $1 }),
        Setting(
            flag: "--connection-timeout", variable: "CONNECTION_TIMEOUT",
            help: "seconds an idle or slow connection is kept", defaultValue: "30",
            apply: integer(1...3600) { $0.server.connectionTimeout = $1 }),
        Setting(
            flag: "--header-timeout", variable: "HEADER_TIMEOUT",
            help: "seconds a connection gets to send a complete request head", defaultValue: "10",
            apply: integer(1...3600) { $0.server.headerTimeout = $1 }),
        Setting(
            flag: "--max-connections", variable: "MAX_CONNECTIONS", help: "concurrent connections accepted",
            defaultValue: "1024", apply: integer(1...100_000) { $0.server.maxConnections = $1 }),
        Setting(
            flag: "--max-concurrent-requests", variable: "MAX_CONCURRENT_REQUESTS",
            help: "requests computed at once on the Dispatch workers",
            defaultValue: String(HTTPServerConfiguration().maxConcurrentRequests),
            apply: integer(1...1024) { $0.server.maxConcurrentRequests = $1 }),
        Setting(
            flag: "--max-queued-requests", variable: "MAX_QUEUED_REQUESTS",
            help: "requests waiting for a worker before new ones get 503",
            defaultValue: String(HTTPServerConfiguration().maxQueuedRequests),
            apply: integer(0...100_000) { $0.server.maxQueuedRequests = $1 }),
        Setting(
            flag: "--drain-timeout", variable: "DRAIN_TIMEOUT",
            help: "seconds in-flight requests get to finish on SIGTERM", defaultValue: "10",
            apply: integer(0...3600) { $0.drainTimeoutSeconds = $1 }),
        Setting(
            flag: "--font-dirs", variable: "FONT_DIRS",
            help: "colon-separated font directories, searched in order",
            defaultValue: FontLocator.defaultDirectories.joined(separator: ":")
        ) { configuration, value in
            configuration.fontDirectories = FontLocator.directories(fromSearchPath: value)
            return !configuration.fontDirectories.isEmpty
        },
        Setting(
            flag: "--response-cache-bytes", variable: "RESPONSE_CACHE_BYTES",
            help: "bytes of /layout and /animation answers kept for identical requests (0 disables)",
            defaultValue: String(2 << 20), apply: integer(0...(1 << 40)) { $0.responseCacheBytes = $1 }),
        Setting(
            flag: "--response-cache-min-uses", variable: "RESPONSE_CACHE_MIN_USES",
            help: "times a request is seen before its answer is cached (1 caches every answer)",
            defaultValue: "2", apply: integer(1...255) { $0.responseCacheMinimumUses = $1 }),
        Setting(
            flag: "--log-format", variable: "LOG_FORMAT", help: "access log: json, text or off",
            defaultValue: "json"
        ) { configuration, value in
            guard let format = AccessLog.Format(rawValue: value) else { return false }
            configuration.logFormat = format
            return true
        },
    ]

    /// What `--help` prints.
    static var usage: String {
        var text = """
            sheetd: computes the layout and animation of iOS action sheets over HTTP.

            Usage: sheetd [options]

            Options (each also read from the environment variable shown; flags win):

            """
        for setting in settings {
            let name = "\(setting.flag) N".padding(26)
            text += "  \(name)\(setting.variable.padding(26))\(setting.help) (default \(setting.defaultValue))\n"
        }
        text += "  --help                    show this text\n"
        return text
    }

    enum ParseOutcome {
        case run(DaemonConfiguration)
        case help
        case invalid(String)
    }

    /// The configuration from `arguments` (without the program name) and `environment`.
    static func parse(arguments: [String], environment: [String: String]) -> ParseOutcome {
        var configuration = DaemonConfiguration()
        for setting in settings {
            if let value = environment[setting.variable], !setting.apply(&configuration, value) {
                return .invalid("invalid \(setting.variable)=\(value): expected \(setting.help)")
            }
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" { return .help }
            var flag = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard let setting = settings.first(where: { $0.flag == flag }) else {
                return .invalid("unknown option \(argument) (see --help)")
            }
            if value == nil {
                index += 1
                guard index < arguments.count else { return .invalid("\(flag) needs a value") }
                value = arguments[index]
            }
            if let value, !setting.apply(&configuration, value) {
                return .invalid("invalid value for \(flag): \(value) (\(setting.help))")
            }
            index += 1
        }
        return .run(configuration)
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
