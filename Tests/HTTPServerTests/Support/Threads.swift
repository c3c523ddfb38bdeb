import Foundation

/// Runs `body(index)` for every index on its own thread, all at the same time, and returns when
/// all have finished. Dispatch's pool would run only a few at once on a 2-core machine; these
/// tests need real concurrency on the wire.
func onSeparateThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }
    group.wait()
}

/// Runs `body` on a new thread and returns at once, with a group to wait for its end.
func onBackgroundThread(_ body: @escaping @Sendable () -> Void) -> DispatchGroup {
    let group = DispatchGroup()
    group.enter()
    Thread {
        body()
        group.leave()
    }.start()
    return group
}
