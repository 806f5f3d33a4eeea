import Foundation
import Synchronization

/// The cells of an earlier results file that a run can take instead of measuring again
/// (`textfit check --reuse PREVIOUS.json`).
///
/// A cell is what the measuring makes of a string's key, language, variant and text, its format
/// sample, the spec, the fonts and the category; the file it sits in and its line only say
/// where it is. So a string's cells are taken from the earlier results when every one of those
/// is unchanged:
///
/// - the whole file: written by this version of TextFit (`toolVersion`), for the same button
///   spec and font source, and every font face in its fonts table still has the SHA-256 the
///   file recorded (the files are hashed, once per process, as the run's own fonts are); for a
///   run that names its platform (`--platform`, `--device`), checked on that platform and
///   device too (its first record's `platform` and `device`);
/// - each string: the earlier file has a cell with its key, language, variant, text and format
///   sample at every category this run checks, with the same width limit, measured on the
///   platform and device the string is measured on now (its record's `platform` and `device`:
///   its file's Xcode target's, or the run's), with the sizing it is measured with now
///   (``RecordedSizing``). Strings whose key has
///   its own entry in a limits file (its spec is not the run's) are always measured; a string
///   measured against its source (a relative budget, a wrapping label's expansion check) is
///   taken only when the earlier file also measured that source text for the key.
///
/// Taken cells get the string's current place (file and line), and their findings are detected
/// again from the recorded measurement, as ``ResultsFile`` does for a baseline or a merge; so
/// every output of the run is the one a full run writes, byte for byte. A taken record at the
/// string's line is written again as the file holds it (``taken(for:plan:asTitle:)``), not encoded anew:
/// its bytes go from the mapped file to the output as they lie (``RecordedBytes``).
///
/// Cost and memory: a results file as `textfit check` writes it (one record a line) is mapped,
/// not read into memory. Loading reads the start of each record, where the writer puts what it
/// was measured from (``ResultsRecordParser/identity(_:)``), and keeps a 128-bit digest of that
/// (``CellIdentity``) for each string's run of records (``CellRun``: about 50 bytes a string, a
/// byte and two digests a record while loading); a record is read whole only when its cell is
/// taken, and every other record once the run is done (``finish()``), so a record that is not
/// one is named whether or not it was needed. The file's pages are given back every 16 MiB
/// read. When the file has its index beside it (``ResultsIndex``) and the index agrees with it,
/// the records' places and digests are read from the index instead, and the records are not
/// passed over at the start; and a string whose records have no finding is taken from the
/// index's entries alone, its records not read but copied (``taken(for:plan:asTitle:)``). Any
/// other results file is decoded whole, as ``ResultsFile`` reads
/// it, and its cells are held while the run goes.
package struct ReusedCells: CellReuse {
    /// The earlier cells, when they can be taken.
    private let earlier: EarlierCells?
    /// Why nothing is taken from the file, when nothing is; `nil` when its cells can be taken.
    package let refusal: String?
    /// Every finding of a file whose cells are not taken (lint first), for a gate whose baseline
    /// is the same file.
    private let refusedFindings: [Finding]
    /// How many strings the run took from the earlier results and how many it looked up.
    private let tally = Tally()
    /// What the run checks a string on when its file has no platform of its own.
    private let runTarget: RunTarget
    /// The sizings strings' records are checked with, made once for the run.
    private let sizings = RecordedSizings()

    /// The strings taken and looked up so far, shared by the run's tasks.
    final class Tally: Sendable {
        let taken = Atomic<Int>(0)
        let asked = Atomic<Int>(0)
        let titles = Atomic<Int>(0)
    }

    private init(earlier: EarlierCells?, runTarget: RunTarget, refusal: String?, findings: [Finding] = []) {
        self.earlier = earlier
        self.runTarget = runTarget
        self.refusal = refusal
        refusedFindings = findings
    }

    /// How many earlier cells can be taken.
    package var count: Int { earlier?.count ?? 0 }

    /// How many strings the run took from the earlier results, of how many it measured or took,
    /// and how many of those it took from the file's index alone (``TakenTitle``).
    package var taken: (strings: Int, of: Int, fromIndex: Int) {
        (tally.taken.load(ordering: .relaxed), tally.asked.load(ordering: .relaxed), tally.titles.load(ordering: .relaxed))
    }

    /// Reads the results file at `path` for a run on `target` with `spec` and `fonts` (a run
    /// with no platform options when `target` is `nil`: ``RunTarget/unnamed(spec:)``).
    ///
    /// - Parameter keepingFindings: whether ``finish()`` is to give the file's findings (the file
    ///   is the gate's baseline too): the findings of the cells taken are then kept as they are taken.
    /// - Throws: an ``InputError`` naming the file when it cannot be read or is not TextFit's
    ///   results. A file written by another version, for another spec or fonts, is valid: its
    ///   cells are not taken, and ``refusal`` says why.
    package static func load(path: String, spec: ButtonSpec, fonts: FontCollection, target named: RunTarget? = nil,
                            keepingFindings: Bool = false) async throws(InputError) -> ReusedCells {
        let target = named ?? .unnamed(spec: spec)
        let file = try MappedFile(path: path)
        // The index beside the file, when it agrees with it, says where each record is and what
        // it was measured from; else the file is read through for both.
        let indexed = ResultsIndex.read(path: path + ResultsIndex.suffix, json: file, resultsPath: path)
        if let streamed = indexed.map({ ResultsFile.streamedShell(file.data, records: $0.records) })
            ?? ResultsFile.streamedShell(file.data, release: { file.release($0) }),
           let first = Self.firstRecord(of: file, records: streamed.records) {
            let document = streamed.document
            let fileTarget = first.map(document.target(of:)) ?? document.target
            if let refusal = refusal(path: path, version: streamed.toolVersion, target: fileTarget, spec: document.buttonSpec,
                                     fontOrigin: document.fontSource, faces: document.fonts, runTarget: named,
                                     runSpec: spec, fonts: fonts) {
                // Not taken: what the baseline needs is every finding, read as a baseline reads them.
                let findings = keepingFindings ? try ResultsFile.findings(path: path) : []
                return ReusedCells(earlier: nil, runTarget: target, refusal: refusal, findings: findings)
            }
            if let indexed {
                let earlier = EarlierCells(file: file, path: path, records: indexed.records, document: document,
                                           firstRecordLine: streamed.firstRecordLine, keepingFindings: keepingFindings,
                                           key: indexed.key,
                                           digests: (indexed.strings, indexed.texts, indexed.ordinals), indexed: indexed)
                return ReusedCells(earlier: earlier, runTarget: target, refusal: nil)
            }
            if let earlier = await EarlierCells(file: file, path: path, records: streamed.records, document: document,
                                          firstRecordLine: streamed.firstRecordLine,
                                          keepingFindings: keepingFindings) {
                return ReusedCells(earlier: earlier, runTarget: target, refusal: nil)
            }
        }
        // Not laid out as textfit writes it, or a record that is not one: decoded whole, which
        // names any problem.
        let (result, version) = try ResultsFile.decodeRecorded(file.data, file: path, streaming: false)
        let findings = result.findings
        if let refusal = refusal(path: path, version: version, target: result.target, spec: result.spec,
                                 fontOrigin: result.fontOrigin, faces: Array(Set(result.cells.flatMap(\.measurement.fonts))),
                                 runTarget: named, runSpec: spec, fonts: fonts) {
            return ReusedCells(earlier: nil, runTarget: target, refusal: refusal, findings: findings)
        }
        // Each cell's platform and device: its file's where it has one of its own, else the first record's.
        let targets = result.cells.map { cell in cell.location.flatMap { result.fileTargets[$0.file] } ?? result.target }
        return ReusedCells(earlier: EarlierCells(path: path, cells: result.cells, targets: targets, findings: findings),
                           runTarget: target, refusal: nil)
    }

    /// The first record of a mapped results file, read whole: `.some(nil)` when it has none,
    /// `nil` when it is not one (the file is then decoded whole, which names the problem).
    private static func firstRecord(of file: MappedFile, records: [Range<Int>]) -> ResultsRecord?? {
        guard let range = records.first else { return .some(nil) }
        guard let (record, _) = ResultsRecordParser.parse(UnsafeBufferPointer(rebasing: file.bytes[range])) else { return nil }
        return .some(record)
    }

    /// Why the cells of a file written by `version` on `target` with `spec`, `fontOrigin` and
    /// `faces` cannot be taken by a run on `runTarget` with `runSpec` and `fonts`; `nil` when they can.
    ///
    /// `target` is the file's first record's; `runTarget` is `nil` for a run that names no
    /// platform, whose strings are each measured on their file's Xcode target's platform or the
    /// run's: the first record then says nothing of the rest, and each record's own is compared
    /// when its cell is taken.
    private static func refusal(path: String, version: String?, target: RunTarget, spec: ButtonSpec, fontOrigin: String,
                                faces: [FontUse], runTarget: RunTarget?, runSpec: ButtonSpec, fonts: FontCollection) -> String? {
        guard version == ToolVersion.current else {
            return "\(path) was written by textfit \(version ?? "of an unknown version"), this is \(ToolVersion.current); "
                + "measuring every string"
        }
        if let runTarget, target != runTarget {
            return "\(path) was checked on \(target), this run on \(runTarget); measuring every string"
        }
        guard spec == runSpec else { return "\(path) was measured with another button spec; measuring every string" }
        guard fontOrigin == fonts.origin else {
            return "\(path) was measured with the fonts of \(fontOrigin), this run uses \(fonts.origin); measuring every string"
        }
        var checked: [String: Bool] = [:]
        for face in faces {
            if checked[face.file] == nil { checked[face.file] = (try? fonts.verifier.sha256(of: face.file)) == face.sha256 }
            guard checked[face.file] == true else {
                return "\(path): the font file \(face.file) changed since; measuring every string"
            }
        }
        return nil
    }

    /// Reads every record of the earlier file the run did not take, as a taken one is read, so
    /// that a record that is not one is bad input whether or not a string needed it; and gives
    /// every finding of the earlier results (lint first) when they were kept
    /// (``load(path:spec:fonts:keepingFindings:)`` with `keepingFindings`: the file is the gate's
    /// baseline too), none otherwise. Ask once, after the run has taken its cells.
    ///
    /// - Throws: an ``InputError`` naming the file and line of a record that is not one.
    package func finish() async throws(InputError) -> [Finding] {
        guard let earlier else { return refusedFindings }
        return try await earlier.finish()
    }

    /// The earlier cells of `string` under `plan`, placed where the string is now, in the order
    /// ``CellSolver/cells(for:)`` makes them; `nil` when it has to be measured.
    ///
    /// - Throws: an ``InputError`` naming the file and line of an earlier record that is not one.
    package func cells(for string: LocalizedString, plan: VerificationPlan) throws(InputError) -> [CellResult]? {
        try taken(for: string, plan: plan)?.cells
    }

    /// The earlier cells of `string` under `plan` (``cells(for:plan:)``), each with its record as
    /// the earlier file holds it when a run writes those bytes for it: the file is this
    /// version's (or nothing is taken), so its records are what this version's encoder writes
    /// of the cells read from them; the record's line must be the string's (the file comes from
    /// the run's own files table).
    ///
    /// When `asTitle`, as a ``TakenTitle`` read from the earlier file's index alone where that
    /// can be done: the string has one sample, each of its cells one record with no finding, and the index
    /// (``ResultsIndex/Entry``) says the cell was checked in the same context (table, width
    /// limit, title source, platform and device) with the same sizing (the `close` margin the
    /// run that wrote the file was given, and a budget this run works out again from the
    /// recorded source width). Those cells' findings would be none again: nothing they are
    /// detected from differs.
    package func taken(for string: LocalizedString, plan: VerificationPlan, asTitle: Bool) throws(InputError) -> TakenCells? {
        tally.asked.add(1, ordering: .relaxed)
        guard let earlier, let found = try lookUp(string, plan: plan, in: earlier, asTitle: asTitle) else { return nil }
        tally.taken.add(1, ordering: .relaxed)
        if found.title != nil { tally.titles.add(1, ordering: .relaxed) }
        return found
    }

    /// How many runs of records of other files than its own a string's text is tried in.
    static let otherRunsTried = 3

    /// How many of the last components of paths `a` and `b` are the same:
    /// 3 for `/ci/work/Phone/de.lproj/Localizable.strings` and
    /// `/home/me/app/Phone/de.lproj/Localizable.strings`.
    static func sharedEnd(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/").reversed(), b.split(separator: "/").reversed()).prefix { $0 == $1 }.count
    }

    /// A string's cells taken from runs of records (``lookUp(_:plan:in:)``), with each one's
    /// record and number.
    private struct Taken {
        var cells: [CellResult] = []
        var records: [RecordedBytes] = []
        var positions: [Int] = []

        mutating func append(_ other: Taken) {
            cells += other.cells
            records += other.records
            positions += other.positions
        }
    }

    private func lookUp(_ string: LocalizedString, plan: VerificationPlan,
                        in earlier: EarlierCells, asTitle: Bool) throws(InputError) -> TakenCells? {
        // A string with a limit of its own (a key's, an element's) is measured again.
        guard !earlier.index.isEmpty, plan.limit(of: string.key) == nil, plan.element(of: string) == nil else { return nil }
        let rules = plan.rules(for: string.key, table: string.tableIdentity)
        let comparesWithSource = rules.comparesWithSource
        let samples = plan.sampler.samples(for: string)
        // The categories, spec and margin the string's cells were measured with, on its file's platform.
        let (target, categories) = plan.placement(of: string)
        let measuredOn = target.map(RunTarget.init) ?? runTarget
        // Each sample's cells are one run of records (``CellRun``): found with one look-up. A
        // text of one key and language in two files (a phone's and a watch's `Localizable.strings`)
        // has a run in each: the runs with every category the string needs are its candidates.
        let hasAll = { (run: CellRun) in categories.allSatisfy { run.position(of: $0) != nil } }
        var firstRuns: [CellRun?] = []
        var moreRuns: [Int: [CellRun]] = [:]
        var sources: [String?] = []
        sources.reserveCapacity(samples.count)
        for sample in samples {
            let source = comparesWithSource ? plan.source(of: string, sample: sample) : nil
            if let source {
                let text = CellIdentity.text(key: string.key, language: plan.sourceLanguage.identifier, text: source,
                                             under: earlier.key)
                guard earlier.measuredTexts.contains(text) else { return nil }
            }
            sources.append(source)
            let identity = CellIdentity.measured(
                key: string.key, language: string.language.identifier, text: sample.text,
                variant: CellSolver.variant(of: string, sample: sample), formatSample: CellSolver.formatSample(sample),
                under: earlier.key).string
            guard let last = earlier.index[identity] else { return nil }
            let first = hasAll(last) ? last : nil
            let others = earlier.earlierRuns(of: identity).filter(hasAll)
            guard first != nil || !others.isEmpty else { return nil }
            firstRuns.append(first)
            if !others.isEmpty { moreRuns[firstRuns.count - 1] = others }
        }
        // No rule of the limits names the key (above): its spec is the run's or the default label's.
        let check = try sizings.sizing(of: plan.unlimitedSpec(rules), on: target, closeMargin: plan.closeMargin(on: target))
        if asTitle, samples.count == 1, moreRuns.isEmpty, let run = firstRuns[0],
           let title = title(of: string, sample: samples[0], source: sources[0], rules: rules, run: run,
                             categories: categories, measuredOn: measuredOn, check: check, plan: plan, in: earlier) {
            return TakenCells(title: title)
        }
        var taken = Taken()
        taken.cells.reserveCapacity(samples.count * categories.count)
        taken.records.reserveCapacity(samples.count * categories.count)
        taken.positions.reserveCapacity(samples.count * categories.count)
        for (index, (sample, source)) in zip(samples, sources).enumerated() {
            let variant = CellSolver.variant(of: string, sample: sample)
            let formatSample = CellSolver.formatSample(sample)
            let budget = source.flatMap { rules.relativeBudget(source: $0) }
            let expected = ResultsRecordParser.Expected(key: string.key, language: string.language, text: sample.text)
            // Adds the sample's cells in `run` to `taken`; false when one was measured otherwise
            // than the string is now.
            func add(_ run: CellRun, to taken: inout Taken) throws(InputError) -> Bool {
                for category in categories {
                    guard let position = run.position(of: category),
                          var cell = try earlier.cell(at: position, expecting: expected, on: measuredOn),
                          cell.key == string.key, cell.table == string.table, cell.language == string.language,
                          cell.variant == variant, cell.measurement.text == sample.text, cell.formatSample == formatSample,
                          cell.category == category, cell.widthLimit == string.widthLimit,
                          cell.titleSource == string.titleSource, check.agrees(cell, relativeBudget: budget) else { return false }
                    taken.records.append(cell.location != nil && cell.location?.line == string.location.line
                        ? earlier.recordedPart(at: position) : .none)
                    taken.positions.append(position)
                    cell.location = string.location
                    taken.cells.append(cell)
                }
                return true
            }
            guard let others = moreRuns[index] else {
                guard let run = firstRuns[index], try add(run, to: &taken) else { return nil }
                continue
            }
            // Any candidate that agrees gives the same cells. The runs of the string's own file
            // are tried first (each record is then taken once), then a few others: a text in many
            // files costs a few tries a string, not one a file. With the app checked out elsewhere
            // no run is of the string's own file; the others are tried by how much of their
            // file's path ends as the string's does, so the file at the same place in the app
            // comes first.
            var own: [CellRun] = [], rest: [(run: CellRun, file: String?)] = []
            for run in (firstRuns[index].map { [$0] } ?? []) + others {
                let file = earlier.file(at: Int(run.first))
                if file == string.location.file { own.append(run) } else { rest.append((run, file)) }
            }
            // Adds the cells of the first of `runs` that agrees to `taken`; false when none does.
            func takeFirstAgreeing(_ runs: [CellRun]) throws(InputError) -> Bool {
                for run in runs {
                    var trial = Taken()
                    guard try add(run, to: &trial) else { continue }
                    taken.append(trial)
                    return true
                }
                return false
            }
            if try takeFirstAgreeing(own) { continue }
            // Ranked only when no run of the string's own file agrees.
            let shared = rest.map { $0.file.map { Self.sharedEnd($0, string.location.file) } ?? 0 }
            let ranked = rest.indices.sorted { (shared[$0], $1) > (shared[$1], $0) }.prefix(Self.otherRunsTried)
            guard try takeFirstAgreeing(ranked.map { rest[$0].run }) else { return nil }
        }
        let (found, records, positions) = (taken.cells, taken.records, taken.positions)
        earlier.take(positions, cells: found)
        return TakenCells(cells: found, records: records)
    }
}

