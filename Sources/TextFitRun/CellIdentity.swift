/// A 128-bit digest of what a cell was measured from (key, language, variant, text, format
/// sample, category) or of a text measured for a key (key, language, text): how ``ReusedCells``
/// finds an earlier cell without keeping a string of it.
///
/// SipHash-2-4's 128-bit digest (``SipHash128``) of the parts' length-prefixed UTF-8 bytes, under
/// a key drawn at random: once per process (``Key/process``) for digests worked out from an
/// earlier results file's records, or once per results file for the digests its index keeps
/// (docs/results.md, "The index beside a results file"). The key is not known to whoever made
/// the inputs, so no input can be made to collide on purpose; by chance, two of a million
/// identities collide with a probability near 10⁻²⁷. A reused cell's identity is compared in
/// full all the same.
package struct CellIdentity: Hashable, Sendable {
    package var first: UInt64
    package var second: UInt64

    package init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    /// One bucket word is enough: the digest is uniform already.
    package func hash(into hasher: inout Hasher) { hasher.combine(first) }

    /// The key digests are made under.
    package typealias Key = SipHash128.Key

    /// Builds a digest from parts added in a fixed order; a copy taken half-way continues apart
    /// (the cells of one string differ only in their category, added last).
    package struct Builder {
        private var hash: SipHash128

        /// A digest under `key`: only digests made under one key can be compared.
        package init(key: Key) { hash = SipHash128(key: key) }

        /// Adds a part: its length, then its bytes, so that parts cannot run into each other.
        package mutating func add(_ bytes: UnsafeRawBufferPointer) {
            hash.update(word: UInt64(bytes.count))
            hash.update(bytes)
        }

        /// Adds a string's UTF-8.
        package mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        }

        /// Adds an optional string: absent and empty differ (an absent part's length is all ones).
        package mutating func add(optional text: String?) {
            guard let text else {
                hash.update(word: .max)
                return
            }
            add(text)
        }

        /// Adds an absent optional part (as ``add(optional:)`` with `nil`).
        package mutating func addAbsent() { add(optional: nil) }

        package func finish() -> CellIdentity {
            let (first, second) = hash.finalize()
            return CellIdentity(first: first, second: second)
        }
    }
}

extension CellIdentity {
    /// The identity of the text measured for a key (key, language, text), under `digestKey`.
    package static func text(key: String, language: String, text: String, under digestKey: Key) -> CellIdentity {
        textBuilder(key: key, language: language, text: text, under: digestKey).finish()
    }

    /// The identities of what a cell was measured from (key, language, text, variant, format
    /// sample) and of the text it measured for its key, under `digestKey`: the parts in the
    /// order every digest of a cell is made in, by the index's writer and by `--reuse` alike.
    package static func measured(key: String, language: String, text: String, variant: String?, formatSample: String?,
                                 under digestKey: Key) -> (string: CellIdentity, text: CellIdentity) {
        var builder = textBuilder(key: key, language: language, text: text, under: digestKey)
        let text = builder.finish()
        builder.add(optional: variant)
        builder.add(optional: formatSample)
        return (builder.finish(), text)
    }

    /// The identity of what a reused cell is compared with beyond what it was measured from:
    /// its table's name, its width limit, where its title comes from, and the platform and
    /// device it was checked on, under `digestKey`.
    package static func context(table: String?, widthLimit: WidthLimit?, titleSource: TitleSource?, target: RunTarget,
                                under digestKey: Key) -> CellIdentity {
        var builder = Builder(key: digestKey)
        builder.add(optional: table)
        // The value as Swift prints a Double: the shortest text that reads back as it.
        builder.add(optional: widthLimit.map { "\($0.value) \($0.unit.rawValue)" })
        builder.add(optional: titleSource?.rawValue)
        builder.add(target.platform.rawValue)
        builder.add(target.device)
        return builder.finish()
    }

    private static func textBuilder(key: String, language: String, text: String, under digestKey: Key) -> Builder {
        var builder = Builder(key: digestKey)
        builder.add(key)
        builder.add(language)
        builder.add(text)
        return builder
    }
}

extension CellIdentity.Key {
    /// This process's key, for digests that do not outlive it.
    package static let process = CellIdentity.Key.random()
}
