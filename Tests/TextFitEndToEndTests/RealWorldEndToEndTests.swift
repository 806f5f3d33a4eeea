import Foundation
import Testing

/// Public catalogs of real apps (`../shared/realworld/`, or `$TEXTFIT_REALWORLD`), read whole
/// by the built binary: every language present, every key × language measured or named in a
/// note, exit 0 or 1 — and a really malformed file stopped at its line with exit 2.
///
/// What the catalogs hold is found here by another route than the tool's readers: Foundation's
/// property-list parser (Apple's old-style parser) for `.strings`, `JSONSerialization` for
/// String Catalogs.
@Suite(.enabled(if: RealWorldFolder.has(),
                "needs the public app catalogs (../shared/realworld); set TEXTFIT_REALWORLD"))
struct RealWorldEndToEndTests {
    /// The folder of real catalogs; CI's clone has `shared/` beside it.
    static let root: URL = {
        if let path = ProcessInfo.processInfo.environment["TEXTFIT_REALWORLD"] {
            return URL(fileURLWithPath: path)
        }
        return Binary.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/realworld")
    }()

    /// The valid catalogs, each read whole.
    static let validCatalogs = ["CSE", "Maccy", "stats"]

    /// A key in a language, as the catalog holds it.
    struct Pair: Hashable, CustomStringConvertible {
        var key: String
        var language: String
        var description: String { "\(key) [\(language)]" }
    }

    /// Every key × language of a catalog folder is measured (at one category, to keep the JSON
    /// small) or named in a note, and every language of the folder appears.
    @Test(arguments: validCatalogs)
    func everyKeyAndLanguageIsMeasuredOrNoted(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: folder.path),
                     "real catalogs not found at \(folder.path); set TEXTFIT_REALWORLD")
        let expected = try Self.pairs(in: folder)
        let languages = Set(expected.map(\.language))
        #expect(!expected.isEmpty)

        let scratch = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("results.json")
        let run = try Binary.run(["check", folder.path, "--category", "large", "--format", "json",
                                  "--output", output.path])
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.stderr)")
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")

        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let notes = try #require(document["notes"] as? [[String: Any]])
        var measured = Set<Pair>()
        for record in results {
            guard let key = record["key"] as? String, let language = record["language"] as? String else {
                Issue.record("a record without key or language: \(record)")
                continue
            }
            #expect(record["category"] as? String == "large")
            measured.insert(Pair(key: key, language: language))
        }
        var noted = Set<Pair>()
        var notedForAllLanguages = Set<String>()
        for note in notes {
            guard let key = note["key"] as? String else { continue }
            if let language = note["language"] as? String {
                noted.insert(Pair(key: key, language: language))
            } else {
                notedForAllLanguages.insert(key)
            }
        }
        let uncovered = expected.filter {
            !measured.contains($0) && !noted.contains($0) && !notedForAllLanguages.contains($0.key)
        }
        #expect(uncovered.isEmpty, "\(uncovered.count) of \(expected.count) neither measured nor noted, e.g. \(uncovered.prefix(5).map(\.description))")
        let reported = Set(measured.map(\.language)).union(noted.map(\.language))
        #expect(languages.subtracting(reported).isEmpty, "languages missing from the run: \(languages.subtracting(reported).sorted())")
        // Nothing is measured that the catalog does not hold.
        let extra = measured.subtracting(expected)
        #expect(extra.isEmpty, "measured but not in the catalog: \(extra.prefix(5).map(\.description))")
    }

    /// Whether the real catalogs are there (a clone without `shared/` skips what needs them).
    static let available = FileManager.default.fileExists(atPath: root.path)

    /// The first run on an app, with no option: the full matrix (12 categories) runs through
    /// with exit 0 or 1 and counts every cell, and its summary is a page — under 100 lines —
    /// whose findings are what is wrong whatever the layout: no string is "truncated" (nothing
    /// declares a limit, so every key is a wrapping label), and the summary says so and how to
    /// declare limits.
    @Test(.enabled(if: available, "real catalogs not found at ../shared/realworld; set TEXTFIT_REALWORLD"),
          arguments: validCatalogs)
    func fullMatrixRuns(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        let run = try Binary.run(["check", folder.path])
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.stderr)")
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let header = try #require(lines.first.map(String.init))
        #expect(header.contains("× 12 categories = "), "header: \(header)")
        #expect(lines.count < 100, "\(lines.count) lines:\n\(run.stdout)")
        #expect(lines.contains { $0.hasPrefix("  no declared limit (every key): a wrapping label") })
        #expect(lines.contains { $0.hasPrefix("  declare limits for buttons and titles with --limits FILE") })
        let verdict = try #require(lines.first { $0.hasPrefix("✗") || $0.hasPrefix("✓") })
        #expect(!verdict.contains("truncated") && !verdict.contains("line break"), "\(verdict)")
        #expect(!lines.contains { $0.hasPrefix("  note: ") }, "notes are grouped")
    }

    /// MonitorControl's `cs.lproj/Main.strings` has an unescaped quote on line 215 (Apple's
    /// parser rejects it too): the run stops with exit 2 and one line naming that file and line.
    @Test func malformedStringsFileStopsAtItsLine() throws {
        let folder = Self.root.appendingPathComponent("MonitorControl")
        try #require(FileManager.default.fileExists(atPath: folder.path),
                     "real catalogs not found at \(folder.path); set TEXTFIT_REALWORLD")
        let broken = folder.appendingPathComponent("MonitorControl/UI/cs.lproj/Main.strings")
        // The independent parser agrees the file is malformed.
        #expect(throws: (any Error).self) {
            _ = try PropertyListSerialization.propertyList(from: Data(contentsOf: broken), format: nil)
        }
        let run = try Binary.run(["check", folder.path])
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("cs.lproj/Main.strings:215"), "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// The key × language pairs a folder holds: `.strings` files in `*.lproj` folders and
    /// String Catalogs, each key in every language the folder has (a language lacking a key must
    /// be noted, not dropped).
    static func pairs(in folder: URL) throws -> Set<Pair> {
        var keys = Set<String>()
        var languages = Set<String>()
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            switch file.pathExtension {
            case "strings":
                let lproj = file.deletingLastPathComponent()
                guard lproj.pathExtension == "lproj" else { continue }
                let language = lproj.deletingPathExtension().lastPathComponent
                languages.insert(language)
                let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
                guard let table = plist as? [String: Any] else {
                    Issue.record("\(file.path) is not a strings table")
                    continue
                }
                for key in table.keys {
                    keys.insert(key)
                }
            case "xcstrings":
                let catalog = try #require(
                    try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
                let source = try #require(catalog["sourceLanguage"] as? String)
                languages.insert(source)
                let strings = try #require(catalog["strings"] as? [String: Any])
                for (key, entry) in strings {
                    keys.insert(key)
                    let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
                    languages.formUnion(localizations.keys)
                }
            default:
                continue
            }
        }
        var all = Set<Pair>()
        for key in keys {
            for language in languages { all.insert(Pair(key: key, language: language)) }
        }
        return all
    }
}