extension ReusedCells {
    /// The cells of `string`'s one `sample` in `run`, at `categories`, as a ``TakenTitle`` read
    /// from the earlier file's index (``taken(for:plan:asTitle:)``): `source` is the sample's
    /// source text when a budget of its key's `rules` compares it, `check` the sizing the string
    /// is measured with now on `measuredOn`. `nil` when one of the cells cannot be taken so; the
    /// string is then taken as cells, or measured.
    fileprivate func title(of string: LocalizedString, sample: FormatSpecifierSampler.Sample, source: String?, rules: KeyRules,
                           run: CellRun, categories: [ContentSizeCategory], measuredOn: RunTarget, check: RecordedSizing,
                           plan: VerificationPlan, in earlier: EarlierCells) -> TakenTitle? {
        guard let indexed = earlier.indexed, indexed.closeMargin == .given(plan.closeMargin),
              string.location.line != nil, let recordsTaken = earlier.recordsTaken else { return nil }
        let context = CellIdentity.context(table: string.table, widthLimit: string.widthLimit, titleSource: string.titleSource,
                                           target: measuredOn, under: earlier.key)
        let percent = source.flatMap { rules.relativeBudget(source: $0) }
        let variant = CellSolver.variant(of: string, sample: sample)
        var cells: [TakenTitle.Cell] = [], positions: [Int] = []
        cells.reserveCapacity(categories.count)
        positions.reserveCapacity(categories.count)
        var isIOS: Bool?
        for category in categories {
            guard let position = run.position(of: category) else { return nil }
            let entry = indexed.entry(at: position)
            guard !entry.hasFindings, entry.line != nil, entry.isSound, entry.context == context, Int(entry.ordinal) == category.ordinal,
                  isIOS == nil || isIOS == entry.isIOS,
                  check.budgetAgrees(sourceWidth: entry.sourceWidth, budget: entry.budget, lineCount: entry.lineCount,
                                     neededLineCount: entry.neededLineCount, category: category, relativeBudget: percent)
            else { return nil }
            // The record's bytes up to its line, which the string's own line follows, where the
            // entry says they lie: the record is not read here.
            guard let layout = entry.layout, let record = earlier.takenRecord(at: position, layout: layout)
            else { return nil }
            isIOS = entry.isIOS
            let share = CellShare(category: category, variant: variant, minFrame: entry.minFrame, showsWhole: entry.showsWhole,
                                  largestFontSize: entry.largestFontSize)
            cells.append(TakenTitle.Cell(share: share, sourceWidth: entry.sourceWidth, budget: entry.budget,
                                         lineCount: entry.lineCount, neededLineCount: entry.neededLineCount,
                                         whole: record, bodyStart: layout.bodyStart, lineStart: layout.lineStart,
                                         faces: layout.faces))
            positions.append(position)
        }
        earlier.noteRead(positions)
        earlier.take(positions)
        return TakenTitle(string: string, text: sample.text, variant: variant, formatSample: CellSolver.formatSample(sample),
                          isIOS: isIOS ?? false, cells: cells, recordsHeldBy: recordsTaken.heldBy,
                          faceTable: recordsTaken.faceTable)
    }
}

