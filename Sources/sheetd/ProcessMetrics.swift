import SheetService

#if canImport(Glibc)
    import Glibc
#endif

/// What the kernel knows of the daemon's process, at one moment.
struct ProcessStatistics: Equatable {
    /// User and system CPU time, in seconds.
    var cpuSeconds: Double
    /// Resident set size, in bytes.
    var residentBytes: Int
    /// Virtual memory size, in bytes (`vsize`, field 23 of `/proc/self/stat`).
    var virtualBytes: Int
    /// Open file descriptors.
    var openFileDescriptors: Int
    /// The soft limit of open file descriptors (`RLIMIT_NOFILE`); `+Inf` when unlimited.
    var maxFileDescriptors: Double
    /// When the process started, in seconds since the Unix epoch.
    var startTimeSeconds: Double
}

/// The `process_*` families of `GET /metrics`, named, typed and explained as the Prometheus client libraries
/// do (client_golang's process collector), so dashboards and alerts written for them work unchanged.
///
/// The reading lives in the daemon, not in SheetService, which stays a pure function of its requests: the
/// service only appends the text (`extraMetrics`). Only Linux has `/proc`; elsewhere the families are left out.
enum ProcessMetrics {
    /// The families of `statistics`, or nothing when they could not be read.
    static func render(_ statistics: ProcessStatistics?) -> String {
        guard let statistics else { return "" }
        var writer = PrometheusTextWriter()
        writer.counter(
            "process_cpu_seconds_total", help: "Total user and system CPU time spent in seconds.",
            value: statistics.cpuSeconds)
        writer.gauge(
            "process_resident_memory_bytes", help: "Resident memory size in bytes.", value: statistics.residentBytes)
        writer.gauge(
            "process_virtual_memory_bytes", help: "Virtual memory size in bytes.", value: statistics.virtualBytes)
        writer.gauge(
            "process_open_fds", help: "Number of open file descriptors.", value: statistics.openFileDescriptors)
        let maxHelp = "Maximum number of open file descriptors."
        if let limit = Int(exactly: statistics.maxFileDescriptors) {
            writer.gauge("process_max_fds", help: maxHelp, value: limit)  // `1024`, not `1024.0`
        } else {
            writer.gauge("process_max_fds", help: maxHelp, value: statistics.maxFileDescriptors)
        }
        writer.gauge(
            "process_start_time_seconds", help: "Start time of the process since unix epoch in seconds.",
            value: statistics.startTimeSeconds)
        return writer.text
    }

    /// The statistics from the text of `/proc/self/stat`, `/proc/self/statm` and `/proc/stat`, or `nil` if any
    /// is not as proc(5) describes it.
    /// - Parameters:
    ///   - ticksPerSecond: `sysconf(_SC_CLK_TCK)`, the unit of CPU and start times in `stat`.
    ///   - pageSize: `sysconf(_SC_PAGESIZE)`, the unit of `statm`.
    static func statistics(
        stat: String, statm: String, systemStat: String, openFileDescriptors: Int, maxFileDescriptors: Double,
        ticksPerSecond: Int, pageSize: Int
    ) -> ProcessStatistics? {
        // The command name (field 2) is in parentheses and may hold spaces and parentheses itself, so the
        // fields are counted from after the last `)`: field 3 (state) is then index 0.
        guard let close = stat.lastIndex(of: ")"), ticksPerSecond > 0 else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        func field(_ number: Int) -> Double? {
            fields.indices.contains(number - 3) ? Double(fields[number - 3]) : nil
        }
        let memory = statm.split(separator: " ")
        let bootTime = systemStat.split(separator: "\n").first { $0.hasPrefix("btime ") }?.split(separator: " ").last
        guard let userTicks = field(14), let systemTicks = field(15), let startTicks = field(22),
            let virtualBytes = field(23).flatMap({ Int(exactly: $0) }),
            memory.count > 1, let residentPages = Int(memory[1]), let bootTime, let bootSeconds = Double(bootTime)
        else { return nil }
        let ticks = Double(ticksPerSecond)
        return ProcessStatistics(
            cpuSeconds: (userTicks + systemTicks) / ticks, residentBytes: residentPages * pageSize,
            virtualBytes: virtualBytes,
            openFileDescriptors: openFileDescriptors, maxFileDescriptors: maxFileDescriptors,
            startTimeSeconds: bootSeconds + startTicks / ticks)
    }

    /// The statistics of this process now; `nil` where there is no `/proc` (not Linux) or it cannot be read.
    static func current() -> ProcessStatistics? {
        #if os(Linux)
            guard let stat = text(of: "/proc/self/stat"), let statm = text(of: "/proc/self/statm"),
                let systemStat = text(of: "/proc/stat"), let open = openFileDescriptorCount()
            else { return nil }
            var limit = rlimit()
            // `rlim_t.max` is RLIM_INFINITY, whose macro Swift cannot import.
            let isUnlimited =
                getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) != 0 || limit.rlim_cur == rlim_t.max
            let maxFileDescriptors = isUnlimited ? Double.infinity : Double(limit.rlim_cur)
            return statistics(
                stat: stat, statm: statm, systemStat: systemStat, openFileDescriptors: open,
                maxFileDescriptors: maxFileDescriptors, ticksPerSecond: sysconf(Int32(_SC_CLK_TCK)),
                pageSize: sysconf(Int32(_SC_PAGESIZE)))
        #else
            return nil
        #endif
    }

    #if os(Linux)
        /// The whole text of a small file such as those in `/proc` (whose size `stat` reports as 0, so it is read
        /// until the end).
        private static func text(of path: String) -> String? {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 { return nil }
                if count == 0 { break }
                bytes += buffer[..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The entries of `/proc/self/fd` but the one of the directory being listed.
        private static func openFileDescriptorCount() -> Int? {
            guard let directory = opendir("/proc/self/fd") else { return nil }
            defer { closedir(directory) }
            var count = 0
            while let entry = readdir(directory) {
                let isDots = withUnsafeBytes(of: entry.pointee.d_name) { name in
                    name[0] == UInt8(ascii: ".") && (name[1] == 0 || (name[1] == UInt8(ascii: ".") && name[2] == 0))
                }
                if !isDots { count += 1 }
            }
            return count - 1
        }
    #endif
}
