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

    /// `--platform` names the platform of every file: the project is not asked.
    @Test func platformOptionOverridesTheProject() throws {
        let run = try Binary.run(["check", Self.app, "--no-fail", "--platform", "ios", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let records = try #require(document["results"] as? [[String: Any]])
        #expect(records.filter { $0["category"] as? String == "large" }.allSatisfy { $0["pointSize"] as? Double == 17 })
    }
}
