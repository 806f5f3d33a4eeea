import Foundation
import Testing

/// `textfit bench catalog` on a small generated catalog and on a real one, its usage errors,
/// and the font-hash cache as the check job uses it.
@Suite struct BenchEndToEndTests {
    /// The figures it prints agree with each other: cells are the strings × 12 categories with
    /// either task count, and the kept catalog is where it says.
    /// `bench devices` times the whole matrix (every device `textfit devices` lists) and the
    /// bundled default job (its cells: the bundled titles × 12 categories, counted from the JSON).
    @Test func devicesReportsTheMatrixAndTheDefaultJob() throws {
        let run = try Binary.run(["bench", "devices", "--repeat", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(try Binary.run(["devices", "--json"]).stdout.utf8))
            as? [String: Any])
        let devices = try #require(listing["devices"] as? [[String: Any]])
        // Mac Catalyst and visionOS check the iPad frames (visionOS the iPhone's too), so a device may count twice.
        let pairs = run.stdout.components(separatedBy: "devices: the bundled titles on ").last?.split(separator: " ").first
        #expect(pairs.flatMap { Int($0) }.map { $0 >= devices.count } == true, "\(run.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try Binary.run(["check", "--no-fail", "--format", "json"]).stdout.utf8))
            as? [String: Any])
        let cells = (json["results"] as? [Any])?.count ?? -1
        #expect(run.stdout.contains("default job: the bundled titles on ios iphone-375 (\(cells) cells)"), "\(run.stdout)")
        #expect(run.stdout.contains("(target: under 0.15 s)") && run.stdout.contains("(target: under 5 s on 2 cores)"))
    }

    @Test func generatedCatalogReportsEveryFigure() throws {
        let run = try Binary.run(["bench", "catalog", "--keys", "2", "--jobs", "1,2", "--keep"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let stringsLine = try #require(lines.first { $0.hasPrefix("strings: ") })
        let strings = try #require(Int(stringsLine.dropFirst("strings: ".count).prefix { $0.isNumber }))
        #expect(strings >= 80)  // 2 keys × 40 languages, plural keys more
        // Both check paths, the default first run (wrapping labels) and the one-line spec, with each task count.
        for path in ["default first run (wrapping labels)", "one-line spec"] {
            for label in ["1 job:", "2 jobs:"] {
                let line = try #require(lines.first { $0.contains("textfit check, \(path), \(label)") })
                #expect(line.contains(" \(strings * 12) cells,"), "\(line)")
                #expect(line.contains("shapings") && line.contains("cells/s") && line.contains("MiB"))
                // HarfBuzz's share of the tasks' time, a percentage. Under a sanitizer, TextFit's own
                // code is instrumented and HarfBuzz (a system library) is not, so its share may round to 0.
                let share = try #require(line.range(of: "of the tasks' time (").map { Int(line[$0.upperBound...].prefix { $0.isNumber }) })
                let least = ProcessInfo.processInfo.environment["TEXTFIT_TEST_SANITIZER"] == nil ? 1 : 0
                #expect((least...100).contains(share ?? -1), "\(line)")
            }
        }
        #expect(lines.count { $0.hasPrefix("floor, each distinct string shaped once") } == 2)
        #expect(lines.count { $0.hasPrefix("floor in every face instance the categories choose") } == 2)
        // Inter's text and display cuts: the default body sizes span both, so every Latin line
        // is shaped twice in the second floor.
        let calls = lines.compactMap { line -> Int? in
            guard line.hasPrefix("floor"), let open = line.range(of: "(") else { return nil }
            return Int(line[open.upperBound...].prefix { $0.isNumber })
        }
        // The third floor shapes the second's lines again, with the concat flag.
        #expect(lines.count { $0.hasPrefix("floor in every face instance with the concat flag truncation needs") } == 2)
        #expect(calls.count == 6 && calls[2] > calls[0] && calls[2] <= 2 * calls[0] && calls[4] == calls[2],
                "\(calls)")
        for path in ["default first run (wrapping labels)", "one-line spec"] {
            for ratio in ["ratio \(path), 2 jobs ÷ floor, 2 tasks: ", "ratio \(path), 2 jobs ÷ floor, 1 task: ",
                          "ratio \(path), 2 jobs ÷ floor in every face instance, 2 tasks: ",
                          "ratio \(path), 2 jobs ÷ floor in every face instance with the concat flag, 2 tasks: "] {
                #expect(lines.contains { $0.hasPrefix(ratio) }, "\(ratio)")
            }
            #expect(lines.contains { $0.hasPrefix("ratio \(path), 1 job ÷ 2 jobs: ") })
            #expect(lines.contains { $0.hasPrefix("hb_shape inside \(path), 2 jobs, spread evenly over the tasks: ") })
        }
        #expect(lines.contains { $0.hasPrefix("ratio default first run (wrapping labels) ÷ one-line spec, 2 jobs: ") })
        let first = try #require(lines.first)
        let kept = try #require(first.range(of: "kept at ").map { String(first[$0.upperBound...].prefix { $0 != ")" }) })
        #expect(FileManager.default.fileExists(atPath: kept))
        try FileManager.default.removeItem(atPath: (kept as NSString).deletingLastPathComponent)
    }

    /// A real catalog folder, cut to its first keys.
    @Test(.enabled(if: RealWorldFolder.has("CSE"),
                   "needs ../shared/realworld/CSE; set TEXTFIT_REALWORLD"))
    func realCatalogFirstKeys() throws {
        let cse = RealWorldFolder.root.appendingPathComponent("CSE").path
        let run = try Binary.run(["bench", "catalog", cse, "--keys", "3", "--jobs", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(first 3 keys)"))
        #expect(run.stdout.contains("textfit check, default first run (wrapping labels), 1 job:"))
        #expect(run.stdout.contains("textfit check, one-line spec, 1 job:"))
    }

    /// An app is measured as `textfit check APP` measures it, each catalog on the platform of the
    /// Xcode target that builds it (`Tests/Fixtures/xcode/PairedApp`: one key in English and
    /// German in the phone's catalog and one in the watch's). The cells, worked out by hand: the
    /// phone's 2 strings at iOS's 12 categories and the watch's 2 at the 9 the HIG's watch table
    /// publishes, 42; read as if on the iPhone they would be 48.
    @Test func anAppIsMeasuredAsCheckMeasuresIt() throws {
        let app = AppPlatformsEndToEndTests.app
        let run = try Binary.run(["bench", "catalog", app, "--jobs", "1", "--paths", "labels,one-line"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("; 2 strings measured on their Xcode target's platform"), "\(run.stdout)")
        #expect(run.stdout.contains("× 12 categories (the 2 on a platform of their own: that platform's), default spec"),
                "\(run.stdout)")
        let check = try Binary.run(["check", app, "--no-fail", "--format", "json"])
        #expect(check.status == 0, "\(check.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let checked = try #require(document["results"] as? [[String: Any]]).count
        #expect(checked == 2 * 12 + 2 * 9)
        let runs = run.stdout.split(separator: "\n").filter { $0.hasPrefix("textfit check, ") }
        #expect(runs.count == 2)
        for line in runs {
            let cells = line.range(of: " s wall, ").map { Int(line[$0.upperBound...].prefix { $0.isNumber }) ?? -1 }
            #expect(cells == checked, "\(line)")
        }
    }

    /// `textfit bench reuse APP` on `Tests/Fixtures/xcode/PairedApp` (one key in English and German
    /// in the phone's catalog and in the watch's, the same two texts): one value is changed, the
    /// phone's German, which no other string is compared with, so 3 of the 4 strings are taken,
    /// and both gates write the same bytes. The floor shapes each platform's lines at its own
    /// sizes: the phone's two and the watch's two, 4 calls, though the phone's English is the
    /// watch's text.
    @Test func reuseOfAnAppAgainstTheFloor() throws {
        let run = try Binary.run(["bench", "reuse", AppPlatformsEndToEndTests.app, "--changed", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 localization files, 0 Swift, storyboard, XIB and Objective-C files; 1 values changed"), "\(run.stdout)")
        #expect(run.stdout.contains("--reuse: 3 of 4 strings taken"), "\(run.stdout)")
        #expect(run.stdout.contains("JSON and SARIF the same bytes: yes"))
        #expect(run.stdout.contains("floor, each distinct string shaped once (4 hb_shape calls), 1 task: "), "\(run.stdout)")
        #expect(run.stdout.contains("ratio gate in full ÷ floor: ") && run.stdout.contains("; gate with --reuse ÷ floor: "))
    }

    /// `textfit bench reuse APP --pairs 3`: the gates run three times, in turn; each pair's ratio
    /// is printed (the first as without `--pairs`), and the median it reports is the middle of
    /// those three, worked out here from the printed ratios; `--pairs 0` is a usage error.
    @Test func reusePairsReportTheMedianRatio() throws {
        let run = try Binary.run(["bench", "reuse", AppPlatformsEndToEndTests.app, "--changed", "1", "--pairs", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        func percent(after marker: String, in line: String) -> Double? {
            line.range(of: marker).flatMap { Double(line[$0.upperBound...].prefix { $0.isNumber || $0 == "." }) }
        }
        let first = try #require(lines.first { $0.hasPrefix("ratio --reuse ÷ full: ") }.flatMap { percent(after: ": ", in: $0) })
        let second = try #require(lines.first { $0.hasPrefix("pair 2 (--reuse gate first): ") })
        let third = try #require(lines.first { $0.hasPrefix("pair 3 (full gate first): ") })
        let ratios = [first, try #require(percent(after: "ratio ", in: second)), try #require(percent(after: "ratio ", in: third))]
        let summary = try #require(lines.first { $0.hasPrefix("ratio --reuse ÷ full, median of 3 pairs: ") })
        #expect(percent(after: "pairs: ", in: summary) == ratios.sorted()[1], "\(run.stdout)")
        #expect(summary.contains(String(format: "(%.1f–%.1f %%)", ratios.min() ?? -1, ratios.max() ?? -1)), "\(summary)")
        #expect(lines.contains { $0.hasPrefix("gate in full, median of 3: ") } && lines.contains { $0.hasPrefix("gate with --reuse, median of 3: ") })
        #expect(run.stdout.contains("JSON and SARIF the same bytes: yes"))
        let none = try Binary.run(["bench", "reuse", AppPlatformsEndToEndTests.app, "--pairs", "0"])
        #expect(none.status == 2 && none.stderr == "textfit: --pairs must be 1 or more\n", "\(none.stderr)")
    }

    /// `textfit bench shards APP` on `Tests/Fixtures/xcode/PairedApp` in four shards (its four
    /// strings, one a shard, the third the watch's German alone): each shard and the merge are
    /// timed, the merge writes the whole check's JSON and SARIF (and with `--html` its page), and
    /// the floor shapes the four strings at their platforms' sizes.
    @Test func shardsOfAnAppAgainstTheWholeCheck() throws {
        let run = try Binary.run(["bench", "shards", AppPlatformsEndToEndTests.app, "--shards", "4", "--html"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 localization files, 0 Swift, storyboard, XIB and Objective-C files"), "\(run.stdout)")
        #expect((1 ... 4).allSatisfy { run.stdout.contains("check --shard \($0)/4 (json): ") }, "\(run.stdout)")
        #expect(run.stdout.contains("ratio merge ÷ check whole: ") && run.stdout.contains("on 4 machines, longest shard + merge: "))
        #expect(run.stdout.contains("JSON and SARIF the same bytes: yes"), "\(run.stdout)")
        // The page: the app's keys are labels, drawn so in the merge too.
        #expect(run.stdout.contains("check whole (html): ") && run.stdout.contains("merge (html): "), "\(run.stdout)")
        #expect(run.stdout.contains("HTML the same bytes: yes"), "\(run.stdout)")
        #expect(run.stdout.contains("floor, each distinct string shaped once (4 hb_shape calls), 1 task: "), "\(run.stdout)")
    }

    /// `textfit bench reuse APP` copies what `textfit check APP` reads: beside the localization
    /// files and the project, the app's Swift files, but not those of a dependency checkout
    /// (`Pods/`). The app's own Location Button (`LocationButton(.shareCurrentLocation)`) then
    /// adds its title in every language the bundled catalog has, which both gates measure, as
    /// a string with a frame of its own always is: of the 4 catalog strings and those titles, the
    /// 3 unchanged catalog strings are taken. The floor shapes each distinct string once: the 4
    /// catalog strings and the titles (no title repeats a catalog text).
    @Test func reuseCopiesTheSourcesTheCheckReads() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(atPath: AppPlatformsEndToEndTests.app, toPath: app.path)
        let view = """
            import SwiftUI
            import CoreLocationUI

            struct ShareView: View {
                var body: some View {
                    LocationButton(.shareCurrentLocation) {}
                }
            }

            """
        try Data(view.utf8).write(to: app.appendingPathComponent("Phone/ShareView.swift"))
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Pods/Kit"), withIntermediateDirectories: true)
        try Data(view.utf8).write(to: app.appendingPathComponent("Pods/Kit/Kit.swift"))
        let catalog = Binary.repositoryRoot.appendingPathComponent("Strings/LocationButton.xcstrings")
        let bundled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
        let title = try #require(((bundled["strings"] as? [String: Any])?["Share Current Location"] as? [String: Any])?["localizations"]
            as? [String: Any])
        let run = try Binary.run(["bench", "reuse", app.path, "--changed", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 localization files, 1 Swift, storyboard, XIB and Objective-C files"), "\(run.stdout)")
        #expect(run.stdout.contains("--reuse: 3 of \(4 + title.count) strings taken"), "\(run.stdout)")
        #expect(run.stdout.contains("JSON and SARIF the same bytes: yes"))
        #expect(run.stdout.contains("floor, each distinct string shaped once (\(4 + title.count) hb_shape calls)"), "\(run.stdout)")
    }

    /// `--max-length` leaves the long strings out, and says how many.
    @Test func maxLengthLeavesLongStringsOut() throws {
        let run = try Binary.run(["bench", "catalog", "--keys", "3", "--max-length", "30", "--jobs", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("strings over 30 characters left out"))
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("strings: ") })
        let longest = try #require(line.range(of: "longest ").map { Int(line[$0.upperBound...].prefix { $0.isNumber }) ?? -1 })
        #expect((1...30).contains(longest))
    }

    @Test(arguments: [["--jobs", "0"], ["--jobs", "1,x"], ["--keys", "0"], ["--max-length", "0"]])
    func badOptionsExitTwo(arguments: [String]) throws {
        let run = try Binary.run(["bench", "catalog"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("textfit: "))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// The check job fills the cache folder it is given, gives the same output with the cache
    /// warm, and runs alike when the cache cannot be written.
    @Test func checkKeepsFontHashesInTheCacheFolder() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cold = try Binary.run(["check"], environment: ["XDG_CACHE_HOME": folder.path])
        let cache = folder.appendingPathComponent("textfit/font-hashes").path
        let text = try String(contentsOfFile: cache, encoding: .utf8)
        #expect(text.hasPrefix("textfit font hashes 1\n"))
        // The bundled manifest's hash of Inter Regular is on the line for that file.
        let manifest = try String(contentsOf: Binary.repositoryRoot.appendingPathComponent("Fonts/manifest.json"), encoding: .utf8)
        let interLine = try #require(text.split(separator: "\n").first { $0.hasSuffix("/Inter-Regular.otf") })
        #expect(manifest.contains(String(interLine.prefix(64))))
        let warm = try Binary.run(["check"], environment: ["XDG_CACHE_HOME": folder.path])
        #expect(warm.status == cold.status && warm.stdout == cold.stdout)
        let blocker = folder.appendingPathComponent("file").path
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: blocker))
        let unwritable = try Binary.run(["check"], environment: ["XDG_CACHE_HOME": blocker])
        #expect(unwritable.status == cold.status && unwritable.stdout == cold.stdout && unwritable.stderr.isEmpty)
    }
}
