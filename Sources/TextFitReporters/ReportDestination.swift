/// Where one output of a run goes.
package enum ReportDestination: Sendable, Hashable {
    /// The chosen format's output: `--output`'s file or standard output, opened before the run.
    case target
    /// Standard output: the readable summary when the format went to a file.
    case standardOutput
    /// Where the verdict and the annotations go: standard output when it carries the readable
    /// summary, else standard error.
    case verdict
    /// A file of its own, put in place once complete; `what` names the output in errors.
    case file(path: String, what: String)
    /// A file appended to: GitHub's job summary.
    case appending(path: String)
}
