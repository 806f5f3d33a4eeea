import Foundation
import Testing

/// The text reports of the bundled job, byte for byte: the summary (`check --no-fail`), the
/// Markdown constraint tables and the CSV results, against the files in `Tests/Fixtures/golden/`.
/// A change to any of them shows here as the first line that differs; when the change is
/// meant, `make golden` writes the files again (review their diff like code).
@Suite struct GoldenReportsEndToEndTests {
    static let folder = Binary.repositoryRoot.appendingPathComponent("Tests/Fixtures/golden")

    @Test(arguments: [
        ("bundled-summary.txt", ["check", "--no-fail"]),
        ("bundled.md", ["check", "--no-fail", "--format", "markdown", "--output", "-"]),
        ("bundled.csv", ["check", "--no-fail", "--format", "csv", "--output", "-"]),
    ])
    func bundledJob(file: String, arguments: [String]) throws {
        let golden = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let run = try Binary.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        guard run.stdout != golden else { return }
        let produced = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(produced, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(produced.count, expected.count)
        let got = first < produced.count ? String(produced[first]) : "(end of output)"
        let want = first < expected.count ? String(expected[first]) : "(end of file)"
        Issue.record("\(file) differs at line \(first + 1):\n  now:    \(got)\n  golden: \(want)\n(run `make golden` if the change is meant)")
    }
}
