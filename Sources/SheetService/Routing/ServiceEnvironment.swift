#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the service takes from the outside world, passed in so tests control it.
public struct ServiceEnvironment: Sendable {
    /// Monotonic time in nanoseconds, for durations.
    public var monotonicNanoseconds: @Sendable () -> UInt64
    /// The current wall-clock time as an RFC 3339 timestamp, for log lines.
    public var timestamp: @Sendable () -> String
    /// Where access-log lines go.
    public var accessLog: AccessLog

    /// Creates an environment.
    public init(
        monotonicNanoseconds: @escaping @Sendable () -> UInt64, timestamp: @escaping @Sendable () -> String,
        accessLog: AccessLog
    ) {
        self.monotonicNanoseconds = monotonicNanoseconds
        self.timestamp = timestamp
        self.accessLog = accessLog
    }

    /// The real clocks, with the access log given.
    public static func system(accessLog: AccessLog) -> ServiceEnvironment {
        ServiceEnvironment(
            monotonicNanoseconds: {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
            },
            timestamp: {
                var now = timespec()
                clock_gettime(CLOCK_REALTIME, &now)
                var parts = tm()
                var seconds = now.tv_sec
                gmtime_r(&seconds, &parts)
                func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
                let millis = Int(now.tv_nsec / 1_000_000)
                let fraction = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
                return
                    "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
            },
            accessLog: accessLog)
    }
}
