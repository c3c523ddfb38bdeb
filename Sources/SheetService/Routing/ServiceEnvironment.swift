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
                return rfc3339(parts, milliseconds: Int(now.tv_nsec / 1_000_000))
            },
            accessLog: accessLog)
    }

    /// `parts` (UTC) as `2026-01-01T00:00:00.000Z`.
    ///
    /// Every access line needs one, so its digits are written straight into the string's storage rather
    /// than interpolated piece by piece.
    static func rfc3339(_ parts: tm, milliseconds: Int) -> String {
        String(unsafeUninitializedCapacity: 24) { text in
            func digits(_ value: Int32, _ count: Int, at offset: Int) {
                var rest = max(0, value)
                for index in (offset..<offset + count).reversed() {
                    text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            digits(parts.tm_year + 1900, 4, at: 0)
            digits(parts.tm_mon + 1, 2, at: 5)
            digits(parts.tm_mday, 2, at: 8)
            digits(parts.tm_hour, 2, at: 11)
            digits(parts.tm_min, 2, at: 14)
            digits(parts.tm_sec, 2, at: 17)
            digits(Int32(milliseconds), 3, at: 20)
            (text[4], text[7], text[10]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "T"))
            (text[13], text[16], text[19], text[23]) = (
                UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "Z")
            )
            return 24
        }
    }
}
