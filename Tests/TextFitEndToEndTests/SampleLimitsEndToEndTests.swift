import Foundation
import Testing

/// Sample options past the sampler's limits are bad usage (exit 2, one line); hostile values in a
/// catalog are measured with capped samples and named, and the run stays quick.
@Suite struct SampleLimitsEndToEndTests {
    @Test func oversizedSampleOptionsAreRefused() throws {
        let digits = try Binary.run(["check", "--sample-digits", "100000", "--category", "large"])
        #expect(digits.status == 2)
        #expect(digits.stderr == "textfit: --sample-digits: 100000; expected 1 to 19 (the digits of the largest 64-bit integer)\n")
        let text = try Binary.run(["check", "--sample-text", String(repeating: "W", count: 100_000), "--category", "large"])
        #expect(text.status == 2)
        #expect(text.stderr == "textfit: --sample-text: 100000 characters; at most 256\n")
    }

    @Test func hostileSpecifiersAreMeasuredCappedAndNoted() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: strings.deletingLastPathComponent(), withIntermediateDirectories: true)
        let body = "\"wide\" = \"%999999999d\";\n\"precise\" = \"%.999999999f\";\n\"far\" = \"%2147483648@\";\n\"many\" = \"\(String(repeating: "%@", count: 5_000))\";\n"
        try Data(body.utf8).write(to: strings)
        let started = Date()
        let run = try Binary.run(["check", folder.path, "--category", "large", "--format", "json", "--no-fail"])
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let cells = try ResultsDocument.cells(run.stdout)
        #expect(cells.map(\.key).sorted() == ["far", "precise", "wide"])  // "many" is named, not measured
        #expect(cells.first { $0.key == "wide" }?.text.count == 64)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let notes = try #require(document["notes"] as? [[String: Any]])
        #expect(notes.filter { $0["kind"] as? String == "sampleLimit" }.compactMap { $0["key"] as? String }.sorted()
                == ["far", "many", "precise", "wide"])
    }
}
