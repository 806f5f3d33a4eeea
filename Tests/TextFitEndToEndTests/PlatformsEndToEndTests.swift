import Foundation
import Testing

/// `textfit devices` and `check --platform/--device`: the listing, the notes every output states,
/// the matrix of several devices, and bad input as one line with exit status 2.
@Suite struct PlatformsEndToEndTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The listing names watch cases, iPhones and iPads with widths and sources; the widths are
    /// those written out here (the HIG's points; the watch's pixels ÷ 2).
    @Test func devicesJSONListsWatchesIPhonesAndIPads() throws {
        let run = try Binary.run(["devices", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let devices = try #require(try Self.json(run.stdout)["devices"] as? [[String: Any]])
        var byID: [String: [String: Any]] = [:]
        for device in devices { byID[device["id"] as? String ?? ""] = device }
        let expected: [(String, Double, Double)] = [
            ("iphone-375", 375, 343), ("iphone-320", 320, 288), ("iphone-440", 440, 408),
            ("ipad-slide-over", 320, 288), ("ipad-768", 768, 736),
            ("watch-38", 272 / 2, 272 / 2), ("watch-41", 352 / 2, 352 / 2), ("watch-49", 410 / 2, 410 / 2),
            ("watch-49-ultra3", 422 / 2, 422 / 2), ("watch-46", 416 / 2, 416 / 2),
        ]
        for (id, width, usable) in expected {
            let device = try #require(byID[id], "\(id) is not listed")
            #expect(device["width"] as? Double == width && device["usableWidth"] as? Double == usable, "\(device)")
            #expect((device["source"] as? String)?.contains("https://developer.apple.com/design/human-interface-guidelines") == true
                    || (device["source"] as? String)?.contains("Apple HIG") == true, "\(device)")
        }
        #expect(devices.filter { $0["platform"] as? String == "watchos" }.count == 10)
        #expect(devices.contains { $0["platform"] as? String == "ios" } && devices.contains { $0["platform"] as? String == "ipados" })
        let text = try Binary.run(["devices", "--platform", "watchos"])
        #expect(text.status == 0 && text.stdout.contains("watch-41") && !text.stdout.contains("iphone-375"))
    }

    /// Mac Catalyst and visionOS say, in the summary and in the JSON, that the button ignores input.
    @Test func catalystAndVisionOSSayTheButtonIgnoresInput() throws {
        for platform in ["maccatalyst", "visionos"] {
            let arguments = ["check", "--platform", platform, "--category", "large", "--no-fail"]
            let summary = try Binary.run(arguments)
            #expect(summary.status == 0, "\(summary.stderr)")
            #expect(summary.stdout.components(separatedBy: "ignores user input").count == 2, "\(summary.stdout.prefix(2000))")
            let json = try Binary.run(arguments + ["--format", "json"])
            let notes = try #require(try Self.json(json.stdout)["notes"] as? [[String: Any]])
            let notices = notes.filter { ($0["message"] as? String)?.contains("ignores user input") == true }
            #expect(notices.count == 1 && notices.first?["kind"] as? String == "platform", "\(notes)")
            // SARIF (the run's properties), JUnit (the suite's properties) and the Swift tables (a comment) say it once too.
            for format in ["sarif", "junit", "swift"] {
                let output = try Binary.run(arguments + ["--format", format])
                #expect(output.stdout.components(separatedBy: "ignores user input").count == 2, "\(platform) \(format)")
            }
        }
        let ios = try Binary.run(["check", "--platform", "ios", "--category", "large", "--no-fail"])
        #expect(!ios.stdout.contains("ignores user input"))
    }

    /// The watch: the JSON says watchos, its width and type table; the summary says the model is an estimate.
    @Test func watchRunsSayWatchOSAndThatTheModelIsAnEstimate() throws {
        let json = try Binary.run(["check", "--device", "watch-41", "--no-fail", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try Self.json(json.stdout)
        let spec = try #require(document["buttonSpec"] as? [String: Any])
        #expect(spec["typeScale"] as? String == "watchos" && spec["maximumWidth"] as? Double == 176)
        let notes = try #require(document["notes"] as? [[String: Any]])
        #expect(notes.contains { ($0["message"] as? String)?.hasPrefix("checked on watchos, watch-41") == true })
        let records = try #require(document["results"] as? [[String: Any]])
        #expect(Set(records.compactMap { $0["category"] as? String })
                == ["xSmall", "small", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3"])
        let german = records.filter { $0["key"] as? String == "Share My Current Location" && $0["language"] as? String == "de" }
        #expect(german.count == 9 && german.allSatisfy { $0["fits"] as? Bool == false })
        let summary = try Binary.run(["check", "--device", "watch-41", "--no-fail"])
        #expect(summary.stdout.components(separatedBy: "the watch model is an estimate").count == 2)
    }

    /// A watch run's category ranges run over the categories the HIG publishes for the watch:
    /// all nine are `xSmall…AX3`, since the watch has no Medium, where iOS's order would split them
    /// into `xSmall…small, large…AX3`. German "Share My Current Location" renders at none of them
    /// on the 41 mm watch (the test above), in the summary, JUnit and the Xcode lines alike.
    @Test func watchCategoryRangesSkipTheMediumTheWatchLacks() throws {
        let categories = try Self.watchCategories()
        let every = "\(try #require(categories.first))…\(try #require(categories.last))"
        let arguments = ["check", "--device", "watch-41", "--no-fail"]
        let summary = try Binary.run(arguments)
        #expect(summary.status == 0, "\(summary.stderr)")
        let german = summary.stdout.split(separator: "\n").first { $0.hasPrefix("  de ") && $0.contains("Share My Current Location:") }
        #expect(german?.contains("render failure at \(every);") == true, "\(german ?? "")")
        #expect(!summary.stdout.contains("small, large"), "\(summary.stdout.prefix(3000))")
        let junit = try Binary.run(arguments + ["--format", "junit"])
        #expect(junit.stdout.contains("Share My Current Location [de] does not fit at \(every)"), "\(junit.stdout.prefix(3000))")
        let xcode = try Binary.run(arguments + ["--format", "xcode"])
        let line = xcode.stdout.split(separator: "\n").first { $0.contains("Share My Current Location [de]") }
        #expect(line?.contains("at \(every) ") == true && !xcode.stdout.contains("small, large"), "\(line ?? "")")
    }

    /// Several devices: key × device in the summary and as one JSON document.
    @Test func severalDevicesGiveTheMatrix() throws {
        let run = try Binary.run(["check", "--platform", "ipados", "--device", "ipad-slide-over,ipad-768", "--no-fail",
                                  "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let devices = try #require(try Self.json(run.stdout)["devices"] as? [[String: Any]])
        #expect(devices.map { $0["device"] as? String } == ["ipad-slide-over", "ipad-768"])
        let slideOver = try #require(devices[0]["largestRenderingCategory"] as? [String: Any])
        let full = try #require(devices[1]["largestRenderingCategory"] as? [String: Any])
        // German's long titles fail at large in Slide Over: its key's largest category is below large.
        let smaller = ["xSmall", "small", "medium"]
        #expect(slideOver["Share My Current Location"] is NSNull || smaller.contains(slideOver["Share My Current Location"] as? String ?? ""))
        // Full screen (736 pt) it renders at large and beyond.
        let largeAndUp = ["large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
        #expect(largeAndUp.contains(full["Share My Current Location"] as? String ?? ""), "\(full)")
        let summary = try Binary.run(["check", "--platform", "ipados", "--device", "ipad-slide-over,ipad-768", "--no-fail"])
        #expect(summary.stdout.contains("Largest category that renders in every language, per key and device"))
    }

    /// The records name the platform and device; `--reuse` takes a watch run's cells for the same
    /// watch only, and `merge` joins the watch's shards but refuses one of another case, naming it.
    @Test func reuseAndMergeKeepThePlatformAndDevice() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        let watch = ["check", "--device", "watch-41", "--category", "large", "--no-fail", "--format", "json"]
        #expect(try Binary.run(watch + ["--output", file("watch.json")]).status == 0)
        let records = try #require(try Self.json(String(contentsOfFile: file("watch.json"), encoding: .utf8))["results"] as? [[String: Any]])
        #expect(!records.isEmpty && records.allSatisfy { $0["platform"] as? String == "watchos" && $0["device"] as? String == "watch-41" })
        let again = try Binary.run(watch + ["--output", file("again.json"), "--reuse", file("watch.json")])
        #expect(again.stderr.contains("strings taken from") && !again.stderr.contains(" 0 of "), "\(again.stderr)")
        #expect(FileManager.default.contentsEqual(atPath: file("watch.json"), andPath: file("again.json")))
        // The 45 mm watch: nothing taken, and the note says why.
        let other = try Binary.run(["check", "--device", "watch-45", "--category", "large", "--no-fail", "--format", "json",
                                    "--output", file("45.json"), "--reuse", file("watch.json")])
        #expect(other.stderr.contains("was checked on watchos, watch-41, this run on watchos, watch-45; measuring every string"),
                "\(other.stderr)")
        for (index, device) in [(1, "watch-41"), (2, "watch-41"), (2, "watch-45")] {
            let run = try Binary.run(["check", "--device", device, "--category", "large", "--no-fail", "--format", "json",
                                      "--shard", "\(index)/2", "--output", file("\(device)-\(index).json")])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let merged = try Binary.run(["merge", file("watch-41-1.json"), file("watch-41-2.json"), "--no-fail", "--format", "json",
                                     "--output", file("merged.json")])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(FileManager.default.contentsEqual(atPath: file("watch.json"), andPath: file("merged.json")))
        let mixed = try Binary.run(["merge", file("watch-41-1.json"), file("watch-45-2.json"), "--no-fail"])
        #expect(mixed.status == 2 && mixed.stderr.split(separator: "\n").count == 1, "\(mixed.stderr)")
        #expect(mixed.stderr.contains("watch-45-2.json") && mixed.stderr.contains("checked on watchos, watch-45"), "\(mixed.stderr)")
    }

    /// The watch's categories as the HIG publishes them (`watchos_type_scale.tsv` when present).
    static func watchCategories() throws -> [String] {
        let names = ["xSmall", "small", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3"]
        let url = Binary.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/apple/platforms/watchos_type_scale.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            print("note: ../shared/apple/platforms is absent: the watch's categories are the HIG's as written in this test")
            return names
        }
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let column = try #require(lines.first?.firstIndex(of: "category"))
        let published = Set(lines.dropFirst().compactMap { $0.indices.contains(column) ? $0[column] : nil })
        return names.filter { published.contains($0 == "small" ? "Small" : $0 == "large" ? "Large" : $0) }
    }

    /// SARIF over several devices: one run whose results name their device in the properties,
    /// the message and the fingerprint. On the 41 mm watch German "Share My Current Location"
    /// fails to render at every category the HIG publishes for the watch; on the 49 mm Ultra
    /// English "Current Location" renders at the case's default, xLarge.
    @Test func sarifOverSeveralDevicesNamesEachDevice() throws {
        let run = try Binary.run(["check", "--device", "watch-41,watch-49", "--no-fail", "--format", "sarif"])
        #expect(run.status == 0, "\(run.stderr)")
        let log = try Self.json(run.stdout)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        func properties(_ result: [String: Any]) -> [String: Any] { result["properties"] as? [String: Any] ?? [:] }
        #expect(Set(results.compactMap { properties($0)["device"] as? String }) == ["watch-41", "watch-49"])
        #expect(results.allSatisfy { properties($0)["platform"] as? String == "watchos" })
        let german = results.filter {
            properties($0)["key"] as? String == "Share My Current Location" && properties($0)["language"] as? String == "de"
                && $0["ruleId"] as? String == "textfit/render-failure"
        }
        let on41 = try #require(german.first { properties($0)["device"] as? String == "watch-41" })
        #expect(properties(on41)["categories"] as? [String] == (try Self.watchCategories()))
        #expect((on41["message"] as? [String: Any])?["text"] as? String ?? "" != ""
                && ((on41["message"] as? [String: Any])?["text"] as? String ?? "").hasSuffix("(watchos, watch-41)"))
        let on49 = try #require(german.first { properties($0)["device"] as? String == "watch-49" })
        let prints = [on41, on49].map { ($0["partialFingerprints"] as? [String: String])?["textfitFinding/v1"] }
        #expect(prints[0] != nil && prints[0] != prints[1])
        let english = results.first {
            properties($0)["key"] as? String == "Current Location" && properties($0)["language"] as? String == "en"
                && properties($0)["device"] as? String == "watch-49" && $0["ruleId"] as? String == "textfit/render-failure"
        }
        #expect(!((english.map { properties($0)["categories"] as? [String] ?? [] } ?? []).contains("xLarge")))
        // The matrix's lines start each case at its own default category (HIG: Large for 41 mm, xLarge for 49 mm).
        let summary = try Binary.run(["check", "--device", "watch-41,watch-49", "--no-fail"]).stdout
        #expect(summary.contains("watchos watch-41 (176 pt): ") && summary.contains("at its default category, large, "), "\(summary)")
        #expect(summary.contains("watchos watch-49 (205 pt): ") && summary.contains("at its default category, xLarge, "), "\(summary)")
    }

    /// A single watch run's SARIF names the watch in every result; the default run's names none.
    @Test func oneDeviceOutputsNameItOnlyOffTheDefaultIPhone() throws {
        let watch = try Self.json(try Binary.run(["check", "--device", "watch-41", "--no-fail", "--format", "sarif"]).stdout)
        let results = try #require((watch["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(!results.isEmpty && results.allSatisfy {
            ($0["properties"] as? [String: Any])?["device"] as? String == "watch-41"
                && (($0["message"] as? [String: Any])?["text"] as? String ?? "").hasSuffix("(watchos, watch-41)")
        })
        let plain = try Binary.run(["check", "--no-fail", "--format", "sarif"])
        #expect(!plain.stdout.contains("\"platform\"") && !plain.stdout.contains("(ios, iphone-375)"))
        // UIKit's content-size categories are unavailable on watchOS: the watch's tables use SwiftUI's.
        let swift = try Binary.run(["check", "--device", "watch-41", "--no-fail", "--format", "swift"]).stdout
        #expect(swift.contains("import SwiftUI\n") && swift.contains("[String: [DynamicTypeSize: CGSize]]"))
        #expect(!swift.contains("UIContentSizeCategory"))
        let junit = try Binary.run(["check", "--device", "watch-41", "--no-fail", "--format", "junit"]).stdout
        #expect(junit.contains("<property name=\"textfit.platform\" value=\"watchos\"/><property name=\"textfit.device\" value=\"watch-41\"/>"))
        #expect(!(try Binary.run(["check", "--no-fail", "--format", "junit"]).stdout.contains("textfit.platform")))
    }

    /// JUnit, Swift and HTML over devices of two platforms: a suite per device, a namespace per
    /// platform with an enum per device, a page with a Device filter and a section per device.
    @Test func junitSwiftAndHTMLOverSeveralDevices() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("devices.html").path
        let devices = ["--device", "iphone-375,watch-41", "--no-fail"]
        let junit = try Binary.run(["check"] + devices + ["--format", "junit", "--html", page])
        #expect(junit.status == 0, "\(junit.stderr)")
        // A suite per device and file (the catalog's, and the spec's own for its lint).
        #expect(junit.stdout.components(separatedBy: "<testsuite name=\"Strings/LocationButton.xcstrings (").count == 3)
        #expect(junit.stdout.components(separatedBy: "<testsuite ").count == 5)
        #expect(junit.stdout.contains("LocationButton.xcstrings (ios, iphone-375)\"")
                && junit.stdout.contains("LocationButton.xcstrings (watchos, watch-41)\""))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<select id=\"f-dev\">") && html.contains("<option value=\"watchos/watch-41\">"))
        #expect(html.contains("<div class=\"device\" data-device=\"ios/iphone-375\">")
                && html.contains("<div class=\"device\" data-device=\"watchos/watch-41\">"))
        let swift = try Binary.run(["check"] + devices + ["--format", "swift"]).stdout
        for line in ["import SwiftUI", "    enum iOS {", "        enum iphone375 {", "    enum watchOS {", "        enum watch41 {"] {
            #expect(swift.contains(line + "\n"), "\(line)")
        }
        // German renders at no category on the 41 mm watch: its language is in that enum's fitsAtNoCategory.
        let watchPart = try #require(swift.components(separatedBy: "        enum watch41 {").last)
        let noCategory = try #require(watchPart.components(separatedBy: "static let fitsAtNoCategory").last)
        #expect(noCategory.contains("\"de\","))
        // The same single-platform tables, without the device options, keep UIKit.
        #expect(try Binary.run(["check", "--no-fail", "--format", "swift"]).stdout.contains("import UIKit\n"))
    }

    @Test func badPlatformOptionsAreOneLineWithStatusTwo() throws {
        for arguments in [["--platform", "tvos"], ["--device", "iphone-999"], ["--platform", "watchos", "--device", "iphone-375"],
                          ["--platform", "ios", "--catalyst-idiom", "mac"], ["--device", "iphone-320,iphone-375", "--format", "csv"]] {
            let run = try Binary.run(["check"] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
        }
    }
}
