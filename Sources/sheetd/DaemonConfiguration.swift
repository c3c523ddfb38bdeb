import HTTPServer
import SheetService
import TextShaping

/// The daemon's settings, from flags (`--port 8080`) over environment variables (`PORT=8080`) over defaults.
struct DaemonConfiguration {
    var server = HTTPServerConfiguration()
    /// The port of the admin listener, which then serves `/metrics` in place of the main one; `nil`: none.
    var adminPort: Int?
    /// The admin listener's address; `nil`: the main listener's (`server.host`).
    var adminHost: String?
    var drainTimeoutSeconds = 10
    var logFormat = AccessLog.Format.json
    /// Bytes of log lines held for the writer thread: 1 MiB is thousands of access lines, and the writer is
    /// woken at a quarter of it, so the buffer fills only when stdout is not being read.
    var logBufferBytes = 1 << 20
    var fontDirectories = FontLocator.defaultDirectories
    /// A font configuration file naming the font of every role (`FontConfiguration.read(fromFile:)`); `nil`: the
    /// built-in Inter + Noto set, found in `fontDirectories`.
    var fontConfigurationFile: String?
    /// 2 MiB holds a few hundred answers the size of the seed's while keeping the RSS low when
    /// every request misses; a bigger cache raises the peak under BENCHMARKS.md's varied load.
    var responseCacheBytes = 2 << 20
    /// How many times a request is seen before its answer is cached (1: every answer).
    var responseCacheMinimumUses = 2
    /// Seconds HTTP caches may reuse a GET form's answer: one day, since an answer changes only with a new release.
    var cacheMaxAge = 86_400
    /// The origins whose pages may read answers from a browser: none unless configured.
    var cors = CORSPolicy.none

    /// One setting: its flag, its environment variable, what it means, and how to apply a value.
    struct Setting: Sendable {
        let flag: String
        let variable: String
        let help: String
        let defaultValue: String
        let apply: @Sendable (inout DaemonConfiguration, String) -> Bool
    }

    /// The configuration before any flag or variable: where every setting's documented default comes from.
    private static let defaults = DaemonConfiguration()

    /// A setting of the integer at `keyPath`, accepted in `range`; its default is the configuration's own.
    static func integer(
        _ flag: String, _ variable: String, help: String,
        _ keyPath: WritableKeyPath<DaemonConfiguration, Int> & Sendable, in range: ClosedRange<Int>
    ) -> Setting {
        Setting(flag: flag, variable: variable, help: help, defaultValue: String(defaults[keyPath: keyPath])) {
            configuration, text in
            guard let value = Int(text), range.contains(value) else { return false }
            configuration[keyPath: keyPath] = value
            return true
        }
    }

