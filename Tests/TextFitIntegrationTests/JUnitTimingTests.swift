import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// JUnit's `time` and `timestamp`, which strict readers (the Ant/Jenkins schema) require on every
/// suite and case.
@Suite struct JUnitTimingTests {
    /// Collects every element's attributes.
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append((element, attributes))
        }
    }

    static func elements(_ xml: String) -> Elements {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Elements()
        parser.delegate = collector
        #expect(parser.parse())
        return collector
    }

    @Test func suitesAndCasesCarryTimeAndTimestamp() throws {
        let start = Date(timeIntervalSince1970: 1_795_000_000.75)
        let timing = JUnitReporter.Timing(start: start, seconds: 2.5)
        let xml = try JUnitReporter(timing: timing).render(ReportInput(gate: GateReportTests.gate()))
        let elements = Self.elements(xml).elements
        // The timestamp as ISO 8601 in UTC without a zone, to the second, as the schema's xs:dateTime
        // pattern wants it; formatted here by Foundation's own formatter.
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        let expected = formatter.string(from: Date(timeIntervalSince1970: 1_795_000_000))
        let root = try #require(elements.first { $0.name == "testsuites" })
        #expect(root.attributes["time"] == "2.500")
        #expect(root.attributes["timestamp"] == nil)   // the schemas have none on <testsuites>
        let suites = elements.filter { $0.name == "testsuite" }
        let cases = elements.filter { $0.name == "testcase" }
        #expect(!suites.isEmpty && cases.count == 4)
        for suite in suites {
            #expect(suite.attributes["timestamp"] == expected)
            #expect(suite.attributes["time"] != nil)
        }
        // The run measures its cases together: each gets an equal share, and the shares add up.
        for item in cases { #expect(item.attributes["time"] == "0.625", "\(item.attributes)") }
        let suiteTotal = suites.compactMap { Double($0.attributes["time"] ?? "") }.reduce(0, +)
        #expect(abs(suiteTotal - 2.5) < 1e-9)
    }

    /// SOURCE_DATE_EPOCH (the reproducible-builds convention) fixes the timestamp and zeroes the
    /// durations, so the same inputs give the same bytes.
    @Test func sourceDateEpochMakesTheBytesReproducible() throws {
        let timing = JUnitReporter.Timing.run(startedAt: Date(), environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(timing.start == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(timing.seconds == 0)
        let first = try JUnitReporter(timing: timing).render(ReportInput(gate: GateReportTests.gate()))
        let second = try JUnitReporter(timing: timing).render(ReportInput(gate: GateReportTests.gate()))
        #expect(first == second)
        #expect(first.contains("timestamp=\"2023-11-14T22:13:20\""))
        // Without it, the real start and the time since.
        let started = Date(timeIntervalSinceNow: -1.25)
        let real = JUnitReporter.Timing.run(startedAt: started, environment: [:])
        #expect(real.start == started)
        #expect(real.seconds >= 1.25 && real.seconds < 60)
        // A value that is not a count of seconds is ignored, not trusted.
        #expect(JUnitReporter.Timing.run(startedAt: started, environment: ["SOURCE_DATE_EPOCH": "soon"]).start == started)
    }
}
