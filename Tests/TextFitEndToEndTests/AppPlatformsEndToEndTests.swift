import Foundation
import Testing

/// `textfit check APP` with an Xcode project in the app: each catalog measured on the platform
/// of the target that builds it (`Tests/Fixtures/xcode/PairedApp`: an iPhone and iPad target
/// whose catalog is in a group, and a watch target whose catalog is in a folder Xcode keeps in
/// sync). The expected sizes are Apple's, read from `../shared/apple/platforms/` where it is
/// present and otherwise the HIG's numbers written out here.
@Suite struct AppPlatformsEndToEndTests {
    static let app = Binary.repositoryRoot.appendingPathComponent("Tests/Fixtures/xcode/PairedApp").path
    static let shared = Binary.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/apple/platforms")

    /// Rows of a tab-separated file of `../shared/apple/platforms`, `nil` where it is absent.
    static func tsv(_ name: String) throws -> [[String: String]]? {
        let url = shared.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { $0.components(separatedBy: "\t") }
        guard let header = lines.first else { return [] }
        return lines.dropFirst().map { Dictionary(zip(header, $0), uniquingKeysWith: { first, _ in first }) }
    }

    @Test func aWatchTargetsCatalogIsMeasuredAsWatchText() throws {
        let run = try Binary.run(["check", Self.app, "--no-fail", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [String])
        let all = try #require(document["results"] as? [[String: Any]])
        func records(of folder: String) -> [[String: Any]] {
            all.filter { record in
                guard let index = record["file"] as? Int, index < files.count else { return false }
                return files[index].contains("/\(folder)/")
            }
        }
        let watch = records(of: "Paired Watch App"), phone = records(of: "Phone")
        #expect(!watch.isEmpty && !phone.isEmpty)

        // The watch's Body: the HIG's watch table (the categories it publishes, 16 pt at large);
        // the iPhone's Body is 17 pt at large in all 12 categories.
        var watchBody: [String: Double] = [
            "xSmall": 14, "small": 15, "large": 16, "xLarge": 17, "xxLarge": 18, "xxxLarge": 19, "AX1": 21, "AX2": 22, "AX3": 23,
        ]
        if let rows = try Self.tsv("watchos_type_scale.tsv") {
            watchBody = [:]
            for row in rows where row["style"] == "Body" {
                let category = row["category"].map { $0 == "Small" ? "small" : $0 == "Large" ? "large" : $0 } ?? ""
                watchBody[category] = Double(row["size_pt"] ?? "")
            }
        } else {
            print("note: ../shared/apple/platforms is absent: the watch table is the HIG's as written in this test")
        }
        var seen: [String: Double] = [:]
        for record in watch {
            let category = record["category"] as? String ?? "?"
            seen[category] = record["pointSize"] as? Double
        }
        #expect(seen == watchBody, "\(seen)")
        #expect(Set(phone.compactMap { $0["category"] as? String }).count == 12)
        #expect(phone.first { $0["category"] as? String == "large" }?["pointSize"] as? Double == 17)

        // Lines wrap in the 41 mm watch's 176 pt (352 px ÷ 2), not the iPhone's 343 pt.
        var watchWidth = 176.0
        if let rows = try Self.tsv("watchos_screen_sizes.tsv"),
           let row = rows.first(where: { $0["case_size"] == "41mm" }), let points = Double(row["width_pt(derived px/2)"] ?? "") {
            watchWidth = points
        }
        func widestLine(_ records: [[String: Any]]) -> Double {
            var widest = 0.0
            for record in records {
                for line in record["lines"] as? [[String: Any]] ?? [] { widest = max(widest, line["width"] as? Double ?? 0) }
            }
            return widest
        }
        let watchWidest = widestLine(watch), phoneWidest = widestLine(phone)
        #expect(watchWidest <= watchWidth && watchWidest > watchWidth - 60, "\(watchWidest)")
        #expect(phoneWidest > watchWidth, "\(phoneWidest)")
        func germanLinesAtAX3(_ records: [[String: Any]]) -> Int {
            let record = records.first { $0["language"] as? String == "de" && $0["category"] as? String == "AX3" }
            return record?["lineCount"] as? Int ?? 0
        }
        #expect(germanLinesAtAX3(watch) > germanLinesAtAX3(phone))

        // The summary says where each catalog was measured, and why.
        let notes = try #require(document["notes"] as? [[String: Any]]).compactMap { $0["message"] as? String }
        #expect(notes.contains { $0.contains("measured on watchos, watch-41") && $0.contains("'Paired Watch App'")
            && $0.contains("SDKROOT = watchos") }, "\(notes)")
        #expect(notes.contains { $0.contains("measured on ios, iphone-375") && $0.contains("also built for iPadOS") }, "\(notes)")
        #expect(notes.contains { $0.contains("the watch model is an estimate") })
    }

    /// Each record, CSV row, SARIF result and JUnit suite names the platform and device its own
    /// file was measured on (the watch target's catalog watchOS's 41 mm watch, the phone's the
    /// 375-point iPhone), and the results file of such a run reads back as a baseline.
    @Test func outputsNameEachFilesOwnPlatformAndDevice() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        // Every translation wider than its source is a finding (--relative-budget 0): each file has one for SARIF to name.
        let run = try Binary.run(["check", Self.app, "--no-fail", "--relative-budget", "0", "--format", "json",
                                  "--output", file("results.json"), "--sarif", file("results.sarif"), "--junit", file("results.xml")])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file("results.json"))))
            as? [String: Any])
        let files = try #require(document["files"] as? [String])
        let records = try #require(document["results"] as? [[String: Any]])
        func target(_ path: String) -> (String, String) {
            path.contains("/Paired Watch App/") ? ("watchos", "watch-41") : ("ios", "iphone-375")
        }
        #expect(Set(files.map { target($0).0 }) == ["watchos", "ios"], "\(files)")
        for record in records {
            let path = files[record["file"] as? Int ?? 0]
            #expect(record["platform"] as? String == target(path).0 && record["device"] as? String == target(path).1,
                    "\(path): \(record["platform"] ?? "none"), \(record["device"] ?? "none")")
        }
        let csv = try Binary.run(["check", Self.app, "--no-fail", "--format", "csv"])
        let rows = csv.stdout.split(separator: "\r\n").dropFirst()
        #expect(rows.contains { $0.hasSuffix(",watchos,watch-41") } && rows.contains { $0.hasSuffix(",ios,iphone-375") })
        #expect(rows.allSatisfy { $0.contains("/Paired Watch App/") == $0.hasSuffix(",watchos,watch-41") })
        // SARIF: each result's properties and message name its file's.
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file("results.sarif"))))
            as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(Set(results.compactMap { ($0["properties"] as? [String: Any])?["platform"] as? String }) == ["watchos", "ios"])
        for result in results {
            let uri = (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String ?? ""
            let expected = target(uri.removingPercentEncoding ?? uri)
            let properties = result["properties"] as? [String: Any]
            #expect(properties?["platform"] as? String == expected.0 && properties?["device"] as? String == expected.1, "\(uri)")
            #expect((result["message"] as? [String: Any])?["text"] as? String ?? "" == "" ? false
                    : ((result["message"] as? [String: Any])?["text"] as? String ?? "").hasSuffix("(\(expected.0), \(expected.1))"))
        }
        // JUnit: each file's suite states its file's.
        let junit = try String(contentsOfFile: file("results.xml"), encoding: .utf8)
        #expect(junit.contains("<property name=\"textfit.platform\" value=\"watchos\"/><property name=\"textfit.device\" value=\"watch-41\"/>"))
        #expect(junit.contains("<property name=\"textfit.platform\" value=\"ios\"/><property name=\"textfit.device\" value=\"iphone-375\"/>"))
        // The mixed results read back: as a baseline nothing is new.
        let again = try Binary.run(["check", Self.app, "--relative-budget", "0", "--baseline", file("results.json")])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("✓ gate passes: 0 new or worse findings"), "\(again.stdout.suffix(400))")
    }

    /// `PairedApp` copied into a temporary folder, with the paths and contents of files beside it.
    struct AppCopy {
        let folder: URL
        /// The copy's path.
        var app: String { file("PairedApp") }

        init() throws {
            folder = try Binary.temporaryFolder()
            try FileManager.default.copyItem(atPath: AppPlatformsEndToEndTests.app, toPath: folder.appendingPathComponent("PairedApp").path)
        }

        /// The path of `name` in the temporary folder.
        func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

        /// The bytes of `name` in the temporary folder.
        func json(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file(name))) }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// Shards of an app whose catalogs are measured on their targets' platforms merge into the
    /// single run's bytes in every format. The fixture's four strings (two keys × two languages,
    /// dealt by key, then language) give each of four shards one: the third holds the watch's
    /// German string alone, so its records name the watch, while the run it states is the
    /// iPhone's, and every shard states the same files measured elsewhere and the same notes.
    @Test func shardsMergeIntoTheRunOnEachFilesPlatform() throws {
        let copy = try AppCopy()
        defer { copy.remove() }
        let app = copy.app
        let outputs = ["--no-fail", "--format", "json", "--output", "results.json", "--junit", "junit.xml", "--sarif", "gate.sarif"]
        let reproducible = ["SOURCE_DATE_EPOCH": "1700000000"]
        let single = copy.folder.appendingPathComponent("single"), sharded = copy.folder.appendingPathComponent("sharded")
        for folder in [single, sharded] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) }
        let one = try Binary.run(["check", app] + outputs, in: single, environment: reproducible)
        #expect(one.status == 0, "\(one.stderr)")
        for index in 1 ... 4 {
            let part = try Binary.run(["check", app, "--shard", "\(index)/4", "--no-fail", "--format", "json",
                                       "--output", "shard-\(index).json"], in: sharded)
            #expect(part.status == 0, "\(part.stderr)")
        }
        let third = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: sharded.appendingPathComponent("shard-3.json"))) as? [String: Any])
        let records = try #require(third["results"] as? [[String: Any]])
        #expect(Set(records.map { "\($0["key"] ?? "") \($0["language"] ?? "") \($0["platform"] ?? "")" }) == ["watch.departures de watchos"])
        let stated = try #require(third["shard"] as? [String: Any])
        #expect(stated["platform"] as? String == "ios" && stated["device"] as? String == "iphone-375")
        let elsewhere = try #require(stated["fileTargets"] as? [[String: Any]])
        #expect(elsewhere.count == 1 && (elsewhere.first?["file"] as? String)?.hasSuffix("/Paired Watch App/Localizable.xcstrings") == true)
        #expect(elsewhere.first?["platform"] as? String == "watchos")
        let shards = ["shard-4.json", "shard-2.json", "shard-3.json", "shard-1.json"]
        let merged = try Binary.run(["merge"] + shards + outputs, in: sharded, environment: reproducible)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == one.stdout)
        for name in ["results.json", "junit.xml", "gate.sarif"] {
            let a = try Data(contentsOf: single.appendingPathComponent(name)), b = try Data(contentsOf: sharded.appendingPathComponent(name))
            #expect(a == b, "\(name) differs")
        }
        for format in ["csv", "markdown", "swift", "summary"] {
            let a = try Binary.run(["check", app, "--format", format, "--no-fail"], in: single)
            let b = try Binary.run(["merge"] + shards + ["--format", format, "--no-fail"], in: sharded)
            #expect(a.status == 0 && b.status == 0, "\(b.stderr)")
            #expect(a.stdout == b.stdout, "\(format) differs")
        }
    }

    /// The HTML page of merged shards draws each key in the spec the single run drew it in: here
    /// the watch's key nothing limits as a wrapping label, and the phone's key, which a
    /// `--limits` rule gives a width, as the run's Location Button. Each shard states how its run
    /// resolved keys (`labels`, `limitedKeys`, `keyLimits`); shards that resolve them differently
    /// are refused.
    @Test func mergedHTMLDrawsEachKeyInTheRunsSpec() throws {
        let copy = try AppCopy()
        defer { copy.remove() }
        let app = copy.app
        try Data(#"{"phone.departures": 200}"#.utf8).write(to: URL(fileURLWithPath: copy.file("limits.json")))
        let limits = ["--limits", copy.file("limits.json")]
        let single = try Binary.run(["check", app, "--no-fail", "--format", "html", "--output", copy.file("single.html")] + limits)
        #expect(single.status == 0, "\(single.stderr)")
        for index in 1 ... 2 {
            let part = try Binary.run(["check", app, "--shard", "\(index)/2", "--no-fail", "--format", "json",
                                       "--output", copy.file("shard-\(index).json")] + limits)
            #expect(part.status == 0, "\(part.stderr)")
        }
        let document = try #require(try JSONSerialization.jsonObject(with: copy.json("shard-1.json")) as? [String: Any])
        let stated = try #require(document["shard"] as? [String: Any])
        #expect(stated["labels"] as? Bool == true)
        #expect((stated["limitedKeys"] as? [String])?.isEmpty == true)
        let rules = try #require(stated["keyLimits"] as? [[String: Any]])
        #expect(rules.count == 1 && rules.first?["key"] as? String == "phone.departures" && rules.first?["width"] as? Double == 200)
        #expect((rules.first?["file"] as? String)?.hasSuffix("limits.json") == true)
        let merged = try Binary.run(["merge", copy.file("shard-2.json"), copy.file("shard-1.json"), "--no-fail",
                                     "--format", "html", "--output", copy.file("merged.html")])
        #expect(merged.status == 0, "\(merged.stderr)")
        let page = try copy.json("single.html")
        #expect(try copy.json("merged.html") == page, "the merged page draws other previews")
        // The page draws both: the phone key's buttons with their arrow, the watch key's label without.
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains("class=\"icon\""))
        #expect(html.contains(#"rx="0""#), "no label preview (a label's frame has square corners)")
        // A shard whose run had no rules resolves the phone key as a label: refused, with both files named.
        let plain = try Binary.run(["check", app, "--shard", "2/2", "--no-fail", "--format", "json",
                                    "--output", copy.file("plain-2.json")])
        #expect(plain.status == 0, "\(plain.stderr)")
        let mixed = try Binary.run(["merge", copy.file("shard-1.json"), copy.file("plain-2.json"), "--no-fail",
                                    "--format", "json", "--output", copy.file("mixed.json")])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("plain-2.json") && mixed.stderr.contains("resolves keys' specs differently"),
                "\(mixed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: copy.file("mixed.json")))
    }

    /// A catalog baseline given to `merge` is measured as the single run measures it: keys
    /// nothing limits as wrapping labels, and the watch's catalog on the watch. The app is its
    /// own baseline, so every finding is known; measured as Location Buttons, the watch's long
    /// German title was a new expansion, and measured on the iPhone (with the room of a wider
    /// frame) a worse one at two categories.
    @Test func mergeMeasuresACatalogBaselineAsTheRunDid() throws {
        let copy = try AppCopy()
        defer { copy.remove() }
        let app = copy.app
        let watch = URL(fileURLWithPath: app).appendingPathComponent("Paired Watch App/Localizable.xcstrings")
        let catalog = try String(contentsOf: watch, encoding: .utf8)
        let longer = catalog.replacingOccurrences(
            of: "Abfahrten von der Haltestelle, die Ihnen am nächsten ist",
            with: "Abfahrtszeitenübersichtsbildschirmanzeige der Straßenbahnhaltestellenverwaltungsgesellschaft")
        #expect(longer != catalog)
        try longer.write(to: watch, atomically: true, encoding: .utf8)
        for index in 1 ... 2 {
            let part = try Binary.run(["check", app, "--shard", "\(index)/2", "--no-fail", "--format", "json",
                                       "--output", copy.file("shard-\(index).json")])
            #expect(part.status == 0, "\(part.stderr)")
        }
        let gate = ["--baseline", app, "--format", "summary", "--no-fail"]
        let single = try Binary.run(["check", app] + gate)
        #expect(single.status == 0, "\(single.stderr)")
        #expect(single.stdout.contains("0 new or worse findings under a fail policy, 0 warnings, 9 known"), "\(single.stdout)")
        #expect(single.stdout.contains("known      de       watch.departures: expansion at xSmall…AX3"), "\(single.stdout)")
        let merged = try Binary.run(["merge", copy.file("shard-1.json"), copy.file("shard-2.json")] + gate)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == single.stdout)
    }

    /// `--reuse` of an app's own results takes every string, whichever platform its first file
    /// was measured on (here the watch target's catalog comes first), and the run writes the same
    /// bytes. A string whose file is measured on another platform now than in the earlier run
    /// (the watch's catalog once the project that builds it is gone: on the iPhone, as the rest)
    /// is measured again, though the file has its cells at each category the run checks.
    @Test func reuseTakesEachFilesCellsOnItsOwnPlatform() throws {
        let copy = try AppCopy()
        defer { copy.remove() }
        let (file, json, app) = (copy.file, copy.json, copy.app)
        // `large` is in the watch's table and the iPhone's.
        let base = ["check", app, "--no-fail", "--format", "json", "--category", "large"]
        let first = try Binary.run(base + ["--output", file("first.json")])
        #expect(first.status == 0, "\(first.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: json("first.json")) as? [String: Any])
        let records = try #require(document["results"] as? [[String: Any]])
        #expect(records.first?["platform"] as? String == "watchos", "the watch target's catalog is not first")
        let again = try Binary.run(base + ["--output", file("again.json"), "--reuse", file("first.json")])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("--reuse: 4 of 4 strings taken"), "\(again.stderr)")
        #expect(try json("again.json") == json("first.json"))

        try FileManager.default.removeItem(atPath: file("PairedApp/Paired.xcodeproj"))
        let full = try Binary.run(base + ["--output", file("full.json")])
        let mixed = try Binary.run(base + ["--output", file("mixed.json"), "--reuse", file("first.json")])
        #expect(full.status == 0 && mixed.status == 0, "\(full.stderr)\(mixed.stderr)")
        #expect(mixed.stderr.contains("--reuse: 2 of 4 strings taken"), "\(mixed.stderr)")
        #expect(try json("mixed.json") == json("full.json"))
        // Through a pipe, which cannot be mapped: the file is decoded whole, each cell still
        // taken only on its own platform.
        let piped = try Binary.run(base + ["--output", file("piped.json"), "--reuse", "/dev/stdin"],
                                   launcher: ["/bin/sh", "-c", #"cat "$0" | "$@""#, file("first.json")])
        #expect(piped.stderr.contains("--reuse: 2 of 4 strings taken from /dev/stdin"), "\(piped.stderr)")
        #expect(try json("piped.json") == json("full.json"))
    }

    /// One key with the same texts in the phone's catalog and the watch's (as apps share a
    /// `Localizable.strings` between targets): each file's strings are taken from its own records,
    /// measured on its own platform, though the two files hold one key, language and text. With
    /// the app checked out in another folder, no record names a string's file as it is now: the
    /// watch's strings, which both files' records could serve by their categories, are taken
    /// from the records measured on the watch.
    @Test func reuseTakesOneTextInTwoFilesFromEach() throws {
        let copy = try AppCopy()
        defer { copy.remove() }
        let (file, json, app) = (copy.file, copy.json, copy.app)
        try FileManager.default.removeItem(atPath: file("PairedApp/Phone/Localizable.xcstrings"))
        try FileManager.default.copyItem(atPath: file("PairedApp/Paired Watch App/Localizable.xcstrings"),
                                         toPath: file("PairedApp/Phone/Localizable.xcstrings"))
        let base = ["check", app, "--no-fail", "--format", "json"]
        let first = try Binary.run(base + ["--output", file("first.json")])
        #expect(first.status == 0, "\(first.stderr)")
        let records = try #require((try JSONSerialization.jsonObject(with: json("first.json")) as? [String: Any])?["results"]
            as? [[String: Any]])
        #expect(Set(records.compactMap { $0["key"] as? String }) == ["watch.departures"])
        #expect(records.count == 2 * 12 + 2 * 9)
        let again = try Binary.run(base + ["--output", file("again.json"), "--reuse", file("first.json")])
        #expect(again.stderr.contains("--reuse: 4 of 4 strings taken"), "\(again.stderr)")
        #expect(try json("again.json") == json("first.json"))

        try FileManager.default.moveItem(atPath: app, toPath: file("Elsewhere"))
        let elsewhere = ["check", file("Elsewhere"), "--no-fail", "--format", "json"]
        let full = try Binary.run(elsewhere + ["--output", file("full.json")])
        let moved = try Binary.run(elsewhere + ["--output", file("moved.json"), "--reuse", file("first.json")])
        #expect(full.status == 0 && moved.status == 0, "\(full.stderr)\(moved.stderr)")
        #expect(moved.stderr.contains("--reuse: 4 of 4 strings taken"), "\(moved.stderr)")
        #expect(try json("moved.json") == json("full.json"))
    }

    /// `--platform` names the platform of every file: the project is not asked.
    @Test func platformOptionOverridesTheProject() throws {
        let run = try Binary.run(["check", Self.app, "--no-fail", "--platform", "ios", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let records = try #require(document["results"] as? [[String: Any]])
        #expect(records.filter { $0["category"] as? String == "large" }.allSatisfy { $0["pointSize"] as? Double == 17 })
    }
}
