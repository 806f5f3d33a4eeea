import Foundation
import Testing

/// `textfit check --reuse PREVIOUS.json`: a real app's String Catalog (../shared/realworld/CSE)
/// checked, then changed — values changed, keys added and removed, so lines move — and checked
/// again in full and with the first run's results reused: every output is the same bytes, and
/// exactly the unchanged strings were taken from the earlier results.
@Suite struct ReuseEndToEndTests {
    static let source = RealWorldEndToEndTests.root.appendingPathComponent("CSE/Localizable.xcstrings")

    /// The outputs of one run, read back.
    struct Outputs: Equatable {
        var json: Data
        var sarif: Data
        var markdown: Data
        var xcode: Data
        var stdout: String
    }

    /// Runs the check on `Localizable.xcstrings` in `folder` (a baseline gate with every output),
    /// with `arguments` added.
    static func check(in folder: URL, tag: String, _ arguments: [String] = []) throws -> (Outputs, Binary.Run) {
        let file = { (name: String) in folder.appendingPathComponent("\(tag).\(name)") }
        let run = try Binary.run(["check", "Localizable.xcstrings", "--category", "xLarge...AX3", "--no-fail",
                                  "--format", "json", "--output", file("json").path, "--sarif", file("sarif").path]
                                 + arguments, in: folder)
        let markdown = try Binary.run(["check", "Localizable.xcstrings", "--category", "xLarge...AX3", "--no-fail",
                                       "--format", "markdown"] + arguments, in: folder)
        let xcode = try Binary.run(["check", "Localizable.xcstrings", "--category", "xLarge...AX3", "--no-fail",
                                    "--format", "xcode", "--fail-on", "truncation@...AX1"] + arguments, in: folder)
        #expect(run.status == 0 && markdown.status == 0 && xcode.status == 0, "\(run.stderr)\(markdown.stderr)\(xcode.stderr)")
        let outputs = Outputs(json: try Data(contentsOf: file("json")), sarif: try Data(contentsOf: file("sarif")),
                              markdown: Data(markdown.stdout.utf8), xcode: Data(xcode.stdout.utf8), stdout: run.stdout)
        return (outputs, run)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: source.path),
                   "../shared/realworld/CSE not found (set TEXTFIT_REALWORLD); skipped"))
    func reusedRunEqualsAFullRunByteForByte() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.source)) as? [String: Any])
        let write = { (root: [String: Any]) in
            try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]).write(to: catalog)
        }
        try write(root)
        let (_, before) = try Self.check(in: folder, tag: "before")
        #expect(before.status == 0, "\(before.stderr)")

        // Three German values changed, two keys added (en and de), two keys removed.
        var strings = try #require(root["strings"] as? [String: Any])
        let keys = strings.keys.sorted()
        let german = keys.filter { key in
            (((strings[key] as? [String: Any])?["localizations"] as? [String: Any])?["de"] as? [String: Any])?["stringUnit"] != nil
        }
        for key in german.prefix(3) {
            var entry = try #require(strings[key] as? [String: Any])
            var localizations = try #require(entry["localizations"] as? [String: Any])
            var de = try #require(localizations["de"] as? [String: Any])
            var unit = try #require(de["stringUnit"] as? [String: Any])
            unit["value"] = (unit["value"] as? String ?? "") + " und noch viel mehr Text dazu"
            de["stringUnit"] = unit
            localizations["de"] = de
            entry["localizations"] = localizations
            strings[key] = entry
        }
        for key in ["A New Key", "Another New Key Much Longer Than The Others"] {
            strings[key] = ["localizations": [
                "en": ["stringUnit": ["state": "translated", "value": key]],
                "de": ["stringUnit": ["state": "translated", "value": "Ein neuer Schlüssel: " + key]],
            ]]
        }
        for key in keys.suffix(2) { strings.removeValue(forKey: key) }
        root["strings"] = strings
        try write(root)

        // Both runs judged against the earlier results, as on a pull request (the reused run reads them once).
        let (full, fullRun) = try Self.check(in: folder, tag: "full", ["--baseline", "before.json"])
        let (reused, reusedRun) = try Self.check(in: folder, tag: "reused", ["--baseline", "before.json", "--reuse", "before.json"])
        #expect(full.json == reused.json)
        #expect(full.sarif == reused.sarif)
        #expect(full.markdown == reused.markdown)
        #expect(full.xcode == reused.xcode)
        #expect(full.stdout == reused.stdout)
        #expect(!full.xcode.isEmpty && full.json.count > 100_000)
        #expect(!fullRun.stderr.contains("--reuse"))
        // Every measured string but the 3 changed and the 4 added was taken from before.json.
        let note = try #require(reusedRun.stderr.firstMatch(of: #/--reuse: (\d+) of (\d+) strings taken from before.json/#),
                                "\(reusedRun.stderr)")
        let taken = try #require(Int(note.output.1)), measured = try #require(Int(note.output.2))
        #expect(taken == measured - 7, "\(reusedRun.stderr)")
        #expect(measured > 2000)
        // Most of them from the index beside the file alone: wrapping labels, budgets and all.
        let alone = try #require(reusedRun.stderr.firstMatch(of: #/taken from before.json \((\d+) from its index alone\)/#),
                                 "\(reusedRun.stderr)")
        #expect(try #require(Int(alone.output.1)) > taken / 2, "\(reusedRun.stderr)")
    }

    /// A results file holds neither `--relative-budget` nor `--margin`: results written with
    /// other values give the outputs of a full run with this run's values (the cells whose budget
    /// or `close` warning differ are measured again), and with the same values every string is taken.
    @Test func budgetAndMarginOfTheRunAreNotTakenFromTheFile() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        let base = ["check", "--category", "xxxLarge...AX3", "--format", "json", "--no-fail"]
        let earlier = try Binary.run(base + ["--relative-budget", "10", "--margin", "2", "--output", file("earlier.json")])
        #expect(earlier.status == 0, "\(earlier.stderr)")
        let changed = ["--relative-budget", "40", "--margin", "15"]
        let full = try Binary.run(base + changed + ["--output", file("full.json")])
        let reused = try Binary.run(base + changed + ["--output", file("reused.json"), "--reuse", file("earlier.json")])
        #expect(full.status == 0 && reused.status == 0, "\(full.stderr)\(reused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file("full.json"))) == Data(contentsOf: URL(fileURLWithPath: file("reused.json"))))
        let note = try #require(reused.stderr.firstMatch(of: #/--reuse: (\d+) of (\d+) strings taken/#), "\(reused.stderr)")
        let taken = try #require(Int(note.output.1)), measured = try #require(Int(note.output.2))
        #expect(taken < measured, "\(reused.stderr)")
        // The full run's own results, reused with the same values: every string is taken.
        let again = try Binary.run(base + changed + ["--output", file("again.json"), "--reuse", file("full.json")])
        #expect(again.stderr.contains("--reuse: \(measured) of \(measured) strings taken"), "\(again.stderr)")
        // With this run's own values, strings are taken from the index alone; with others, none is.
        #expect(again.stderr.contains("from its index alone"), "\(again.stderr)")
        #expect(!reused.stderr.contains("from its index alone"), "\(reused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file("again.json"))) == Data(contentsOf: URL(fileURLWithPath: file("full.json"))))
        // Through a pipe, which cannot be mapped: read whole, the same cells taken.
        let piped = try Binary.run(base + changed + ["--output", file("piped.json"), "--reuse", "/dev/stdin"],
                                   launcher: ["/bin/sh", "-c", #"cat "$0" | "$@""#, file("full.json")])
        #expect(piped.stderr.contains("--reuse: \(measured) of \(measured) strings taken from /dev/stdin"), "\(piped.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file("piped.json"))) == Data(contentsOf: URL(fileURLWithPath: file("full.json"))))
    }

    /// One key and text in five tables of one app (five folders' `Localizable.strings`, in
    /// English and German), checked, then checked out in another folder under another name: no
    /// record names a string's file as it is now, and each string is taken from the records of
    /// the file at its place in the app, not given up after the first few files tried. The
    /// outputs are a full run's of the moved app.
    @Test func anAppCheckedOutElsewhereTakesATextInManyTablesFromEach() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let targets = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]
        for target in targets {
            for (language, value) in [("en", "Share this place"), ("de", "Diesen Ort teilen")] {
                let lproj = path("Checkout/\(target)/\(language).lproj")
                try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
                try Data("\"place.share\" = \"\(value)\";\n".utf8).write(to: URL(fileURLWithPath: lproj + "/Localizable.strings"))
            }
        }
        let base = ["--category", "large...AX1", "--no-fail", "--format", "json"]
        let first = try Binary.run(["check", path("Checkout")] + base + ["--output", path("first.json")])
        #expect(first.status == 0, "\(first.stderr)")
        let strings = 2 * targets.count
        let again = try Binary.run(["check", path("Checkout")] + base + ["--output", path("again.json"), "--reuse", path("first.json")])
        #expect(again.stderr.contains("--reuse: \(strings) of \(strings) strings taken"), "\(again.stderr)")

        try FileManager.default.createDirectory(atPath: path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: path("Checkout"), toPath: path("elsewhere/Other Name"))
        let moved = path("elsewhere/Other Name")
        let full = try Binary.run(["check", moved] + base + ["--output", path("full.json")])
        let reused = try Binary.run(["check", moved] + base + ["--output", path("reused.json"), "--reuse", path("first.json")])
        #expect(full.status == 0 && reused.status == 0, "\(full.stderr)\(reused.stderr)")
        #expect(reused.stderr.contains("--reuse: \(strings) of \(strings) strings taken"), "\(reused.stderr)")
        let fullJSON = try Data(contentsOf: URL(fileURLWithPath: path("full.json")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("reused.json"))) == fullJSON)
        // Every table is named apart, after its folder in the app alone.
        let document = try #require(try JSONSerialization.jsonObject(with: fullJSON) as? [String: Any])
        let records = try #require(document["results"] as? [[String: Any]])
        #expect(Set(records.compactMap { $0["table"] as? String }) == Set(targets.map { "\($0)/Localizable" }))
    }

    /// A results file written with `--output` has its index beside it (docs/results.md); `--reuse`
    /// with the index and without it takes the same strings and writes the same bytes as a full run.
    @Test func theIndexBesideTheResultsChangesNothingButTheTime() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        let run = { (name: String, extra: [String]) throws -> Binary.Run in
            let run = try Binary.run(["check", "--category", "large...AX2", "--format", "json", "--output", file("\(name).json"),
                                      "--sarif", file("\(name).sarif"), "--no-fail"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            return run
        }
        _ = try run("earlier", [])
        #expect(FileManager.default.fileExists(atPath: file("earlier.json.index")))
        _ = try run("full", [])
        let indexed = try run("indexed", ["--reuse", file("earlier.json")])
        try FileManager.default.removeItem(atPath: file("earlier.json.index"))
        let readThrough = try run("through", ["--reuse", file("earlier.json")])
        for name in ["indexed", "through"] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: file("\(name).json"))) == Data(contentsOf: URL(fileURLWithPath: file("full.json"))))
            #expect(try Data(contentsOf: URL(fileURLWithPath: file("\(name).sarif"))) == Data(contentsOf: URL(fileURLWithPath: file("full.sarif"))))
        }
        let note = { (run: Binary.Run) in run.stderr.firstMatch(of: #/--reuse: (\d+) of (\d+) strings taken/#).map { "\($0.output.1)/\($0.output.2)" } }
        let taken = try #require(note(indexed), "\(indexed.stderr)")
        #expect(note(readThrough) == taken)
        let parts = taken.split(separator: "/")
        #expect(parts.count == 2 && parts[0] == parts[1])
        // Standard output gets no index.
        let piped = try Binary.run(["check", "--category", "large", "--format", "json", "--no-fail"], in: folder)
        #expect(piped.status == 0 && !piped.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".index") }.sorted()
                == ["full.json.index", "indexed.json.index", "through.json.index"])
    }

    @Test func resultsOfAnotherVersionOrSpecAreNotTaken() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("before.json").path
        let first = try Binary.run(["check", "--keys", "Current Location", "--category", "large", "--format", "json",
                                    "--output", results, "--no-fail"])
        #expect(first.status == 0, "\(first.stderr)")
        // Another spec: nothing is taken, and the run says why.
        let spec = folder.appendingPathComponent("spec.json")
        try Data(#"{"fontSize": 20}"#.utf8).write(to: spec)
        let other = try Binary.run(["check", "--keys", "Current Location", "--category", "large", "--spec", spec.path,
                                    "--reuse", results, "--no-fail"])
        #expect(other.status == 0)
        #expect(other.stderr.contains("was measured with another button spec; measuring every string"), "\(other.stderr)")
        // Not a results file: bad input, exit 2, naming the file.
        let bad = try Binary.run(["check", "--keys", "Current Location", "--reuse", spec.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(spec.path), "\(bad.stderr)")
    }

    /// Every record of the earlier file is read, taken or not: a record that is not one is bad
    /// input (exit 2, one line naming the file and the record's line) even when the run needs
    /// none of its cells, and no output is put in place.
    @Test func aBrokenRecordNoStringNeedsIsNamed() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = folder.appendingPathComponent("before.json").path
        let first = try Binary.run(["check", "--category", "large", "--format", "json", "--output", results, "--no-fail"])
        #expect(first.status == 0, "\(first.stderr)")
        var lines = try String(contentsOfFile: results, encoding: .utf8).components(separatedBy: "\n")
        let broken = try #require(lines.indices.first { lines[$0].hasPrefix(#"{"file":0,"key":"Share My Current Location""#) })
        lines[broken] = lines[broken].replacingOccurrences(of: #""fits":"#, with: #""fits":"no","was":"#)
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: results))
        let output = folder.appendingPathComponent("after.json").path
        let run = try Binary.run(["check", "--keys", "Current Location", "--category", "large", "--format", "json",
                                  "--output", output, "--reuse", results, "--no-fail"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("\(results):\(broken + 1): "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
