#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`, with the shape of `Synchronization.Mutex`.
///
/// Why not `Mutex`: in Swift 6.3 on Linux, `Mutex` is a priority-inheritance futex. Once a waiter
/// exists, every unlock hands ownership over in the kernel, so two busy workers taking the same
/// lock many times per request form a convoy (BENCHMARKS.md found much of the CPU in
/// `_lockSlow`). It also locks with raw syscalls that ThreadSanitizer cannot see, so every access
/// inside `withLock` is reported as a race. glibc's default mutex spins briefly, lets a running
/// thread barge in, and is understood by ThreadSanitizer.
///
/// The mutex lives in its own allocation because a `pthread_mutex_t` must not move once
/// initialised; a class gives the value a stable address and a single owner of that allocation.
public final class LockedValue<Value: ~Copyable>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The value, in its own allocation: reached through a pointer, it needs none of the dynamic
    /// exclusivity checks (`swift_beginAccess`) a stored `var` of a class gets on every access.
    @usableFromInline let value: UnsafeMutablePointer<Value>

    /// Guards `initialValue`.
    public init(_ initialValue: consuming Value) {
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    ///
    /// Not reentrant: calling `withLock` on the same lock from inside `body` deadlocks.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