/// The cells of an earlier results file by what they were measured from (``ReusedCells``): the
/// mapped file's records, read when taken, or cells decoded whole.
private final class EarlierCells: Sendable {
    /// The path the file was named by, for errors.
    let path: String
    /// The key the identities below were made under, for a string's to be compared with them.
    let key: CellIdentity.Key
    /// Each string's records (``CellRun``) by the identity of what was measured (``CellIdentity``
    /// of key, language, text, variant and format sample): the last run of each.
    let index: [CellIdentity: CellRun]
    /// The runs before the last of an identity that has more than one (the same text of one key
    /// in two files), in the file's order.
    private let earlierRuns: [CellIdentity: [CellRun]]
    /// The identity of every key, language and text the earlier file measured: a source text a
    /// translation is compared with must be among them.
    let measuredTexts: Set<CellIdentity>
    /// The mapped file's records, when the file is laid out as textfit writes it.
    private let mapped: MappedRecords?
    /// The index beside the file, when it has one that agrees with it: each record's entry.
    let indexed: ResultsIndex?
    /// Otherwise the cells decoded whole, with each one's platform and device and every finding.
    private let decoded: (cells: [CellResult], targets: [RunTarget], findings: [Finding])?
    /// The records taken so far and, when kept, their findings.
    private let taken: Guarded<Taken>
    /// Whether the findings of the cells taken are kept, for ``finish()``.
    private let keepingFindings: Bool