    static let settings: [Setting] = [
        Setting(
            flag: "--host", variable: "HOST", help: "address to listen on (0.0.0.0, 127.0.0.1, ::, ::1)",
            defaultValue: defaults.server.host
        ) { configuration, value in
            configuration.server.host = value
            return !value.isEmpty
        },
        integer("--port", "PORT", help: "TCP port; 0 picks a free one", \.server.port, in: 0...65535),
        Setting(
            flag: "--admin-port", variable: "ADMIN_PORT",
            help: "TCP port of an admin listener for /metrics (then 404 on --port), /healthz, /readyz; 0 picks one",
            defaultValue: "off"
        ) { configuration, value in
            if value == "off" {
                configuration.adminPort = nil
                return true
            }
            guard let port = Int(value), (0...65535).contains(port) else { return false }
            configuration.adminPort = port
            return true
        },
        Setting(
            flag: "--admin-host", variable: "ADMIN_HOST", help: "address of the admin listener",
            defaultValue: "--host's"
        ) { configuration, value in
            configuration.adminHost = value
            return !value.isEmpty
        },
        integer(
            "--threads", "THREADS", help: "libmicrohttpd I/O threads (1 = one epoll thread)", \.server.threads,
            in: 1...64),
        integer(
            "--max-body-bytes", "MAX_BODY_BYTES", help: "largest request body accepted", \.server.maxBodyBytes,
            in: 1...(64 << 20)),
        integer(
            "--max-url-bytes", "MAX_URL_BYTES", help: "longest request target (path and query) before 414",
            \.server.maxRequestTargetBytes, in: 1...(16 << 20)),
        integer(
            "--max-header-bytes", "MAX_HEADER_BYTES",
            help: "most bytes of header fields (name + value + 4 each) before 431", \.server.maxHeaderBytes,
            in: 1...(16 << 20)),
        integer(
            "--connection-memory-bytes", "CONNECTION_MEMORY_BYTES",
            help: "libmicrohttpd memory per connection, at least MAX_URL_BYTES + 2 x MAX_HEADER_BYTES + 4096",
            \.server.memoryLimitPerConnection, in: 4096...(64 << 20)),
        integer(
            "--connection-timeout", "CONNECTION_TIMEOUT", help: "seconds an idle or slow connection is kept",
            \.server.connectionTimeout, in: 1...3600),
        integer(
            "--header-timeout", "HEADER_TIMEOUT", help: "seconds a connection gets to send a complete request head",
            \.server.headerTimeout, in: 1...3600),
        integer(
            "--max-connections", "MAX_CONNECTIONS", help: "concurrent connections accepted",
            \.server.maxConnections, in: 1...100_000),
        // Slow-body defence: body deadline, minimum body rate, per-address connection cap.
        integer(
            "--body-timeout", "BODY_TIMEOUT",
            help: "seconds a request body may take after its head before 408 (0 disables)", \.server.bodyTimeout,
            in: 0...3600),
        integer(
            "--min-body-rate", "MIN_BODY_RATE",
            help: "bytes/s a body must average after the grace period, else 408 (0 disables)",
            \.server.minBodyRate, in: 0...(1 << 30)),
        integer(
            "--body-rate-grace", "BODY_RATE_GRACE", help: "seconds before --min-body-rate is checked",
            \.server.bodyRateGracePeriod, in: 1...3600),
        Setting(
            flag: "--max-connections-per-ip", variable: "MAX_CONNECTIONS_PER_IP",
            help: "concurrent connections from one client address, below MAX_CONNECTIONS (0 = no limit)",
            defaultValue: "MAX_CONNECTIONS / 4"
        ) { configuration, text in
            guard let value = Int(text), (0...100_000).contains(value) else { return false }
            configuration.server.maxConnectionsPerIP = value
            return true
        },
        Setting(
            flag: "--room-for-new-connections", variable: "ROOM_FOR_NEW_CONNECTIONS",
            help: "on: when slots run short, close the connections waiting longest for a request head; off: never",
            defaultValue: "on"
        ) { configuration, value in
            guard value == "on" || value == "off" else { return false }
            configuration.server.makesRoomForNewConnections = value == "on"
            return true
        },
        integer(
            "--max-concurrent-requests", "MAX_CONCURRENT_REQUESTS",
            help: "requests computed at once on the Dispatch workers", \.server.maxConcurrentRequests,
            in: 1...1024),
        integer(
            "--max-queued-requests", "MAX_QUEUED_REQUESTS",
            help: "requests waiting for a worker before new ones get 503", \.server.maxQueuedRequests,
            in: 0...100_000),
        integer(
            "--drain-timeout", "DRAIN_TIMEOUT", help: "seconds in-flight requests get to finish on SIGTERM",
            \.drainTimeoutSeconds, in: 0...3600),
        Setting(
            flag: "--font-dirs", variable: "FONT_DIRS",
            help: "colon-separated font directories, searched in order",
            defaultValue: defaults.fontDirectories.joined(separator: ":")
        ) { configuration, value in
            configuration.fontDirectories = FontLocator.directories(fromSearchPath: value)
            return !configuration.fontDirectories.isEmpty
        },
        Setting(
            flag: "--font-config", variable: "FONT_CONFIG",
            help: "JSON file naming the font of every role (docs/fonts.md); replaces Inter + Noto and --font-dirs",
            defaultValue: "none: Inter + Noto"
        ) { configuration, value in
            configuration.fontConfigurationFile = value
            return !value.isEmpty
        },
        integer(
            "--response-cache-bytes", "RESPONSE_CACHE_BYTES",
            help: "bytes of /layout and /animation answers kept for identical requests (0 disables)",
            \.responseCacheBytes, in: 0...(1 << 40)),
        integer(
            "--response-cache-min-uses", "RESPONSE_CACHE_MIN_USES",
            help: "times a request is seen before its answer is cached (1 caches every answer)",
            \.responseCacheMinimumUses, in: 1...255),
        integer(
            "--cache-max-age", "CACHE_MAX_AGE",
            help: "seconds HTTP caches may reuse a GET /layout, /animation or /preview answer (Cache-Control max-age)",
            \.cacheMaxAge, in: 0...2_147_483_647),
        Setting(
            flag: "--cors-origins", variable: "CORS_ORIGINS",
            help: "origins whose web pages may read answers (CORS): comma-separated http(s)://host[:port], * for any",
            defaultValue: "none"
        ) { configuration, value in
            guard let policy = try? CORSPolicy(origins: value) else { return false }
            configuration.cors = policy
            return true
        },
        Setting(
            flag: "--log-format", variable: "LOG_FORMAT",
            help: "log lines on stdout: json or text; off silences the access log",
            defaultValue: defaults.logFormat.rawValue
        ) { configuration, value in
            guard let format = AccessLog.Format(rawValue: value) else { return false }
            configuration.logFormat = format
            return true
        },
        integer(
            "--log-buffer-bytes", "LOG_BUFFER_BYTES",
            help: "bytes of log lines waiting for the writer thread; lines past it are dropped and counted",
            \.logBufferBytes, in: 4096...(1 << 30)),
    ]

    /// The admin listener's settings: the main listener's limits on its own address and port; `nil` when off.
    var adminServer: HTTPServerConfiguration? {
        guard let adminPort else { return nil }
        var admin = server
        admin.host = adminHost ?? server.host
        admin.port = adminPort
        return admin
    }

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
        text += "  --check-health            GET /healthz on HOST:PORT (127.0.0.1 for 0.0.0.0, ::1 for ::),\n"
        text += "                            exit 0 on 200 and 1 otherwise; starts no server (container probes)\n"
        text += "  --help                    show this text\n"
        return text
    }

    enum ParseOutcome {
        case run(DaemonConfiguration)
        case help
        /// `--check-health`: probe the daemon this configuration describes instead of starting one.
        case checkHealth(DaemonConfiguration)
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
        var checksHealth = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--check-health" {
                checksHealth = true
                index += 1
                continue
            }
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
        return checksHealth ? .checkHealth(configuration) : .run(configuration)
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
