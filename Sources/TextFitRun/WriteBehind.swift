/// An output whose bytes, once made, any task may write out.
///
/// A run's consumer makes its outputs' bytes in canonical order, on one task at a time; the
/// system's copy of those bytes to the file need not be on that task. The measuring tasks write
/// a waiting block when they would otherwise wait, or between two units of their own
/// (``OrderedDelivery``).
package protocol WriteBehind: Sendable {
    /// Writes out the oldest block of bytes waiting to be written, unless another task is
    /// writing to this output right now; whether it wrote one.
    func writeWaitingBlock() -> Bool
}
