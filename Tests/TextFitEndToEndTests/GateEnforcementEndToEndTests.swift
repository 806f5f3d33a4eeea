import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What the gate's CI outputs say matches the exit status: `--no-fail` reports without failing,
/// and JUnit carries the run's real time.
@Suite struct GateEnforcementEndToEndTests {
    /// Defect 8: with `--no-fail` under GitHub Actions the run exits 0, so nothing is annotated as
    /// an error and the job summary does not say the gate fails.
    @Test func noFailAnnotatesNoErrors() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("summary.md")
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path]
        let enforced = try Binary.run(["check", "--category", "AX5"], environment: environment)
        #expect(enforced.status == 1)
        let enforcedErrors = enforced.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(enforcedErrors.count == 10)
        try FileManager.default.removeItem(at: summary)

        let run = try Binary.run(["check", "--category", "AX5", "--no-fail"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error") }.isEmpty, "errors annotated while the step passes")
        // The same findings are still shown, as warnings that say why they do not fail.
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        #expect(warnings.count == 10)
        #expect(warnings.allSatisfy { $0.contains("not enforced") }, "\(warnings.first ?? "")")
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(!text.contains("✗ fails"), "\(text.prefix(200))")
        #expect(text.hasPrefix("## TextFit gate: ✗ would fail (not enforced: --no-fail)\n"), "\(text.prefix(200))")
        // The gate's verdict on the terminal says the same.
        let gated = try Binary.run(["check", "--category", "AX5", "--no-fail", "--warn-on", "vertical-clip", "--quiet"])
        #expect(gated.status == 0)
        #expect(gated.stdout.hasPrefix("✗ gate would fail (not enforced: --no-fail): "), "\(gated.stdout)")
    }

    /// Defect 11: the JUnit file of a real run carries its start and its duration; with
    /// SOURCE_DATE_EPOCH two runs give the same bytes.
    @Test func junitCarriesTheRunsTime() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Date()
        let run = try Binary.run(["check", "--category", "large", "--junit", "j.xml", "--no-fail"], in: folder)
        let after = Date()
        #expect(run.status == 0, "\(run.stderr)")
        let xml = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
        let collector = JUnitAttributes()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        let root = try #require(collector.elements.first { $0.name == "testsuites" }?.attributes)
        let suite = try #require(collector.elements.first { $0.name == "testsuite" }?.attributes)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let stamp = try #require(formatter.date(from: suite["timestamp"] ?? ""), "\(suite)")
        #expect(stamp >= before.addingTimeInterval(-1) && stamp <= after, "\(stamp) not in \(before)…\(after)")
        let seconds = try #require(Double(root["time"] ?? ""))
        #expect(seconds > 0 && seconds <= after.timeIntervalSince(before))
        #expect(collector.elements.filter { $0.name == "testcase" }.allSatisfy { $0.attributes["time"] != nil })
        #expect(collector.elements.filter { $0.name == "testsuite" }.allSatisfy {
            $0.attributes["time"] != nil && $0.attributes["timestamp"] == suite["timestamp"]
        })

        var bytes: [Data] = []
        for name in ["a.xml", "b.xml"] {
            let fixed = try Binary.run(["check", "--category", "large", "--junit", name, "--no-fail"], in: folder,
                                       environment: ["SOURCE_DATE_EPOCH": "1700000000"])
            #expect(fixed.status == 0)
            bytes.append(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        #expect(bytes[0] == bytes[1])
        #expect(String(decoding: bytes[0], as: UTF8.self).contains("timestamp=\"2023-11-14T22:13:20\""))
    }
}

/// Every element's name and attributes.
final class JUnitAttributes: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((element, attributes))
    }
}
