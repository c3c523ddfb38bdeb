import HTTPServer
import Testing

@testable import sheetd

#if canImport(Glibc)
    import Glibc
#endif

/// The `process_*` families of `GET /metrics`: parsed from `/proc` text, named and typed as Prometheus clients do.
struct ProcessMetricsTests {
    /// A `/proc/self/stat` line whose command name holds a space and a parenthesis, as a process may name itself:
    /// utime 250, stime 50, starttime 1234 ticks.
    static let stat =
        "4242 (she d) x) S 1 4242 4242 0 -1 4194560 1000 0 0 0 250 50 0 0 20 0 9 0 1234 300000000 5000 "
        + "18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 17 1 0 0 0 0 0\n"

    /// Times in ticks become seconds, resident pages bytes, `vsize` (field 23) the virtual bytes, and the start time is
    /// the boot time plus the start ticks.
    @Test func parsesProcText() throws {
        let statistics = try #require(
            ProcessMetrics.statistics(
                stat: Self.stat, statm: "75000 5000 1200 10 0 9000 0\n",
                systemStat: "cpu  1 2 3\nbtime 1700000000\nprocesses 9\n", openFileDescriptors: 7,
                maxFileDescriptors: 1024, ticksPerSecond: 100, pageSize: 4096))
        #expect(
            statistics
                == ProcessStatistics(
                    cpuSeconds: 3, residentBytes: 5000 * 4096, virtualBytes: 300_000_000, openFileDescriptors: 7,
                    maxFileDescriptors: 1024,
                    startTimeSeconds: 1_700_000_012.34))
    }

    /// Text that is not as proc(5) describes it gives no statistics rather than wrong ones.
    @Test func refusesMalformedText() {
        func parsed(stat: String = Self.stat, statm: String = "1 2", systemStat: String = "btime 1") -> Bool {
            ProcessMetrics.statistics(
                stat: stat, statm: statm, systemStat: systemStat, openFileDescriptors: 1, maxFileDescriptors: 1,
                ticksPerSecond: 100, pageSize: 4096) != nil
        }
        #expect(parsed())
        #expect(!parsed(stat: "4242 (sheetd) S 1 2"))
        #expect(!parsed(stat: "1 (s) S 1 1 1 0 -1 0 0 0 0 0 250 50 0 0 20 0 9 0 1234 -1.5 5000"), "vsize not bytes")
        #expect(!parsed(stat: "no parenthesis"))
        #expect(!parsed(statm: "75000"))
        #expect(!parsed(systemStat: "cpu 1 2 3"))
    }

    /// The families carry the names, types and help of client_golang's process collector, byte for byte.
    @Test func linesArePinned() {
        let statistics = ProcessStatistics(
            cpuSeconds: 3.5, residentBytes: 20_480_000, virtualBytes: 1_234_567_168, openFileDescriptors: 9,
            maxFileDescriptors: .infinity,
            startTimeSeconds: 1_700_000_012.25)
        #expect(
            ProcessMetrics.render(statistics) == """
                # HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.
                # TYPE process_cpu_seconds_total counter
                process_cpu_seconds_total 3.5
                # HELP process_resident_memory_bytes Resident memory size in bytes.
                # TYPE process_resident_memory_bytes gauge
                process_resident_memory_bytes 20480000
                # HELP process_virtual_memory_bytes Virtual memory size in bytes.
                # TYPE process_virtual_memory_bytes gauge
                process_virtual_memory_bytes 1234567168
                # HELP process_open_fds Number of open file descriptors.
                # TYPE process_open_fds gauge
                process_open_fds 9
                # HELP process_max_fds Maximum number of open file descriptors.
                # TYPE process_max_fds gauge
                process_max_fds +Inf
                # HELP process_start_time_seconds Start time of the process since unix epoch in seconds.
                # TYPE process_start_time_seconds gauge
                process_start_time_seconds 1700000012.25

                """)
        #expect(ProcessMetrics.render(nil) == "")
    }

    #if os(Linux)
        /// This test process's own statistics are plausible: it has used CPU, holds memory and descriptors (at
        /// least stdin, stdout and stderr) below its limit, and started after the boot and not after this reading.
        @Test func readsThisProcess() throws {
            let statistics = try #require(ProcessMetrics.current())
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            #expect(statistics.cpuSeconds > 0)
            #expect(statistics.residentBytes > 1 << 20)
            #expect(statistics.virtualBytes >= statistics.residentBytes)
            #expect(statistics.openFileDescriptors >= 3)
            #expect(Double(statistics.openFileDescriptors) <= statistics.maxFileDescriptors)
            #expect(statistics.startTimeSeconds > 1_000_000_000)
            #expect(statistics.startTimeSeconds <= Double(now.tv_sec) + 1)  // stat's ticks round up to 1/100 s
        }
    #endif
}

/// `sheetd_build_info`: one gauge sample of 1 whose labels are the versions.
struct BuildInfoTests {
    /// The sample carries the four labels in a fixed order, escaped like every label value.
    @Test func lineIsPinned() {
        let info = BuildInfo(version: "1.0.0", swift: "6.3", libmicrohttpd: "0.9.75", fonts: "fonts-inter+\"x\"")
        #expect(
            info.prometheusText == """
                # HELP sheetd_build_info Always 1; the labels tell the versions sheetd was built with.
                # TYPE sheetd_build_info gauge
                sheetd_build_info{version="1.0.0",swift="6.3",libmicrohttpd="0.9.75",fonts="fonts-inter+\\"x\\""} 1

                """)
    }

    /// The compiler's version is the one building this test, and libmicrohttpd's comes from the library.
    @Test func versionsComeFromTheBuild() {
        #if compiler(>=6.3) && !compiler(>=6.4)
            #expect(BuildInfo.swiftCompiler == "6.3")
        #endif
        #expect(BuildInfo.swiftCompiler.hasPrefix("6."))
        #expect(HTTPServer.libraryVersion.split(separator: ".").count == 3)
    }
}
