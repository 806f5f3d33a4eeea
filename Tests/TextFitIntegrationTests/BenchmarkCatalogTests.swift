import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitBench

/// The benchmark's generated catalog: the same bytes for a seed, real-app lengths, each
/// language's own script, specifiers and plural variants; read back by Foundation's JSON
/// parser (not TextFit's reader) so the figures are counted by another route.
@Suite struct BenchmarkCatalogTests {
    static let words: StringTable = {
        do {
            return try LocalizationReader.read(paths: [TestFonts.repositoryRoot.appendingPathComponent("Strings").path])
        } catch {
            fatalError("\(error)")
        }
    }()

    static let catalog: Data = {
        do { return try BenchmarkCatalog(keys: 2000, seed: 1).data(words: words) } catch { fatalError("\(error)") }
    }()

    /// key → language → [variant text], from Foundation's parser.
    static let parsed: [String: [String: [String]]] = {
        let root = try! JSONSerialization.jsonObject(with: catalog) as! [String: Any]
        let strings = root["strings"] as! [String: [String: Any]]
        var out: [String: [String: [String]]] = [:]
        for (key, entry) in strings {
            for (language, localization) in entry["localizations"] as! [String: [String: Any]] {
                if let unit = localization["stringUnit"] as? [String: Any] {
                    out[key, default: [:]][language] = [unit["value"] as! String]
                } else {
                    let plural = (localization["variations"] as! [String: Any])["plural"] as! [String: [String: Any]]
                    out[key, default: [:]][language] = plural.keys.sorted().map {
                        (plural[$0]!["stringUnit"] as! [String: Any])["value"] as! String
                    }
                }
            }
        }
        return out
    }()

    /// The median the benchmarks report: the middle value, of an even count the upper of the
    /// two middle ones (a time that was measured, not a mean of two).
    @Test func medianIsTheMiddleMeasuredValue() {
        #expect(Benchmark.median([]) == 0)
        #expect(Benchmark.median([2.5]) == 2.5)
        #expect(Benchmark.median([3, 1, 2]) == 2)
        #expect(Benchmark.median([4, 1, 3, 2]) == 3)
        #expect(Benchmark.median([0.2, 0.1, 0.2, 0.9, 0.1]) == 0.2)
    }

    @Test func sameSeedSameBytes() throws {
        #expect(try BenchmarkCatalog(keys: 50, seed: 7).data(words: Self.words)
            == BenchmarkCatalog(keys: 50, seed: 7).data(words: Self.words))
        #expect(try BenchmarkCatalog(keys: 50, seed: 7).data(words: Self.words)
            != BenchmarkCatalog(keys: 50, seed: 8).data(words: Self.words))
    }

    /// 2,000 keys × 40 languages; English lengths as in real apps: median about 25 characters,
    /// about 10 % over 100, a few over 500.
    @Test func sizeAndLengths() {
        #expect(Self.parsed.count == 2000)
        #expect(Self.parsed.values.allSatisfy { $0.count == 40 })
        let english = Self.parsed.values.compactMap { $0["en"]?.first?.count }.sorted()
        let median = english[english.count / 2]
        #expect((20...30).contains(median), "median \(median)")
        let over100 = Double(english.count { $0 > 100 }) / Double(english.count)
        #expect((0.07...0.13).contains(over100), "\(over100) over 100")
        let over500 = english.count { $0 > 500 }
        #expect((2...20).contains(over500), "\(over500) over 500")
    }

    /// Every letter of a language's generated text comes from that language's real
    /// translations, so each script is shaped in its own fonts.
    @Test func eachLanguageInItsOwnScript() {
        var letters: [String: Set<Character>] = [:]
        for string in Self.words.strings { letters[string.language.identifier, default: []].formUnion(string.value) }
        for language in BenchmarkCatalog.languages {
            var generated = Set<Character>()
            for entry in Self.parsed.values {
                for text in entry[language] ?? [] {
                    generated.formUnion(text.replacingOccurrences(of: "%lld", with: "").replacingOccurrences(of: "%@", with: ""))
                }
            }
            let foreign = generated.filter { $0.isLetter && !letters[language]!.contains($0) }
            #expect(foreign.isEmpty, "\(language): \(foreign.sorted().prefix(10))")
            #expect(generated.contains { $0.isLetter })
        }
    }

    /// Some keys hold `%@` or `%lld`, and the plural ones have each language's CLDR categories.
    @Test func specifiersAndPlurals() {
        let english = Self.parsed.values.compactMap { $0["en"] }
        let withObject = english.count { $0.contains { $0.contains("%@") } }
        let withNumber = english.count { $0.contains { $0.contains("%lld") } }
        #expect(withObject > 100 && withNumber > 50, "\(withObject) %@, \(withNumber) %lld")
        let plural = Self.parsed.values.filter { ($0["ru"]?.count ?? 0) > 1 }
        #expect(plural.count > 20)
        for entry in plural {
            #expect(entry["ru"]?.count == 4)  // one, few, many, other
            #expect(entry["ar"]?.count == 6)  // zero, one, two, few, many, other
            #expect(entry["en"]?.count == 2)
            #expect(entry["ja"]?.count == 1)
        }
    }

    /// A run over a few keys measures every string at 12 categories and shapes each distinct
    /// line at least once with one task; the floor shapes each exactly once.
    @Test func runCountsCellsAndShapings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-benchcat-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try BenchmarkCatalog(keys: 3, seed: 1).write(into: folder, words: Self.words)
        let table = try LocalizationReader.read(paths: [path])
        let expected = Self.parsedCount(path)
        #expect(table.strings.count == expected)
        let report = try await CatalogBenchmark.run(strings: table, fonts: TestFonts.bundled, jobs: [1])
        let run = try #require(report.runs.first)
        #expect(run.cells == expected * 12)
        #expect(run.shapings >= report.distinctLines)
        #expect(report.distinctLines <= expected && report.distinctLines > expected / 2)
        #expect(run.peakBytes >= report.peakBytesBeforeRuns && report.peakBytesBeforeRuns > 0)
        // HarfBuzz's time is part of the one task's: more than nothing, less than the whole run.
        #expect(run.harfBuzzSeconds > 0 && run.harfBuzzSeconds < run.seconds, "\(run.harfBuzzSeconds) of \(run.seconds) s")
    }

    /// A measurer's HarfBuzz time grows only when it shapes, and by no more than the wall time
    /// around the call that shaped.
    @Test func harfBuzzTimeIsTakenInsideShaping() throws {
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        #expect(measurer.harfBuzzTime == .zero)
        let clock = ContinuousClock()
        let start = clock.now
        let prepared = try measurer.prepare("Aktuellen Standort teilen", language: try #require(LanguageTag("de")), weight: 400)
        _ = try measurer.measure(prepared, pointSize: 17)
        let wall = clock.now - start
        let first = measurer.harfBuzzTime
        #expect(measurer.shapingCount == 1)
        #expect(first > .zero && first <= wall, "\(first) inside \(wall)")
        // The same text at a size set in the same face instance is the layout scaled: no shaping.
        _ = try measurer.measure(prepared, pointSize: 16)
        #expect(measurer.shapingCount == 1 && measurer.harfBuzzTime == first)
    }

    /// Strings in the file, counted in its text: one per string unit.
    static func parsedCount(_ path: String) -> Int {
        let data = FileManager.default.contents(atPath: path)!
        return String(decoding: data, as: UTF8.self).components(separatedBy: "\"stringUnit\"").count - 1
    }
}
