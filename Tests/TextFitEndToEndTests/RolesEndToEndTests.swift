import Foundation
import Testing

/// Lines, roles from the limits sidecar and relative budgets, through the built binary: the
/// results JSON, SARIF and a baseline made from the results.
@Suite struct RolesEndToEndTests {
    static let english = """
        "alert.delete.message" = "Deleting this search engine also removes its keyword and every setting you made for it. This cannot be undone.";
        "settings.title" = "Location Services";
        "toolbar.button.share" = "Share";
        "footer.hint" = "First line\\nSecond line";

        """
    static let german = """
        "alert.delete.message" = "Wenn du diese Suchmaschine löschst, werden auch ihr Schlüsselwort und alle Einstellungen entfernt, die du dafür vorgenommen hast. Dies kann nicht widerrufen werden.";
        "settings.title" = "Ortungsdienste";
        "toolbar.button.share" = "Teilen und Weiterleiten";
        "footer.hint" = "Erste Zeile\\nZweite Zeile";

        """
    static let limits = """
        {
          "$specs": {
            "message": {"labelStyle": "titleOnly", "numberOfLines": 0, "maximumWidth": 270,
                        "contentInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16}}
          },
          "*": {"labelStyle": "titleOnly"},
          "alert.*.message": "message",
          "*.button.*": {"labelStyle": "titleOnly", "relativeBudget": 50},
          "settings.title": {"labelStyle": "titleOnly", "numberOfLines": 2, "maximumWidth": 100}
        }
        """

