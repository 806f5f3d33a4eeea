import Foundation
import Testing
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The plan: which outputs a request makes, where each goes, in which order they are written and
/// when each destination is finished.
@Suite struct ReportPlanTests {
    /// Two titles in German, one 400 pt wide (it truncates at both categories), one 100 pt.
    static let result = GateFixtures.result([
        GateFixtures.cell("Send", "de", .large, width: 400, line: 3),
        GateFixtures.cell("Send", "de", .ax5, width: 400, line: 3),
        GateFixtures.cell("Go", "de", .large, width: 100, line: 9),
    ])

    static func names(_ plan: ReportPlan) -> [String] {
        plan.outputs.map { type(of: $0.reporter).identifier }
    }

    @Test func aFormatAloneGoesToTheTarget() {
        let plan = ReportPlan(ReportRequest(format: .markdown))
        #expect(Self.names(plan) == ["markdown"])
        #expect(plan.outputs.map(\.destination) == [.target])
        #expect(!plan.keepsCells && !plan.needsJudgement)
        #expect(plan.retention(judged: false) == .all)
        #expect(ReportPlan(ReportRequest(format: .summary)).retention(judged: false) == .summary(limit: 40))
        #expect(ReportPlan(ReportRequest(format: .summary)).retention(judged: true) == .all)
        #expect(ReportPlan(ReportRequest(format: .html)).keepsCells)
        #expect(ReportPlan(ReportRequest(format: .xcode)).needsJudgement)
    }

