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
///   spec and font source, and every font face its records name still has the SHA-256 the
///   file recorded (the files are hashed, once per process, as the run's own fonts are);
/// - each string: the earlier file has a cell with its key, language, variant, text and format
///   sample at every category this run checks, with the same width limit. Strings whose key has
///   its own entry in a limits file (its spec is not the run's) are always measured; a string
///   measured against its source (a relative budget, a wrapping label's expansion check) is
///   taken only when the earlier file also measured that source text for the key.
///
/// Taken cells get the string's current place (file and line), and their findings are detected
/// again from the recorded measurement, as ``ResultsFile`` does for a baseline or a merge; so
/// every output of the run is the one a full run writes, byte for byte. Memory: the earlier
/// cells are held while the run goes (as a results baseline is).
package struct ReusedCells: Sendable {
    struct CellKey: Hashable {
        var key: String
        var language: LanguageTag
        var variant: String?
        var text: String
        var formatSample: String?
        var category: ContentSizeCategory
    }

    /// A text measured for a key in a language, whatever its variant and category.
    struct MeasuredText: Hashable {
        var key: String
        var language: LanguageTag
        var text: String
    }

    /// The earlier cells by what they were measured from.
    private let cells: [CellKey: CellResult]
    /// Every key, language and text the earlier file measured: a source text a translation is
    /// compared with must be among them.
    private let measuredTexts: Set<MeasuredText>
    /// Why nothing is taken from the file, when nothing is; `nil` when its cells can be taken.
    package let refusal: String?

    /// How many earlier cells can be taken.
    package var count: Int { cells.count }
    /// How many strings the run took from the earlier results and how many it looked up.
    private let tally = Tally()

    /// The strings taken and looked up so far, shared by the run's tasks.
    final class Tally: Sendable {
        let taken = Atomic<Int>(0)
        let asked = Atomic<Int>(0)
    }

    /// Every finding of the earlier results (lint first), for a gate whose baseline is the same
    /// file: it is then read once.
    package let earlierFindings: [Finding]

    private init(cells: [CellKey: CellResult], refusal: String?, findings: [Finding] = []) {
        self.cells = cells
        measuredTexts = Set(cells.values.map { MeasuredText(key: $0.key, language: $0.language, text: $0.text) })
        self.refusal = refusal
        earlierFindings = findings
    }

    /// How many strings the run took from the earlier results, of how many it measured or took.
    package var taken: (strings: Int, of: Int) {
        (tally.taken.load(ordering: .relaxed), tally.asked.load(ordering: .relaxed))
    }

    /// No earlier cells: everything is measured.
    package static var none: ReusedCells { ReusedCells(cells: [:], refusal: nil) }

    /// Reads the results file at `path` for a run with `spec` and `fonts`.
    ///
    /// - Throws: an ``InputError`` naming the file when it cannot be read or is not TextFit's
    ///   results. A file written by another version, for another spec or fonts, is valid: its
    ///   cells are not taken, and ``refusal`` says why.
    package static func load(path: String, spec: ButtonSpec, fonts: FontCollection) throws(InputError) -> ReusedCells {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, reason: "cannot read the results file: \(error.localizedDescription)")
        }
        let (result, version) = try ResultsFile.decodeRecorded(data, file: path)
        let findings = result.findings
        guard version == ToolVersion.current else {
            return ReusedCells(cells: [:], refusal: "\(path) was written by textfit \(version ?? "of an unknown version"), "
                + "this is \(ToolVersion.current); measuring every string", findings: findings)
        }
        guard result.spec == spec else {
            return ReusedCells(cells: [:], refusal: "\(path) was measured with another button spec; measuring every string",
                               findings: findings)
        }
        guard result.fontOrigin == fonts.origin else {
            return ReusedCells(cells: [:], refusal: "\(path) was measured with the fonts of \(result.fontOrigin), "
                + "this run uses \(fonts.origin); measuring every string", findings: findings)
        }
        var checked: [String: Bool] = [:]
        for face in Set(result.cells.flatMap(\.measurement.fonts)) {
            if checked[face.file] == nil { checked[face.file] = (try? fonts.verifier.sha256(of: face.file)) == face.sha256 }
            guard checked[face.file] == true else {
                return ReusedCells(cells: [:], refusal: "\(path): the font file \(face.file) changed since; measuring every string",
                                   findings: findings)
            }
        }
        var cells: [CellKey: CellResult] = [:]
        cells.reserveCapacity(result.cells.count)
        for cell in result.cells {
            cells[CellKey(key: cell.key, language: cell.language, variant: cell.variant, text: cell.text,
                          formatSample: cell.formatSample, category: cell.category)] = cell
        }
        return ReusedCells(cells: cells, refusal: nil, findings: findings)
    }

    /// The earlier cells of `string` under `plan`, placed where the string is now, in the order
    /// ``CellSolver/cells(for:)`` makes them; `nil` when it has to be measured.
    func cells(for string: LocalizedString, plan: VerificationPlan) -> [CellResult]? {
        tally.asked.add(1, ordering: .relaxed)
        guard let found = lookUp(string, plan: plan) else { return nil }
        tally.taken.add(1, ordering: .relaxed)
        return found
    }

    private func lookUp(_ string: LocalizedString, plan: VerificationPlan) -> [CellResult]? {
        guard !cells.isEmpty, plan.keyLimits[string.key] == nil else { return nil }
        let comparesWithSource = plan.comparesWithSource(string.key)
        let samples = plan.sampler.samples(for: string)
        var found: [CellResult] = []
        found.reserveCapacity(samples.count * plan.categories.count)
        for sample in samples {
            if comparesWithSource, let source = plan.source(of: string, sample: sample),
               !measuredTexts.contains(MeasuredText(key: string.key, language: plan.sourceLanguage, text: source)) {
                return nil
            }
            let variant = CellSolver.variant(of: string, sample: sample)
            let formatSample = CellSolver.formatSample(sample)
            for category in plan.categories {
                guard var cell = cells[CellKey(key: string.key, language: string.language, variant: variant, text: sample.text,
                                               formatSample: formatSample, category: category)],
                      cell.widthLimit == string.widthLimit else { return nil }
                cell.location = string.location
                found.append(cell)
            }
        }
        return found
    }
}
