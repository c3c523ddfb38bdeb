#if canImport(Glibc)
    import Glibc
#endif

/// How many malloc arenas the daemon lets glibc create.
///
/// glibc gives each thread that meets lock contention its own arena, up to eight per core, and
/// memory freed into one arena is not reused by the others. sheetd's threads (the epoll thread, the
/// Dispatch workers, the main queue) pass buffers between each other, so under a load of varied
/// requests each arena keeps its own high-water mark, and the RSS is well above that of the same
/// daemon with two arenas (figures in BENCHMARKS.md). The daemon therefore asks for two, unless the
/// operator set `MALLOC_ARENA_MAX` themselves, which glibc has already applied.
enum MallocArenas {
    /// The arena limit the daemon applies, or `nil` to leave glibc's setting alone.
    static func limit(environment: [String: String]) -> Int32? {
        environment["MALLOC_ARENA_MAX"] == nil ? 2 : nil
    }

    /// glibc's `M_ARENA_MAX` parameter of `mallopt` (`<malloc.h>`, which Swift's Glibc module leaves out).
    static let arenaMaxParameter: Int32 = -8

    /// Applies `limit(environment:)`; call before the first worker thread starts. Returns whether
    /// glibc accepted it (`false` where `mallopt` does not exist, e.g. musl).
    @discardableResult
    static func apply(environment: [String: String]) -> Bool {
        #if canImport(Glibc)
            guard let limit = limit(environment: environment),
                let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")
            else { return false }
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            return unsafeBitCast(symbol, to: MallocOption.self)(arenaMaxParameter, limit) == 1
        #else
            return false
        #endif
    }
}