    @Test func everyOutputAskedForInTheOrderWritten() {
        var request = ReportRequest(format: .json)
        request.summaryBesides = true
        request.html = "report.html"
        request.junit = "junit.xml"
        request.sarif = "results.sarif"
        request.gateVerdict = true
        request.annotations = true
        request.stepSummary = "summary.md"
        let plan = ReportPlan(request)
        #expect(Self.names(plan) == ["html", "json", "summary", "junit", "sarif", "gate-summary", "annotations", "gate-markdown"])
        #expect(plan.outputs.map(\.destination) == [
            .file(path: "report.html", what: "the HTML report"), .target, .standardOutput,
            .file(path: "junit.xml", what: "the JUnit report"), .file(path: "results.sarif", what: "the SARIF report"),
            .verdict, .verdict, .appending(path: "summary.md"),
        ])
        #expect(plan.keepsCells && plan.needsJudgement)
    }

    /// Quiet: the verdict line instead of the summary (the gate's when it states one), and the
    /// files asked for still written.
    @Test func aQuietRunPrintsItsVerdictLineOnly() {
        var request = ReportRequest(format: .summary)
        request.quiet = true
        #expect(Self.names(ReportPlan(request)) == ["verdict"])
        request.format = .csv
        request.summaryBesides = true
        request.gateVerdict = true
        let plan = ReportPlan(request)
        #expect(Self.names(plan) == ["csv", "verdict"])
        #expect((plan.outputs[1].reporter as? VerdictReporter)?.statesGate == true)
    }

    /// The stages: the summarized outputs, then the judged ones, JUnit and SARIF in order,
    /// each destination finished after its last output, the target even when nothing wrote to it.
    @Test func stagesWriteAndFinishEachDestinationOnce() throws {
        var request = ReportRequest(format: .markdown)
        request.summaryBesides = true
        request.junit = "junit.xml"
        request.sarif = "results.sarif"
        request.annotations = true
        let plan = ReportPlan(request)
        let sinks = RecordingDestinations()
        let input = ReportInput(result: Self.result)
        try plan.write(.summarized, input, to: sinks)
        #expect(sinks.finished == [.target, .standardOutput])
        #expect(sinks.text(.target).hasPrefix("# Location Button fit\n"))
        #expect(sinks.text(.standardOutput).hasPrefix("TextFit: 2 keys × 1 language"))
        #expect(sinks.text(.standardOutput).contains("\n1 title with findings, worst first"))
        let gate = input.judgement
        try plan.write(.judged, ReportInput(result: Self.result, gate: gate), to: sinks)
        #expect(sinks.finished == [.target, .standardOutput, .file(path: "junit.xml", what: "the JUnit report"),
                                   .file(path: "results.sarif", what: "the SARIF report"), .verdict])
        #expect(sinks.text(.file(path: "junit.xml", what: "the JUnit report"))
            == (try JUnitReporter().render(ReportInput(gate: gate))))
        #expect(sinks.text(.verdict).hasPrefix("::error file=App/Localizable.xcstrings,line=3,title=textfit truncation (new)::"))

        var quiet = ReportRequest(format: .summary)
        quiet.quiet = true
        let nothing = RecordingDestinations()
        try ReportPlan(quiet).write(.summarized, input, to: nothing)
        #expect(nothing.finished == [.target])
        #expect(nothing.text(.target).isEmpty)
    }

    /// A target file the judged stage does not write waits, open, for the judged stage, which
    /// puts it in place before any of its own outputs; and puts it in place when the judgement
    /// fails. A target that is a stream is finished with the summarized stage, as before.
    @Test func aTargetFileIsPutInPlaceWhileTheRunIsJudged() async throws {
        var request = ReportRequest(format: .json)
        request.junit = "junit.xml"
        request.sarif = "results.sarif"
        request.gateVerdict = true
        let plan = ReportPlan(request)
        let input = ReportInput(summary: Self.result.summary)
        let junit = ReportDestination.file(path: "junit.xml", what: "the JUnit report")
        let sarif = ReportDestination.file(path: "results.sarif", what: "the SARIF report")

        let files = RecordingDestinations(targetIsFile: true)
        #expect(plan.targetWaitsForJudgement(files))
        try await plan.write(.summarized, input, to: files)
        #expect(files.finished.isEmpty)
        let judged = try await plan.write(judging: input, to: files) { input throws(InputError) in
            #expect(files.finished.isEmpty || files.finished == [.target])
            return ReportInput(gate: input.judgement)
        }
        #expect(judged.gate != nil)
        #expect(files.finished == [.target, junit, sarif, .verdict])
        #expect(files.text(junit) == (try JUnitReporter().render(judged)))
        // The judged stage's files were opened before the target was put in place.
        let targetFinished = try #require(files.log.firstIndex(of: .finished(.target)))
        #expect(files.log.prefix(targetFinished).filter { [.opened(junit), .opened(sarif)].contains($0) }.count == 2)

        let failing = RecordingDestinations(targetIsFile: true)
        try await plan.write(.summarized, input, to: failing)
        await #expect(throws: InputError(reason: "no baseline")) {
            _ = try await plan.write(judging: input, to: failing) { _ throws(InputError) in
                throw InputError(reason: "no baseline")
            }
        }
        #expect(failing.finished == [.target])
        // Opened ahead of a judgement that failed, and dropped: nothing of them was finished.
        #expect(failing.log.contains(.opened(junit)) && !failing.log.contains(.finished(junit)))

        let streams = RecordingDestinations()
        #expect(!plan.targetWaitsForJudgement(streams))
        try await plan.write(.summarized, input, to: streams)
        #expect(streams.finished == [.target])
        _ = try await plan.write(judging: input, to: streams) { input throws(InputError) in ReportInput(gate: input.judgement) }
        #expect(streams.finished == [.target, junit, sarif, .verdict])

        // An output of the judged stage that writes to the target keeps it open until then.
        var xcode = ReportRequest(format: .xcode)
        xcode.junit = "junit.xml"
        #expect(!ReportPlan(xcode).targetWaitsForJudgement(files))
    }

    /// An output's error without a file names the file the output goes to.
    @Test func anErrorNamesTheOutputsFile() {
        var request = ReportRequest(format: .summary)
        request.html = "page.html"
        let summary = Self.result.summary
        #expect(throws: InputError(file: "page.html", reason: "the HTML report needs every cell, and the run did not keep them")) {
            try ReportPlan(request).write(.judged, ReportInput(summary: summary), to: RecordingDestinations())
        }
    }

    /// `render` goes through the plan: SARIF and JUnit judge every finding as failing, as a run
    /// with no policy does.
    @Test func renderWritesSARIFAndJUnit() throws {
        let sarif = try ReportFormat.sarif.render(Self.result)
        let gate = GateResult(result: Self.result.summary, policy: .failOnEverything, baseline: nil)
        #expect(sarif == (try SARIFReporter().render(ReportInput(gate: gate))))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "textfit/truncation")
        #expect(results.first?["level"] as? String == "error")
        let junit = try ReportFormat.junit.render(Self.result)
        #expect(junit.contains("<testsuites name=\"textfit\" tests=\"2\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"0.000\">"))
        #expect(junit.contains("<failure message=\"Send [de] does not fit at large, AX5\""))
        #expect(try ReportFormat.xcode.render(Self.result).contains(": error: "))
    }
}

/// Every destination in its own memory sink, with the order destinations were finished in.
final class RecordingDestinations: ReportDestinations {
    private let sinks = Guarded<[ReportDestination: MemorySink]>([:])
    private let order = Guarded<[ReportDestination]>([])
    let targetIsFile: Bool

    init(targetIsFile: Bool = false) {
        self.targetIsFile = targetIsFile
    }

    func sink(for destination: ReportDestination) -> any ByteSink {
        sinks.withLock { sinks in
            if let sink = sinks[destination] { return sink }
            let sink = MemorySink()
            sinks[destination] = sink
            events.withLock { $0.append(.opened(destination)) }
            return sink
        }
    }

    func finish(_ destination: ReportDestination, _ sink: any ByteSink) {
        order.withLock { $0.append(destination) }
        events.withLock { $0.append(.finished(destination)) }
    }

    /// A destination opened (its sink first asked for) or finished.
    enum Event: Equatable, Sendable {
        case opened(ReportDestination)
        case finished(ReportDestination)
    }
    private let events = Guarded<[Event]>([])

    /// Every destination opened and finished, in order.
    var log: [Event] { events.withLock { $0 } }

    /// The destinations finished, in order.
    var finished: [ReportDestination] { order.withLock { $0 } }

    /// What was written to `destination`.
    func text(_ destination: ReportDestination) -> String {
        sinks.withLock { $0[destination]?.text ?? "" }
    }
}
