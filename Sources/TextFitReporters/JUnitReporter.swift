import Foundation

/// The gate as JUnit XML (`--junit`, `--format junit`): one test case per key × language (class name = key, name = language),
/// one suite per catalog file, a failure listing each failing category. An app's own Location
/// Button is one case for every language (name `every language`), its failure's message the
/// button's diagnostics (``GateDiagnostic``) and its text each failing language and category.
///
/// A case fails when any of its findings fails the gate; the failure's text lists each failing
/// category with the kind and the finding's detail (for truncation: the overflow and the text the
/// user would see). Warnings and known findings go to the case's `system-out`, so CI shows them
/// without failing the test. Each suite's `properties` name the version that wrote the report
/// (`textfit.version`) and, in a run checked anywhere but the default iPhone
/// (``RunHeader/statesTarget``), the platform and device its file was checked on
/// (`textfit.platform`, `textfit.device`), and the run's platform notes (`textfit.platformNote`:
/// where it checked; on Mac Catalyst and visionOS, that the button ignores input there). Several
/// devices' runs (`--device all`) are one
/// document with a suite per device and file, named `FILE (platform, device)`.
///
/// Strict readers (the Ant/Jenkins schema) require `time` on every suite and case and `timestamp`
/// on every `<testsuite>` (the schemas give `<testsuites>` a `time` but no `timestamp`):
/// ``Timing`` gives the run's start and duration. The run measures its cases
/// together, not one after another, so each case gets an equal share of the run's time and each
/// suite the sum of its cases'. With `SOURCE_DATE_EPOCH` set (``Timing/run(startedAt:environment:)``)
/// the timestamp is that instant and every time 0, so the same inputs give the same bytes.
///
/// Written by hand rather than with `XMLDocument`, which Foundation lacks on some platforms; every
/// text and attribute goes through ``MarkupText/escape(_:attribute:)``.
package struct JUnitReporter: Reporter {
    /// When a run started and how long it took, as JUnit states them.
    package struct Timing: Sendable, Hashable {
        /// When the run started (stated to the second, in UTC).
        package var start: Date
        /// How long it took, in seconds.
        package var seconds: Double

        /// Makes a timing.
        package init(start: Date, seconds: Double) {
            self.start = start
            self.seconds = max(0, seconds)
        }

        /// The start of the Unix epoch and no time: what a report made outside a run states.
        package static let zero = Timing(start: Date(timeIntervalSince1970: 0), seconds: 0)

        /// The timing of a run that started at `start` and ends now; when `environment` sets
        /// `SOURCE_DATE_EPOCH` to a count of seconds (the reproducible-builds convention), that
        /// instant and no time instead, so two runs give the same bytes.
        package static func run(startedAt start: Date, environment: [String: String]) -> Timing {
            if let text = environment["SOURCE_DATE_EPOCH"]?.trimmingCharacters(in: .whitespaces),
               let epoch = Int64(text), epoch >= 0 {
                return Timing(start: Date(timeIntervalSince1970: TimeInterval(epoch)), seconds: 0)
            }
            return Timing(start: start, seconds: Date().timeIntervalSince(start))
        }

        /// `yyyy-MM-ddTHH:mm:ss` in UTC, as the schema's `timestamp` wants it (no zone).
        var timestamp: String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                            from: Date(timeIntervalSince1970: start.timeIntervalSince1970.rounded(.down)))
            func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
            let year = String(c.year ?? 1970)
            return "\(String(repeating: "0", count: max(0, 4 - year.count)) + year)-\(two(c.month))-\(two(c.day))"
                + "T\(two(c.hour)):\(two(c.minute)):\(two(c.second))"
        }

        /// Seconds as JUnit states them: three decimals.
        static func seconds(_ value: Double) -> String { ReportNumber.points(value, decimals: 3) }
    }

    package static let identifier = "junit"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .judgement

    /// When the run started and how long it took, worked out when the report is written.
    package var timing: @Sendable () -> Timing

    /// Makes the reporter, stating `timing`.
    package init(timing: Timing = .zero) {
        self.timing = { timing }
    }

    /// Makes the reporter for a run that started at `start` and ends when the report is written
    /// (``Timing/run(startedAt:environment:)``).
    package init(startedAt start: Date, environment: [String: String]) {
        timing = { Timing.run(startedAt: start, environment: environment) }
    }

    /// Writes the XML document of `input`'s judgement to `sink`, case by case, ending in a newline.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        write(devices: [input], to: sink)
    }

    /// Writes one XML document of several runs' judgements, each checked on one device
    /// (`--device all`): a suite per device and file.
    package func write(devices inputs: [ReportInput], to sink: any ByteSink) {
        Self.write(Document(inputs, timing: timing()), to: sink)
    }

    /// Writes `document` whole, on this task.
    private static func write(_ document: Document, to sink: any ByteSink) {
        var lines = LineWriter(sink: sink)
        document.writeHead(to: &lines)
        for run in document.runs.indices {
            document.write(Document.Part(run: run, suites: document.runs[run].suites.indices), to: &lines)
        }
        lines.write("</testsuites>")
        lines.flush()
    }

    /// Writes the document of `input` on up to `tasks` tasks: its suites in parts of about
    /// ``casesInPart`` cases, as many parts side by side as there are tasks, each made in memory
    /// and handed to `sink` in order (fewer than twice `tasks` parts are held at once). The same
    /// bytes as ``write(_:to:)``.
    package func write(_ input: ReportInput, to sink: any ByteSink, tasks: Int) async {
        let document = Document([input], timing: timing())
        let parts = document.parts(ofAbout: Self.casesInPart)
        guard tasks > 1, parts.count > 1 else { return Self.write(document, to: sink) }
        var head = LineWriter(sink: sink)
        document.writeHead(to: &head)
        head.flush()
        await withTaskGroup(of: (Int, [UInt8]).self) { group in
            // Parts started, being made, and handed to the sink; those made out of turn wait in `made`.
            var started = 0, running = 0, written = 0
            var made: [Int: [UInt8]] = [:]
            repeat {
                // As many parts being made as there are tasks, while fewer than twice that are held.
                while running < tasks, started < parts.count, started - written < 2 * tasks {
                    let (index, part) = (started, parts[started])
                    group.addTask { (index, Self.make(part, of: document)) }
                    started += 1
                    running += 1
                }
                guard let (index, bytes) = await group.next() else { break }
                running -= 1
                made[index] = bytes
                while var next = made.removeValue(forKey: written) {
                    sink.write(taking: &next)
                    written += 1
                }
            } while written < parts.count
        }
        var end = LineWriter(sink: sink)
        end.write("</testsuites>")
        end.flush()
    }

    /// How many cases a part of the document made on a task of its own holds, about (whole
    /// suites): some 250 KB of XML.
    static let casesInPart = 2_048

    /// The bytes of `part` of `document`.
    private static func make(_ part: Document.Part, of document: Document) -> [UInt8] {
        var lines = LineWriter(sink: nil)
        document.write(part, to: &lines)
        return lines.pending
    }

    /// The runs a document reports, with what its head states.
    private struct Document: Sendable {
        let runs: [Run]
        let timing: Timing
        let caseCount: Int
        /// Each case's share of the run's time; suites state the sum of their cases' shares.
        let share: Double
        let timestamp: String

        /// A part of the document: some of one run's suites, in order.
        struct Part: Sendable {
            var run: Int
            var suites: Range<Int>
        }

        init(_ inputs: [ReportInput], timing: Timing) {
            runs = inputs.map { Run(gate: $0.judgement, named: inputs.count > 1) }
            self.timing = timing
            caseCount = runs.reduce(0) { $0 + $1.caseCount }
            share = caseCount == 0 ? 0 : timing.seconds / Double(caseCount)
            timestamp = timing.timestamp
        }

        /// The XML declaration and the `testsuites` opening tag.
        func writeHead(to lines: inout LineWriter) {
            let totalFailures = runs.reduce(0) { $0 + $1.failingCaseCount }
            lines.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            lines.write("<testsuites name=\"textfit\" tests=\"\(caseCount)\" failures=\"\(totalFailures)\" errors=\"0\" "
                + "skipped=\"0\" time=\"\(Timing.seconds(timing.seconds))\">")
        }

        /// The suites in order, in parts of whole suites of at least `cases` cases each (the
        /// last of a run may hold fewer).
        func parts(ofAbout cases: Int) -> [Part] {
            var parts: [Part] = []
            for run in runs.indices {
                var start = 0, held = 0
                for suite in runs[run].suites.indices {
                    held += runs[run].suites[suite].cases.count
                    if held >= cases {
                        parts.append(Part(run: run, suites: start ..< suite + 1))
                        (start, held) = (suite + 1, 0)
                    }
                }
                if start < runs[run].suites.count { parts.append(Part(run: run, suites: start ..< runs[run].suites.count)) }
            }
            return parts
        }

        func write(_ part: Part, to lines: inout LineWriter) {
            runs[part.run].write(part.suites, to: &lines, share: share, timestamp: timestamp)
        }
    }

    /// Lines gathered and handed to the sink in blocks, not one write a line; with no sink,
    /// gathered whole (``pending``).
    private struct LineWriter {
        let sink: (any ByteSink)?
        /// The lines' UTF-8, handed to the sink whole (``ByteSink/write(taking:)``) every 64 KiB.
        var pending: [UInt8] = []

        init(sink: (any ByteSink)?) {
            self.sink = sink
            pending.reserveCapacity(1 << 17)
        }

        mutating func write(_ line: String) {
            append(line)
            endLine()
        }

        /// Adds `part` to the line being written, which ``endLine()`` ends.
        mutating func append(_ part: String) {
            pending.append(contentsOf: part.utf8)
        }

        /// Ends the line being written.
        mutating func endLine() {
            pending.append(UInt8(ascii: "\n"))
            if pending.count >= 1 << 16, let sink { sink.write(taking: &pending) }
        }

        mutating func flush() { sink?.write(taking: &pending) }
    }

    /// One run's suites and cases: its titles' cases by file, each with its findings.
    private struct Run: Sendable {
        /// An app's own Location Button is one case for every language (its language `nil`); a
        /// case's key is its label: the key, with its table where the key is in more than one.
        struct CaseID: Hashable, Sendable {
            var key: String
            var language: LanguageTag?
            init(key: String, language: LanguageTag, inAppSource: Bool) {
                self.key = key
                self.language = inAppSource ? nil : language
            }
        }
        /// A case: where it is (the first title's place) and its findings by their place in
        /// the gate's list (not copied).
        struct Case: Sendable {
            var id: CaseID
            var location: SourceLocation?
            var findings: [Int] = []
            var fails = false
        }
        let gate: GateResult
        /// Whether the suites' names say the device (one of several devices' runs).
        let named: Bool
        /// Every case, in the order first met; `index` finds one by its ID.
        var cases: [Case] = []
        var index: [CaseID: Int] = [:]
        /// Each suite's name and its cases' places in `cases`, in the order first met.
        var suites: [(name: String, cases: [Int])] = []
        /// A button's failure states its diagnostics' messages, every language combined.
        var buttonMessages: [String: [String]] = [:]

        var caseCount: Int { cases.count }
        var failingCaseCount: Int { cases.reduce(0) { $0 + ($1.fails ? 1 : 0) } }

        init(gate: GateResult, named: Bool) {
            self.gate = gate
            self.named = named
            index.reserveCapacity(gate.result.titles.count)
            cases.reserveCapacity(gate.result.titles.count)
            var suiteIndex: [String: Int] = [:]
            // Whether a place is in an app's source, asked once per file: titles and findings come file by file.
            var lastFile: (file: String, inAppSource: Bool)?
            func id(_ key: String, _ language: LanguageTag, _ location: SourceLocation?) -> CaseID {
                guard let location else { return CaseID(key: key, language: language, inAppSource: false) }
                if lastFile?.file != location.file { lastFile = (location.file, location.isAppSource) }
                return CaseID(key: key, language: language, inAppSource: lastFile!.inAppSource)
            }
            // A title's cases come file by file: the last suite is checked before the dictionary.
            var lastSuite: (name: String, index: Int)?
            func add(_ id: CaseID, at location: SourceLocation?) {
                guard index[id] == nil else { return }
                index[id] = cases.count
                let suite = location?.file ?? "textfit"
                let at: Int
                if let lastSuite, lastSuite.name == suite {
                    at = lastSuite.index
                } else if let known = suiteIndex[suite] {
                    at = known
                } else {
                    at = suites.count
                    suiteIndex[suite] = at
                    suites.append((suite, []))
                }
                lastSuite = (suite, at)
                suites[at].cases.append(cases.count)
                cases.append(Case(id: id, location: location))
            }
            // By index, member by member: a title or finding copied whole would retain and
            // release each of its strings, for each of a large app's hundred thousand titles.
            let titles = gate.result.titles
            for at in titles.indices {
                add(id(TableIdentity.label(key: titles[at].key, table: titles[at].table), titles[at].language,
                       titles[at].location), at: titles[at].location)
            }
            let findings = gate.findings
            // The lint's findings belong to the spec, not to a title: each spec (and sidecar role) is a case.
            for at in findings.indices where SpecLint.isLint(findings[at].finding) {
                add(id(TableIdentity.label(key: findings[at].finding.key, table: findings[at].finding.table),
                       findings[at].finding.language, findings[at].finding.location), at: findings[at].finding.location)
            }
            // Each case's findings, and the cases that fail; a finding of no case is in no report.
            for position in findings.indices {
                let label = TableIdentity.label(key: findings[position].finding.key, table: findings[position].finding.table)
                guard let at = index[id(label, findings[position].finding.language, findings[position].finding.location)]
                else { continue }
                cases[at].findings.append(position)
                if gate.outcome(of: position) == .fail { cases[at].fails = true }
            }
            for diagnostic in gate.diagnostics() where diagnostic.isButton && diagnostic.outcome == .fail {
                buttonMessages[diagnostic.key, default: []].append(diagnostic.message)
            }
        }

        /// Writes the run's suites at `range`, each case taking `share` of the run's time.
        func write(_ range: Range<Int>, to lines: inout LineWriter, share: Double, timestamp: String) {
            func writeLine(_ line: String) { lines.write(line) }
            let header = gate.result.header
            // The same for every case: written once, as is the last file's escaped path.
            let caseTime = Timing.seconds(share)
            var escapedFile: (file: String, text: String)?
            for position in range {
                let (suite, members) = suites[position]
                let suiteTarget = header.target(of: suite)
                let target = header.statesTarget || named ? suiteTarget : nil
                let name = named ? suite + " (\(suiteTarget))" : suite
                let scale = suiteTarget.categories
                let failures = members.reduce(0) { $0 + (cases[$1].fails ? 1 : 0) }
                writeLine("  <testsuite name=\"\(MarkupText.escape(name, attribute: true))\" tests=\"\(members.count)\" "
                    + "failures=\"\(failures)\" errors=\"0\" skipped=\"0\" "
                    + "time=\"\(Timing.seconds(share * Double(members.count)))\" timestamp=\"\(timestamp)\">")
                var properties = "<property name=\"textfit.version\" value=\"\(MarkupText.escape(ToolVersion.current, attribute: true))\"/>"
                if let target {
                    properties += "<property name=\"textfit.platform\" value=\"\(target.platform.rawValue)\"/>"
                        + "<property name=\"textfit.device\" value=\"\(MarkupText.escape(target.device, attribute: true))\"/>"
                }
                // The run's platform notes, once: in its first suite.
                for note in gate.result.notes where position == 0 && note.kind == .platform {
                    properties += "<property name=\"textfit.platformNote\" value=\"\(MarkupText.escape(note.message, attribute: true))\"/>"
                }
                writeLine("    <properties>\(properties)</properties>")
                for member in members {
                    // The opening tag, written part by part: most cases are this one line.
                    let id = cases[member].id
                    lines.append("    <testcase classname=\"")
                    lines.append(MarkupText.escape(id.key, attribute: true))
                    lines.append("\" name=\"")
                    lines.append(MarkupText.escape(id.language?.identifier ?? "every language", attribute: true))
                    lines.append("\" time=\"")
                    lines.append(caseTime)
                    lines.append("\"")
                    if let location = cases[member].location {
                        if escapedFile?.file != location.file {
                            escapedFile = (location.file, MarkupText.escape(location.file, attribute: true))
                        }
                        lines.append(" file=\"")
                        lines.append(escapedFile!.text)
                        lines.append("\"")
                        if let line = location.line {
                            lines.append(" line=\"")
                            lines.append(String(line))
                            lines.append("\"")
                        }
                    }
                    if cases[member].findings.isEmpty {
                        lines.append("/>")
                        lines.endLine()
                        continue
                    }
                    // A button's findings name their language, language by language.
                    let items = cases[member].findings.map { gate.findings[$0] }.sorted { a, b in
                        if id.language == nil, a.finding.language != b.finding.language {
                            return a.finding.language < b.finding.language
                        }
                        return JUnitReporter.order(a, b)
                    }
                    let line = { (item: GateFinding) in
                        id.language == nil ? "\(item.finding.language) " + JUnitReporter.line(item) : JUnitReporter.line(item)
                    }
                    let failing = items.filter { $0.outcome == .fail }
                    let others = items.filter { $0.outcome != .fail }
                    lines.append(">")
                    lines.endLine()
                    if !failing.isEmpty {
                        let categories = ContentSizeCategory.describe(failing.map(\.finding.category), among: scale)
                        let kinds = Finding.Kind.allCases.filter { kind in failing.contains { $0.finding.kind == kind } }
                        let message = if let language = id.language {
                            failing.allSatisfy { SpecLint.isLint($0.finding) } ? "\(id.key) fails the legibility lint"
                                : "\(id.key) [\(language)] does not fit at \(categories)"
                        } else {
                            (buttonMessages[id.key] ?? ["\(id.key) does not fit at \(categories)"]).joined(separator: "; ")
                        }
                        writeLine("      <failure message=\"\(MarkupText.escape(message, attribute: true))\" "
                            + "type=\"\(kinds.map(FindingKindName.name(of:)).joined(separator: ","))\">"
                            + MarkupText.escape(failing.map(line).joined(separator: "\n"), attribute: false) + "</failure>")
                    }
                    if !others.isEmpty {
                        writeLine("      <system-out>" + MarkupText.escape(others.map(line).joined(separator: "\n"), attribute: false)
                            + "</system-out>")
                    }
                    writeLine("    </testcase>")
                }
                writeLine("  </testsuite>")
            }
        }
    }

    /// Variant, then category, then kind.
    static func order(_ a: GateFinding, _ b: GateFinding) -> Bool {
        let left = (a.finding.variant ?? "", a.finding.category.ordinal, a.finding.kind.order)
        let right = (b.finding.variant ?? "", b.finding.category.ordinal, b.finding.kind.order)
        return left < right
    }

    /// `xxxLarge truncation (new): needs a 361.2 pt wide frame, 18.2 pt more than the 343.0 pt it gets; shows “…”`.
    static func line(_ item: GateFinding) -> String {
        let finding = item.finding
        var text = finding.category.rawValue
        if let variant = finding.variant { text += " (\(variant))" }
        text += " \(FindingKindName.name(of: finding.kind))"
        switch item.outcome {
        case .fail, .warn:
            var standing = item.status.rawValue
            if item.status == .worse, let earlier = item.baselineAmount {
                let kind = finding.kind
                standing += ": \(FindingAmount.describe(item.amount, of: kind, limit: finding.widthLimit)), "
                    + "baseline \(FindingAmount.describe(earlier, of: kind, limit: finding.widthLimit))"
            }
            if item.outcome == .warn { standing = "warning, " + standing }
            text += " (\(standing))"
        case .known:
            text += " (known)"
        }
        return text + ": " + finding.message
    }
}
