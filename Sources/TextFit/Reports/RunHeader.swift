/// What a run's outputs state before any cell: the spec, the fonts, the notes and the shard.
public struct RunHeader: Sendable {
    /// The spec the cells are fitted to.
    public var spec: ButtonSpec
    /// The font manifest or file measured with.
    public var fontOrigin: String
    /// What the readers reported without failing, in canonical order.
    public var notes: [ReadNote]
    /// The part of the work this run covers (`--shard i/n`); `nil` for all of it.
    public var shard: Shard?
    /// The legibility lint's findings (``SpecLint``): once per spec and appearance, before any cell.
    public var lint: [Finding]
    /// How many keys nothing limits and were measured as a ``DefaultLabel``; `nil` when the run
    /// measured every key with its spec (a spec given, the bundled titles, or a results file read back).
    public var defaultLabelKeys: Int?

    /// Makes a header; `notes` are put in canonical order.
    public init(spec: ButtonSpec, fontOrigin: String, notes: [ReadNote], shard: Shard? = nil, lint: [Finding] = []) {
        self.spec = spec
        self.fontOrigin = fontOrigin
        self.notes = notes.sorted(by: VerificationResult.canonicalOrder)
        self.shard = shard
        self.lint = lint
    }
}
