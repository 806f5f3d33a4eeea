import Foundation

/// A value shared between tasks, reached only through ``withLock(_:)``.
///
/// Synchronization's `Mutex` would do the same, but on Linux it locks with raw futex calls that
/// ThreadSanitizer cannot see, so `make test-tsan` reported every access it guards as a race.
/// Foundation's `NSLock` is a pthread mutex, which ThreadSanitizer understands; with it the
/// sanitizer checks these accesses instead of being told to ignore them.
package final class Guarded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// Runs `body` with the value if the lock is free at once; `nil`, without waiting, when
    /// another task holds it.
    package func withLockIfAvailable<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
        throws(Failure) -> Result? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(&value)
    }
}
