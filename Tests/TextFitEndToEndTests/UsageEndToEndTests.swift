import Foundation
import Testing

/// Usage mistakes exit 2 with one line on standard error, instead of passing unnoticed.
@Suite struct UsageEndToEndTests {
    /// `help` with a subcommand that does not exist names it, instead of printing the overview
    /// with exit 0; `help check` still prints the check help.
    @Test func helpWithAnUnknownTopicExitsTwo() throws {
        let run = try Binary.run(["help", "nosuch"])
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("'nosuch'"))
        #expect(run.stdout.isEmpty)
        let known = try Binary.run(["help", "check"])
        #expect(known.status == 0)
        #expect(known.stdout.contains("USAGE: textfit check"))
    }

    /// Weights outside 100…900 (the range of UIFont's weights and of a spec's `fontWeight`) are
    /// refused; the ends of the range are accepted.
    @Test(arguments: ["1000", "99", "0", "-400", "heavyish"])
    func weightOutOfRangeExitsTwo(_ weight: String) throws {
        let run = try Binary.run(["measure", "Standort", "--lang", "de", "--weight", weight])
        #expect(run.status == 2, "stdout: \(run.stdout)")
        #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("--weight"))
    }

    @Test(arguments: ["100", "900", "semibold"])
    func weightInRangeIsMeasured(_ weight: String) throws {
        let run = try Binary.run(["measure", "Standort", "--lang", "de", "--weight", weight])
        #expect(run.status == 0, "stderr: \(run.stderr)")
    }

    /// An empty text is valid (an empty title in a catalog is): it measures 0 wide, with no
    /// glyphs, instead of being refused.
    @Test func emptyTextMeasuresZeroWide() throws {
        let run = try Binary.run(["measure", "", "--lang", "de", "--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["width"] as? Double == 0)
        #expect(object["glyphCount"] as? Int == 0)
    }
}
