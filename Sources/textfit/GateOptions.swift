import ArgumentParser
import Foundation
import TextFit

/// The CI gate's options, shared by `check` and `merge`: the baseline, the policy, and the CI outputs.
struct GateOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Fail only on findings new or worse than this baseline: an earlier catalog (any format), a results JSON, or git:REV for the checked catalogs at a git revision.",
                               valueName: "path|git:rev"))
    var baseline: String?

    @Option(name: .customLong("fail-on"),
            help: ArgumentHelp("Findings that fail the gate, as KINDS[@CATEGORIES][/LANGUAGES] (e.g. truncation@...xxxLarge); repeatable. Others then only warn.",
                               valueName: "rule"))
    var failOn: [Checked<GateRuleChoice<FailOnOption>>] = []

    @Option(name: .customLong("warn-on"),
            help: ArgumentHelp("Findings that only warn, as KINDS[@CATEGORIES][/LANGUAGES] (e.g. all@AX1...AX5, vertical-clip/th); repeatable.",
                               valueName: "rule"))
    var warnOn: [Checked<GateRuleChoice<WarnOnOption>>] = []

    @Option(help: ArgumentHelp("A gate policy file (JSON with default, failOn, warnOn); see docs/ci-gate.md.", valueName: "file"))
    var policy: String?

    @Option(help: ArgumentHelp("Write JUnit XML here: a test case per key × language.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write SARIF 2.1.0 here, for code scanning.", valueName: "file"))
    var sarif: String?

    @Flag(inversion: .prefixedNo,
          help: "Print GitHub Actions annotations (10 most severe errors and warnings) after the summary and append the findings table to $GITHUB_STEP_SUMMARY. Default: on when GITHUB_ACTIONS=true.")
    var githubAnnotations: Bool?

    func validate() throws {
        try InputError.exitOnBadInput { () throws in
            for rule in failOn { _ = try rule.get() }
            for rule in warnOn { _ = try rule.get() }
        }
    }

    /// Checks every option and reads the baseline before anything is measured; bad input throws.
    ///
    /// - Parameter catalogs: the paths the run reads (a `git:` baseline reads them at the revision).
    func plan(catalogs: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputError) -> GatePlan {
        let file = try policy.map { path throws(InputError) in try GatePolicyFile.load(from: path) }
        let rules = try GatePolicy.combining(file: file, failOn: failOn.map(\.text), warnOn: warnOn.map(\.text))
        let exportRevision: RevisionExport.Maker = { revision, paths throws(InputError) in
            try GitCatalogExport.export(revision: revision, paths: paths)
        }
        let prepared = try baseline.map { text throws(InputError) in
            try BaselineSource.parse(text).prepare(catalogs: catalogs, exportRevision: exportRevision)
        }
        let github = githubAnnotations ?? (environment["GITHUB_ACTIONS"] == "true")
        let summaryPath = environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
        return GatePlan(policy: rules, baseline: prepared, junit: junit, sarif: sarif, annotations: github,
                        stepSummary: github ? summaryPath : nil,
                        printsVerdict: baseline != nil || policy != nil || !failOn.isEmpty || !warnOn.isEmpty)
    }
}
