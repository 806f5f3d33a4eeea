import Foundation
import Testing

/// `textfit check --margin`: `close` warnings in every output, and an exit status they never change.
@Suite struct CloseEndToEndTests {
    /// Two titles in three languages at the default category: their needed widths are read from
    /// the results, and a margin wide enough to reach the 343 pt limit from each is worked out here.
    static let arguments = ["buttons.xcstrings", "--category", "large"]

    @Test func marginMarksCellsAndLeavesTheExitStatus() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(GateCatalogs.buttons(german: GateCatalogs.shortGerman).utf8)
            .write(to: folder.appendingPathComponent("buttons.xcstrings"))
        let plain = try Binary.run(["check", "--margin", "0", "--format", "json"] + Self.arguments, in: folder)
        let cells = try ResultsDocument.cells(plain.stdout)
        try #require(!cells.isEmpty)
        // The margin that makes every cell close: the largest |343 − needed| / 343, plus a little.
        let widest = cells.map { abs(343 - $0.minFrame.width) / 343 * 100 }.max() ?? 0
        let margin = String(format: "%.2f", widest + 0.01)
        let marked = try Binary.run(["check", "--margin", margin, "--format", "json"] + Self.arguments, in: folder)
        #expect(marked.status == plain.status, "\(marked.stderr)")
        #expect(!plain.stdout.contains("\"close\""))
        // JSON: each record's `close`, its distance from 343 pt and the message.
        let records = try #require((try JSONSerialization.jsonObject(with: Data(marked.stdout.utf8)) as? [String: Any])?["results"]
                                   as? [[String: Any]])
        #expect(records.count == cells.count)
        for (record, cell) in zip(records, cells) {
            let close = try #require(record["close"] as? [String: Any], "\(record)")
            #expect(abs((close["amount"] as? Double ?? -1) - abs(343 - cell.minFrame.width)) <= 0.002)
            #expect((close["message"] as? String)?.hasPrefix("fits by ") == true)
        }

        // The summary names them and passes when nothing else is found.
        let summary = try Binary.run(["check", "--margin", margin] + Self.arguments, in: folder)
        #expect(plain.status == 0 && summary.status == 0)
        #expect(summary.stdout.contains("✓ every title fits in every language at every category; \(cells.count) close to their limit"))

        // CSV: the message in the last column of every row.
        let csv = try Binary.run(["check", "--margin", margin, "--format", "csv"] + Self.arguments, in: folder)
        let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.first?.hasSuffix(",budget,close") == true)
        #expect(rows.dropFirst().count == cells.count)
        #expect(rows.dropFirst().allSatisfy { $0.contains(",\"fits by ") && $0.hasSuffix("width the spec allows)\"") })

        // SARIF and JUnit carry them as warnings; the gate still passes on them alone.
        let gated = try Binary.run(["check", "--margin", margin, "--fail-on", "all", "--sarif", "gate.sarif", "--junit", "junit.xml"]
                                   + Self.arguments, in: folder)
        #expect(gated.status == plain.status, "\(gated.stdout)")
        let sarif = try String(contentsOf: folder.appendingPathComponent("gate.sarif"), encoding: .utf8)
        #expect(sarif.contains("textfit/close"))
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("close"))
    }

    @Test func aNegativeMarginIsBadInput() throws {
        let run = try Binary.run(["check", "--margin=-1", "--category", "large"])
        #expect(run.status == 2)
        #expect(run.stderr == "textfit: --margin must be a percentage, 0 or more\n")
    }
}
