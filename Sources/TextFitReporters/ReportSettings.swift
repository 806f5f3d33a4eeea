import Foundation

/// The options of the outputs a run writes: the summary's cap, the Swift enum's name, what the
/// HTML page draws with, and when the run started (for JUnit).
package struct ReportSettings: Sendable {
    /// The most titles the readable summary and the gate's verdict list; `nil` lists all.
    package var summaryLimit: Int? = SummaryReporter.defaultLimit
    /// The name of the enum the Swift format declares.
    package var swiftTypeName = SwiftTableReporter.defaultTypeName
    /// Whether the HTML page draws every cell however many there are (`--html-all`).
    package var drawsEveryCell = false
    /// The fonts the HTML page draws with, loaded when it is written; `nil` for the bundled set.
    package var fonts: (@Sendable () throws(InputError) -> FontCollection)?
    /// The spec each key was measured with; `nil` when the run's spec is every key's.
    package var specs: (@Sendable (String) throws(InputError) -> ButtonSpec)?
    /// When the run started, for JUnit's timestamp and times; `nil` states none (the epoch, 0 s).
    package var started: Date?
    /// The environment JUnit reads `SOURCE_DATE_EPOCH` from.
    package var environment: [String: String] = [:]

    /// The default options.
    package init() {}

    /// The JUnit reporter these settings make.
    var junit: JUnitReporter {
        started.map { JUnitReporter(startedAt: $0, environment: environment) } ?? JUnitReporter()
    }
}
