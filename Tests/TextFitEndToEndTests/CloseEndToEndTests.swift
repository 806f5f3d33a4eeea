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

        // CSV: the message in the column before the platform and device of every row.
        let csv = try Binary.run(["check", "--margin", margin, "--format", "csv"] + Self.arguments, in: folder)
        let rows = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.first?.hasSuffix(",budget,titleSource,close,platform,device") == true)
        #expect(rows.dropFirst().count == cells.count)
        #expect(rows.dropFirst().allSatisfy { $0.contains(",\"fits by ") && $0.hasSuffix("width the spec allows)\",ios,iphone-375") })

        // SARIF and JUnit carry them as warnings; the gate still passes on them alone.
        let gated = try Binary.run(["check", "--margin", margin, "--fail-on", "all", "--sarif", "gate.sarif", "--junit", "junit.xml"]
                                   + Self.arguments, in: folder)
        #expect(gated.status == plain.status, "\(gated.stdout)")
        let sarif = try String(contentsOf: folder.appendingPathComponent("gate.sarif"), encoding: .utf8)
        #expect(sarif.contains("textfit/close"))
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("close"))
    }

    /// A results file keeps its cells' `close` warnings as the run found them (with its margin):
    /// as a baseline they are known, and shards merge to the run's own results.
    @Test func resultsFilesKeepTheirCloseWarnings() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(GateCatalogs.buttons(german: GateCatalogs.shortGerman).utf8)
            .write(to: folder.appendingPathComponent("buttons.xcstrings"))
        let run = ["check", "buttons.xcstrings", "--category", "large", "--margin", "60"]
        let whole = try Binary.run(run + ["--format", "json", "--output", "whole.json"], in: folder)
        #expect(whole.status == 0)
        let cells = try JSONDecoder().decode(ResultsDocument.self, from: Data(contentsOf: folder.appendingPathComponent("whole.json")))
        #expect(cells.results.count == 6)
        let baseline = try Binary.run(run + ["--baseline", "whole.json"], in: folder)
        #expect(baseline.stdout.contains("✓ gate passes: 0 new or worse findings under a fail policy, 0 warnings, 6 known\n"),
                "\(baseline.stdout)")
        for shard in ["1/2", "2/2"] {
            let part = try Binary.run(run + ["--shard", shard, "--format", "json", "--output", "part\(shard.prefix(1)).json"], in: folder)
            #expect(part.status == 0)
        }
        let merged = try Binary.run(["merge", "part1.json", "part2.json", "--format", "json", "--output", "merged.json"], in: folder)
        #expect(merged.status == 0, "\(merged.stderr)")
        func results(_ name: String) throws -> [[String: Any]] {
            try #require((try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name)))
                          as? [String: Any])?["results"] as? [[String: Any]])
        }
        let mergedResults = try results("merged.json"), wholeResults = try results("whole.json")
        #expect(mergedResults.count == 6 && mergedResults.allSatisfy { $0["close"] != nil })
        #expect(NSArray(array: mergedResults).isEqual(to: wholeResults))
    }

    @Test func aNegativeMarginIsBadInput() throws {
        let run = try Binary.run(["check", "--margin=-1", "--category", "large"])
        #expect(run.status == 2)
        #expect(run.stderr == "textfit: --margin must be a percentage, 0 or more\n")
    }
}