    private struct Taken {
        /// One bit a record.
        var records: [UInt64]
        var findings: [Finding] = []
    }

    /// How many earlier cells can be taken.
    var count: Int {
        index.values.reduce(0) { $0 + $1.categories.nonzeroBitCount }
            + earlierRuns.values.joined().reduce(0) { $0 + $1.categories.nonzeroBitCount }
    }

    /// The runs of records of `identity` before its last (``index``), in the file's order.
    func earlierRuns(of identity: CellIdentity) -> [CellRun] {
        earlierRuns.isEmpty ? [] : earlierRuns[identity] ?? []
    }

    /// The records of a mapped results file, indexed by identity (one pass, records not read
    /// whole); `nil` when one has no identity, for the caller to decode the file whole.
    convenience init?(file: MappedFile, path: String, records: [Range<Int>], document: ResultsDocumentV2, firstRecordLine: Int,
          keepingFindings: Bool) async {
        guard records.count <= Int(Int32.max) else { return nil }
        // The identities are worked out on every core, each task a stretch of the records, then
        // indexed in order.
        let count = records.count
        // Many more stretches than cores, so that a core another task keeps busy for a while
        // (the catalogs are read meanwhile) holds up no share of the work.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let stretches = max(1, min(16 * cores, count / 4096))
        nonisolated(unsafe) let bytes = file.bytes
        let digests = await Array(0 ..< stretches).concurrentMap(tasks: cores) { stretch -> Digests? in
            let first = stretch * count / stretches, end = (stretch + 1) * count / stretches
            var digests = Digests(capacity: end - first)
            var released = first < count ? records[first].lowerBound : 0
            // A string's records are neighbours that differ in their category alone: the digests
            // of the one before are taken again when its members are the same bytes.
            var previous: (identity: ResultsRecordParser.RecordIdentity, start: Int, string: CellIdentity, text: CellIdentity)?
            for position in first ..< end {
                let range = records[position]
                guard let identity = ResultsRecordParser.identity(UnsafeBufferPointer(rebasing: bytes[range])) else { return nil }
                let string: CellIdentity, text: CellIdentity
                if let previous, Self.sameString(identity, at: range.lowerBound, as: previous.identity, at: previous.start, in: bytes) {
                    (string, text) = (previous.string, previous.text)
                } else {
                    (string, text) = Self.digests(of: identity, in: bytes, at: range.lowerBound)
                }
                previous = (identity, range.lowerBound, string, text)
                digests.strings.append(string)
                digests.texts.append(text)
                digests.ordinals.append(Self.ordinal(of: identity.category, in: bytes, at: range.lowerBound))
                if range.upperBound - released >= MappedRecords.releaseEvery {
                    file.release(released ..< range.upperBound)
                    released = range.upperBound
                }
            }
            // The stretch's last pages too: many stretches' rests would add up.
            if end > first { file.release(released ..< records[end - 1].upperBound) }
            return digests
        }
        var all = Digests(capacity: count)
        for stretch in digests {
            guard let stretch else { return nil }
            all.strings += stretch.strings
            all.texts += stretch.texts
            all.ordinals += stretch.ordinals
        }
        file.release()
        self.init(file: file, path: path, records: records, document: document, firstRecordLine: firstRecordLine,
                  keepingFindings: keepingFindings, key: .process, digests: (all.strings, all.texts, all.ordinals))
    }

