import Foundation
import Testing
@testable import TextFit
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitCore

/// The platform and device a run checked on (``RunTarget``), named by every JSON record and CSV
/// row and read back by `--reuse`, baselines and `textfit merge`: a watch run's records say
/// `watchos` and its case, checked against Apple's watch screen table in `../shared` (skipped with
/// a message where it is absent); reuse takes cells only of the same platform and device, merge
/// joins only shards of one, and a file written before the members existed reads as a run with
/// no platform options.
@Suite struct RunTargetTests {
    static let categories: [ContentSizeCategory] = [.large, .xxxLarge]
    static let platforms = PlatformDeviceTests.folder
    static let watch41 = DeviceTable.device(named: "watch-41")!

    /// The bundled job on `target` (none: no platform options), split as `shard` when given.
    static func run(on target: PlatformTarget?, spec: ButtonSpec = .bundledDefault, shard: Shard? = nil) async throws
        -> VerificationResult {
        let strings = try BundledData.strings(environment: [:])
        var verification = Verification(strings: shard?.select(strings) ?? strings, spec: spec, categories: categories,
                                        fonts: TestFonts.bundled, parallelism: 2)
        verification.shard = shard
        if shard != nil { verification.budgetSources = strings }
        if let target { try verification.check(on: target, categories: categories) }
        return try await verification.run()
    }

