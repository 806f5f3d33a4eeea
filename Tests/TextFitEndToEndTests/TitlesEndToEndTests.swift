import Foundation
import Testing

/// Where the titles come from: every record of the bundled job states `titleSource` (iOS's own
/// title or TextFit's translation), the summary names the languages that are TextFit's estimate,
/// a user's catalog states neither; and `textfit titles import` turns a `CoreLocationUI.framework`
/// into a catalog `check` takes, refusing bad input with one line naming the file (exit 2).
@Suite struct TitlesEndToEndTests {
    /// The languages whose bundled titles are TextFit's own, as the bundled catalog marks them
    /// (iOS 26.1 ships no CoreLocationUI titles of their own).
    static let textfitLanguages = ["en-IN", "es-US", "yue-Hans"]

    static func records(_ json: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(document["results"] as? [[String: Any]])
    }

    @Test func bundledRecordsStateWhereTheirTitlesComeFrom() throws {
        let arguments = ["check", "--category", "large", "--keys", "Current Location", "Send My Current Location"]
        let json = try Binary.run(arguments + ["--format", "json", "--output", "-", "--no-fail"])
        #expect(json.status == 0, "\(json.stderr)")
        let records = try Self.records(json.stdout)
        #expect(records.count == 2 * 56)
        for record in records {
            let language = try #require(record["language"] as? String)
            let expected = Self.textfitLanguages.contains(language) ? "textfit" : "ios"
            #expect(record["titleSource"] as? String == expected, "\(language)")
        }
        // iOS's own Japanese title for sending "my" location is the short one.
        let japanese = records.first { $0["language"] as? String == "ja" && $0["key"] as? String == "Send My Current Location" }
        #expect(japanese?["text"] as? String == "現在地を送信")

        let summary = try Binary.run(arguments + ["--no-fail"])
        let lines = summary.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count > 3)
        #expect(lines.first { $0.hasPrefix("  titles: ") } == "  titles: iOS's own (CoreLocationUI.framework) in 53 languages; TextFit's estimate, "
                + "not Apple's, in " + Self.textfitLanguages.joined(separator: ", "), "\(summary.stdout)")

        let csv = try Binary.run(arguments + ["--format", "csv", "--no-fail"])
        let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        // titleSource is the fourth column from the end (before close, platform and device).
        #expect(rows.first?.hasSuffix(",budget,titleSource,close,platform,device") == true)
        let sources = rows.dropFirst().map { Self.fields($0).dropLast(3).last ?? "" }
        #expect(sources.filter { $0 == "textfit" }.count == 2 * Self.textfitLanguages.count)
        #expect(sources.filter { $0 == "ios" }.count == 2 * 53)
        #expect(lines.contains("  note: --ios: the bundled titles as iOS 26.1 ships them; --ios 15, 17, 18 checks another version's"))
        // --ios 15: iOS 15's 39 localizations, TextFit's estimate for the 17 others.
        let ios15 = try Binary.run(arguments + ["--ios", "15", "--no-fail"])
        #expect(ios15.stdout.contains("\n  titles: iOS's own (CoreLocationUI.framework) in 39 languages; "), "\(ios15.stdout)")

        // A pseudolocale of a bundled title is nobody's title.
        let pseudo = try Binary.run(["check", "--category", "large", "--keys", "Current Location", "--pseudo", "accented",
                                     "--format", "json", "--no-fail"])
        let accented = try Self.records(pseudo.stdout).filter { $0["language"] as? String == "en-XA" }
        #expect(accented.count == 1)
        #expect(accented.allSatisfy { $0["titleSource"] == nil })
    }

    /// Shards of the bundled job merge to the same records and summary, title sources included.
    @Test func mergedShardsKeepTitleSources() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", "--category", "large", "--keys", "Current Location", "--no-fail"]
        let whole = try Binary.run(arguments + ["--format", "json"])
        let summary = try Binary.run(arguments)
        for index in 1...2 {
            let part = try Binary.run(arguments + ["--shard", "\(index)/2", "--format", "json", "--output", "s\(index).json"],
                                      in: folder)
            #expect(part.status == 0, "\(part.stderr)")
        }
        let merged = try Binary.run(["merge", "s2.json", "s1.json", "--format", "json", "--no-fail"], in: folder)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole.stdout)
        #expect(try Self.records(merged.stdout).filter { $0["titleSource"] as? String == "textfit" }.count
                == Self.textfitLanguages.count)
        let mergedSummary = try Binary.run(["merge", "s1.json", "s2.json", "--no-fail"], in: folder)
        #expect(mergedSummary.stdout == summary.stdout)
        #expect(mergedSummary.stdout.contains("\n  titles: iOS's own (CoreLocationUI.framework) in 53 languages; "))
    }

    /// A framework with two localizations in text .strings, one of them UTF-16 as Apple's builds leave them.
    static func writeFramework(in folder: URL) throws -> URL {
        let framework = folder.appendingPathComponent("CoreLocationUI.framework")
        for (lproj, text, utf16) in [
            ("de", "\"LOCATION_BUTTON_CURRENT_LOCATION\" = \"Aktueller Standort\";\n\"LOCATION_BUTTON_SHARE_MY_CURRENT_LOCATION\" = \"Meinen aktuellen Standort teilen\";\n", false),
            ("zh_HK", "/* Button */\n\"LOCATION_BUTTON_CURRENT_LOCATION\" = \"目前位置\";\n", true),
        ] {
            let lprojFolder = framework.appendingPathComponent("\(lproj).lproj")
            try FileManager.default.createDirectory(at: lprojFolder, withIntermediateDirectories: true)
            let data = utf16 ? text.data(using: .utf16)! : Data(text.utf8)
            try data.write(to: lprojFolder.appendingPathComponent("CoreLocationUI.strings"))
        }
        return framework
    }

    @Test func importWritesACatalogCheckTakes() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let framework = try Self.writeFramework(in: folder)
        let printed = try Binary.run(["titles", "import", framework.path])
        #expect(printed.status == 0, "\(printed.stderr)")
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: Any])
        #expect(Set(strings.keys) == ["Current Location", "Share My Current Location"])
        // Like the bundled catalog's keys: added by hand, with the framework key in the comment.
        let entry = strings["Share My Current Location"] as? [String: Any]
        #expect(entry?["extractionState"] as? String == "manual")
        #expect((entry?["comment"] as? String)?.contains("LOCATION_BUTTON_SHARE_MY_CURRENT_LOCATION") == true)
        let current = try #require((strings["Current Location"] as? [String: Any])?["localizations"] as? [String: Any])
        #expect(Set(current.keys) == ["de", "zh-HK"])
        let hongKong = (current["zh-HK"] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(hongKong?["value"] as? String == "目前位置")
        #expect(hongKong?["state"] as? String == "translated")

        let output = folder.appendingPathComponent("iOS.xcstrings")
        let written = try Binary.run(["titles", "import", framework.path, "--output", output.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        #expect(try Data(contentsOf: output) == Data(printed.stdout.utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "iOS.xcstrings" && $0 != "CoreLocationUI.framework" }
        #expect(leftovers.isEmpty, "\(leftovers)")

        // A user's catalog: no title source in records, CSV or summary.
        let check = try Binary.run(["check", output.path, "--category", "large", "--format", "json", "--no-fail"])
        #expect(check.status == 0, "\(check.stderr)")
        let records = try Self.records(check.stdout)
        // de and zh-HK, and English (the development language) measured as the keys.
        #expect(records.count == 5)
        #expect(Set(records.compactMap { $0["language"] as? String }) == ["de", "en", "zh-HK"])
        #expect(records.allSatisfy { $0["titleSource"] == nil })
        let summary = try Binary.run(["check", output.path, "--category", "large", "--no-fail"])
        #expect(!summary.stdout.contains("  titles: "), "\(summary.stdout)")
    }

    @Test func badFrameworksExitTwoNamingTheFile() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Not a framework.
        let plain = folder.appendingPathComponent("Plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        // An unknown key.
        let unknown = folder.appendingPathComponent("Unknown/CoreLocationUI.framework/fr.lproj")
        try FileManager.default.createDirectory(at: unknown, withIntermediateDirectories: true)
        let strings = unknown.appendingPathComponent("CoreLocationUI.strings")
        try Data("\"LOCATION_BUTTON_CURRENT_LOCATION\" = \"Position actuelle\";\n\"LOCATION_BUTTON_ELSEWHERE\" = \"Ailleurs\";\n".utf8)
            .write(to: strings)
        // A malformed loctable.
        let damaged = folder.appendingPathComponent("Damaged/CoreLocationUI.framework")
        try FileManager.default.createDirectory(at: damaged, withIntermediateDirectories: true)
        let loctable = damaged.appendingPathComponent("CoreLocationUI.loctable")
        try Data("bplist00\u{D0}garbage".utf8).write(to: loctable)
        for (path, expected) in [
            (plain.path, "textfit: \(plain.path): not a CoreLocationUI.framework folder"),
            (unknown.deletingLastPathComponent().path, "textfit: \(strings.path):2: unknown key 'LOCATION_BUTTON_ELSEWHERE'"),
            (damaged.path, "textfit: \(loctable.path): "),
        ] {
            let output = folder.appendingPathComponent("out.xcstrings")
            let run = try Binary.run(["titles", "import", path, "--output", output.path])
            #expect(run.status == 2, "\(path): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix(expected), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
        // An output that is a folder is refused, naming it.
        let framework = try Self.writeFramework(in: folder)
        let intoFolder = try Binary.run(["titles", "import", framework.path, "--output", plain.path])
        #expect(intoFolder.status == 2)
        #expect(intoFolder.stderr == "textfit: \(plain.path): is a folder; --output names the .xcstrings file to write\n")
    }

    /// A CSV row's fields (RFC 4180: a quoted field may hold commas and doubled quotes).
    static func fields(_ row: String) -> [String] {
        let characters = Array(row)
        var fields: [String] = [], field = "", quoted = false, index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quoted {
                if character != "\"" { field.append(character); continue }
                if index < characters.count, characters[index] == "\"" { field.append("\""); index += 1 } else { quoted = false }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}