    /// The records of a mapped results file whose identities (made under `key`) and category
    /// ordinals are known, one of each a record: worked out of the records, or read from the
    /// file's index (``ResultsIndex``).
    init(file: MappedFile, path: String, records: [Range<Int>], document: ResultsDocumentV2, firstRecordLine: Int,
         keepingFindings: Bool, key: CellIdentity.Key, digests: (strings: [CellIdentity], texts: [CellIdentity], ordinals: [Int8]),
         indexed: ResultsIndex? = nil) {
        (index, earlierRuns, measuredTexts) = CellRun.index(strings: digests.strings, texts: digests.texts,
                                                            ordinals: digests.ordinals)
        self.indexed = indexed
        self.path = path
        self.key = key
        mapped = MappedRecords(file: file, ranges: records, document: document, firstRecordLine: firstRecordLine)
        decoded = nil
        taken = Guarded(Taken(records: Array(repeating: 0, count: (records.count + 63) / 64)))
        self.keepingFindings = keepingFindings
    }

    /// The digests of a stretch of records, in order (``digests(of:in:at:)``).
    private struct Digests: Sendable {
        var strings: [CellIdentity] = [], texts: [CellIdentity] = [], ordinals: [Int8] = []

        init(capacity: Int) {
            strings.reserveCapacity(capacity)
            texts.reserveCapacity(capacity)
            ordinals.reserveCapacity(capacity)
        }
    }

