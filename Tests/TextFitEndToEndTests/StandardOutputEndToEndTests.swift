import Foundation
import Testing

/// `--output -` sends the chosen format to standard output, as `render --output -` does, rather
/// than to a file named "-".
@Suite struct StandardOutputEndToEndTests {
    /// The same JSON as omitting `--output`, byte for byte, and no file left in the folder.
    @Test func jsonGoesToStandardOutput() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", Binary.repositoryRoot.appendingPathComponent("Strings").path, "--category", "large",
                         "--format", "json", "--no-fail"]
        let dash = try Binary.run(arguments + ["--output", "-"], in: folder)
        #expect(dash.status == 0, "\(dash.stderr)")
        let plain = try Binary.run(arguments, in: folder)
        #expect(dash.stdout == plain.stdout)
        let cells = try ResultsDocument.cells(dash.stdout)
        #expect(!cells.isEmpty && cells.allSatisfy { $0.category == "large" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The HTML report, which otherwise needs a file, is written whole to standard output, and
    /// the gate's verdict goes to standard error.
    @Test func htmlGoesToStandardOutput() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Binary.run(["check", "--category", "large", "--format", "html", "--output", "-", "--no-fail"],
                                 in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(run.stdout.hasSuffix("</html>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
