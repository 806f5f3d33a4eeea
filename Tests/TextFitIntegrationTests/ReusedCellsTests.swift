import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitCore

/// `--reuse` finds an earlier cell by a digest of what it was measured from, read from the
/// record's bytes without decoding the record (``ResultsRecordParser/identity(_:)``): the cells
/// it takes are the ones the whole decode gives, escaped or not; a record that is not one is
/// named with its file and line when it is taken; the earlier findings a baseline needs are
/// every finding of the file, however many cells were taken.
@Suite struct ReusedCellsTests {
    static let categories: [ContentSizeCategory] = [.large, .xxxLarge, .ax5]

    /// The bundled job's results written to a file in `folder`, and the strings measured.
    static func bundledJobResults(in folder: URL, rewriting: (String) -> String = { $0 }) async throws
        -> (path: String, strings: StringTable) {
        let strings = try BundledData.strings(environment: [:])
        return (try await results(of: strings, in: folder, rewriting: rewriting), strings)
    }

    /// The results of checking `strings` at ``categories`` with the bundled spec, written to a
    /// file in `folder` (its JSON passed through `rewriting` first).
    static func results(of strings: StringTable, in folder: URL, rewriting: (String) -> String = { $0 }) async throws
        -> String {
        let run = try await Verification(strings: strings, spec: .bundledDefault, categories: categories,
                                         fonts: TestFonts.bundled, parallelism: 2).run()
        let path = folder.appendingPathComponent("earlier.json").path
        try Data(rewriting(try ReportFormat.json.render(run)).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func plan() -> VerificationPlan {
        VerificationPlan(spec: .bundledDefault, keyLimits: [:], categories: categories, sampler: FormatSpecifierSampler())
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-reused-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every string of the job is taken, with the cells the whole decode of the file gives; with
    /// the texts' non-ASCII letters written as `\u` escapes (valid JSON of the same strings) too.
    @Test(arguments: [false, true])
    func everyStringIsTakenWithTheDecodedCells(escaped: Bool) async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let escape = { (json: String) -> String in
            guard escaped else { return json }
            // Every non-ASCII scalar of a record line as a JSON escape (UTF-16, as JSON has it).
            return json.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                guard line.hasPrefix("{\"") else { return String(line) }
                var out = ""
                for scalar in line.unicodeScalars {
                    if scalar.isASCII { out.unicodeScalars.append(scalar); continue }
                    for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
                }
                return out
            }.joined(separator: "\n")
        }
        let (path, strings) = try await Self.bundledJobResults(in: folder, rewriting: escape)
        if escaped { #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\\u")) }
        let whole = try ResultsFile.read(path: path)
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        #expect(reused.refusal == nil)
        #expect(reused.count == whole.cells.count)
        let plan = Self.plan()
        var taken: [CellResult] = []
        for string in strings.strings {
            let cells = try #require(try reused.cells(for: string, plan: plan), "\(string.key) \(string.language)")
            #expect(cells.allSatisfy { $0.location == string.location })
            taken += cells
        }
        #expect(reused.taken.strings == strings.strings.count)
        // The same cells as the file holds, in any order; a changed text is not taken.
        #expect(Set(taken) == Set(whole.cells))
        var changed = try #require(strings.strings.first { !$0.value.isEmpty })
        changed.value += " more"
        #expect(try reused.cells(for: changed, plan: plan) == nil)
    }

    /// Neighbouring strings with the same text, told apart only by their key, their language or
    /// their variant, are each taken with their own cells: the index takes a record's digests
    /// from the record before it only when every member they are made of is the same.
    @Test func neighboursWithTheSameTextAreTakenApart() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let en = LanguageTag("en")!, file = "Localizable.xcstrings"
        let strings = StringTable(sourceLanguage: en, strings: [
            LocalizedString(key: "near", language: en, value: "Share", location: SourceLocation(file: file, line: 1)),
            LocalizedString(key: "share", language: en, value: "Share", location: SourceLocation(file: file, line: 2)),
            LocalizedString(key: "share", language: LanguageTag("en-GB")!, value: "Share", location: SourceLocation(file: file, line: 3)),
            LocalizedString(key: "tap", language: en, value: "Share", variant: "plural.one", location: SourceLocation(file: file, line: 4)),
            LocalizedString(key: "tap", language: en, value: "Share", variant: "plural.other", location: SourceLocation(file: file, line: 5)),
        ])
        let path = try await Self.results(of: strings, in: folder)
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        #expect(reused.refusal == nil)
        #expect(reused.count == strings.strings.count * Self.categories.count)
        for string in strings.strings {
            let cells = try #require(try reused.cells(for: string, plan: Self.plan()), "\(string.key) \(string.language) \(string.variant ?? "")")
            #expect(cells.map(\.category) == Self.categories)
            #expect(cells.allSatisfy { $0.key == string.key && $0.language == string.language && $0.variant == string.variant })
        }
        #expect(reused.taken.strings == strings.strings.count)
    }

    /// A record whose identity reads but whose values do not is bad input once its cell is taken:
    /// one line naming the file and the record's line.
    @Test func brokenRecordIsNamedWhenTaken() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var brokenLine = 0
        let (path, strings) = try await Self.bundledJobResults(in: folder) { json in
            var lines = json.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let index = lines.indices.filter { lines[$0].hasPrefix("{\"") }[5]
            lines[index] = lines[index].replacingOccurrences(of: "\"fits\":", with: "\"fits\":\"no\",\"was\":")
            brokenLine = index + 1
            return lines.joined(separator: "\n")
        }
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        let plan = Self.plan()
        let error = #expect(throws: InputError.self) {
            for string in strings.strings { _ = try reused.cells(for: string, plan: plan) }
        }
        #expect(error?.file == path)
        #expect(error?.line == brokenLine)
        #expect(error?.description.contains("\n") == false)
    }

    /// The earlier findings, asked for after some strings were taken, are every finding of the
    /// file (as a baseline reads them): the taken cells' and the others'.
    @Test func earlierFindingsAreTheFilesFindings() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, strings) = try await Self.bundledJobResults(in: folder)
        let whole = try ResultsFile.read(path: path)
        #expect(!whole.findings.isEmpty)
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled, keepingFindings: true)
        let plan = Self.plan()
        for string in strings.strings.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            _ = try reused.cells(for: string, plan: plan)
        }
        #expect(reused.taken.strings > 0 && reused.taken.strings < strings.strings.count)
        let earlier = try await reused.finish()
        #expect(earlier.count == whole.findings.count)
        #expect(Baseline(origin: "a", findings: earlier).amounts == Baseline(origin: "a", findings: whole.findings).amounts)
    }

    /// A catalog file checked on its own Xcode target's platform (a watch app's strings) has its
    /// cells taken at that platform's categories, with its spec and its `close` margin, as the
    /// run measured them: every string is taken, and the cells are the file's.
    @Test func stringsOfAFileOnItsOwnPlatformAreTaken() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try BundledData.strings(environment: [:])
        // The same titles again under other keys, in a file that sorts after the bundled one (the
        // first record, which names the run's platform, stays iOS's).
        let watchFile = "watch/Localizable.xcstrings"
        var strings = bundled
        strings.strings += bundled.strings.map { string in
            var moved = string
            moved.key = "watch." + string.key
            moved.location.file = watchFile
            return moved
        }
        let watch = PlatformTarget(platform: .watchos)
        let categories = ContentSizeCategory.allCases
        var verification = Verification(strings: strings, spec: .bundledDefault, categories: categories,
                                        fonts: TestFonts.bundled, parallelism: 2)
        verification.filePlatforms = [watchFile: watch]
        let run = try await verification.run()
        // What makes the watch's cells differ: fewer categories than the run's.
        let watchCategories = Set(run.cells.filter { $0.location?.file == watchFile }.map(\.category))
        #expect(!watchCategories.isEmpty && watchCategories.count < categories.count)
        let path = folder.appendingPathComponent("earlier.json").path
        try Data(try ReportFormat.json.render(run).utf8).write(to: URL(fileURLWithPath: path))
        let whole = try ResultsFile.read(path: path)
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        #expect(reused.refusal == nil)
        var plan = VerificationPlan(spec: .bundledDefault, keyLimits: [:], categories: categories,
                                    sampler: FormatSpecifierSampler())
        plan.filePlatforms = [watchFile: watch]
        var taken: [CellResult] = []
        for string in strings.strings {
            taken += try #require(try reused.cells(for: string, plan: plan), "\(string.key) \(string.language)")
        }
        #expect(reused.taken.strings == strings.strings.count)
        #expect(Set(taken) == Set(whole.cells))
    }

    /// A string's placement (``VerificationPlan/placement(of:)``) is its file's platform with the
    /// run's categories that platform has, as the plan holds them when asked: the categories
    /// changed after the files were placed are the ones given; a file with no platform of its
    /// own gets none, and the run's categories.
    @Test func aStringIsPlacedOnItsFilesPlatformAtItsCategories() throws {
        let watch = PlatformTarget(platform: .watchos)
        var plan = VerificationPlan(spec: .bundledDefault, keyLimits: [:], categories: ContentSizeCategory.allCases,
                                    sampler: FormatSpecifierSampler())
        plan.filePlatforms = ["watch/Localizable.strings": watch]
        var string = try #require(try BundledData.strings(environment: [:]).strings.first)
        string.location.file = "watch/Localizable.strings"
        let placed = plan.placement(of: string)
        #expect(placed.target == watch)
        // The watch's nine: no Medium and no AX4 or AX5 (watchOS's type scale).
        #expect(placed.categories == [.xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3])
        plan.categories = [.medium, .large, .ax5]
        #expect(plan.placement(of: string).categories == [.large])
        string.location.file = "phone/Localizable.strings"
        let unplaced = plan.placement(of: string)
        #expect(unplaced.target == nil && unplaced.categories == [.medium, .large, .ax5])
    }

    /// A baseline's findings, read record by record from the mapped file without keeping its
    /// cells (``ResultsFile/findings(path:)``), are those of the file decoded whole by
    /// `JSONDecoder`: the same findings in the same order, lint first. A file not laid out as
    /// textfit writes it (the same JSON on one line) is decoded whole, to the same findings.
    @Test func baselineFindingsAreTheWholeDecodes() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, _) = try await Self.bundledJobResults(in: folder)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let decoded = try ResultsFile.decodeRecorded(data, file: path, streaming: false).result
        #expect(!decoded.findings.isEmpty)
        #expect(try ResultsFile.findings(path: path) == decoded.findings)
        let oneLine = folder.appendingPathComponent("one-line.json")
        try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: data)).write(to: oneLine)
        #expect(try ResultsFile.findings(path: oneLine.path) == decoded.findings)
    }
}
