import Testing

@testable import SheetService

#if canImport(Glibc)
    import Glibc
#endif

/// The access log's timestamps: RFC 3339 in UTC with milliseconds, every field zero-padded.
struct TimestampTests {
    /// Single-digit fields get their zeros, and the last moment of a year keeps all its digits.
    @Test(arguments: [
        (Int(0), 0, "1970-01-01T00:00:00.000Z"), (1_767_225_599, 999, "2025-12-31T23:59:59.999Z"),
        (1_772_420_645, 7, "2026-03-02T03:04:05.007Z"), (1_772_420_645, 70, "2026-03-02T03:04:05.070Z"),
    ])
    func formats(seconds: Int, milliseconds: Int, expected: String) {
        var time = seconds
        var parts = tm()
        gmtime_r(&time, &parts)
        #expect(ServiceEnvironment.rfc3339(parts, milliseconds: milliseconds) == expected)
    }
}
