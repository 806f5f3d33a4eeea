import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit merge`: joins the results of `check --shard 1/n` … `n/n` into the outputs of one run.
    struct Merge: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Join sharded check results into the outputs one run would have produced.",
            discussion: """
            Reads the JSON results of 'textfit check --shard i/n --format json --output FILE' for \
            every i from 1 to n and writes the same summary, JSON, CSV, Markdown, Swift, HTML, \
            JUnit, SARIF and annotations a single unsharded run writes, byte for byte. The gate options \
            work as in 'check'; a catalog or git: baseline is measured as the shards state their \
            run (its button spec, categories, --limits rules, wrapping labels and each file's \
            platform) with the fonts given here (default: the bundled set). Exit status as for \
            'check'.
            """)

        @Argument(help: "The shards' results files (JSON), in any order.")
        var shards: [String]

        @OptionGroup var reportOptions: ReportOptions

        @Flag(help: "Exit 0 whenever the input is valid, even if the gate fails.")
        var noFail = false

        @Option(help: "How many tasks measure a catalog baseline at once (default: the number of cores).")
        var jobs: Int?

        @OptionGroup var fontOptions: FontOptions

        @OptionGroup(title: "CI gate") var gateOptions: GateOptions

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if try reportOptions.parsedFormat() == .html && reportOptions.output == nil {
                    throw InputError(reason: "--format html needs --output FILE")
                }
                if let jobs, jobs < 1 { throw InputError(reason: "--jobs must be at least 1") }
                guard !shards.isEmpty else { throw InputError(reason: "merge: no shard results given") }
            }
        }

        func run() async throws {
            let started = Date()
            let passes: Bool = try await InputError.exitOnBadInput { () async throws -> Bool in
                let format = try reportOptions.parsedFormat()
                var merge = try ShardMerge(paths: shards)
                let gate = try gateOptions.plan(catalogs: merge.catalogs)
                let spec = merge.header.spec
                let fontOptions = self.fontOptions
                var request = gate.adding(to: reportOptions.request(format: format))
                // Each key drawn in its spec, as the run resolved it; shards that do not state how
                // (written by an earlier version) have every key drawn in the run's spec.
                if let keySpecs = merge.header.keySpecs { request.settings.specs = keySpecs.resolver(spec: spec) }
                request.settings.fonts = { () throws(InputError) in try fontOptions.collection() }
                request.settings.started = started
                request.settings.environment = ProcessInfo.processInfo.environment
                let reports = ReportPlan(request)
                let sinks = try reportOptions.sinks(format: format, standardOutput: .standardOutput())
                // As 'check' writes them: the cells kept for an output that reads every cell
                // after the run (the HTML report), else streamed to the JSON and CSV as the
                // shards are read, keeping the summary.
                let input: ReportInput
                if reports.keepsCells {
                    input = ReportInput(result: try merge.result())
                } else {
                    let outputs = try reports.streamedOutputs(to: sinks, judged: gate.judges(reports))
                    input = ReportInput(summary: try merge.write(to: outputs))
                }
                try await reports.write(.summarized, input, to: sinks)
                let categories = merge.categories
                // A catalog or git: baseline measured as the run measured its strings, as far as the
                // shards state it: with the run's --limits rules, keys nothing limits as labels, each
                // catalog file the run placed elsewhere on that platform (at its categories among
                // those measured).
                let keySpecs = merge.header.keySpecs
                let filePlatforms = merge.header.fileTargets.compactMapValues(\.platformTarget)
                let measuring = { () throws(InputError) -> Verification in
                    var rules = StringTable(sourceLanguage: LanguageTag("en")!)
                    rules.keyLimits = keySpecs?.keyLimits ?? [:]
                    var settings = Verification(strings: rules, spec: spec, categories: categories,
                                                fonts: try fontOptions.collection())
                    settings.labelsWhereUndeclared = keySpecs?.labels ?? false
                    settings.filePlatforms = filePlatforms
                    if let jobs { settings.parallelism = jobs }
                    return settings
                }
                return try await gate.finish(input, measuring: measuring, reports: reports, sinks: sinks,
                                             enforced: !noFail).passes
            }
            if !passes && !noFail { throw ExitCode(1) }
        }
    }
}
