/// Bytes of an earlier run's record, read where they lie (a mapped results file) rather than
/// copied: `owner` keeps them in memory for as long as the value lives.
package struct RecordedBytes: @unchecked Sendable {
    // @unchecked: the bytes are read-only, and `owner` (immutable, Sendable) keeps them alive.

    /// The bytes.
    package let bytes: UnsafeRawBufferPointer
    /// What holds the bytes.
    private let owner: (any AnyObject & Sendable)?

    /// `bytes`, held by `owner`.
    package init(_ bytes: UnsafeRawBufferPointer, heldBy owner: any AnyObject & Sendable) {
        self.bytes = bytes
        self.owner = owner
    }

    /// No bytes: the record is encoded again.
    package static let none = RecordedBytes()

    private init() {
        bytes = UnsafeRawBufferPointer(start: nil, count: 0)
        owner = nil
    }

    /// Whether there are no bytes.
    package var isEmpty: Bool { bytes.isEmpty }
}
