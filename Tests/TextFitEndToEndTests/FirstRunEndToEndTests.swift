import Foundation
import Testing

/// The first run on an app's catalog, with no option: strings that nothing limits are wrapping
/// labels checked for expansion, the summary says how to declare limits and groups the notes,
/// the JSON keeps every note, and a split run merges to the same summary; with `--spec` or a
/// role the strings are buttons as before.
@Suite struct FirstRunEndToEndTests {
    static let paragraph = "Stats keeps a small history of every sensor it reads, so that the widgets in the menu "
        + "bar can draw a chart of the last minutes; the history is kept in memory only and is gone when you quit."
    static let paragraphDE = "Stats bewahrt einen kleinen Verlauf jedes gelesenen Sensors auf, damit die Widgets in der "
        + "Menüleiste ein Diagramm der letzten Minuten zeichnen können; er liegt nur im Speicher und ist beim Beenden weg."

    /// en: the paragraph, "Pin" and 15 keys that only English has (15 missing translations in de).
    static func catalog() throws -> URL {
        let folder = try Binary.temporaryFolder()
        var english = "\"help.history\" = \"\(paragraph)\";\n\"button.pin\" = \"Pin\";\n"
        for index in 1...15 { english += "\"extra.\(index)\" = \"Extra \(index)\";\n" }
        let german = "\"help.history\" = \"\(paragraphDE)\";\n\"button.pin\" = \"Anheften\";\n"
        for (language, body) in [("en", english), ("de", german)] {
            let file = folder.appendingPathComponent("App/\(language).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(body.utf8).write(to: file)
        }
        return folder
    }

    @Test func aFirstRunMeasuresLabelsAndGroupsNotes() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Binary.run(["check", "App", "--category", "large", "--format", "json", "--output", "r.json"], in: folder)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  no declared limit (every key): a wrapping label, body, 343.0 pt wide") })
        #expect(lines.contains("  " + "declare limits for buttons and titles with --limits FILE, e.g. "
            + #"{"*Button*": {"labelStyle": "titleOnly", "maximumWidth": 200}} (docs/button-spec.md, Roles)"#))
        #expect(lines.contains("  notes: 15, by kind (every note is in the JSON and Markdown outputs):"))
        #expect(lines.contains("    missing translation: 15 (de 15)"))
        #expect(lines.filter { $0.hasPrefix("      e.g. ") }.count == 2)
        #expect(lines.last == "✓ every title fits in every language at every category")

        let document = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("r.json"))) as? [String: Any])
        #expect((document["notes"] as? [Any])?.count == 15)
        #expect(document["defaultLabelKeys"] as? Int == 17)
        let results = try #require(document["results"] as? [[String: Any]])
        let paragraph = try #require(results.first { $0["key"] as? String == "help.history" && $0["language"] as? String == "de" })
        #expect(paragraph["fits"] as? Bool == true)
        #expect((paragraph["lineCount"] as? Int ?? 0) >= 3)

        // Every note listed with no limit.
        let all = try Binary.run(["check", "App", "--category", "large", "--summary-limit", "0"], in: folder)
        #expect(all.stdout.split(separator: "\n").filter { $0.hasPrefix("  note: ") }.count == 15)
    }

    /// `--spec` (even the default's) or a role makes a key a button again: the paragraph truncates.
    @Test func aSpecOrARoleKeepsTheButton() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{}".utf8).write(to: folder.appendingPathComponent("button.json"))
        let spec = try Binary.run(["check", "App", "--category", "large", "--spec", "button.json"], in: folder)
        #expect(spec.status == 1)
        #expect(!spec.stdout.contains("no declared limit"))
        #expect(spec.stdout.contains("  en       help.history: truncation at large"), "\(spec.stdout)")

        try Data(#"{"help.*": {"labelStyle": "titleOnly"}}"#.utf8).write(to: folder.appendingPathComponent("roles.json"))
        let role = try Binary.run(["check", "App", "--category", "large", "--limits", "roles.json"], in: folder)
        #expect(role.status == 1)
        #expect(role.stdout.contains("  no declared limit (16 of 17 keys): a wrapping label"), "\(role.stdout)")
        #expect(role.stdout.contains("help.history: truncation at large"))
        #expect(!role.stdout.contains("button.pin:"))
    }

    /// Shards of a first run merge into the summary and JSON of one run.
    @Test func shardsMergeToTheSameSummary() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try Binary.run(["check", "App", "--category", "large", "--format", "json", "--output", "one.json"], in: folder)
        for index in 1...2 {
            let part = try Binary.run(["check", "App", "--category", "large", "--shard", "\(index)/2", "--format", "json",
                                       "--output", "shard-\(index).json"], in: folder)
            #expect(part.status == 0, "\(part.stderr)")
        }
        let merged = try Binary.run(["merge", "shard-1.json", "shard-2.json", "--format", "json", "--output", "merged.json"],
                                    in: folder)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == one.stdout)
        #expect(try Data(contentsOf: folder.appendingPathComponent("merged.json"))
            == Data(contentsOf: folder.appendingPathComponent("one.json")))
    }
}