    static func records(_ json: String) throws -> (document: [String: Any], records: [[String: Any]]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (document, try #require(document["results"] as? [[String: Any]]))
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A 41 mm watch run: every JSON record and CSV row says `watchos` and `watch-41`, the case
    /// whose width Apple's table gives (352 px ÷ 2 = 176 pt, the width the spec gets: the watch
    /// keeps no margin).
    @Test(.enabled(if: PlatformDeviceTests.available, "\(PlatformDeviceTests.absent)"))
    func watchRecordsNameWatchOSAndTheCase() async throws {
        let row = try #require(try PlatformDeviceTests.tsv("watchos_screen_sizes.tsv").first { $0["case_size"] == "41mm" })
        let pixels = try #require(Double(row["width_px"] ?? ""))
        let result = try await Self.run(on: PlatformTarget(platform: .watchos, device: Self.watch41))
        let (document, records) = try Self.records(try ReportFormat.json.render(result))
        #expect(records.count == result.cells.count && records.count > 100)
        #expect(records.allSatisfy { $0["platform"] as? String == "watchos" && $0["device"] as? String == "watch-41" })
        // The device named is the 41 mm case: its width, Apple's, is the width the button got.
        let spec = try #require(document["buttonSpec"] as? [String: Any])
        #expect(spec["maximumWidth"] as? Double == pixels / 2)
        #expect(DeviceTable.device(named: "watch-41")?.width == pixels / 2)
        let csv = try ReportFormat.csv.render(result).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(csv.first?.hasSuffix(",close,platform,device") == true)
        #expect(csv.count == records.count + 1 && csv.dropFirst().allSatisfy { $0.hasSuffix(",watchos,watch-41") })
    }

    /// A run with no platform options: iOS on the default iPhone when the spec's width is its
    /// 375 pt less 16 pt on each side, on the spec's own frame (`spec`) otherwise.
    @Test func unnamedRunsRecordIOSAndTheFrameTheyGet() async throws {
        let iPhone = try await Self.run(on: nil)
        #expect(ButtonSpec.bundledDefault.maximumWidth == 375 - 2 * 16)
        let (_, records) = try Self.records(try ReportFormat.json.render(iPhone))
        #expect(records.allSatisfy { $0["platform"] as? String == "ios" && $0["device"] as? String == "iphone-375" })
        // `--platform ios` checks the same frame and says the same.
        let named = try await Self.run(on: PlatformTarget(platform: .ios))
        #expect(named.target == iPhone.target)
        var narrow = ButtonSpec.bundledDefault
        narrow.maximumWidth = 300
        #expect(RunTarget.unnamed(spec: narrow) == RunTarget(platform: .ios, device: "spec"))
    }

    /// `--reuse` of a watch run's results: a watch run takes its cells (and writes the same
    /// bytes as a full run); a run on another platform or device with the same spec takes none
    /// and says why.
    @Test func reuseTakesCellsOfTheSamePlatformAndDeviceOnly() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = PlatformTarget(platform: .watchos, device: Self.watch41)
        let full = try await Self.run(on: target)
        let path = folder.appendingPathComponent("watch.json").path
        let json = try ReportFormat.json.render(full)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let reused = try await ReusedCells.load(path: path, spec: full.spec, fonts: TestFonts.bundled, target: RunTarget(target))
        #expect(reused.refusal == nil && reused.count == full.cells.count)
        let strings = try BundledData.strings(environment: [:])
        var again = Verification(strings: strings, spec: .bundledDefault, categories: Self.categories,
                                 fonts: TestFonts.bundled, parallelism: 2)
        try again.check(on: target, categories: Self.categories)
        again.reuse = reused
        let sink = MemorySink()
        _ = try await again.run(writingTo: ReportOutputs(json: sink))
        #expect(reused.taken.strings == reused.taken.of && reused.taken.of > 0)
        #expect(sink.text == json)
        // The same spec on visionOS: the records name another platform, so none is taken.
        let other = RunTarget(platform: .visionos, device: "watch-41")
        let refused = try await ReusedCells.load(path: path, spec: full.spec, fonts: TestFonts.bundled, target: other)
        #expect(refused.count == 0)
        #expect(refused.refusal == "\(path) was checked on watchos, watch-41, this run on visionos, watch-41; measuring every string")
    }

    /// Shards of a watch run merge into the watch run, records and all; a shard of another
    /// platform or device is refused, naming its file.
    @Test func mergeKeepsThePlatformAndDeviceAndRefusesTwo() async throws {
        let target = PlatformTarget(platform: .watchos, device: Self.watch41)
        let whole = try ReportFormat.json.render(try await Self.run(on: target))
        var parts: [(file: String, result: VerificationResult)] = []
        for index in 1 ... 2 {
            let shard = try await Self.run(on: target, shard: try Shard(index: index, count: 2))
            let file = "shard\(index).json"
            parts.append((file, try ResultsFile.decode(Data(try ReportFormat.json.render(shard).utf8), file: file)))
        }
        #expect(parts.allSatisfy { $0.result.target == RunTarget(target) })
        let merged = try ShardMerge.merge(parts)
        #expect(merged.target == RunTarget(target))
        #expect(try ReportFormat.json.render(merged) == whole)
        // The second shard on the 45 mm watch: its spec differs too, but the platform and device are named first.
        let other = try await Self.run(on: PlatformTarget(platform: .watchos, device: DeviceTable.device(named: "watch-45")!),
                                       shard: try Shard(index: 2, count: 2))
        let otherFile = "shard2-45.json"
        let read = try ResultsFile.decode(Data(try ReportFormat.json.render(other).utf8), file: otherFile)
        #expect(read.target == RunTarget(platform: .watchos, device: "watch-45"))
        #expect(throws: InputError(file: otherFile, reason: "checked on watchos, watch-45, shard1.json on watchos, watch-41; "
                                       + "merge the shards of one --platform and --device")) {
            try ShardMerge.merge([parts[0], (otherFile, read)])
        }
    }

    /// Records without `platform` and `device` (files written before them) read as a run with no
    /// platform options; a file whose records name two is refused, naming the record.
    @Test func recordsWithoutThemReadAsTheUnnamedRunAndTwoAreRefused() async throws {
        let result = try await Self.run(on: nil)
        let json = try ReportFormat.json.render(result)
        let members = ",\"platform\":\"ios\",\"device\":\"iphone-375\""
        #expect(json.components(separatedBy: members).count == result.cells.count + 1)
        let before = json.replacingOccurrences(of: members, with: "")
        let named = try ResultsFile.decode(Data(json.utf8), file: "new.json")
        for streaming in [true, false] {
            let read = try ResultsFile.decodeRecorded(Data(before.utf8), file: "old.json", streaming: streaming).result
            #expect(read.target == RunTarget(platform: .ios, device: "iphone-375"))
            #expect(read.cells == named.cells)
        }
        // The third record names another device: not mixed in, whether streamed or decoded whole.
        var lines = json.components(separatedBy: "\n")
        let third = try #require(lines.indices.filter { lines[$0].hasPrefix("{\"") }.dropFirst(2).first)
        lines[third] = lines[third].replacingOccurrences(of: "\"iphone-375\"", with: "\"iphone-440\"")
        let mixed = Data(lines.joined(separator: "\n").utf8)
        for streaming in [true, false] {
            #expect(throws: InputError(file: "mixed.json", key: "results[2]",
                                       reason: "checked on ios, iphone-440, the first record of its file on ios, iphone-375: "
                                           + "a results file holds one platform and device per catalog file")) {
                try ResultsFile.decodeRecorded(mixed, file: "mixed.json", streaming: streaming)
            }
        }
    }
}
