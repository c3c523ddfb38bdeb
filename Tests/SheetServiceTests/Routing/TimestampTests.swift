import Testing

@testable import SheetService

#if canImport(Glibc)
    import Glibc
#endif

/// The access log's timestamps: RFC 3339 in UTC with milliseconds, every field zero-padded.
struct TimestampTests {
    /// Single-digit fields get their zeros, and the last moment of a year keeps all its digits.
    @Test(arguments: [
        (0, 0, "1970-01-01T00:00:00.000Z"), (1_767_225_599, 999, "2025-12-31T23:59:59.999Z"),
        (1_772_420_645, 7, "2026-03-02T03:04:05.007Z"), (1_772_420_645, 70, "2026-03-02T03:04:05.070Z"),
        (951_782_400, 0, "2000-02-29T00:00:00.000Z"), (4_107_542_399, 0, "2100-02-28T23:59:59.000Z"),
    ])
    func formats(seconds: Int, milliseconds: Int, expected: String) {
        #expect(ServiceEnvironment.rfc3339(secondsSinceEpoch: seconds, milliseconds: milliseconds) == expected)
    }

    /// The computed date agrees with glibc's `gmtime_r` day by day across leap years and century rules
    /// (1970 to 2400), at a different second of each day.
    @Test func agreesWithGmtime() {
        for day in stride(from: 0, to: 157_000, by: 1) {
            let seconds = day * 86_400 + (day * 7_919) % 86_400
            var time = seconds
            var parts = tm()
            gmtime_r(&time, &parts)
            func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
            let expected =
                "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
                + "\(two(parts.tm_min)):\(two(parts.tm_sec)).000Z"
            let formatted = ServiceEnvironment.rfc3339(secondsSinceEpoch: seconds, milliseconds: 0)
            if formatted != expected {
                Issue.record("\(seconds): \(formatted), gmtime_r says \(expected)")
                return
            }
        }
    }
}
