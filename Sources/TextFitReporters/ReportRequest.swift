/// What a run asks to have written: the chosen format, and the outputs besides it that the
/// command line's options ask for. ``ReportPlan`` turns it into the reporters that run.
package struct ReportRequest: Sendable {
    /// The chosen format, written to the run's target (`--output` or standard output).
    package var format: ReportFormat
    /// The outputs' options.
    package var settings = ReportSettings()
    /// Whether only the final verdict line is printed (`--quiet`); the files asked for are still written.
    package var quiet = false
    /// Whether the readable summary also goes to standard output (the format went to a file).
    package var summaryBesides = false
    /// Where the HTML page goes besides the format (`--html`).
    package var html: String?
    /// Where JUnit XML goes (`--junit`).
    package var junit: String?
    /// Where SARIF goes (`--sarif`).
    package var sarif: String?
    /// Whether the gate's verdict is printed (a baseline or a policy was given).
    package var gateVerdict = false
    /// Whether GitHub annotations are printed.
    package var annotations = false
    /// The job summary file the gate's Markdown is appended to.
    package var stepSummary: String?

    /// A request for `format` alone.
    package init(format: ReportFormat) {
        self.format = format
    }
}
