// The cost guard's workloads (`sheetd-bench --guard WORKLOAD`): requests answered in-process the way the
// daemon answers them (`readyAnswer` on the network thread, then `respond` on a worker for a miss), with the
// daemon's default response cache, so that scripts/cost-guard.py can count what one request costs in
// instructions (callgrind, instrumenting only between the shim's sheetd_guard_begin and sheetd_guard_end) and
// in heap allocations (the Benchmarks/counts/malloc_count.c shim's counter, read before and after). Counts, unlike times, do not move with the
// machine's load. See BENCHMARKS.md, "Cost guard".
import HTTPMessages
import LayoutCore
import SheetService

#if canImport(Glibc)
    import Glibc
#endif

/// One workload: the requests that warm the service up, then the ones that are counted.
struct GuardWorkload {
    let name: String
    let summary: String
    let warmUp: [HTTPRequest]
    let measured: [HTTPRequest]

    /// Whether the service writes the default JSON access log (into a `LogBuffer` whose writer thread is not
    /// started, so that only the answering thread's work is counted); off for the others, as in `make bench`.
    var writesAccessLog = false

    static let names = [
        "layout-unique", "layout-repeated", "layout-repeated-log", "animation-keyframes", "alert-animation",
        "ios26-layout", "preview-svg", "detent-layout", "detent-animation",
    ]

    /// The workload called `name`, with `warmUpCount` and `measuredCount` requests.
    static func named(_ name: String, warmUpCount: Int, measuredCount: Int) -> GuardWorkload? {
        let total = warmUpCount + measuredCount
        func split(_ requests: [HTTPRequest], _ summary: String) -> GuardWorkload {
            GuardWorkload(
                name: name, summary: summary, warmUp: Array(requests[..<warmUpCount]),
                measured: Array(requests[warmUpCount...]))
        }
        switch name {
        case "layout-unique":
            return split(
                (1...total).map { post("/layout", bytes(Requests.varied($0))) },
                "POST /layout, every request different (Requests.varied: a new title, 1-12 actions, widths 320-1023)")
        case "layout-repeated", "layout-repeated-log":
            var workload = split(
                Array(repeating: post("/layout", bytes(Requests.seed)), count: total),
                "POST /layout of the seed, again and again: a response-cache hit answered by readyAnswer")
            workload.writesAccessLog = name == "layout-repeated-log"
            return workload
        case "animation-keyframes":
            return split(
                (1...total).map { post("/animation", bytes(Requests.variedAnimation($0))) },
                "POST /animation, keyframes at 60 fps, present or dismiss, every request different")
        case "alert-animation":
            return split(
                (1...total).map { post("/animation", bytes(Requests.variedAlertAnimation($0))) },
                "POST /animation of an alert (preferredStyle alert), keyframes at 60 fps, present or dismiss, every request different"
            )
        case "ios26-layout":
            return split(
                (1...total).map { post("/layout", bytes(Requests.varied($0, profile: "ios26"))) },
                "POST /layout with profile ios26 (the card), every request different")
        case "detent-layout":
            return split(
                (1...total).map { post("/layout", bytes(Requests.variedPresentationSheet($0))) },
                "POST /layout of a presentation sheet (sheetPresentation: medium, large and a custom height), every request different"
            )
        case "detent-animation":
            return split(
                (1...total).map { post("/animation", bytes(Requests.variedDetentAnimation($0))) },
                "POST /animation of a presentation sheet: a detent change to large, keyframes at 60 fps, every request different"
            )
        case "preview-svg":
            var requests = (1...total).map { post("/preview", bytes(Requests.varied($0))) }
            for index in requests.indices { requests[index].headers.append(name: "Accept", value: "image/svg+xml") }
            return split(requests, "POST /preview, Accept: image/svg+xml, every request different")
        default:
            return nil
        }
    }
}

