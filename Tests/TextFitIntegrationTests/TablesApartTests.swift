import Foundation
import Testing
@testable import TextFitCore
@testable import TextFitGate
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A string's identity is its table and its key: the same key in two `.strings` tables (as
/// Interface Builder's object IDs collide across storyboards) is two strings, each compared
/// with its own table's English and noted missing in its own table; and an `expansion` where no
/// frame is known only warns. Widths are checked against `hb-shape` on the same font file.
@Suite struct TablesApartTests {
    /// No tracking, so a width is exactly the advance sum `hb-shape` gives.
    static let spec = ButtonSpec(tracking: .thousandthsOfEm(0))
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    /// `34.title` in three tables of one app: `Main` (a short English source, a long German
    /// translation), `Alerts` (a long source and a German translation of the same length), and
    /// `Extra` (English only). The files are read in path order, `en.lproj/Main.strings` last, so
    /// a run that joined the tables by key would compare `Alerts`' German with `Main`'s "Save".
    static let files: [(path: String, body: String)] = [
        ("App/en.lproj/Main.strings", #""34.title" = "Save";"#),
        ("App/de.lproj/Main.strings", #""34.title" = "Speichern und schließen";"#),
        ("App/en.lproj/Alerts.strings", #""34.title" = "Access to the camera requires your permission";"#),
        ("App/de.lproj/Alerts.strings", #""34.title" = "Der Kamerazugriff braucht deine Erlaubnis";"#),
        ("App/en.lproj/Extra.strings", #""34.title" = "More";"#),
    ]

    static func app() throws -> URL { try write(files) }

    /// A new folder holding `files`, each a line of `.strings`.
    static func write(_ files: [(path: String, body: String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-tables-\(UUID().uuidString)")
        for (path, body) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((body + "\n").utf8).write(to: file)
        }
        return folder
    }

    static func width(_ text: String, _ language: String) throws -> Double {
        try HBShape.width(font: inter, faceIndex: 0, text: text, language: language, pointSize: 17).width
    }

    @Test func eachTableIsReadApartAndNamed() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try LocalizationReader.read(paths: [folder.appendingPathComponent("App").path])
        #expect(table.strings.count == 5)
        #expect(Set(table.strings.compactMap(\.table)) == ["Main", "Alerts", "Extra"])
        #expect(table.strings.allSatisfy { $0.table == $0.tableIdentity?.name })
        // Three tables of one key are not a key written twice.
        #expect(!table.notes.contains { $0.kind == .duplicateKey })
        // Extra has no German: one note, naming the table; Main and Alerts have theirs.
        let missing = table.notes.filter { $0.kind == .missingTranslation }
        #expect(missing.map(\.message) == ["'34.title' (table Extra) has no de translation"], "\(missing)")
        #expect(missing.first?.location.file.hasSuffix("App/en.lproj/Extra.strings") == true)
    }

    /// Main's German is compared with "Save" and is an expansion, by the ratio hb-shape's widths
    /// give; Alerts' German is compared with its own long source and is none. No frame is
    /// known (a wrapping label), so the expansion warns: the run passes, a policy naming
    /// `expansion` fails it.
    @Test func eachTranslationIsComparedWithItsOwnTablesSource() async throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try LocalizationReader.read(paths: [folder.appendingPathComponent("App").path])
        var verification = Verification(strings: table, spec: Self.spec, categories: [.large], fonts: TestFonts.bundled,
                                         parallelism: 1)
        verification.labelsWhereUndeclared = true
        let result = try await verification.run()

        let save = try Self.width("Save", "en")
        let main = try Self.width("Speichern und schließen", "de")
        let access = try Self.width("Access to the camera requires your permission", "en")
        let alerts = try Self.width("Der Kamerazugriff braucht deine Erlaubnis", "de")
        // "Save" has 4 characters (3.0× allowed), the Alerts source 45 (1.6×).
        #expect(main / save > 3.0 && alerts / access < 1.6 && alerts / save > 3.0,
                "main \(main / save), alerts \(alerts / access), alerts against Save \(alerts / save)")

        let mainCell = try #require(result.cells.first { $0.table == "Main" && $0.language.identifier == "de" })
        let alertsCell = try #require(result.cells.first { $0.table == "Alerts" && $0.language.identifier == "de" })
        #expect(abs(mainCell.measurement.width - main) < 0.01)
        #expect(abs((mainCell.sourceWidth ?? 0) - save) < 0.01)
        #expect(abs((alertsCell.sourceWidth ?? 0) - access) < 0.01)
        #expect(alertsCell.findings.isEmpty, "\(alertsCell.findings.map(\.description))")
        let expansion = try #require(mainCell.findings.first)
        #expect(mainCell.findings.map(\.kind) == [.expansion])
        #expect(abs(expansion.amount - main / save) < 0.001)
        #expect(expansion.table == "Main" && expansion.advisory)
        #expect(expansion.description.contains("34.title (table Main) [de, large] expansion"))
        #expect(!result.cells.contains { $0.findings.contains { $0.table != "Main" } })

        // A warning, not a failure: the run passes and the summary counts it apart.
        #expect(result.passes)
        let summary = result.summary
        #expect(summary.failingCellCount == 0 && summary.warningCellCount == 1)
        #expect(summary.warningCounts == [.expansion: 1])
        #expect(summary.keyCount == 3)
        let byDefault = GateResult(result: summary, policy: .failOnEverything, baseline: nil)
        #expect(!byDefault.fails && byDefault.count(.warn) == 1)
        let named = try GatePolicy.combining(file: nil, failOn: ["expansion"], warnOn: [])
        #expect(GateResult(result: summary, policy: named, baseline: nil).fails)
    }

    /// The same table name in two targets: each is its own table, named by its path.
    @Test func twoTargetsTablesOfOneNameAreTwoTables() throws {
        let folder = try Self.write([
            ("App/en.lproj/Localizable.strings", #""done" = "Done";"#),
            ("App/de.lproj/Localizable.strings", #""done" = "Fertig";"#),
            ("Widget/en.lproj/Localizable.strings", #""done" = "Finished";"#),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try LocalizationReader.read(paths: [folder.path])
        let names = Set(table.strings.compactMap(\.table))
        // Named by as much of the path as tells them apart, not by where the app lies.
        #expect(names == ["App/Localizable", "Widget/Localizable"], "\(names)")
        let missing = table.notes.filter { $0.kind == .missingTranslation }
        #expect(missing.count == 1)
        #expect(missing.first?.message == "'done' (table Widget/Localizable) has no de translation")
    }
}