    static func catalog() throws -> URL {
        let folder = try Binary.temporaryFolder()
        for (language, body) in [("en", english), ("de", german)] {
            let file = folder.appendingPathComponent("App/\(language).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(body.utf8).write(to: file)
        }
        try Data(limits.utf8).write(to: folder.appendingPathComponent("roles.json"))
        return folder
    }

    static func records(_ json: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(document["results"] as? [[String: Any]])
    }

    @Test func rolesLinesAndBudgetsReachEveryOutput() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.json").path
        let sarif = folder.appendingPathComponent("results.sarif").path
        let run = try Binary.run(["check", folder.appendingPathComponent("App").path, "--category", "large",
                                  "--limits", folder.appendingPathComponent("roles.json").path,
                                  "--format", "json", "--output", results, "--sarif", sarif])
        #expect(run.status == 1, "stderr: \(run.stderr)")
        let records = try Self.records(String(decoding: try Data(contentsOf: URL(fileURLWithPath: results)), as: UTF8.self))
        #expect(records.count == 8)
        func record(_ key: String, _ language: String) throws -> [String: Any] {
            try #require(records.first { $0["key"] as? String == key && $0["language"] as? String == language })
        }

        // The message wraps in 270 − 32 = 238 pt lines: every word shows, in order, each line within the width.
        for language in ["en", "de"] {
            let message = try record("alert.delete.message", language)
            #expect(message["numberOfLines"] as? Int == 0)
            #expect(message["fits"] as? Bool == true)
            let lines = try #require(message["lines"] as? [[String: Any]])
            #expect(lines.count >= 3 && message["lineCount"] as? Int == lines.count)
            #expect(message["neededLineCount"] as? Int == lines.count)
            let words = (message["text"] as? String ?? "").split(separator: " ")
            #expect(lines.compactMap { $0["text"] as? String }.joined(separator: " ").split(separator: " ") == words)
            for line in lines { #expect((line["width"] as? Double ?? .infinity) <= 238) }
            // The frame is as tall as the lines at the body leading (22 pt at large) or the fonts' taller line.
            let height = try #require((message["minFrame"] as? [String: Double])?["height"])
            #expect(height >= Double(lines.count) * 22 - 0.001)
        }
        // "Ortungsdienste" alone is wider than 100 − 24 = 76 pt: broken by character over two lines.
        let title = try record("settings.title", "de")
        let titleLines = try #require(title["lines"] as? [[String: Any]])
        #expect(titleLines.count == 2)
        #expect(titleLines.compactMap { $0["text"] as? String }.joined() == "Ortungsdienste")
        for line in titleLines { #expect((line["width"] as? Double ?? .infinity) <= 76) }
        // One-line cells carry no lines.
        #expect(try record("toolbar.button.share", "en")["lines"] == nil)

        // The expansion: the German button against the English one, from the records' own widths.
        let share = try record("toolbar.button.share", "de")
        let source = try record("toolbar.button.share", "en")
        let ratio = (share["textWidth"] as? Double ?? 0) / (source["textWidth"] as? Double ?? 1)
        #expect(ratio > 1.5)
        #expect(abs((share["sourceWidth"] as? Double ?? 0) - (source["textWidth"] as? Double ?? 0)) <= 0.001)
        #expect(abs((share["budget"] as? Double ?? 0) - 1.5 * (source["textWidth"] as? Double ?? 0)) <= 0.002)
        #expect(source["budget"] == nil)

        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let found = (runs.first?["results"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        #expect(found.filter { $0 == "textfit/hard-line-break" }.count == 2)   // footer.hint in en and de
        #expect(found.filter { $0 == "textfit/expansion" }.count == 1)
        let messages = (runs.first?["results"] as? [[String: Any]] ?? []).compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages.contains { $0.contains(String(format: "%.2f×", ratio)) })

        // The results file as a baseline: nothing is new.
        let again = try Binary.run(["check", folder.appendingPathComponent("App").path, "--category", "large",
                                    "--limits", folder.appendingPathComponent("roles.json").path, "--baseline", results])
        #expect(again.status == 0, "stdout: \(again.stdout) stderr: \(again.stderr)")

        // The same catalogs as a baseline are measured with the same rules: nothing is new. (Measured
        // without them, as wrapping labels, the message's corner clip and the hint's hard line break
        // in each language were 4 new failures.)
        let catalogBaseline = try Binary.run(["check", folder.appendingPathComponent("App").path, "--category", "large",
                                              "--limits", folder.appendingPathComponent("roles.json").path,
                                              "--baseline", folder.appendingPathComponent("App").path])
        #expect(catalogBaseline.status == 0, "stdout: \(catalogBaseline.stdout) stderr: \(catalogBaseline.stderr)")
        #expect(catalogBaseline.stdout.contains("0 new or worse findings"), "\(catalogBaseline.stdout)")

        // The sidecar stays valid when --keys picks one key.
        let one = try Binary.run(["check", folder.appendingPathComponent("App").path, "--category", "large",
                                  "--limits", folder.appendingPathComponent("roles.json").path,
                                  "--keys", "settings.title", "--format", "json"])
        #expect(one.status == 0, "stderr: \(one.stderr)")
        let picked = try Self.records(one.stdout)
        #expect(picked.count == 2 && picked.allSatisfy { $0["key"] as? String == "settings.title" })
        #expect(picked.allSatisfy { ($0["lines"] as? [[String: Any]])?.count == 2 })
    }

    @Test func badRolesAreRefusedWithTheirLine() throws {
        let folder = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (body, message) in [
            ("{\n  \"nothing.*\": 100\n}", "roles.json:2 (key 'nothing.*'): the pattern matches no key read"),
            ("{\n  \"*\": \"button\"\n}", "roles.json:2 (key '*'): no spec named 'button' in \"$specs\""),
            ("{\n  \"*\": {\"relativeBudget\": -5}\n}", "roles.json:2 (key '*'): 'relativeBudget' must be a percentage, 0 or more"),
        ] {
            try Data(body.utf8).write(to: folder.appendingPathComponent("roles.json"))
            let run = try Binary.run(["check", folder.appendingPathComponent("App").path, "--category", "large",
                                      "--limits", folder.appendingPathComponent("roles.json").path])
            #expect(run.status == 2)
            #expect(run.stderr.hasSuffix(message + "\n"), "\(run.stderr)")
        }
    }
}
