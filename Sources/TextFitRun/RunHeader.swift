/// What a run's outputs state before any cell: the spec, the fonts, the notes, the shard, and the
/// platform and device its records name.
package struct RunHeader: Sendable {
    /// The spec the cells are fitted to.
    package var spec: ButtonSpec
    /// The font manifest or file measured with.
    package var fontOrigin: String
    /// What the readers reported without failing, in canonical order.
    package var notes: [ReadNote]
    /// The part of the work this run covers (`--shard i/n`); `nil` for all of it.
    package var shard: Shard?
    /// The legibility lint's findings (``SpecLint``): once per spec and appearance, before any cell.
    package var lint: [Finding]
    /// How many keys nothing limits and were measured as a ``DefaultLabel``; `nil` when the run
    /// measured every key with its spec (a spec given, the bundled titles, or a results file read back).
    package var defaultLabelKeys: Int?
    /// The platform and device the run checked on, which each of its records names unless its
    /// file was measured on another (``fileTargets``).
    package var target: RunTarget
    /// The files measured on another platform or device than ``target`` (a watch target's
    /// catalog in a run that reads the Xcode project), by the file as its strings name it.
    package var fileTargets: [String: RunTarget] = [:]
    /// Whether some key is in more than one table, so that its strings name their table
    /// (``LocalizedString/table``): the CSV then has a `table` column.
    package var namesTables = false
    /// What decides each key's spec beyond ``spec``, which a shard states for the merge's HTML
    /// report; `nil` when not known (results read back from a file that does not state it).
    package var keySpecs: KeySpecs?

    /// Makes a header; `notes` are put in canonical order. `target` is, when `nil`, what a run
    /// with no platform options checks on (``RunTarget/unnamed(spec:)``).
    package init(spec: ButtonSpec, fontOrigin: String, notes: [ReadNote], shard: Shard? = nil, lint: [Finding] = [],
                 target: RunTarget? = nil) {
        self.spec = spec
        self.target = target ?? .unnamed(spec: spec)
        self.fontOrigin = fontOrigin
        self.notes = notes.sorted(by: VerificationResult.canonicalOrder)
        self.shard = shard
        self.lint = lint
    }

    /// The platform and device the strings of `file` were checked on.
    package func target(of file: String?) -> RunTarget {
        guard let file, !fileTargets.isEmpty else { return target }
        return fileTargets[file] ?? target
    }

    /// Whether the outputs name the platform and device: the run checked somewhere other than
    /// where a run with no platform options checks its spec (``RunTarget/unnamed(spec:)``), or
    /// some of its files elsewhere. A run on the default iPhone writes what it always wrote.
    package var statesTarget: Bool { !fileTargets.isEmpty || target != .unnamed(spec: spec) }
}
