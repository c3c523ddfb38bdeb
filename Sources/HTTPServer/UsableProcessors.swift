import Glibc

/// How many processors this process can keep busy: the CPUs its affinity mask allows
/// (`taskset`, a container's cpuset), fewer when a cgroup CPU quota (a container's or a
/// Kubernetes pod's CPU limit) grants less time than that, and at least 1.
///
/// Handlers are CPU-bound, so more of them running than there are processors only adds thread
/// switches, and lets a worker holding a lock be preempted by others that wait for it: on one
/// CPU, eight workers served the every-request-different benchmark with less throughput and a
/// worse p99 than one worker (figures in BENCHMARKS.md).
enum UsableProcessors {
    /// The processors of the running process (see the type's summary).
    static var count: Int {
        count(
            affinity: affinityCount(), online: sysconf(Int32(_SC_NPROCESSORS_ONLN)), quota: cgroupQuota())
    }

    /// The usable processors given what the system reports.
    /// - Parameters:
    ///   - affinity: CPUs in the affinity mask, `nil` if unknown.
    ///   - online: CPUs online.
    ///   - quota: whole CPUs' worth of time the cgroup quota grants (rounded up), `nil` if unlimited.
    static func count(affinity: Int?, online: Int, quota: Int?) -> Int {
        var usable = max(1, online)
        if let affinity, affinity > 0 { usable = min(usable, affinity) }
        if let quota, quota > 0 { usable = min(usable, quota) }
        return usable
    }

    /// Whole CPUs granted by a cgroup v2 `cpu.max` file (`"QUOTA PERIOD"` in microseconds, or
    /// `"max PERIOD"` when unlimited), rounded up; `nil` when unlimited or unreadable.
    static func quota(cpuMax text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 2, let period = Int(fields[1]) else { return nil }
        return quota(microseconds: Int(fields[0]), period: period)
    }

    /// Whole CPUs granted by `quota` microseconds of CPU time every `period`, rounded up; `nil`
    /// when the quota is absent or negative (cgroup v1 writes -1 for "unlimited").
    static func quota(microseconds quota: Int?, period: Int) -> Int? {
        guard let quota, quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    /// The cgroup v2 path of this process (`0::/path` in `/proc/self/cgroup`), or `nil`.
    static func unifiedCgroupPath(procSelfCgroup text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("0::") {
            return String(line.dropFirst(3))
        }
        return nil
    }

    /// The CPUs in the `Cpus_allowed_list:` line of `/proc/self/status` (`"0-3,8,10-11"`), or
    /// `nil` without a readable line. (`sched_getaffinity` needs `_GNU_SOURCE`, which Swift's
    /// Glibc module is not built with.)
    static func affinityCount(procSelfStatus text: String) -> Int? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else {
            return nil
        }
        var count = 0
        for range in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
            let bounds = range.split(separator: "-").map { Int($0.filter { !$0.isWhitespace }) }
            switch bounds.count {
            case 1:
                guard bounds[0] != nil else { return nil }
                count += 1
            case 2:
                guard let low = bounds[0], let high = bounds[1], low <= high else { return nil }
                count += high - low + 1
            default:
                return nil
            }
        }
        return count > 0 ? count : nil
    }

    // MARK: - Reading the system

    private static func affinityCount() -> Int? {
        readFile("/proc/self/status").flatMap(affinityCount(procSelfStatus:))
    }

    /// The tightest quota on the way from this process's cgroup up to the root: a parent's limit
    /// binds its children too. Falls back to cgroup v1's `cpu` controller at its mount point,
    /// which is the container's own group inside a container.
    private static func cgroupQuota() -> Int? {
        var tightest: Int?
        if let path = readFile("/proc/self/cgroup").flatMap(unifiedCgroupPath(procSelfCgroup:)) {
            var components = path.split(separator: "/").map(String.init)
            while true {
                let directory = "/sys/fs/cgroup/" + components.joined(separator: "/")
                if let limit = readFile(directory + "/cpu.max").flatMap(quota(cpuMax:)) {
                    tightest = min(tightest ?? limit, limit)
                }
                if components.isEmpty { break }
                components.removeLast()
            }
        }
        if let quotaText = readFile("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"),
            let periodText = readFile("/sys/fs/cgroup/cpu/cpu.cfs_period_us"),
            let period = Int(periodText.filter { $0 != "\n" }),
            let limit = quota(microseconds: Int(quotaText.filter { $0 != "\n" }), period: period)
        {
            tightest = min(tightest ?? limit, limit)
        }
        return tightest
    }

    /// A small text file's contents (the first 4 KiB), or `nil` if it cannot be read.
    private static func readFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}