    /// The identity of the string a record's cell belongs to and of the text it measured for its
    /// key, from its members (``ResultsRecordParser/identity(_:)``) in `bytes`, the record
    /// starting at `start`.
    private static func digests(of identity: ResultsRecordParser.RecordIdentity, in bytes: UnsafeBufferPointer<UInt8>,
                                at start: Int) -> (string: CellIdentity, text: CellIdentity) {
        func add(_ field: ResultsRecordParser.RecordIdentity.Field?, to builder: inout CellIdentity.Builder) {
            switch field {
            case .bytes(let inner)?:
                builder.add(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start + inner.lowerBound ..< start + inner.upperBound])))
            case .decoded(let text)?: builder.add(text)
            case nil: builder.addAbsent()
            }
        }
        // The parts in the order of ``CellIdentity/measured(key:language:text:variant:formatSample:under:)``,
        // from the record's bytes where they need no unescaping.
        var string = CellIdentity.Builder(key: .process)
        add(identity.key, to: &string)
        add(identity.language, to: &string)
        add(identity.text, to: &string)
        let text = string.finish()
        add(identity.variant, to: &string)
        add(identity.formatSample, to: &string)
        return (string.finish(), text)
    }

    /// The ordinal of a record's category (-1 for none or a name that is not one), its member
    /// `category` in `bytes`, the record starting at `start`.
    private static func ordinal(of category: ResultsRecordParser.RecordIdentity.Field?, in bytes: UnsafeBufferPointer<UInt8>,
                                at start: Int) -> Int8 {
        switch category {
        case .bytes(let inner)?:
            let name = UnsafeBufferPointer(rebasing: bytes[start + inner.lowerBound ..< start + inner.upperBound])
            return Self.categoryNames.firstIndex { $0.elementsEqual(name) }.map(Int8.init) ?? -1
        case .decoded(let name)?:
            return ContentSizeCategory(rawValue: name).map { Int8($0.ordinal) } ?? -1
        case nil:
            return -1
        }
    }

    /// Whether two records' members that make a string's identity (key, language, text, variant,
    /// format sample) are the same: each absent in both, or the same bytes, or the same decoded
    /// string. A member read as bytes in one and decoded in the other counts as different, which
    /// only costs working the digests out again.
    private static func sameString(_ a: ResultsRecordParser.RecordIdentity, at aStart: Int,
                                   as b: ResultsRecordParser.RecordIdentity, at bStart: Int,
                                   in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func same(_ x: ResultsRecordParser.RecordIdentity.Field?, _ y: ResultsRecordParser.RecordIdentity.Field?) -> Bool {
            switch (x, y) {
            case (nil, nil): return true
            case (.bytes(let x)?, .bytes(let y)?):
                guard x.count == y.count else { return false }
                guard let base = bytes.baseAddress, x.count > 0 else { return true }
                return memcmp(base + aStart + x.lowerBound, base + bStart + y.lowerBound, x.count) == 0
            case (.decoded(let x)?, .decoded(let y)?): return x == y
            default: return false
            }
        }
        return same(a.text, b.text) && same(a.key, b.key) && same(a.language, b.language) && same(a.variant, b.variant)
            && same(a.formatSample, b.formatSample)
    }

    /// The categories' names as a record spells them, by ordinal.
    private static let categoryNames: [[UInt8]] = ContentSizeCategory.allCases.sorted().map { Array($0.rawValue.utf8) }

    /// Cells decoded whole, each checked on its `targets` entry, indexed by identity.
    init(path: String, cells: [CellResult], targets: [RunTarget], findings: [Finding]) {
        var strings: [CellIdentity] = [], texts: [CellIdentity] = [], ordinals: [Int8] = []
        strings.reserveCapacity(cells.count)
        texts.reserveCapacity(cells.count)
        ordinals.reserveCapacity(cells.count)
        for cell in cells {
            let identity = CellIdentity.measured(key: cell.key, language: cell.language.identifier,
                                                 text: cell.measurement.text, variant: cell.variant,
                                                 formatSample: cell.formatSample, under: .process)
            texts.append(identity.text)
            strings.append(identity.string)
            ordinals.append(Int8(cell.category.ordinal))
        }
        (index, earlierRuns, measuredTexts) = CellRun.index(strings: strings, texts: texts, ordinals: ordinals)
        self.path = path
        key = .process
        mapped = nil
        indexed = nil
        decoded = (cells, targets, findings)
        taken = Guarded(Taken(records: []))
        keepingFindings = false
    }

    /// The earlier cell at `position`, its findings detected, at its earlier place; `expected`
    /// the key, language and text it should hold (``ResultsRecordParser/Expected``); `nil` when it
    /// was checked on another platform or device than `target`.
    ///
    /// - Throws: an ``InputError`` naming the file and line of a record that is not one.
    func cell(at position: Int, expecting expected: ResultsRecordParser.Expected?, on target: RunTarget) throws(InputError)
        -> CellResult? {
        if let mapped { return try mapped.cell(at: position, expecting: expected, path: path, on: target) }
        guard let decoded, decoded.targets[position] == target else { return nil }
        return decoded.cells[position]
    }

    /// The file the record at `position` names, read from its start without parsing the rest
    /// (`nil` when it names none or is not laid out as the results writer lays it out).
    func file(at position: Int) -> String? {
        if let mapped { return mapped.file(at: position) }
        return decoded?.cells[position].location?.file
    }

    /// The part of the record at `position` that a run's encoder writes of its cell
    /// (``ResultsRecordParser/encodedPart(_:)``), read in place; empty for cells decoded whole or
    /// a record not laid out as the results writer lays it out.
    func recordedPart(at position: Int) -> RecordedBytes {
        mapped?.recordedPart(at: position) ?? .none
    }

    /// The record at `position`, from its `{` to its `}`, not read, to be taken as its entry's
    /// `layout` says it is laid out (which the index was checked against when read:
    /// ``ResultsIndex``); `nil` when the file is not mapped, or the faces `layout` names are not
    /// in ``recordsTaken``'s table.
    func takenRecord(at position: Int, layout: ResultsIndex.RecordLayout) -> UnsafeRawBufferPointer? {
        mapped?.takenRecord(at: position, layout: layout)
    }

    /// Counts the records at `positions` and their index entries read, once for all of them
    /// (``takenRecord(at:layout:)`` and ``ResultsIndex/entry(at:)`` count nothing), so that the
    /// mapped files' pages are given back as they are read.
    func noteRead(_ positions: [Int]) {
        mapped?.noteRead(positions)
        indexed?.noteRead(entries: positions.count)
    }

    /// What keeps the bytes ``takenRecord(at:layout:)`` gives in memory, and the fonts table its faces
    /// index; `nil` when the file is not mapped.
    var recordsTaken: (heldBy: any AnyObject & Sendable, faceTable: RecordedFaceTable)? {
        mapped.map { ($0.file, $0.faceTable) }
    }

    /// Notes the records at `positions` as taken, with the findings of their `cells` (one a
    /// position) when kept; with no cells, records that have no finding (a ``TakenTitle``'s). A
    /// record taken for two strings (a text of one key in two files) counts once.
    func take(_ positions: [Int], cells: [CellResult] = []) {
        guard mapped != nil else { return }
        taken.withLock { taken in
            for (index, position) in positions.enumerated() {
                let bit: UInt64 = 1 << UInt64(position % 64)
                guard taken.records[position / 64] & bit == 0 else { continue }
                taken.records[position / 64] |= bit
                if keepingFindings, !cells.isEmpty { taken.findings += cells[index].findings }
            }
        }
    }

    /// Reads every record not taken; gives every finding of the earlier file (the lint's, those
    /// of the cells taken, and those of the records read now) when they are kept.
    func finish() async throws(InputError) -> [Finding] {
        guard let mapped else { return decoded?.findings ?? [] }
        let (takenRecords, takenFindings) = taken.withLock { ($0.records, $0.findings) }
        let rest = mapped.ranges.indices.filter { takenRecords[$0 / 64] & (1 << UInt64($0 % 64)) == 0 }
        // The rest is read on every core, in stretches; the first record that is not one is named.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let stretches = max(1, min(cores, rest.count / 1024))
        let keeping = keepingFindings, path = path
        let read = await Array(0 ..< stretches).concurrentMap(tasks: cores) { stretch in
            Result { () throws(InputError) -> [Finding] in
                var findings: [Finding] = []
                for position in rest[stretch * rest.count / stretches ..< (stretch + 1) * rest.count / stretches] {
                    let cell = try mapped.cell(at: position, path: path)
                    if keeping, let cell { findings += cell.findings }
                }
                return findings
            }
        }
        var findings = keeping ? (mapped.document.lint ?? []).map(\.finding) + takenFindings : []
        for outcome in read {
            findings += try outcome.get()
        }
        return keeping ? findings : []
    }
}

