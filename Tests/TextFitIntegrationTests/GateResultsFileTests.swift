import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

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
        // The part, and the run it belongs to: the spec's own iPhone, no file elsewhere, no tables.
        #expect(json.contains("\n  \"shard\": {\"count\":3,\"index\":2,\"platform\":\"ios\",\"device\":\"iphone-375\","
            + "\"namesTables\":false,\"fileTargets\":[]}\n}\n"))
        let read = try ResultsFile.decode(Data(json.utf8), file: "r.json")
        #expect(read.shard == shard)
        #expect(read.notes == Self.result().notes)
        #expect(read.cells.map(\.findings) == Self.result().cells.map(\.findings))
        #expect(try ReportFormat.json.render(read) == json)
        // A whole run has no shard member at all.
        #expect(!(try ReportFormat.json.render(Self.result())).contains("\"shard\""))
    }

    /// A shard states how its run resolved each key's spec, and reads it back to resolve every
    /// key as the run did: the catalogs' limited keys and the `--limits` rules, a width and a
    /// partial spec with a budget, in key order whatever order they were given in.
    @Test func shardStatesHowItsRunResolvedKeys() throws {
        var result = Self.result(shard: try Shard(index: 1, count: 2))
        let rules = [KeyLimit(key: "Title", kind: .buttonSpec(["numberOfLines": .number(2), "textStyle": .string("title3")]),
                              location: SourceLocation(file: "limits.json", line: 3), relativeBudget: 40),
                     KeyLimit(key: "Send", kind: .width(150.25), location: SourceLocation(file: "limits.json", line: 2))]
        let specs = KeySpecs(labels: true, limitedKeys: ["Share", "Back", "Share"], limits: rules)
        result.keySpecs = specs
        let json = try ReportFormat.json.render(result)
        #expect(json.contains(#""labels":true,"limitedKeys":["Back","Share"],"keyLimits":[{"file":"limits.json","key":"Send","line":2,"width":150.25},"#
            + #"{"file":"limits.json","key":"Title","line":3,"relativeBudget":40,"spec":{"numberOfLines":2,"textStyle":"title3"}}]}"#),
            "\(json)")
        let read = try ResultsFile.decode(Data(json.utf8), file: "r.json")
        #expect(read.keySpecs == specs)
        #expect(try ReportFormat.json.render(read) == json)
        // Resolved as a run resolves them: a rule's width on the run's spec, a rule's fields laid
        // over it, a limited key and a Location Button title the run's spec, any other key a label.
        let resolve = try #require(read.keySpecs).resolver(spec: GateFixtures.spec)
        var narrow = GateFixtures.spec
        narrow.maximumWidth = 150.25
        narrow.fixedFrame = nil
        #expect(try resolve("Send") == narrow)
        let title = try resolve("Title")
        #expect(title.numberOfLines == 2 && title.textStyle == .title3 && title.icon == GateFixtures.spec.icon)
        #expect(try resolve("Share") == GateFixtures.spec)
        #expect(try resolve("Share My Current Location") == GateFixtures.spec)
        #expect(try resolve("Other") == DefaultLabel.spec(from: GateFixtures.spec))
        #expect(DefaultLabel.spec(from: GateFixtures.spec) != GateFixtures.spec)
        // A rule a --limits file could not give is named, with the shard.
        for (from, to, reason) in [(#","width":150.25"#, "", "the rule for Send needs a width or a spec"),
                                   (#""width":150.25"#, #""width":-5"#, "the width of the rule for Send must be a positive number"),
                                   (#""relativeBudget":40"#, #""relativeBudget":-1"#,
                                    "the relative budget of the rule for Title must be 0 or more")] {
            let broken = json.replacingOccurrences(of: from, with: to)
            #expect(broken != json)
            let error = #expect(throws: InputError.self) { try ResultsFile.decode(Data(broken.utf8), file: "r.json") }
            #expect(error?.description.hasPrefix("r.json:") == true && error?.description.contains(reason) == true,
                    "\(error?.description ?? "")")
        }
        // A spec a rule lays over the run's that does not decode: the merge names the shard.
        var other = Self.result(shard: try Shard(index: 2, count: 2))
        other.keySpecs = KeySpecs(labels: true, limitedKeys: [], limits: [
            KeyLimit(key: "Send", kind: .buttonSpec(["numberOfLines": .string("two")]), location: SourceLocation(file: "limits.json", line: 2))])
        var first = Self.result(shard: try Shard(index: 1, count: 2))
        first.keySpecs = other.keySpecs
        let unreadable = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", first), ("2.json", other)]) }
        #expect(unreadable?.description.hasPrefix("1.json (key 'shard.keyLimits'): the --limits rule it states for 'Send' "
            + "(limits.json:2) is not a button spec: ") == true, "\(unreadable?.description ?? "")")
    }

    @Test(arguments: [
        (#"{"schemaVersion": 3, "tool": "textfit"}"#,
         "r.json: results schemaVersion 3 cannot be read by this textfit, which reads schemaVersion 1 and 2; write the results again with this version"),
        (#"{"name": "package"}"#, "r.json: not a textfit results file (no schemaVersion)"),
        (#"{"schemaVersion": 1, "tool": "other"}"#, "r.json: not a textfit results file (written by 'other')"),
        ("[1]", "r.json: not a textfit results file: it is not a JSON object"),
        ("{ nope", "r.json: not a textfit results file: it is not a JSON object"),
        (#"{"schemaVersion": 1, "tool": "textfit"}"#, "r.json (key 'fonts'): unreadable results (schemaVersion 1): missing required field 'fonts'"),
        (#"{"schemaVersion": 2, "tool": "textfit"}"#, "r.json (key 'fontSource'): unreadable results (schemaVersion 2): missing required field 'fontSource'"),
    ])
    func unreadableResults(text: String, prefix: String) {
        let error = #expect(throws: InputError.self) { try ResultsFile.decode(Data(text.utf8), file: "r.json") }
        #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("\n") == false)
    }

    /// Schema 2 names each face once and records point at it; lengths are stated to 1/1000 pt.
    @Test func fontsAreTabledAndLengthsRounded() async throws {
        // A real run: German and French titles at large and AX5 in the bundled fonts.
        let run = try await GateProgressTests.verification().run()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try ReportFormat.json.render(run).utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        let fonts = try #require(object["fonts"] as? [[String: Any]])
        let records = try #require(object["results"] as? [[String: Any]])
        #expect(records.count == 6)
        // Each face once, in order of first use; every record's indices name its cell's faces.
        #expect(!fonts.isEmpty)
        #expect(fonts.count == Set(run.cells.flatMap(\.measurement.fonts)).count)
        for (record, cell) in zip(records, run.cells) {
            let indices = try #require(record["fonts"] as? [Int])
            #expect(indices.map { fonts[$0]["file"] as? String } == cell.measurement.fonts.map(\.file))
        }
        // The hashes are the files' own, as sha256sum computes them.
        for font in fonts {
            let file = try #require(font["file"] as? String)
            let sum = try Subprocess.run("/usr/bin/sha256sum", [file])
            #expect(sum.stdout.hasPrefix((font["sha256"] as? String ?? "?") + " "))
        }
        // Fixture cells: 360 + 24 − 343 = 41 over, as GateFixtures derives it; null keys left out.
        let fixture = try #require(try JSONSerialization.jsonObject(with: Data(try ReportFormat.json.render(Self.result()).utf8)) as? [String: Any])
        let fixtureRecords = try #require(fixture["results"] as? [[String: Any]])
        #expect(fixtureRecords[0]["overflow"] as? Double == 41)
        #expect(fixtureRecords[1]["variant"] as? String == "plural.one")
        #expect(fixtureRecords[0]["variant"] == nil)
        #expect(LengthPrecision.round(10.828125000000002) == 10.828)
        // A width that is exactly halfway in subunits rounds away from zero whichever side of the
        // half floating point left it: 57,280,800 subunits of a 64,000-per-em face at 1 pt is
        // 895.0125 pt (hand-derived: 57,280,800 / 64,000).
        let exact = 895.0125
        #expect(LengthPrecision.round(exact.nextDown) == 895.013 && LengthPrecision.round(exact.nextUp) == 895.013)
        #expect(LengthPrecision.round(Double(57_280_800) / 64_000) == 895.013)
        #expect(LengthPrecision.round(-exact.nextUp) == -895.013 && LengthPrecision.round(895.0124) == 895.012)
        #expect(JSONText.number(LengthPrecision.round(10.828125000000002)) == "10.828")
        #expect(JSONText.number(17) == "17")
        #expect(JSONText.number(LengthPrecision.round(-0.0001)) == "0")
        // The integer formatting of lengths gives Swift's shortest form of the rounded value.
        for step in 0..<20_000 {
            // Lengths of every size and sign, with fractions that are not short in binary.
            let value = (Double(step) * 0.0137 - 137.1 + sin(Double(step)) / 3) * (step % 3 == 0 ? 0.001 : 1)
            var text = JSONText()
            text.length(value)
            #expect(String(decoding: text.bytes, as: UTF8.self) == JSONText.number(LengthPrecision.round(value)), "\(value)")
        }
    }

    /// A results file written by textfit before schema 2 (every record complete, fonts repeated)
    /// still reads as a baseline: its cells, and findings worked out again from its numbers.
    @Test func readsSchemaVersionOne() throws {
        let path = TestFonts.repositoryRoot.appendingPathComponent("Tests/TextFitTests/Fixtures/results-v1.json").path
        let read = try ResultsFile.read(path: path)
        // The same file read another way: its records as plain JSON.
        let raw = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let records = try #require(raw["results"] as? [[String: Any]])
        #expect(raw["schemaVersion"] as? Int == 1)
        #expect(read.cells.count == records.count)
        #expect(read.fontOrigin == raw["fonts"] as? String)
        let failing = try #require(records.first { $0["fits"] as? Bool == false })
        let overflow = try #require(failing["overflow"] as? Double)
        let minFrame = try #require((failing["minFrame"] as? [String: Any])?["width"] as? Double)
        let findings = read.findings
        #expect(findings.map(\.kind) == [.truncation])
        let finding = try #require(findings.first)
        #expect(finding.language.identifier == failing["language"] as? String)
        #expect(abs(finding.amount - overflow) < 0.0005)
        #expect(finding.message == "needs a \(String(format: "%.1f", minFrame)) pt wide frame, \(String(format: "%.1f", overflow)) pt "
            + "more than the 343.0 pt it gets; shows “\(failing["truncatedText"] as? String ?? "")”")
        #expect(finding.location == SourceLocation(file: "Go.xcstrings", line: 6))
        // As a baseline, the same truncation is known.
        let baseline = Baseline(origin: path, result: read)
        #expect(baseline.status(of: FindingID(finding), amount: finding.amount) == .known)
        // Written again it is schema 2, and reads back to the same findings.
        let again = try ResultsFile.decode(Data(try ReportFormat.json.render(read).utf8), file: "again.json")
        #expect(again.findings == read.findings)
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

    /// Each catalog file is measured on one platform and device in every shard, and a shard's
    /// records come in the order textfit check writes them: the merge refuses either, naming
    /// the shard (and the record).
    @Test func mergeRefusesAFileOnTwoPlatformsAndRecordsOutOfOrder() throws {
        let cells = [GateFixtures.cell("A", "de", .large, width: 100, line: 1), GateFixtures.cell("B", "de", .large, width: 100, line: 2)]
        var one = Self.result(shard: try Shard(index: 1, count: 2), cells: [cells[0]])
        var two = Self.result(shard: try Shard(index: 2, count: 2), cells: [cells[1]])
        one.fileTargets = ["App/Localizable.xcstrings": RunTarget(platform: .watchos, device: "watch-41")]
        two.fileTargets = ["App/Localizable.xcstrings": RunTarget(platform: .watchos, device: "watch-45")]
        let twice = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", one), ("2.json", two)]) }
        #expect(twice?.description == "2.json: checked App/Localizable.xcstrings on watchos, watch-45, 1.json on watchos, "
            + "watch-41; merge the shards of one run")
        two.fileTargets = one.fileTargets
        #expect(try ShardMerge.merge([("1.json", one), ("2.json", two)]).cells == cells)
        // Shards that resolve keys' specs differently, or one that does not say how (an earlier version's).
        one.keySpecs = KeySpecs(labels: true, limitedKeys: [], limits: [])
        two.keySpecs = KeySpecs(labels: false, limitedKeys: [], limits: [])
        let specs = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", one), ("2.json", two)]) }
        #expect(specs?.description == "2.json: resolves keys' specs differently than 1.json (other --limits rules, "
            + "catalogs limiting other keys, or a --spec in one run only)")
        two.keySpecs = nil
        let unstated = #expect(throws: InputError.self) { try ShardMerge.merge([("1.json", one), ("2.json", two)]) }
        #expect(unstated?.description == "2.json: 2.json does not state how its run resolved keys' specs (written by an "
            + "earlier textfit) and the other does; check every shard with one version")
        two.keySpecs = one.keySpecs
        #expect(try ShardMerge.merge([("1.json", one), ("2.json", two)]).keySpecs == one.keySpecs)

        // One shard of two records, written as check writes it, then its record lines swapped.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try ReportFormat.json.render(Self.result(shard: try Shard(index: 1, count: 1), cells: cells))
        var lines = json.components(separatedBy: "\n")
        let opening = try #require(lines.firstIndex(of: "  \"results\": ["))
        let records = lines.indices.filter { $0 > opening && lines[$0].hasPrefix("{") }
        #expect(records.count == 2)
        let (first, second) = (records[0], records[1])
        (lines[first], lines[second]) = (String(lines[second]) + ",", String(lines[first].dropLast()))
        let path = folder.appendingPathComponent("1.json").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        var merge = try ShardMerge(paths: [path])
        let unordered = #expect(throws: InputError.self) { try merge.forEachCell { _ in } }
        #expect(unordered?.description == "\(path) (key 'results[1]'): the records are not in the order textfit check writes them")
        // In order, the same file merges, record by record, to the cells it reads to whole.
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        var ordered = try ShardMerge(paths: [path])
        let merged = try ordered.result()
        #expect(merged.cells.map(\.key) == ["A", "B"])
        #expect(merged.cells == (try ResultsFile.read(path: path)).cells)
        // A whole run's results are not a shard's.
        try Data(try ReportFormat.json.render(Self.result(cells: cells)).utf8).write(to: URL(fileURLWithPath: path))
        let whole = #expect(throws: InputError.self) { try ShardMerge(paths: [path]) }
        #expect(whole?.description == "\(path): not a shard's results (written without --shard i/n)")
    }

}
