import Foundation
import Testing
@testable import TextFit

/// Reading results JSON back (baselines, merge) and joining shards.
@Suite struct GateResultsFileTests {
    static func result(shard: Shard? = nil, cells: [CellResult]? = nil) -> VerificationResult {
        var result = VerificationResult(
            cells: cells ?? [GateFixtures.cell("Send", "de", .xxxLarge, width: 360, line: 12),
                             GateFixtures.cell("Send", "fr", .large, width: 100, line: 18, variant: "plural.one")],
            spec: GateFixtures.spec, fontOrigin: "Fonts/manifest.json",
            notes: [ReadNote(kind: .missingTranslation, key: "Send", language: GateFixtures.tag("ja"),
                             location: SourceLocation(file: "App/Localizable.xcstrings", line: 10), message: "no ja")])
        result.shard = shard
        return result
    }

    /// JSON → result → JSON gives the same bytes; the shard is kept.
    @Test func roundTripsByteForByte() throws {
        let shard = try Shard(index: 2, count: 3)
        let json = try ReportFormat.json.render(Self.result(shard: shard))
        #expect(json.contains("\"shard\" : {\n    \"count\" : 3,\n    \"index\" : 2\n  }"))
        let read = try ResultsFile.decode(Data(json.utf8), file: "r.json")
        #expect(read.shard == shard)
        #expect(read.notes == Self.result().notes)
        #expect(read.cells.map(\.findings) == Self.result().cells.map(\.findings))
        #expect(try ReportFormat.json.render(read) == json)
        // A whole run has no shard member at all.
        #expect(!(try ReportFormat.json.render(Self.result())).contains("\"shard\""))
    }

    @Test(arguments: [
        (#"{"schemaVersion": 2, "tool": "textfit"}"#,
         "r.json: results schemaVersion 2 cannot be read by this textfit, which reads schemaVersion 1; write the results again with this version"),
        (#"{"name": "package"}"#, "r.json: not a textfit results file (no schemaVersion)"),
        (#"{"schemaVersion": 1, "tool": "other"}"#, "r.json: not a textfit results file (written by 'other')"),
        ("[1]", "r.json: not a textfit results file: it is not a JSON object"),
        ("{ nope", "r.json: not a textfit results file: it is not a JSON object"),
        (#"{"schemaVersion": 1, "tool": "textfit"}"#, "r.json (key 'fonts'): unreadable results (schemaVersion 1): missing required field 'fonts'"),
    ])
    func unreadableResults(text: String, prefix: String) {
        let error = #expect(throws: InputError.self) { try ResultsFile.decode(Data(text.utf8), file: "r.json") }
        #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("\n") == false)
    }

    @Test func mergeJoinsShards() throws {
        let all = [GateFixtures.cell("A", "de", .large, width: 100, line: 1), GateFixtures.cell("A", "fr", .large, width: 330, line: 2),
                   GateFixtures.cell("B", "de", .large, width: 100, line: 3), GateFixtures.cell("B", "fr", .large, width: 100, line: 4)]
        let first = Self.result(shard: try Shard(index: 1, count: 2), cells: [all[3], all[0]])
        let second = Self.result(shard: try Shard(index: 2, count: 2), cells: [all[2], all[1]])
        let merged = try ShardMerge.merge([("2.json", second), ("1.json", first)])
        let single = Self.result(cells: all)
        #expect(merged.shard == nil)
        #expect(merged.cells == single.cells)
        #expect(merged.cells.map(\.location?.line) == [1, 2, 3, 4])
        #expect(try ReportFormat.json.render(merged) == ReportFormat.json.render(single))
        #expect(try ReportFormat.summary.render(merged) == ReportFormat.summary.render(single))
    }

    @Test func mergeRejectsIncompleteOrMixedShards() throws {
        let one = Self.result(shard: try Shard(index: 1, count: 3), cells: [GateFixtures.cell("A", "de", .large, width: 1, line: 1)])
        let two = Self.result(shard: try Shard(index: 2, count: 3), cells: [GateFixtures.cell("B", "de", .large, width: 1, line: 2)])
        let missing = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", one), ("2.json", two)]) }
        #expect(missing?.description == "merge: missing shard 3/3")
        let twice = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", one), ("1b.json", one)]) }
        #expect(twice?.description == "1b.json: shard 1/3 is also in 1.json")
        let whole = #expect(throws: InputError.self) { try ShardMerge.merge([("all.json", Self.result())]) }
        #expect(whole?.description == "all.json: not a shard's results (written without --shard i/n)")
        let otherCount = Self.result(shard: try Shard(index: 2, count: 2))
        let mixed = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", one), ("x.json", otherCount)]) }
        #expect(mixed?.description == "x.json: shard 2/2 does not belong with shards of 3")
        var otherFonts = two
        otherFonts.fontOrigin = "Other/manifest.json"
        #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", one), ("2.json", otherFonts)]) }
        let overlap = Self.result(shard: try Shard(index: 2, count: 2), cells: [GateFixtures.cell("A", "de", .large, width: 1, line: 1)])
        let first = Self.result(shard: try Shard(index: 1, count: 2), cells: [GateFixtures.cell("A", "de", .large, width: 1, line: 1)])
        let doubled = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", first), ("2.json", overlap)]) }
        #expect(doubled?.description == "2.json (key 'A'): de is also measured in 1.json")
    }
}
