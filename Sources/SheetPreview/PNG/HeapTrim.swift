#if canImport(Glibc)
    import Glibc
#endif

/// Returns the heap that a PNG rendering freed to the system.
///
/// librsvg, Pango, HarfBuzz and cairo allocate tens of megabytes while one large PNG is drawn (the
/// pixels of a @3x screen alone are 4 × width × height bytes) and free them when it is done, but glibc's
/// malloc keeps freed memory in its arenas for reuse: the daemon's RSS climbed to about 110–170 MB after
/// a few previews of long or bidirectional texts and stayed there (issue 29). `malloc_trim(0)` gives the
/// free pages of every arena back (`madvise(MADV_DONTNEED)` inside the heaps, and the top of the main
/// heap), so what stays resident is what the libraries' caches keep. It costs a walk over the arenas'
/// free lists — small next to drawing a PNG, which takes tens of milliseconds at least — and runs only
/// after a PNG, never on the path of other requests.
///
/// `malloc_trim` is glibc's (`<malloc.h>`, which Swift's Glibc module leaves out), so it is looked up
/// with `dlsym`; where it does not exist (musl), nothing is trimmed.
enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: Trim.self)
        #else
            return nil
        #endif
    }()

    /// Gives the free heap back to the system; returns whether glibc released any memory.
    @discardableResult
    static func releaseFreeHeap() -> Bool {
        (trim?(0) ?? 0) == 1
    }
}