/// The records of a mapped results file as textfit writes it, one a line (``EarlierCells``).
private final class MappedRecords: Sendable {
    let file: MappedFile
    let ranges: [Range<Int>]
    /// The document around the records: its fonts and files tables, spec and lint.
    let document: ResultsDocumentV2
    /// The line of the first record.
    let firstRecordLine: Int
    /// The fonts table's faces, each as a list of one, shared by the cells that used it alone.
    private let singleFaces: [[FontUse]]
    /// The fonts table, as the records taken from the index alone index it.
    let faceTable: RecordedFaceTable

    /// How many bytes of records are read between two releases of the mapped file's pages.
    static let releaseEvery = 16 << 20

    init(file: MappedFile, ranges: [Range<Int>], document: ResultsDocumentV2, firstRecordLine: Int) {
        self.file = file
        self.ranges = ranges
        self.document = document
        self.firstRecordLine = firstRecordLine
        singleFaces = document.singleFaceLists
        faceTable = RecordedFaceTable(document.fonts)
    }

    /// The cell of the record at `position` (``EarlierCells/cell(at:expecting:on:)``); `nil` when
    /// the record names another platform or device than `target` (none compared when `target` is
    /// `nil`).
    func cell(at position: Int, expecting expected: ResultsRecordParser.Expected? = nil,
              path: String, on target: RunTarget? = nil) throws(InputError) -> CellResult? {
        let range = ranges[position]
        noteRead(range.count)
        guard let (record, rounded) = ResultsRecordParser.parse(UnsafeBufferPointer(rebasing: file.bytes[range]), expecting: expected) else {
            throw InputError(file: path, line: firstRecordLine + position,
                             reason: "results[\(position)] is not a results record as textfit writes it")
        }
        if let target, document.target(of: record) != target { return nil }
        return try document.cell(of: record, position: position, file: path, singleFaces: singleFaces, lengthsRounded: rounded)
    }

