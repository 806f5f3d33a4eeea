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
///   file recorded (the files are hashed, once per process, as the run's own fonts are);
/// - each string: the earlier file has a cell with its key, language, variant, text and format
///   sample at every category this run checks, with the same width limit. Strings whose key has
///   its own entry in a limits file (its spec is not the run's) are always measured; a string
///   measured against its source (a relative budget, a wrapping label's expansion check) is
///   taken only when the earlier file also measured that source text for the key.
///
/// Taken cells get the string's current place (file and line), and their findings are detected
/// again from the recorded measurement, as ``ResultsFile`` does for a baseline or a merge; so
/// every output of the run is the one a full run writes, byte for byte. A taken record at the
/// string's line is written again as the file holds it (``taken(for:plan:)``), not encoded anew.
///
/// Cost and memory: a results file as `textfit check` writes it (one record a line) is mapped,
/// not read into memory. Loading passes over each record once for what it was measured from
/// (``ResultsRecordParser/identity(_:)``) and keeps a 128-bit digest of that and the record's
/// place (``CellIdentity``: about 60 bytes a cell); a record is read whole only when its cell is
/// taken, and the file's pages are given back every 16 MiB read. Any other results file is
/// decoded whole, as ``ResultsFile`` reads it, and its cells are held while the run goes.
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

    /// The strings taken and looked up so far, shared by the run's tasks.
    final class Tally: Sendable {
        let taken = Atomic<Int>(0)
        let asked = Atomic<Int>(0)
    }

    private init(earlier: EarlierCells?, refusal: String?, findings: [Finding] = []) {
        self.earlier = earlier
        self.refusal = refusal
        refusedFindings = findings
    }

    /// How many earlier cells can be taken.
    package var count: Int { earlier?.index.count ?? 0 }

    /// How many strings the run took from the earlier results, of how many it measured or took.
    package var taken: (strings: Int, of: Int) {
        (tally.taken.load(ordering: .relaxed), tally.asked.load(ordering: .relaxed))
    }

    /// Reads the results file at `path` for a run with `spec` and `fonts`.
    ///
    /// - Parameter keepingFindings: whether ``earlierFindings()`` will be asked for (the file is
    ///   the gate's baseline too): the findings of the cells taken are then kept as they are taken.
    /// - Throws: an ``InputError`` naming the file when it cannot be read or is not TextFit's
    ///   results. A file written by another version, for another spec or fonts, is valid: its
    ///   cells are not taken, and ``refusal`` says why.
    package static func load(path: String, spec: ButtonSpec, fonts: FontCollection,
                            keepingFindings: Bool = false) throws(InputError) -> ReusedCells {
        let file = try MappedFile(path: path)
        if let streamed = ResultsFile.streamedShell(file.data, release: { file.release($0) }) {
            let document = streamed.document
            if let refusal = refusal(path: path, version: streamed.toolVersion, spec: document.buttonSpec,
                                     fontOrigin: document.fontSource, faces: document.fonts, runSpec: spec, fonts: fonts) {
                // Not taken: what the baseline needs is every finding, read as a baseline reads them.
                let findings = keepingFindings ? try ResultsFile.decodeRecorded(file.data, file: path).result.findings : []
                return ReusedCells(earlier: nil, refusal: refusal, findings: findings)
            }
            if let earlier = EarlierCells(file: file, path: path, records: streamed.records, document: document,
                                          firstRecordLine: streamed.firstRecordLine, keepingFindings: keepingFindings) {
                return ReusedCells(earlier: earlier, refusal: nil)
            }
        }
        // Not laid out as textfit writes it, or a record that is not one: decoded whole, which
        // names any problem.
        let (result, version) = try ResultsFile.decodeRecorded(file.data, file: path, streaming: false)
        let findings = result.findings
        if let refusal = refusal(path: path, version: version, spec: result.spec, fontOrigin: result.fontOrigin,
                                 faces: Array(Set(result.cells.flatMap(\.measurement.fonts))), runSpec: spec, fonts: fonts) {
            return ReusedCells(earlier: nil, refusal: refusal, findings: findings)
        }
        return ReusedCells(earlier: EarlierCells(path: path, cells: result.cells, findings: findings), refusal: nil)
    }

    /// Why the cells of a file written by `version` with `spec`, `fontOrigin` and `faces` cannot
    /// be taken by a run with `runSpec` and `fonts`; `nil` when they can.
    private static func refusal(path: String, version: String?, spec: ButtonSpec, fontOrigin: String, faces: [FontUse],
                                runSpec: ButtonSpec, fonts: FontCollection) -> String? {
        guard version == ToolVersion.current else {
            return "\(path) was written by textfit \(version ?? "of an unknown version"), this is \(ToolVersion.current); "
                + "measuring every string"
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

    /// Every finding of the earlier results (lint first among them), for a gate whose baseline is
    /// the same file; ask after the run, which took some of them already
    /// (``load(path:spec:fonts:keepingFindings:)`` with `keepingFindings`).
    ///
    /// - Throws: an ``InputError`` naming the file and line of a record that is not one.
    package func earlierFindings() throws(InputError) -> [Finding] {
        guard let earlier else { return refusedFindings }
        return try earlier.findings()
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
    package func taken(for string: LocalizedString, plan: VerificationPlan) throws(InputError) -> TakenCells? {
        tally.asked.add(1, ordering: .relaxed)
        guard let earlier, let found = try lookUp(string, plan: plan, in: earlier) else { return nil }
        tally.taken.add(1, ordering: .relaxed)
        return found
    }

    private func lookUp(_ string: LocalizedString, plan: VerificationPlan,
                        in earlier: EarlierCells) throws(InputError) -> TakenCells? {
        guard !earlier.index.isEmpty, plan.keyLimits[string.key] == nil else { return nil }
        let comparesWithSource = plan.comparesWithSource(string.key)
        let samples = plan.sampler.samples(for: string)
        var positions: [Int] = []
        positions.reserveCapacity(samples.count * plan.categories.count)
        for sample in samples {
            if comparesWithSource, let source = plan.source(of: string, sample: sample) {
                var text = CellIdentity.Builder()
                text.add(string.key)
                text.add(plan.sourceLanguage.identifier)
                text.add(source)
                guard earlier.measuredTexts.contains(text.finish()) else { return nil }
            }
            var measured = CellIdentity.Builder()
            measured.add(string.key)
            measured.add(string.language.identifier)
            measured.add(optional: CellSolver.variant(of: string, sample: sample))
            measured.add(sample.text)
            measured.add(optional: CellSolver.formatSample(sample))
            for category in plan.categories {
                var cell = measured
                cell.add(category.rawValue)
                guard let position = earlier.index[cell.finish()] else { return nil }
                positions.append(Int(position))
            }
        }
        var found: [CellResult] = []
        found.reserveCapacity(positions.count)
        var records: [[UInt8]] = []
        records.reserveCapacity(positions.count)
        var next = 0
        let spec = try plan.spec(for: string.key)
        for sample in samples {
            let variant = CellSolver.variant(of: string, sample: sample)
            let formatSample = CellSolver.formatSample(sample)
            let source = comparesWithSource ? plan.source(of: string, sample: sample) : nil
            for category in plan.categories {
                let expected = ResultsRecordParser.Expected(key: string.key, language: string.language, text: sample.text)
                guard var cell = try earlier.cell(at: positions[next], expecting: expected),
                      cell.key == string.key, cell.language == string.language, cell.variant == variant,
                      cell.measurement.text == sample.text, cell.formatSample == formatSample, cell.category == category,
                      cell.widthLimit == string.widthLimit,
                      Self.agrees(cell, key: string.key, source: source, spec: spec, plan: plan) else { return nil }
                records.append(cell.location != nil && cell.location?.line == string.location.line
                    ? earlier.recordedPart(at: positions[next]) : [])
                next += 1
                cell.location = string.location
                found.append(cell)
            }
        }
        earlier.take(positions, cells: found)
        return TakenCells(cells: found, records: records)
    }
}

extension ReusedCells {
    /// Whether the budget and the `close` warning `cell` recorded are what this run works out
    /// for it with `spec` (its key's): a results file holds neither `--relative-budget` nor
    /// `--margin`, so a cell written with others is measured again.
    ///
    /// The budget is worked out again from the recorded source width, as ``CellSolver`` does from
    /// the measured one; the recorded width is rounded to 1/1000 pt, so the two agree within that
    /// rounding, scaled by the budget. `close` is detected again from the recorded fit.
    static func agrees(_ cell: CellResult, key: String, source: String?, spec: ButtonSpec, plan: VerificationPlan) -> Bool {
        if let source, let percent = plan.relativeBudget(for: key, source: source) {
            guard let sourceWidth = cell.sourceWidth, let budget = cell.budget else { return false }
            let room = CellSolver.room(spec: spec, solver: ButtonSolver(spec: spec), fit: cell.fit,
                                       pointSize: spec.pointSize(at: cell.category))
            let expected = min(sourceWidth * (1 + percent / 100), room)
            guard abs(expected - budget) <= 0.0005 * (2 + percent / 100) + 1e-9 else { return false }
        } else if cell.budget != nil || cell.sourceWidth != nil {
            return false
        }
        let subject = FindingSubject(
            measurement: cell.measurement, fit: cell.fit, widthLimit: cell.widthLimit, overMaxWidth: cell.overMaxWidth,
            sourceWidth: cell.sourceWidth, budget: cell.budget,
            limitWidth: spec.numberOfLines == 1 ? spec.fixedFrame?.width ?? spec.maximumWidth : nil,
            limitHeight: spec.fixedFrame?.height ?? spec.maximumHeight, closeMargin: plan.closeMargin)
        let detected = FindingDescriptor.close.detect(subject)
        let recorded = cell.findings.first { $0.kind == .close }
        guard let detected, let recorded else { return detected == nil && recorded == nil }
        return LengthPrecision.round(detected.amount) == LengthPrecision.round(recorded.amount)
            && detected.message == recorded.message
    }
}

/// The cells of an earlier results file by what they were measured from (``ReusedCells``): the
/// mapped file's records, read when taken, or cells decoded whole.
private final class EarlierCells: Sendable {
    /// The path the file was named by, for errors.
    let path: String
    /// The earlier cells' places by their identity (``CellIdentity``): a record number.
    let index: [CellIdentity: Int32]
    /// The identity of every key, language and text the earlier file measured: a source text a
    /// translation is compared with must be among them.
    let measuredTexts: Set<CellIdentity>
    private let store: Store
    /// The records taken so far and, when kept, their findings.
    private let taken: Mutex<Taken>?
    /// The bytes read from the mapped file since its pages were last given back.
    private let readSinceRelease = Atomic<Int>(0)

    private enum Store: @unchecked Sendable {
        // @unchecked: the document and ranges are never changed after loading.
        /// A mapped results file, its records' byte ranges, and the document around them.
        case records(MappedFile, [Range<Int>], ResultsDocumentV2, firstRecordLine: Int)
        /// Cells decoded whole, with every finding.
        case cells([CellResult], findings: [Finding])
    }

    private struct Taken {
        /// One bit a record.
        var records: [UInt64]
        var findings: [Finding] = []
    }

    /// How many bytes of records are read between two releases of the mapped file's pages.
    private static let releaseEvery = 16 << 20

    /// The records of a mapped results file, indexed by identity (one pass, records not read
    /// whole); `nil` when one is not a record, for the caller to decode the file whole.
    init?(file: MappedFile, path: String, records: [Range<Int>], document: ResultsDocumentV2, firstRecordLine: Int,
          keepingFindings: Bool) {
        guard records.count <= Int(Int32.max) else { return nil }
        // The identities are worked out on every core, each a stretch of the records (written
        // to its own part of two arrays), then indexed in order.
        let count = records.count
        let stretches = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 4096))
        var cells = [CellIdentity](repeating: CellIdentity(first: 0, second: 0), count: count)
        var texts = cells
        var failed = [Bool](repeating: false, count: stretches)
        nonisolated(unsafe) let bytes = file.bytes
        cells.withUnsafeMutableBufferPointer { cellsBuffer in
            texts.withUnsafeMutableBufferPointer { textsBuffer in
                failed.withUnsafeMutableBufferPointer { failedBuffer in
                    // Each stretch writes only its own elements.
                    nonisolated(unsafe) let cells = cellsBuffer, texts = textsBuffer, failed = failedBuffer
                    DispatchQueue.concurrentPerform(iterations: stretches) { stretch in
                        let first = stretch * count / stretches
                        var released = first < count ? records[first].lowerBound : 0
                        for position in first ..< (stretch + 1) * count / stretches {
                            let range = records[position]
                            guard let identity = ResultsRecordParser.identity(UnsafeBufferPointer(rebasing: bytes[range])) else {
                                failed[stretch] = true
                                return
                            }
                            (cells[position], texts[position]) = Self.digests(of: identity, in: bytes, at: range.lowerBound)
                            if range.upperBound - released >= Self.releaseEvery {
                                file.release(released ..< range.upperBound)
                                released = range.upperBound
                            }
                        }
                    }
                }
            }
        }
        guard !failed.contains(true) else { return nil }
        var index: [CellIdentity: Int32] = [:]
        index.reserveCapacity(count)
        var measured = Set<CellIdentity>()
        for position in 0 ..< count {
            index[cells[position]] = Int32(position)
            // A string's cells are neighbours: one insertion for all its categories.
            if position == 0 || texts[position] != texts[position - 1] { measured.insert(texts[position]) }
        }
        file.release()
        self.path = path
        self.index = index
        measuredTexts = measured
        store = .records(file, records, document, firstRecordLine: firstRecordLine)
        taken = keepingFindings ? Mutex(Taken(records: Array(repeating: 0, count: (records.count + 63) / 64))) : nil
    }

    /// The identity of the cell a record holds and of the text it measured for its key, from
    /// its members (``ResultsRecordParser/identity(_:)``) in `bytes`, the record starting at `start`.
    private static func digests(of identity: ResultsRecordParser.RecordIdentity, in bytes: UnsafeBufferPointer<UInt8>,
                                at start: Int) -> (cell: CellIdentity, text: CellIdentity) {
        func add(_ field: ResultsRecordParser.RecordIdentity.Field?, to builder: inout CellIdentity.Builder) {
            switch field {
            case .bytes(let inner)?:
                builder.add(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start + inner.lowerBound ..< start + inner.upperBound])))
            case .decoded(let text)?: builder.add(text)
            case nil: builder.addAbsent()
            }
        }
        var cell = CellIdentity.Builder()
        add(identity.key, to: &cell)
        add(identity.language, to: &cell)
        add(identity.variant, to: &cell)
        add(identity.text, to: &cell)
        add(identity.formatSample, to: &cell)
        add(identity.category, to: &cell)
        var text = CellIdentity.Builder()
        add(identity.key, to: &text)
        add(identity.language, to: &text)
        add(identity.text, to: &text)
        return (cell.finish(), text.finish())
    }

    /// Cells decoded whole, indexed by identity.
    init(path: String, cells: [CellResult], findings: [Finding]) {
        var index: [CellIdentity: Int32] = [:]
        var texts = Set<CellIdentity>()
        for (position, cell) in cells.enumerated() {
            var measured = CellIdentity.Builder()
            measured.add(cell.key)
            measured.add(cell.language.identifier)
            measured.add(optional: cell.variant)
            measured.add(cell.measurement.text)
            measured.add(optional: cell.formatSample)
            measured.add(cell.category.rawValue)
            index[measured.finish()] = Int32(clamping: position)
            var text = CellIdentity.Builder()
            text.add(cell.key)
            text.add(cell.language.identifier)
            text.add(cell.measurement.text)
            texts.insert(text.finish())
        }
        self.path = path
        self.index = index
        measuredTexts = texts
        store = .cells(cells, findings: findings)
        taken = nil
    }

    /// The earlier cell at `position`, its findings detected, at its earlier place; `expected`
    /// the key, language and text it should hold (``ResultsRecordParser/Expected``).
    ///
    /// - Throws: an ``InputError`` naming the file and line of a record that is not one.
    func cell(at position: Int, expecting expected: ResultsRecordParser.Expected? = nil) throws(InputError) -> CellResult? {
        switch store {
        case .cells(let cells, _):
            return cells[position]
        case .records(let file, let records, let document, let firstRecordLine):
            let range = records[position]
            let read = readSinceRelease.add(range.count, ordering: .relaxed).newValue
            if read >= Self.releaseEvery, readSinceRelease.compareExchange(expected: read, desired: 0, ordering: .relaxed).exchanged {
                file.release()
            }
            guard let record = ResultsRecordParser.record(UnsafeBufferPointer(rebasing: file.bytes[range]), expecting: expected) else {
                throw InputError(file: path, line: firstRecordLine + position,
                                 reason: "results[\(position)] is not a results record as textfit writes it")
            }
            return try document.cell(of: record, position: position, file: path)
        }
    }

    /// The part of the record at `position` that a run's encoder writes of its cell
    /// (``ResultsRecordParser/encodedPart(_:)``); empty for cells decoded whole or a record not
    /// laid out as the results writer lays it out.
    func recordedPart(at position: Int) -> [UInt8] {
        guard case .records(let file, let records, _, _) = store else { return [] }
        let record = UnsafeBufferPointer(rebasing: file.bytes[records[position]])
        guard let part = ResultsRecordParser.encodedPart(record) else { return [] }
        return Array(UnsafeBufferPointer(rebasing: record[part]))
    }

    /// Notes the records at `positions` as taken, with the findings of their `cells`.
    func take(_ positions: [Int], cells: [CellResult]) {
        taken?.withLock { taken in
            for position in positions { taken.records[position / 64] |= 1 << UInt64(position % 64) }
            for cell in cells { taken.findings += cell.findings }
        }
    }

    /// Every finding of the earlier file: the lint's, those of the cells taken, and those of the
    /// records not taken, read now.
    func findings() throws(InputError) -> [Finding] {
        switch store {
        case .cells(_, let findings):
            return findings
        case .records(_, let records, let document, _):
            let (takenRecords, takenFindings) = taken?.withLock { ($0.records, $0.findings) } ?? ([], [])
            var findings = (document.lint ?? []).map(\.finding) + takenFindings
            for position in records.indices
            where takenRecords.isEmpty || takenRecords[position / 64] & (1 << UInt64(position % 64)) == 0 {
                if let cell = try cell(at: position) { findings += cell.findings }
            }
            return findings
        }
    }
}
