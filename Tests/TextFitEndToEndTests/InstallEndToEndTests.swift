import Foundation
import Testing

/// `make install` puts a `textfit` that needs nothing from the repository: run from `/` with no
/// `TEXTFIT_HOME`, it checks the bundled titles exactly as the built binary does in the
/// repository. Every output names the same version.
@Suite(.serialized) struct InstallEndToEndTests {
    /// The folder the runs outside the repository start in.
    static let root = URL(fileURLWithPath: "/")

    /// `make install PREFIX=…` (a debug build, the one the tests already made), then the
    /// installed binary from `/`.
    @Test func installedBinaryWorksFromAnywhere() throws {
        let prefix = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: prefix) }
        // The test runner holds SwiftPM's lock on .build while the tests run; the build inside
        // `make install` only finds everything built already, so it may go past the lock.
        let install = try Subprocess.run("make", ["install", "PREFIX=\(prefix.path)", "CONFIGURATION=debug",
                                                  "SWIFTPM_FLAGS=--ignore-lock"],
                                         in: Binary.repositoryRoot, removing: ["TEXTFIT_HOME"])
        try #require(install.status == 0, "make install failed: \(install.stdout)\(install.stderr)")

        let installed = prefix.appendingPathComponent("bin/textfit").path
        let outside = try Subprocess.run(installed, ["check"], in: Self.root, removing: ["TEXTFIT_HOME"])
        let inRepository = try Binary.run(["check"], removing: ["TEXTFIT_HOME"])
        #expect(outside.status == 1)
        #expect(outside.stderr.isEmpty)
        #expect(outside.stdout == inRepository.stdout)
        #expect(outside.stdout.contains("(Strings/LocationButton.xcstrings:"))

        // The man page, from the command's own help.
        let manual = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/textfit.1"), encoding: .utf8)
        #expect(manual.contains(".Dt TEXTFIT 1"))
        #expect(manual.contains(".It Fl -version"))
        for subcommand in ["check", "merge", "measure", "pseudo", "bench"] {
            #expect(manual.contains(".It Em \(subcommand)"), "the man page lacks \(subcommand)")
        }

        // Completions offer the formats and the categories by name.
        for (file, shell) in [("share/bash-completion/completions/textfit", "bash"), ("share/zsh/site-functions/_textfit", "zsh"),
                              ("share/fish/vendor_completions.d/textfit.fish", "fish")] {
            let script = try String(contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
            for value in ["summary", "json", "csv", "markdown", "swift", "xSmall", "xxxLarge", "AX5"] {
                #expect(script.contains(value), "\(shell) completion lacks \(value)")
            }
        }
    }

    /// The built binary, too, needs no variable and no repository: from `/` it finds the bundled
    /// data, and a `TEXTFIT_HOME` naming no folder is bad input (exit 2, one line naming it).
    @Test func builtBinaryFromRoot() throws {
        let outside = try Subprocess.run(Binary.path, ["check", "--quiet"], in: Self.root, removing: ["TEXTFIT_HOME"])
        #expect(outside.status == 1)
        #expect(outside.stdout.split(separator: "\n").count == 1)
        let missing = try Subprocess.run(Binary.path, ["check"], in: Self.root, environment: ["TEXTFIT_HOME": "/nonexistent/textfit"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("textfit: /nonexistent/textfit: "))
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }

    /// `--version` and the version in the results JSON, SARIF and JUnit are one and the same.
    @Test func versionInEveryOutput() throws {
        let version = try Subprocess.run(Binary.path, ["--version"], in: Self.root, removing: ["TEXTFIT_HOME"])
        #expect(version.status == 0)
        let number = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(number.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "not a semantic version: \(number)")

        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("results.json"), sarif = folder.appendingPathComponent("results.sarif")
        let junit = folder.appendingPathComponent("results.xml")
        let run = try Binary.run(["check", "--keys", "Current Location", "--no-fail", "--format", "json", "--output", json.path,
                                  "--sarif", sarif.path, "--junit", junit.path])
        #expect(run.status == 0, "\(run.stderr)")

        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        #expect(results?["toolVersion"] as? String == number)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        let driver = ((log?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == number)
        #expect(driver?["semanticVersion"] as? String == number)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<property name=\"textfit.version\" value=\"\(number)\"/>"))
    }
}