/// The functions of the LD_PRELOAD shim (Benchmarks/counts/malloc_count.c), when it is loaded: the allocation
/// counters, and the brackets that start and stop callgrind's instrumentation.
private struct GuardShim {
    typealias Counter = @convention(c) () -> UInt64
    typealias Bracket = @convention(c) () -> Void
    let count: Counter
    let bytes: Counter
    let begin: Bracket
    let end: Bracket

    static func find() -> GuardShim? {
        func symbol(_ name: String) -> UnsafeMutableRawPointer? { dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) }
        guard let count = symbol("sheetd_allocation_count"), let bytes = symbol("sheetd_allocated_bytes"),
            let begin = symbol("sheetd_guard_begin"), let end = symbol("sheetd_guard_end")
        else { return nil }
        return GuardShim(
            count: unsafeBitCast(count, to: Counter.self), bytes: unsafeBitCast(bytes, to: Counter.self),
            begin: unsafeBitCast(begin, to: Bracket.self), end: unsafeBitCast(end, to: Bracket.self))
    }
}

/// The answer the daemon gives `request`: a ready answer from the response cache, else the worker's.
@inline(never) func answer(_ request: HTTPRequest, by service: SheetService) -> HTTPResponse {
    var asked = request
    if let ready = service.readyAnswer(to: &asked) { return ready }
    return service.respond(to: asked)
}

/// Runs `workload` through a service configured like the daemon (2 MiB response cache, an answer stored the
/// second time its request is seen; the access log as the workload says) and prints one JSON line with the
/// allocation counts.
/// With `extraCopy`, each measured answer's body is copied once more: the deliberate regression the guard's
/// own test expects it to catch.
func runGuard(_ workload: GuardWorkload, measurer: any TextMeasuring, extraCopy: Bool) {
    // Room for every line of the run: the buffer never drops one, and its writer is never woken.
    let logBuffer = LogBuffer(capacityBytes: 64 << 20) { _ in }
    let accessLog =
        workload.writesAccessLog ? AccessLog(format: .json, buffer: logBuffer) : AccessLog(format: .off) { _ in }
    let service = SheetService(
        measurer: measurer, environment: .system(accessLog: accessLog), responseCacheBytes: 2 << 20,
        responseCacheMinimumUses: 2)
    for request in workload.warmUp {
        let response = answer(request, by: service)
        precondition(
            response.status == 200,
            "\(workload.name): warm-up answered \(response.status): \(String(decoding: response.body.prefix(600), as: UTF8.self))"
        )
    }
    var statuses = [Int](repeating: 0, count: workload.measured.count)
    let shim = GuardShim.find()
    let (count0, bytes0) = (shim?.count() ?? 0, shim?.bytes() ?? 0)
    shim?.begin()
    for (index, request) in workload.measured.enumerated() {
        let response = answer(request, by: service)
        statuses[index] = response.status
        if extraCopy {
            var copy: [UInt8] = []
            copy.append(contentsOf: response.body)
            blackHole(copy)
        }
    }
    shim?.end()
    let (count1, bytes1) = (shim?.count() ?? 0, shim?.bytes() ?? 0)
    if let failed = statuses.firstIndex(where: { $0 != 200 }) {
        // Said before the process stops: a trap under valgrind leaves swift-backtrace waiting on its pipes.
        let response = answer(workload.measured[failed], by: service)
        fatalError(
            "\(workload.name): measured request \(failed) answered \(statuses[failed]): "
                + String(decoding: response.body.prefix(600), as: UTF8.self))
    }
    let requests = workload.measured.count
    let allocations = shim.map { _ in "\(Double(count1 - count0) / Double(requests))" } ?? "null"
    let allocatedBytes = shim.map { _ in "\(Double(bytes1 - bytes0) / Double(requests))" } ?? "null"
    print(
        "GUARD {\"workload\":\"\(workload.name)\",\"requests\":\(requests),\"allocations\":\(allocations),"
            + "\"allocatedBytes\":\(allocatedBytes)}")
}
