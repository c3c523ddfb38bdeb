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
                return rfc3339(secondsSinceEpoch: Int(now.tv_sec), milliseconds: Int(now.tv_nsec / 1_000_000))
            },
            accessLog: accessLog)
    }

    /// The UTC time `secondsSinceEpoch` (and `milliseconds`) after 1970 as `2026-01-01T00:00:00.000Z`.
    ///
    /// Every access line needs one, so the date is computed here (days to civil date, as in Howard Hinnant's
    /// `civil_from_days`) rather than by `gmtime_r`, which takes glibc's time-zone lock, and its digits are
    /// written straight into the string's storage rather than interpolated piece by piece.
    static func rfc3339(secondsSinceEpoch: Int, milliseconds: Int) -> String {
        let days = secondsSinceEpoch >= 0 ? secondsSinceEpoch / 86_400 : (secondsSinceEpoch - 86_399) / 86_400
        let secondOfDay = secondsSinceEpoch - days * 86_400
        let shifted = days + 719_468  // days since 0000-03-01, so that a leap day ends each 4-year cycle
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return String(unsafeUninitializedCapacity: 24) { text in
            func digits(_ value: Int, _ count: Int, at offset: Int) {
                var rest = max(0, value)
                for index in (offset..<offset + count).reversed() {
                    text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            digits(year, 4, at: 0)
            digits(month, 2, at: 5)
            digits(day, 2, at: 8)
            digits(secondOfDay / 3600, 2, at: 11)
            digits(secondOfDay / 60 % 60, 2, at: 14)
            digits(secondOfDay % 60, 2, at: 17)
            digits(milliseconds, 3, at: 20)
            (text[4], text[7], text[10]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "T"))
            (text[13], text[16], text[19], text[23]) = (
                UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "Z")
            )
            return 24
        }
    }
}
