import Foundation

/// Which outputs a run writes, where they go and when: the one place that decides, for
/// `textfit check`, `textfit merge` and ``ReportFormat/render(_:fonts:)`` alike.
///
/// Made from a ``ReportRequest``, in the order the outputs are written: the HTML page asked
/// for besides the format, the format's reporter (``ReporterRegistry``) to the target, the
/// readable summary besides it, JUnit, SARIF, the verdict (one line when quiet, the gate's when
/// a baseline or a policy was given), GitHub annotations and the job summary. The run streams
/// what streams (``streamedOutputs(to:)``) and writes the rest by stage (``write(_:_:to:)``):
/// each destination is finished (a file put in place, a stream flushed) after its last output.
package struct ReportPlan: Sendable {
    /// One output: its reporter and where it goes.
    package struct Output: Sendable {
        /// The reporter that writes it.
        package var reporter: any Reporter
        /// Where it goes.
        package var destination: ReportDestination

        /// When it is written.
        package var stage: ReportStage { type(of: reporter).stage }
        /// Whether it streams.
        var isStreaming: Bool { type(of: reporter).isStreaming }
        /// What it reads.
        var needs: ReportNeeds { type(of: reporter).needs }
    }

    /// Every output, in the order they are written.
    package let outputs: [Output]
    /// The summary's cap, which also bounds what a run keeps of its findings.
    private let summaryLimit: Int?

    /// The outputs `request` asks for.
    package init(_ request: ReportRequest) {
        let settings = request.settings
        var outputs: [Output] = []
        func add(_ reporter: any Reporter, _ destination: ReportDestination) {
            outputs.append(Output(reporter: reporter, destination: destination))
        }
        // A format's reporter, wherever it goes, is the registry's.
        func add(_ format: ReportFormat, _ destination: ReportDestination) {
            add(ReporterRegistry.reporter(for: format, settings: settings), destination)
        }
        if let html = request.html { add(.html, .file(path: html, what: ReportFormat.html.outputName)) }
        // A quiet run prints its verdict line instead of the summary.
        if !(request.quiet && request.format == .summary) { add(request.format, .target) }
        if request.summaryBesides && !request.quiet { add(.summary, .standardOutput) }
        if let junit = request.junit { add(.junit, .file(path: junit, what: ReportFormat.junit.outputName)) }
        if let sarif = request.sarif { add(.sarif, .file(path: sarif, what: ReportFormat.sarif.outputName)) }
        if request.quiet {
            add(VerdictReporter(statesGate: request.gateVerdict), .verdict)
        } else if request.gateVerdict {
            add(GateSummaryReporter(limit: settings.summaryLimit), .verdict)
        }
        if request.annotations { add(GitHubAnnotationsReporter(), .verdict) }
        if let stepSummary = request.stepSummary { add(GateMarkdownReporter(), .appending(path: stepSummary)) }
        self.outputs = outputs
        summaryLimit = settings.summaryLimit
    }

    /// What the outputs read, together.
    package var needs: ReportNeeds { outputs.reduce(into: []) { $0.formUnion($1.needs) } }

    /// Whether the run keeps its cells in memory: an output reads every cell after the run.
    package var keepsCells: Bool { outputs.contains { $0.needs.contains(.everyCell) && !$0.isStreaming } }

    /// Whether an output reads the gate's judgement, so the run must be judged.
    package var needsJudgement: Bool { needs.contains(.judgement) }

    /// What a streamed run keeps of its findings: every one when the run is `judged` or an output
    /// lists them all, else the counts and the summary's titles.
    package func retention(judged: Bool) -> FindingRetention {
        judged || needs.contains(.everyFinding) ? .all : .summary(limit: summaryLimit)
    }

    /// The outputs a run that does not keep its cells streams, to their sinks, keeping what
    /// ``retention(judged:)`` says of its findings (every one when the run is `judged`).
    package func streamedOutputs(to sinks: some ReportDestinations, judged: Bool) throws(InputError) -> ReportOutputs {
        var streamed = ReportOutputs()
        streamed.retention = retention(judged: judged)
        for output in outputs {
            guard let reporter = output.reporter as? any StreamingReporter else { continue }
            reporter.stream(to: try sinks.sink(for: output.destination), in: &streamed)
        }
        return streamed
    }

    /// Writes every output for `input`, stage by stage: a run kept in memory, written at once.
    package func write(_ input: ReportInput, to sinks: some ReportDestinations) throws(InputError) {
        try write(.summarized, input, to: sinks)
        try write(.judged, input, to: sinks)
    }

    /// Writes the outputs of `stage` for `input`, in order; a streaming output only when `input`
    /// kept the cells (otherwise the run streamed it). After the summarized stage the target is
    /// finished unless a later output writes to it, even when nothing did (a quiet summary).
    package func write(_ stage: ReportStage, _ input: ReportInput, to sinks: some ReportDestinations) throws(InputError) {
        try put(due(stage, input), stage: stage, input, to: sinks, rendered: [:], finishingTarget: true)
    }

    /// ``write(_:_:to:)``, with the outputs that each go to a file of their own (`--html`,
    /// `--sarif`, `--junit`) rendered side by side, a task each: on a large run each takes a
    /// core for a while. They are still put in place in order, as ``write(_:_:to:)`` puts them:
    /// the first that fails is the error, those before it are in place, none after it is.
    ///
    /// When the target is a file that the judged stage does not write
    /// (``targetWaitsForJudgement(_:)``), the summarized stage leaves it open:
    /// ``write(judging:to:by:)`` puts it in place while the run is judged.
    package func write(_ stage: ReportStage, _ input: ReportInput, to sinks: some ReportDestinations) async throws(InputError) {
        let due = due(stage, input)
        let rendered = await render(due.filter(hasFileOfItsOwn), input, to: sinks)
        try put(due, stage: stage, input, to: sinks, rendered: rendered,
                finishingTarget: stage != .summarized || !targetWaitsForJudgement(sinks))
    }

    /// The judged stage after the summarized one (``write(_:_:to:)``, async): writes its outputs
    /// for the input `judge` makes of `input` (the gate's judgement added) and returns that input.
    ///
    /// A target file the summarized stage left open is put in place meanwhile, on a task of its
    /// own: closing a large output waits for its bytes to reach the disk (`fsync`), and the
    /// judgement and the judged stage's files need the processor, not the disk. It is put in place
    /// before any of the judged stage's outputs, as the synchronous stages put it, and even when
    /// `judge` throws. The judged stage's own files are opened before it is closed
    /// (``OpenedAheadDestinations``): putting it in place renames it over an earlier file of the
    /// same name, and freeing that file's blocks holds up files made in its folder meanwhile (the
    /// whole process idle for 40–100 ms on a re-run of a large app).
    package func write(judging input: ReportInput, to sinks: some ReportDestinations,
                       by judge: (ReportInput) async throws(InputError) -> ReportInput) async throws(InputError) -> ReportInput {
        guard targetWaitsForJudgement(sinks) else {
            let judged = try await judge(input)
            try await write(.judged, judged, to: sinks)
            return judged
        }
        let target = try sinks.sink(for: .target)
        let files = due(.judged, input).filter(hasFileOfItsOwn).map { outputs[$0].destination }
        let opened = OpenedAheadDestinations(sinks, opening: files)
        async let targetInPlace = Result { () throws(InputError) in try sinks.finish(.target, target) }
        let judged: ReportInput
        do {
            judged = try await judge(input)
        } catch {
            _ = await targetInPlace
            throw error
        }
        let due = due(.judged, judged)
        let rendered = await render(due.filter(hasFileOfItsOwn), judged, to: opened)
        try await targetInPlace.get()
        try put(due, stage: .judged, judged, to: opened, rendered: rendered, finishingTarget: true)
        return judged
    }

    /// Whether the async summarized stage leaves the target open for the judged stage to put in
    /// place: it is a file, and no judged output writes to it.
    package func targetWaitsForJudgement(_ sinks: some ReportDestinations) -> Bool {
        sinks.targetIsFile && !outputs.contains { $0.destination == .target && $0.stage == .judged }
    }

    /// The outputs at `indices`, each rendered to its sink on a task of its own; an output made
    /// in parts (``Reporter/write(_:to:tasks:)``) makes them side by side, on the cores the others
    /// leave (a gate's JUnit file alone, too).
    private func render(_ indices: [Int], _ input: ReportInput, to sinks: some ReportDestinations)
        async -> [Int: Result<any ByteSink, InputError>] {
        guard !indices.isEmpty else { return [:] }
        let outputs = outputs
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return await withTaskGroup(of: (Int, Result<any ByteSink, InputError>).self) { group in
            for index in indices {
                let output = outputs[index]
                group.addTask { (index, await Self.write(output, input, to: sinks, tasks: cores)) }
            }
            var done: [Int: Result<any ByteSink, InputError>] = [:]
            for await (index, result) in group { done[index] = result }
            return done
        }
    }

    /// The outputs of `stage` to write for `input`, in order.
    private func due(_ stage: ReportStage, _ input: ReportInput) -> [Int] {
        outputs.indices.filter { index in
            outputs[index].stage == stage && (!outputs[index].isStreaming || input.cells != nil)
        }
    }

    /// Writes the outputs `due` in order, taking those `rendered` already as they came out, and
    /// finishes each destination after its last output; the target only when `finishingTarget`.
    private func put(_ due: [Int], stage: ReportStage, _ input: ReportInput, to sinks: some ReportDestinations,
                     rendered: [Int: Result<any ByteSink, InputError>], finishingTarget: Bool) throws(InputError) {
        for index in due {
            let sink: any ByteSink
            if let done = rendered[index] { sink = try done.get() } else { sink = try Self.write(outputs[index], input, to: sinks) }
            let destination = outputs[index].destination
            if isLast(index) && (finishingTarget || destination != .target) { try sinks.finish(destination, sink) }
        }
        if stage == .summarized && finishingTarget {
            let targetLater = outputs.contains { $0.destination == .target && $0.stage == .judged }
            let targetDone = due.contains { outputs[$0].destination == .target }
            if !targetLater && !targetDone { try sinks.finish(.target, try sinks.sink(for: .target)) }
        }
    }

    /// Whether the output at `index` goes to a file that no other output writes.
    private func hasFileOfItsOwn(_ index: Int) -> Bool {
        guard case .file(let path, _) = outputs[index].destination else { return false }
        return !outputs.indices.contains { other in
            guard other != index, case .file(let otherPath, _) = outputs[other].destination else { return false }
            return otherPath == path
        }
    }

    /// Whether no output after `index` goes where it goes.
    private func isLast(_ index: Int) -> Bool {
        !outputs[(index + 1)...].contains { $0.destination == outputs[index].destination }
    }

    /// Opens `output`'s sink and writes it; an error without a file names the output's file.
    private static func write(_ output: Output, _ input: ReportInput, to sinks: some ReportDestinations)
        throws(InputError) -> any ByteSink {
        let sink = try sinks.sink(for: output.destination)
        do {
            try output.reporter.write(input, to: sink)
        } catch {
            throw named(error, output)
        }
        return sink
    }

    /// ``write(_:_:to:)`` on up to `tasks` tasks (``Reporter/write(_:to:tasks:)``).
    private static func write(_ output: Output, _ input: ReportInput, to sinks: some ReportDestinations, tasks: Int)
        async -> Result<any ByteSink, InputError> {
        let sink: any ByteSink
        do {
            sink = try sinks.sink(for: output.destination)
        } catch {
            return .failure(error)
        }
        do {
            try await output.reporter.write(input, to: sink, tasks: tasks)
        } catch {
            return .failure(named(error, output))
        }
        return .success(sink)
    }

    /// `error`, naming `output`'s file when it names none.
    private static func named(_ error: InputError, _ output: Output) -> InputError {
        var error = error
        switch output.destination {
        case .file(let path, _), .appending(let path): if error.file == nil { error.file = path }
        case .target, .standardOutput, .verdict: break
        }
        return error
    }
}
