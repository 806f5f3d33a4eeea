import Foundation
import Testing

/// A stray `;` in a `.strings` file: the run reads the entries before it, names the ones the
/// app never sees under the files read (not under the button), and fails the gate.
@Suite struct UnreadEntriesEndToEndTests {
    @Test func theSummaryNamesTheFilesAndTheRunFails() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (language, text) in [("en", "\"Save\" = \"Save\";\n\"Open\" = \"Open\";\n\"Close\" = \"Close\";\n"),
                                 ("de", "\"Save\" = \"Sichern\";;\n\"Open\" = \"Öffnen\";\n\"Close\" = \"Schließen\";\n")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let run = try Binary.run(["check", folder.path])
        // Core Foundation reads "Save" and stops at the second ';': "Open" and "Close" are lost (2 entries).
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("✗ the files: ") }, "\(run.stdout)")
        #expect(lines.contains("The files read (what the app never sees of them):"), "\(run.stdout)")
        #expect(!lines.contains { $0.hasPrefix("The button itself") }, "\(run.stdout)")
        #expect(lines.contains { $0.contains("de.lproj/Localizable.strings:1") && $0.contains("2") }, "\(run.stdout)")
    }
}
