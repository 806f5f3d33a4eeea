import Foundation
import Testing

/// What the README, docs/ci-gate.md, the Makefile and .gitignore tell a new user holds when the
/// user does it.
@Suite struct DocumentationEndToEndTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Binary.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Defect 6: the README's `--limits` example, written to a file, works on the bundled strings
    /// and sets the limits it names.
    @Test func readmeLimitsExampleWorks() throws {
        let readme = try Self.text("README.md")
        let line = try #require(readme.split(separator: "\n").first { $0.contains("`--limits FILE` gives per-key limits: `") })
        let start = try #require(line.range(of: "per-key limits: `"))
        let example = String(line[start.upperBound...].prefix { $0 != "`" })
        let limits = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any], "\(example)")
        #expect(!limits.isEmpty)
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("limits.json")
        try Data(example.utf8).write(to: file)
        let run = try Binary.run(["check", "--limits", file.path, "--category", "large", "--format", "json", "--no-fail"])
        #expect(run.status == 0, "the README's example: \(run.stderr)")
        let cells = try ResultsDocument.cells(run.stdout)
        for (key, limit) in limits {
            let mine = cells.filter { $0.key == key }
            #expect(!mine.isEmpty, "the README limits \(key), which the bundled strings do not have")
            // A width limit is the key's maximum width: a title fits exactly when its frame is no wider.
            let width = (limit as? Double) ?? ((limit as? [String: Any])?["maximumWidth"] as? Double)
            guard let width else { continue }
            for cell in mine {
                #expect(cell.fits == (cell.minFrame.width <= width), "\(key) [\(cell.language)]: \(cell.minFrame.width) in \(width)")
                if !cell.fits { #expect(abs(cell.overflow - (cell.minFrame.width - width)) <= 0.001 + 1e-9) }
            }
        }
    }

    /// Defect 7: docs/ci-gate.md names every kind of finding the tool has, wherever it lists them.
    @Test func ciGateDocNamesEveryKind() throws {
        // The tool's own list of kinds, from its error message for an unknown one.
        let run = try Binary.run(["check", "--fail-on", "nosuchkind", "--category", "large"])
        #expect(run.status == 2)
        let expected = try #require(run.stderr.range(of: "expected all or "))
        let kinds = run.stderr[expected.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            .components(separatedBy: ", ")
        #expect(kinds.count >= 5 && kinds.contains("truncation"), "\(kinds)")
        let doc = try Self.text("docs/ci-gate.md")
        // The amount table, the rule's KINDS list, SARIF's rule ids and the error examples.
        for kind in kinds {
            #expect(doc.contains("| `\(kind)` |"), "the amount table lacks \(kind)")
            #expect(doc.contains("`textfit/\(kind)`"), "the SARIF rule list lacks \(kind)")
        }
        let kindsList = try #require(doc.range(of: "- **KINDS**:"))
        let paragraph = doc[kindsList.upperBound...].components(separatedBy: "\n- ").first ?? ""
        for kind in kinds { #expect(paragraph.contains("`\(kind)`"), "the KINDS list lacks \(kind)") }
        let listed = "expected all or " + kinds.joined(separator: ", ")
        let examples = doc.components(separatedBy: "\n").filter { $0.contains("expected all or ") }
        #expect(!examples.isEmpty)
        for example in examples { #expect(example.hasSuffix(listed), "\(example)") }
    }

    /// Defect 10: .gitignore ignores no tracked file (git lists none).
    @Test func gitignoreIgnoresNoTrackedFile() throws {
        let run = try Subprocess.run("git", ["ls-files", "--cached", "--ignored", "--exclude-standard"], in: Binary.repositoryRoot)
        #expect(run.status == 0, "git is needed for this test: \(run.stderr)")
        #expect(run.stdout.isEmpty, "tracked but ignored: \(run.stdout)")
        // The bundled data is tracked, so the check above looked at it.
        let tracked = try Subprocess.run("git", ["ls-files", "Fonts/manifest.json", "Fonts/README.md"], in: Binary.repositoryRoot)
        #expect(tracked.stdout.split(separator: "\n") == ["Fonts/README.md", "Fonts/manifest.json"])
    }

    /// Defect 12: `make check` ends with the verdict as its last line, make reports no error of
    /// its own, and it exits as the README says. The built binary stands in for the release
    /// build (`-o build` keeps make from building it).
    @Test func makeCheckEndsWithTheVerdict() throws {
        let run = try Subprocess.run("make", ["--no-print-directory", "-o", "build", "check", "RELEASE_BIN=\(Binary.path)"],
                                     in: Binary.repositoryRoot, environment: ["CI": "1"])
        #expect(!run.stderr.contains("make: ***"), "make reports an error: \(run.stderr)")
        #expect(!run.stderr.contains("Error 1"), "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let verdict = try #require(lines.first { $0.hasPrefix("✗ ") }, "no verdict in: \(run.stdout)")
        let last = try #require(lines.last)
        #expect(last.contains(verdict), "last line: \(last)")
        #expect(run.status == 0, "make check exits \(run.status)")
        // The README states that exit status for make check, and textfit check's own.
        let readme = try Self.text("README.md")
        let paragraph = try #require(readme.components(separatedBy: "\n\n").first { $0.hasPrefix("`make check` builds") })
        #expect(paragraph.contains("`make check` exits 0"), "\(paragraph)")
        let direct = try Binary.run(["check", "--quiet"])
        #expect(direct.status == 1)
        #expect(paragraph.contains("`textfit check` itself exits 1"), "\(paragraph)")
    }

    /// The Dockerfile (Docker cannot build on every machine the tests run on, so this reads it):
    /// both stages are Debian 12, whose font packages the manifest pins; the image installs every
    /// font package the manifest names and the libraries the binary links; what it copies exists.
    @Test func dockerfileMatchesTheManifest() throws {
        let dockerfile = try Self.text("Dockerfile")
        let stages = dockerfile.split(separator: "\n").filter { $0.hasPrefix("FROM ") }
        #expect(stages.count == 2)
        #expect(stages.allSatisfy { $0.contains("bookworm") }, "\(stages)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(Self.text("Fonts/manifest.json").utf8)) as? [String: Any])
        let families = try #require(manifest["families"] as? [[String: Any]])
        let packages = Set(families.compactMap { $0["package"] as? String })
        #expect(packages.count >= 3, "\(packages)")
        for package in packages { #expect(dockerfile.contains(" \(package) ") || dockerfile.contains(" \(package)\n"), "\(package)") }
        // The shared libraries the binary loads, as ldd lists them, come from these packages.
        let ldd = try Subprocess.run("ldd", [Binary.path])
        for (library, package) in [("libharfbuzz.so.0", "libharfbuzz0b"), ("libfreetype.so.6", "libfreetype6"),
                                   ("libfribidi.so.0", "libfribidi0"), ("libxml2.so.2", "libxml2"),
                                   ("libicuuc.so.72", "libicu72"), ("libcrypto.so.3", "libssl3")] {
            #expect(ldd.stdout.contains(library), "textfit no longer links \(library)")
            #expect(dockerfile.contains(package), "the image lacks \(package)")
        }
        for line in dockerfile.split(separator: "\n") where line.hasPrefix("COPY ") && !line.contains("--from") {
            let source = line.split(separator: " ")[1]
            #expect(FileManager.default.fileExists(atPath: Binary.repositoryRoot.appendingPathComponent(String(source)).path), "\(line)")
        }
        #expect(dockerfile.contains("ENV TEXTFIT_HOME=/opt/textfit"))
    }
}
