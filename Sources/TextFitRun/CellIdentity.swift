/// A 128-bit digest of what a cell was measured from (key, language, variant, text, format
/// sample, category) or of a text measured for a key (key, language, text): how ``ReusedCells``
/// finds an earlier cell without keeping a string of it.
///
/// Two SipHash digests (Swift's `Hasher`, seeded at random once per process) of the same
/// length-prefixed UTF-8 bytes, one of them salted. The seed is unknown outside the process, so
/// no input can be made to collide on purpose; by chance, two of a million identities collide
/// with a probability near 10⁻²⁷. A reused cell's identity is compared in full all the same.
package struct CellIdentity: Hashable, Sendable {
    package var first: UInt64
    package var second: UInt64

    package init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    /// One bucket word is enough: the digest is uniform already.
    package func hash(into hasher: inout Hasher) { hasher.combine(first) }

    /// Builds a digest from parts added in a fixed order; a copy taken half-way continues apart
    /// (the cells of one string differ only in their category, added last).
    package struct Builder {
        private var first = Hasher()
        private var second = Hasher()

        package init() { second.combine(0x7465_7874_6669_74 as UInt64) }

        /// Adds a part: its length, then its bytes, so that parts cannot run into each other.
        package mutating func add(_ bytes: UnsafeRawBufferPointer) {
            first.combine(bytes.count)
            first.combine(bytes: bytes)
            second.combine(bytes.count)
            second.combine(bytes: bytes)
        }

        /// Adds a string's UTF-8.
        package mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        }

        /// Adds an optional string: absent and empty differ.
        package mutating func add(optional text: String?) {
            guard let text else {
                first.combine(-1)
                second.combine(-1)
                return
            }
            add(text)
        }

        /// Adds an absent optional part (as ``add(optional:)`` with `nil`).
        package mutating func addAbsent() { add(optional: nil) }

        package func finish() -> CellIdentity {
            CellIdentity(first: UInt64(bitPattern: Int64(first.finalize())), second: UInt64(bitPattern: Int64(second.finalize())))
        }
    }
}
