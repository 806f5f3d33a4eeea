import Foundation
import Testing

/// `textfit check --format xcode`: a diagnostic line per finding group that names the catalog's
/// absolute path and the line and column of the title's value, checked against the catalog's own
/// text and against an independent read of it with JSONSerialization.
@Suite struct XcodeFormatEndToEndTests {
    /// One parsed diagnostic line.
    struct Diagnostic {
        var path: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var rule: String

        /// `PATH:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`, split with a regular expression.
        init?(_ text: Substring) {
            guard let match = text.wholeMatch(of: /(\/[^:]+):(\d+):(\d+): (error|warning): (.*) \[(textfit\/[a-z-]+)\]/),
                  let line = Int(match.2), let column = Int(match.3) else { return nil }
            (path, self.line, self.column) = (String(match.1), line, column)
            (severity, message, rule) = (String(match.4), String(match.5), String(match.6))
        }
    }

    static let catalog = Binary.repositoryRoot.appendingPathComponent("Strings/LocationButton.xcstrings")

    /// Every key's value per language, read with JSONSerialization (not TextFit's reader).
    static func values() throws -> [String: [String: String]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        var values: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
                if let value = unit?["value"] as? String { values[key, default: [:]][language] = value }
            }
        }
        return values
    }

    /// Checks that every diagnostic points at its title's value in the catalog.
    static func expectPointsAtTitles(_ diagnostics: [Diagnostic]) throws {
        let lines = try String(contentsOf: catalog, encoding: .utf8).components(separatedBy: "\n")
        let values = try values()
        for diagnostic in diagnostics {
            #expect(diagnostic.path == catalog.standardizedFileURL.path)
            // The message starts `KEY [LANGUAGE] …`.
            let head = try #require(diagnostic.message.firstMatch(of: #/^(.+?) \[([A-Za-z0-9-]+)\] /#))
            let value = try #require(values[String(head.1)]?[String(head.2)], "\(diagnostic.message)")
            let text = lines[diagnostic.line - 1]
            #expect(text.contains("\"value\" : \"" + value + "\""), "line \(diagnostic.line): \(text)")
            // The column is the value's first character (1-based).
            let start = text.index(text.startIndex, offsetBy: diagnostic.column - 1)
            #expect(text[start...].hasPrefix(value + "\""), "column \(diagnostic.column) of \(text)")
        }
    }

    @Test func errorsForWhatFailsWarningsForWhatWarnsAtTheTitlesLines() throws {
        // A render failure up to AX2 fails, beyond only warns: iOS does not render Czech
        // "Current Location" from AX2 (an error), Arabic from AX4 (a warning).
        let run = try Binary.run(["check", "--format", "xcode", "--fail-on", "render-failure@...AX2"])
        #expect(run.status == 1, "\(run.stderr)")
        let diagnostics = run.stdout.split(separator: "\n").compactMap(Diagnostic.init)
        // The run's own spec has no file: its advisory contrast lint (light and dark) is a
        // `textfit: warning:` line, which Xcode shows without a place.
        let placeless = run.stdout.split(separator: "\n").filter { Diagnostic($0) == nil }
        #expect(placeless.count == 2 && placeless.allSatisfy { $0.hasPrefix("textfit: warning: (button spec) (") && $0.hasSuffix("[textfit/contrast]") },
                "unparsed lines in \(run.stdout)")
        let czech = try #require(diagnostics.first { $0.message.hasPrefix("Current Location [cs] render failure at AX2") })
        #expect(czech.severity == "error")
        #expect(czech.rule == "textfit/render-failure")
        let arabic = try #require(diagnostics.first { $0.message.hasPrefix("Current Location [ar] render failure at AX4") })
        #expect(arabic.severity == "warning")
        #expect(diagnostics.contains { $0.severity == "error" } && diagnostics.contains { $0.severity == "warning" })
        // Every error is a finding at AX2 or smaller; every warning's smallest category is larger.
        for diagnostic in diagnostics where diagnostic.rule == "textfit/render-failure" {
            let match = diagnostic.message.firstMatch(of: #/ render failure at ([A-Za-z0-9]+)/#)
            let smallest = try #require(match?.output.1)
            let atMostAX2 = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2"].contains(String(smallest))
            #expect(atMostAX2 == (diagnostic.severity == "error"), "\(diagnostic.message)")
        }
        try Self.expectPointsAtTitles(diagnostics)
        // The gate's verdict goes to standard error, leaving standard output to the diagnostics.
        #expect(run.stderr.contains("✗"), "\(run.stderr)")
    }

    @Test func knownFindingsAreWarnings() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("results.json").path
        let first = try Binary.run(["check", "--format", "json", "--output", results, "--no-fail"])
        #expect(first.status == 0, "\(first.stderr)")
        let run = try Binary.run(["check", "--format", "xcode", "--baseline", results])
        #expect(run.status == 0, "\(run.stderr)")
        let diagnostics = run.stdout.split(separator: "\n").compactMap(Diagnostic.init)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.severity == "warning" && $0.message.contains("(known)") })
        try Self.expectPointsAtTitles(diagnostics)
    }

    @Test func lintFindingsPointAtTheSpecFile() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("button.json")
        try Data(#"{"fixedFrame": {"width": 30, "height": 30}}"#.utf8).write(to: spec)
        let output = folder.appendingPathComponent("issues.txt").path
        let run = try Binary.run(["check", "--spec", spec.path, "--keys", "Current Location", "--category", "large",
                                  "--format", "xcode", "--output", output, "--fail-on", "undersized"])
        #expect(run.status == 1, "\(run.stderr)")
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        let lint = lines.compactMap(Diagnostic.init).filter { $0.rule == "textfit/undersized" }
        #expect(lint.count == 1, "\(lines)")
        #expect(lint.first?.path == spec.standardizedFileURL.path)
        #expect(lint.first?.line == 1 && lint.first?.column == 1)
        #expect(lint.first?.severity == "error")
        #expect(lint.first?.message.contains("30×30 pt is under the 44×44 pt") == true, "\(lint)")
    }
}
