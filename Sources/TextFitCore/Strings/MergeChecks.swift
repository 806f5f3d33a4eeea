/// What the checks of a merged table find (``LocalizationReader``), each reading the table
/// alone: missing translations (``MissingTranslations``), empty ones (``EmptyTranslations``),
/// texts naming a build setting (``BuildSettingReferences``), and values past the
/// format-specifier sample limits (``FormatSpecifierSampler/limits(in:)``). Found one after
/// another (``init(of:)``) or side by side (``concurrently(of:)``), they are the same, and
/// ``apply(to:)`` adds them to the table in that order.
struct MergeChecks: Sendable {
    var missing: [ReadNote]
    var empty: [ReadNote]
    var buildSettings: [ReadNote]
    var limits: FormatSpecifierSampler.LimitFindings

    /// The checks of `table`, one after another.
    init(of table: StringTable) {
        missing = MissingTranslations.notes(for: table)
        empty = EmptyTranslations.notes(for: table)
        buildSettings = BuildSettingReferences.notes(for: table)
        limits = FormatSpecifierSampler.limits(in: table)
    }

    private init(missing: [ReadNote], empty: [ReadNote], buildSettings: [ReadNote],
                 limits: FormatSpecifierSampler.LimitFindings) {
        self.missing = missing
        self.empty = empty
        self.buildSettings = buildSettings
        self.limits = limits
    }

    /// The checks of `table`, side by side: a large app's table takes each of them tens of
    /// milliseconds, while nothing else of the run can go on.
    static func concurrently(of table: StringTable) async -> MergeChecks {
        async let missing = MissingTranslations.notes(for: table)
        async let empty = EmptyTranslations.notes(for: table)
        async let buildSettings = BuildSettingReferences.notes(for: table)
        let limits = FormatSpecifierSampler.limits(in: table)
        return MergeChecks(missing: await missing, empty: await empty, buildSettings: await buildSettings, limits: limits)
    }

    /// Adds the notes to `table`, the table checked, in the order of the checks, and takes out
    /// the strings the sample limits leave unmeasured.
    func apply(to table: inout StringTable) {
        table.notes += missing + empty + buildSettings
        FormatSpecifierSampler.apply(limits, to: &table)
    }
}
