import Foundation
import Testing

/// Bad gate input: one line on standard error, exit 2, nothing on standard output.
@Suite struct GateBadInputEndToEndTests {
    @Test(arguments: [
        (["check", "--baseline", "/nonexistent/old.xcstrings"], "textfit: /nonexistent/old.xcstrings: cannot read the baseline: no such file or folder"),
        (["check", "--shard", "3/2"], "textfit: --shard: '3/2' is not a shard; expected i/n with 1 ≤ i ≤ n"),
        (["check", "--shard", "two"], "textfit: --shard: 'two' is not i/n"),
        (["check", "--fail-on", "trunc"], "textfit: --fail-on: unknown kind 'trunc' in 'trunc'; expected all or truncation, render-failure, vertical-clip, missing-glyph, corner-clip"),
        (["check", "--warn-on", "all@huge"], "textfit: --warn-on: 'huge' is not a category"),
        (["check", "--policy", "/nonexistent/policy.json"], "textfit: /nonexistent/policy.json: cannot read the policy file"),
        (["merge"], "textfit: Missing expected argument '<shards> ...'"),
        (["merge", "/nonexistent/shard-1.json"], "textfit: /nonexistent/shard-1.json: cannot read the results file"),
    ])
    func exitsTwo(arguments: [String], prefix: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(prefix), "stderr: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// A baseline from another results schema says so; a JSON that is not results says so.
    @Test func unreadableResultsBaselines() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"schemaVersion": 3, "tool": "textfit", "results": []}"#.utf8).write(to: folder.appendingPathComponent("future.json"))
        try Data(#"{"name": "something else"}"#.utf8).write(to: folder.appendingPathComponent("other.json"))
        let future = try Binary.run(["check", "--baseline", "future.json"], in: folder)
        #expect(future.status == 2)
        #expect(future.stdout.isEmpty)
        #expect(future.stderr == "textfit: future.json: results schemaVersion 3 cannot be read by this textfit, which reads schemaVersion 1 and 2; write the results again with this version\n")
        let other = try Binary.run(["check", "--baseline", "other.json"], in: folder)
        #expect(other.status == 2)
        #expect(other.stderr == "textfit: other.json: not a textfit results file (no schemaVersion); write one with 'textfit check --format json'\n")
    }
}
