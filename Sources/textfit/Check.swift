import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit check`: every title × language × category against the button spec.
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check every title in every language at every content-size category.",
            discussion: """
            With no CATALOG, checks the bundled Strings/ with the bundled Fonts/ and the default \
            button spec. Exit status: 0 when everything fits, 1 when anything truncates, clips or \
            misses glyphs (0 with --no-fail), 2 on bad input or usage. With --baseline or a \
            policy (--fail-on, --warn-on, --policy), only new or worse findings under a fail rule \
            exit 1; see docs/ci-gate.md.
            """)

        @Argument(help: "String catalogs, .strings/.stringsdict files, XLIFF files, .xcloc bundles or folders.")
        var catalogs: [String] = []

        @Option(help: "A button spec (JSON). Default: the documented default spec.")
        var spec: String?

        @Option(help: "Content-size categories: 'all', one category, or a range: large...AX5, ...large (up to large) or AX1... (AX1 and up).",
                completion: CompletionValues.categoryRanges)
        var category = "all"

        @Flag(help: "Exit 0 whenever the input is valid, even if titles do not fit (for generating tables).")
        var noFail = false

        @Option(help: "How many tasks measure at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: ArgumentHelp("Flag translations more than PERCENT wider than their source string (an 'expansion' finding).",
                                   valueName: "PERCENT"))
        var relativeBudget: Double?

        @OptionGroup var reportOptions: ReportOptions

        @Option(help: ArgumentHelp("Also write the HTML report of button previews to this file (with a gate, new and worse findings marked).",
                                   valueName: "file"))
        var html: String?

        @OptionGroup var fontOptions: FontOptions

        @OptionGroup var stringOptions: StringOptions

        @OptionGroup(title: "CI gate") var gateOptions: GateOptions

        @OptionGroup(title: "CI gate") var shardOptions: ShardOptions

        func run() async throws {
            let started = Date()
            let passes: Bool = try await InputError.exitOnBadInput { () async throws -> Bool in
                let format = try reportOptions.parsedFormat()
                if format == .html && reportOptions.output == nil {
                    throw InputError(reason: "--format html needs --output FILE")
                }
                let htmlPath = html ?? (format == .html ? reportOptions.output : nil)
                if let jobs, jobs < 1 { throw InputError(reason: "--jobs must be at least 1") }
                let shard = try shardOptions.parsed()
                let categories = try CategoryRange.parse(category)
                let spec = try self.spec.map { try ButtonSpec.load(from: $0) } ?? .default
                let paths = catalogs.isEmpty ? try BundledData.stringsPaths() : catalogs
                let strings = try stringOptions.table(catalogs: catalogs)
                let fonts = try fontOptions.collection()
                let gate = try gateOptions.plan(catalogs: paths)
                var verification = Verification(strings: shard?.select(strings) ?? strings, spec: spec,
                                                categories: categories, fonts: fonts)
                verification.sampler = stringOptions.sampler()
                if let relativeBudget {
                    guard relativeBudget >= 0, relativeBudget.isFinite else {
                        throw InputError(reason: "--relative-budget must be a percentage, 0 or more")
                    }
                    verification.relativeBudget = relativeBudget
                }
                if shard != nil { verification.budgetSources = strings }
                verification.shard = shard
                verification.specFile = self.spec
                if let jobs { verification.parallelism = jobs }
                let sinks = try reportOptions.sinks(format: format, standardOutput: .standardOutput())
                var outputs = sinks.streamed
                // Markdown and the gate list every finding; otherwise the summary's titles will do.
                if !gate.judges && format != .markdown { outputs.retention = .summary(limit: sinks.limit) }
                // The HTML report draws every cell, so the run keeps them (memory grows with the
                // cells, as the page does); the other outputs are written from them the same way.
                var kept: VerificationResult?
                let summary: RunSummary
                if htmlPath != nil {
                    let result = try await verification.run()
                    summary = try result.write(to: outputs)
                    kept = result
                } else {
                    summary = try await TerminalProgress.run(verification, outputs: outputs)
                }
                try sinks.finish(summary)
                let measuring = verification
                return try await gate.finish(summary, measuring: { measuring }, sinks: sinks,
                                             enforced: !noFail, started: started) { judgement throws(InputError) in
                    guard let htmlPath, let kept else { return }
                    // `--output -` sends the page to standard output; `--html` always names a file.
                    let sink = html == nil ? try ReportOptions.sink(htmlPath) : try FileSink(path: htmlPath)
                    try HTMLReport(result: kept, gate: judgement, fonts: fonts, spec: measuring.spec(forKey:)).write(to: sink)
                    try sink.close()
                }
            }
            if !passes && !noFail { throw ExitCode(1) }
        }
    }
}

/// Parses `all`, one category, or a range of content-size categories in the grammar of the
/// gate's rules (``CategorySpan``): `large...AX5`, `...large`, `AX1...`.
enum CategoryRange {
    static func parse(_ text: String) throws(InputError) -> [ContentSizeCategory] {
        for separator in ["...", "…", ".."] where text.contains(separator) {
            guard let span = try? CategorySpan.parse(text, context: "--category") else {
                throw InputError(reason: "--category: '\(text)' is not a range of categories such as large...AX5")
            }
            return ContentSizeCategory.allCases.filter(span.contains)
        }
        return try ValueParsing.categories(text)
    }
}
