/// A baseline read and checked, ready to compare with a run: earlier results, or earlier strings
/// still to be measured the way the current run measures.
package struct PreparedBaseline: Sendable {
    /// What the baseline holds.
    package enum Content: Sendable {
        /// The findings of results read from a file; `nil` for a git revision that lacked the catalogs (nothing known).
        case results([Finding]?)
        /// Strings to measure with the current run's spec, fonts and categories.
        case strings(StringTable)
    }

    /// As the user named it: a path or `git:REV`.
    package var origin: String
    /// The results or strings.
    package var content: Content

    /// Makes a prepared baseline.
    package init(origin: String, content: Content) {
        self.origin = origin
        self.content = content
    }

    /// The baseline for `result`.
    ///
    /// - Parameter measuring: the fonts, categories and parallelism to measure baseline strings
    ///   with (its strings are replaced, keeping their `--limits` rules; the spec is `result`'s); called only when there are
    ///   strings to measure, so a results baseline loads no fonts. Only the strings whose key and
    ///   language `result` has are measured.
    package func baseline(for result: RunSummary,
                         measuring: () throws(InputError) -> Verification) async throws(InputError) -> Baseline {
        switch content {
        case .results(let earlier):
            guard let earlier else { return Baseline(origin: origin, amounts: [:]) }
            return Baseline(origin: origin, findings: earlier)
        case .strings(let table):
            struct Pair: Hashable { var key: String; var table: String?; var language: LanguageTag }
            let wanted = Set(result.titles.map { Pair(key: $0.key, table: $0.table, language: $0.language) })
            var selected = table
            selected.strings = table.strings.filter {
                wanted.contains(Pair(key: $0.key, table: $0.table, language: $0.language))
            }
            var verification = try measuring()
            // The run's `--limits` rules judge the earlier strings too: each key is measured with
            // the spec the run gives it, not as a label the rules no longer reach.
            selected.keyLimits = verification.strings.keyLimits
            verification.strings = selected
            verification.spec = result.spec
            verification.progress = nil
            do {
                return Baseline(origin: origin, summary: try await verification.run(writingTo: ReportOutputs()))
            } catch {
                throw InputError(file: error.file, line: error.line, key: error.key, reason: "baseline \(origin): \(error.reason)")
            }
        }
    }
}
