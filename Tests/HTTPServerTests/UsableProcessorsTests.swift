import Testing

@testable import HTTPServer

/// The processor count behind the default number of handler workers.
@Suite struct UsableProcessorsTests {
    /// `Cpus_allowed_list` ranges and single CPUs are counted; malformed lists give no answer.
    @Test func affinityListsAreCounted() {
        let status = { (list: String) in
            "Name:\tsheetd\nCpus_allowed:\tff\nCpus_allowed_list:\t\(list)\nMems_allowed:\t1\n"
        }
        #expect(UsableProcessors.affinityCount(procSelfStatus: status("0-1")) == 2)
        #expect(UsableProcessors.affinityCount(procSelfStatus: status("1")) == 1)
        #expect(UsableProcessors.affinityCount(procSelfStatus: status("0-3,8,10-11")) == 7)
        #expect(UsableProcessors.affinityCount(procSelfStatus: status("3-1")) == nil)
        #expect(UsableProcessors.affinityCount(procSelfStatus: status("x")) == nil)
        #expect(UsableProcessors.affinityCount(procSelfStatus: "Name:\tsheetd\n") == nil)
    }

    /// cgroup v2 `cpu.max` and v1 quotas round up to whole CPUs; "max" and -1 mean no limit.
    @Test func quotasRoundUpToWholeCPUs() {
        #expect(UsableProcessors.quota(cpuMax: "max 100000\n") == nil)
        #expect(UsableProcessors.quota(cpuMax: "200000 100000\n") == 2)
        #expect(UsableProcessors.quota(cpuMax: "150000 100000") == 2)
        #expect(UsableProcessors.quota(cpuMax: "50000 100000") == 1)
        #expect(UsableProcessors.quota(cpuMax: "garbage") == nil)
        #expect(UsableProcessors.quota(microseconds: -1, period: 100_000) == nil)
        #expect(UsableProcessors.quota(microseconds: 350_000, period: 100_000) == 4)
    }

    /// The unified hierarchy's line names the process's cgroup; v1-only files have none.
    @Test func unifiedCgroupPathIsFound() {
        #expect(UsableProcessors.unifiedCgroupPath(procSelfCgroup: "0::/kubepods/pod1/abc\n") == "/kubepods/pod1/abc")
        #expect(UsableProcessors.unifiedCgroupPath(procSelfCgroup: "4:memory:/x\n1:cpu:/\n0::/\n") == "/")
        #expect(UsableProcessors.unifiedCgroupPath(procSelfCgroup: "1:cpu:/\n") == nil)
    }

    /// The tightest of online CPUs, affinity and quota wins, and never less than one.
    @Test func theTightestBoundWins() {
        #expect(UsableProcessors.count(affinity: 1, online: 2, quota: nil) == 1)
        #expect(UsableProcessors.count(affinity: 8, online: 8, quota: 2) == 2)
        #expect(UsableProcessors.count(affinity: nil, online: 4, quota: nil) == 4)
        #expect(UsableProcessors.count(affinity: 0, online: 0, quota: 0) == 1)
    }

    /// The default concurrency is one worker per usable processor of this test process, which
    /// is at most the online count.
    @Test func defaultConcurrencyFollowsTheUsableProcessors() {
        #expect(HTTPServerConfiguration().maxConcurrentRequests == UsableProcessors.count)
        #expect(UsableProcessors.count >= 1)
    }
}
