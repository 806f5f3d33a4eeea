import Foundation
import Testing

/// GitHub annotations and the job summary on the bundled job, whose 5 titles × 56 languages have
/// many findings.
@Suite struct GateOutputsEndToEndTests {
    /// Distinct (key, language, variant, kind) with a finding, from the results JSON — what one
    /// annotation, one SARIF result and one summary row each stand for.
    static func findingGroups() throws -> Int {
        let run = try Binary.run(["check", "--format", "json", "--no-fail"])
        let cells = try ResultsDocument.cells(run.stdout)
        var groups = Set<String>()
        for cell in cells {
            let title = "\(cell.key)|\(cell.language)|\(cell.variant ?? "")"
            if !cell.fits { groups.insert(title + "|renderFailure") }
            if cell.verticalClip > 0 { groups.insert(title + "|verticalClip") }
            if !cell.missingGlyphs.isEmpty { groups.insert(title + "|missingGlyph") }
            if cell.cornerClip { groups.insert(title + "|cornerClip") }
        }
        return groups.count
    }

    /// Distinct (key, language, variant) with a `close` warning, from the results JSON: a cell
    /// whose needed width is within the SF Pro stand-in's error of the default spec's 343 pt
    /// maximum width, on either side — 2 % under 20 pt, 1 % from 20 pt (docs/sf-stand-in.md).
    static func closeGroups() throws -> Int {
        let run = try Binary.run(["check", "--format", "json", "--no-fail"])
        var groups = Set<String>()
        for cell in try ResultsDocument.cells(run.stdout) {
            let margin = (cell.pointSize < 20 ? 2.0 : 1.0) / 100
            if abs(343 - cell.minFrame.width) <= 343 * margin { groups.insert("\(cell.key)|\(cell.language)|\(cell.variant ?? "")") }
        }
        return groups.count
    }

    @Test func annotationsCappedAndSummaryAppended() throws {
        let groups = try Self.findingGroups()
        #expect(groups > 10)
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("summary.md")
        try Data("Earlier step\n".utf8).write(to: summary)
        let run = try Binary.run(["check"], environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 10)
        #expect(errors.allSatisfy { $0.hasPrefix("::error file=Strings/LocationButton.xcstrings,line=") })
        // The warnings: WCAG's advisory contrast lint of the default colors (light and dark) and the
        // `close` findings, never errors: up to 10 annotated, the rest counted.
        let close = try Self.closeGroups()
        #expect(close > 10)
        let warnings = lines.filter { $0.hasPrefix("::warning") }
        #expect(warnings.count == 10 && warnings.allSatisfy {
            $0.hasPrefix("::warning title=textfit contrast (new)::(button spec)") || $0.contains("title=textfit close (new)::")
        }, "\(warnings)")
        #expect(lines.last == "::notice title=textfit::\(groups - 10) more failing findings and \(close + 2 - 10) more warnings not annotated (GitHub shows 10 of each kind per step); see the job summary")
        // The annotations come after the summary.
        let firstAnnotation = try #require(lines.firstIndex { $0.hasPrefix("::") })
        #expect(lines[..<firstAnnotation].contains { $0.hasPrefix("Largest category at which every title fits") })
        // The most severe first: fails at the smallest category, then by the larger overflow.
        let summaryText = try String(contentsOf: summary, encoding: .utf8)
        #expect(summaryText.hasPrefix("Earlier step\n## TextFit gate: ✗ fails\n"))
        let rows = summaryText.split(separator: "\n").filter { $0.hasPrefix("| ✗ fail") }
        #expect(rows.count == groups)
    }

    @Test func noSummaryWithoutTheVariable() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Binary.run(["check", "--category", "AX5", Binary.repositoryRoot.appendingPathComponent("Strings").path],
                                 in: folder, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\n::error file="))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // Turned off, nothing is annotated and the summary file is left alone.
        let summary = folder.appendingPathComponent("summary.md")
        try Data("Earlier step\n".utf8).write(to: summary)
        let off = try Binary.run(["check", "--category", "AX5", "--no-github-annotations"],
                                 environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(off.status == 1)
        #expect(!off.stdout.contains("::error"))
        #expect(try String(contentsOf: summary, encoding: .utf8) == "Earlier step\n")
        // Outside GitHub Actions, no annotations unless asked for.
        let plain = try Binary.run(["check", "--category", "AX5"], environment: ["GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": ""])
        #expect(!plain.stdout.contains("::error"))
        let asked = try Binary.run(["check", "--category", "AX5", "--github-annotations"],
                                   environment: ["GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": ""])
        #expect(asked.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 10)
    }
}

/// `--format sarif` and `--format junit` write the same documents as `--sarif FILE` and
/// `--junit FILE`, through the same reporters; the verdict then goes to standard error.
@Suite struct GateFormatsEndToEndTests {
    @Test func sarifAndJUnitAsFormats() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("results.sarif"), junit = folder.appendingPathComponent("results.xml")
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        let files = try Binary.run(["check", "--keys", "Current Location", "--no-fail", "--sarif", sarif.path,
                                    "--junit", junit.path], environment: environment)
        #expect(files.status == 0, "\(files.stderr)")
        let asSARIF = try Binary.run(["check", "--keys", "Current Location", "--no-fail", "--format", "sarif", "--output", "-"],
                                     environment: environment)
        #expect(asSARIF.status == 0)
        #expect(asSARIF.stdout == (try String(contentsOf: sarif, encoding: .utf8)))
        #expect(asSARIF.stdout.hasPrefix("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\""))
        let asJUnit = try Binary.run(["check", "--keys", "Current Location", "--no-fail", "--format", "junit", "--output", "-"],
                                     environment: environment)
        #expect(asJUnit.stdout == (try String(contentsOf: junit, encoding: .utf8)))
        #expect(asJUnit.stdout.contains("timestamp=\"2023-11-14T22:13:20\""))
    }
}