    /// Counts `count` bytes read, and gives the file's pages back every ``releaseEvery`` bytes.
    private func noteRead(_ count: Int) {
        file.noteRead(count, releasingEvery: Self.releaseEvery)
    }

    /// Counts the records at `positions` read, together: the run's tasks share the count.
    func noteRead(_ positions: [Int]) {
        noteRead(positions.reduce(0) { $0 + ranges[$1].count })
    }

    /// The record at `position`, from its `{` to its `}` (``EarlierCells/takenRecord(at:layout:)``);
    /// `nil` when a face `layout` names is not in the fonts table, or `layout` does not lie in
    /// the record. Its reader counts the record read (``noteRead(_:)``).
    func takenRecord(at position: Int, layout: ResultsIndex.RecordLayout) -> UnsafeRawBufferPointer? {
        let known = faceTable.faces.count
        guard (0 ..< layout.faces.count).allSatisfy({ layout.faces[$0] < known }),
              0 <= layout.bodyStart, layout.bodyStart <= layout.lineStart, layout.lineStart <= ranges[position].count
        else { return nil }
        return UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: file.bytes[ranges[position]]))
    }

    /// The file the record at `position` names: its first member, `"file":N` (``EarlierCells/file(at:)``).
    func file(at position: Int) -> String? {
        guard let member = ResultsRecordParser.fileMember(UnsafeBufferPointer(rebasing: file.bytes[ranges[position]])),
              document.files.indices.contains(member.index) else { return nil }
        return document.files[member.index]
    }

    /// The part of the record at `position` that a run's encoder writes of its cell, in the
    /// mapped file (which the bytes keep mapped; pages given back in the meantime are read again).
    func recordedPart(at position: Int) -> RecordedBytes {
        let record = UnsafeBufferPointer(rebasing: file.bytes[ranges[position]])
        guard let part = ResultsRecordParser.encodedPart(record) else { return .none }
        return RecordedBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: record[part])), heldBy: file)
    }
}
