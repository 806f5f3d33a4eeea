import Foundation
import Testing

/// Outputs are whole or absent, every glyph is drawn, and the markup always parses — checked
/// through the built binary, the XML parsed by Python's `xml.etree` (expat), not by TextFit.
@Suite struct OutputIntegrityEndToEndTests {
    /// Parses `file` as XML with Python's expat; returns the parser's complaint, or `nil` when it parses.
    static func xmlProblem(_ file: URL) throws -> String? {
        let run = try Subprocess.run("/usr/bin/python3", ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", file.path])
        return run.status == 0 ? nil : run.stderr
    }

    /// Python's account of an SVG's `<title>` and its `<image>`s: the title's code points, and per
    /// image the PNG's signature check and IHDR size, decoded from the data URI by Python.
    static func describe(_ file: URL) throws -> (title: [UInt32], images: [(png: Bool, width: Int, height: Int)]) {
        let script = """
        import sys, base64, struct, xml.etree.ElementTree as E
        root = E.parse(sys.argv[1]).getroot()
        ns = '{http://www.w3.org/2000/svg}'
        print(' '.join(str(ord(c)) for c in root.find(ns + 'title').text))
        for image in root.iter(ns + 'image'):
            uri = image.get('href')
            data = base64.b64decode(uri.split(',', 1)[1])
            w, h = struct.unpack('>II', data[16:24])
            print(int(data[:8] == b'\\x89PNG\\r\\n\\x1a\\n' and uri.startswith('data:image/png;base64,')), w, h)
        """
        let text = String(decoding: try Subprocess.output("/usr/bin/python3", ["-c", script, file.path]), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = lines.removeFirst().split(separator: " ").compactMap { UInt32($0) }
        let images = lines.filter { !$0.isEmpty }.map { line -> (Bool, Int, Int) in
            let parts = line.split(separator: " ").compactMap { Int($0) }
            return (parts[0] == 1, parts[1], parts[2])
        }
        return (title, images)
    }

    @Test func aTitleWithControlCharactersGivesSVGThatParses() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("b.svg")
        let run = try Binary.run(["render", "Go\u{1}", "--output", svg.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.xmlProblem(svg) == nil)
        // The control character is replaced, not copied: G, o, U+FFFD.
        #expect(try Self.describe(svg).title == [0x47, 0x6F, 0xFFFD])
        // Every character XML 1.0 forbids, in one title — but NUL, which no command-line
        // argument can hold (MarkupTextTests has it).
        let forbidden = (1..<0x20).filter { ![0x9, 0xA, 0xD].contains($0) }.map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\u{FFFE}", "\u{FFFF}"]
        let all = folder.appendingPathComponent("all.svg")
        let every = try Binary.run(["render", "A" + String(forbidden) + "<&>\"'Z", "--output", all.path])
        #expect(every.status == 0 || every.status == 1, "\(every.stderr)")
        #expect(try Self.xmlProblem(all) == nil)
        #expect(try Self.describe(all).title == [0x41] + Array(repeating: 0xFFFD, count: forbidden.count) + [0x3C, 0x26, 0x3E, 0x22, 0x27, 0x5A])
    }

    @Test func anEmojiIsDrawnFromItsBitmap() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("emoji.svg")
        let run = try Binary.run(["render", "Share 📍 location", "--output", svg.path])
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(try Self.xmlProblem(svg) == nil)
        let images = try Self.describe(svg).images
        // One emoji, one image: Noto Color Emoji's strike is 136 × 128 pixels per glyph.
        #expect(images.count == 1)
        #expect(images.first.map { $0.png && $0.width == 136 && $0.height == 128 } == true, "\(images)")
    }

    /// ThreadSanitizer's runtime writes its own files as the process starts; under `ulimit -f 4`
    /// those writes fail and it ends the process (exit 66) before textfit runs, so under it the
    /// test has nothing of textfit's to check.
    static let fileSizeLimitRuns = ProcessInfo.processInfo.environment["TEXTFIT_TEST_SANITIZER"] != "thread"

    /// `ulimit -f` makes the file system refuse to grow a file past 4 KiB, as a full disk would
    /// (SIGXFSZ ignored, so the write fails with EFBIG): the report is not written, the previous
    /// one stays byte for byte, nothing is left beside it (no temporary file, no results index),
    /// and the exit status is 3, not 2.
    @Test(.enabled(if: fileSizeLimitRuns, "ThreadSanitizer's runtime cannot start under ulimit -f 4 (it exits 66 before textfit runs)"))
    func aFailedWriteLeavesThePreviousFile() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Titles.xcstrings")
        try Data(#"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "share": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Share 📍 location"}},
                                      "de": {"stringUnit": {"state": "translated", "value": "Standort teilen"}}}}}}
        """#.utf8).write(to: catalog)
        let launcher = ["/bin/bash", "-c", "trap '' XFSZ; ulimit -f 4; exec \"$@\"", "bash"]
        for (format, name) in [("html", "report.html"), ("json", "results.json")] {
            let target = folder.appendingPathComponent(name)
            let previous = Data("previous \(format)\n".utf8)
            try previous.write(to: target)
            let run = try Binary.run(["check", catalog.path, "--format", format, "--output", target.path], launcher: launcher)
            #expect(run.status == 3, "\(format): exit \(run.status): \(run.stderr)")
            #expect(run.stderr.contains(target.path) && run.stderr.contains("cannot write"), "\(run.stderr)")
            #expect(try Data(contentsOf: target) == previous)
            // Nor is the index a results file has beside it.
            #expect(!FileManager.default.fileExists(atPath: target.path + ".index"))
            // Without the limit the same command replaces the file whole.
            let whole = try Binary.run(["check", catalog.path, "--format", format, "--output", target.path])
            #expect(whole.status == 0 || whole.status == 1, "\(whole.stderr)")
            let written = try String(contentsOf: target, encoding: .utf8)
            #expect(format == "html" ? written.hasSuffix("</html>\n") : written.hasSuffix("}\n"))
            // The emoji is in the page as its PNG.
            if format == "html" { #expect(written.contains("href=\"data:image/png;base64,iVBORw0KGgo")) }
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["Titles.xcstrings", "report.html", "results.json", "results.json.index"])
    }

    /// An output in a folder that does not exist, or under a file, is named with that folder, exit 3.
    @Test func anOutputWithNoFolderIsNamed() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Self.shareCatalog(in: folder)
        try Data("previous\n".utf8).write(to: folder.appendingPathComponent("results.json"))
        // A folder that does not exist: the output is named, exit 3.
        let missing = folder.appendingPathComponent("no-such-folder/report.json").path
        let run = try Binary.run(["check", catalog.path, "--format", "json", "--output", missing])
        #expect(run.status == 3)
        #expect(run.stderr == "textfit: \(missing): cannot write the results JSON: the folder "
            + "\(folder.appendingPathComponent("no-such-folder").path) does not exist\n", "\(run.stderr)")
        // A file where its folder should be.
        let underFile = folder.appendingPathComponent("results.json/report.json").path
        let blocked = try Binary.run(["check", catalog.path, "--format", "json", "--output", underFile])
        #expect(blocked.status == 3)
        #expect(blocked.stderr == "textfit: \(underFile): cannot write the results JSON: "
            + "\(folder.appendingPathComponent("results.json").path) is not a folder\n", "\(blocked.stderr)")
    }

    /// The HTML page, JUnit and SARIF files are rendered side by side, and still put in place in
    /// their order (HTML, JUnit, SARIF): the first that cannot be written is the error, those
    /// before it are whole, none after it is left behind, not even a temporary file.
    @Test func sideBySideOutputsArePutInPlaceInOrder() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Self.shareCatalog(in: folder)
        let html = folder.appendingPathComponent("report.html").path
        let sarif = folder.appendingPathComponent("report.sarif").path
        let missing = folder.appendingPathComponent("no-such-folder/report.xml").path
        let run = try Binary.run(["check", catalog.path, "--category", "large", "--html", html, "--junit", missing,
                                  "--sarif", sarif, "--no-fail"])
        #expect(run.status == 3)
        #expect(run.stderr.hasPrefix("textfit: \(missing): cannot write the JUnit report"), "\(run.stderr)")
        // Before the failing one: whole. After it: absent.
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasSuffix("</html>\n"))
        #expect(!FileManager.default.fileExists(atPath: sarif))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["Titles.xcstrings", "report.html"], "\(left)")
        // With every path writable, all three are whole.
        let good = folder.appendingPathComponent("report.xml").path
        let whole = try Binary.run(["check", catalog.path, "--category", "large", "--html", html, "--junit", good,
                                    "--sarif", sarif, "--no-fail"])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(try String(contentsOfFile: good, encoding: .utf8).hasSuffix("</testsuites>\n"))
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
    }

    /// A String Catalog of one English title, "Share location", written in `folder`.
    static func shareCatalog(in folder: URL) throws -> URL {
        let catalog = folder.appendingPathComponent("Titles.xcstrings")
        try Data(#"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "share": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Share location"}}}}}}
        """#.utf8).write(to: catalog)
        return catalog
    }

    static let realWorldPresent = FileManager.default.fileExists(atPath: RealWorldEndToEndTests.root.path)

    /// Every valid real catalog gives a whole HTML report at `large` (emoji included), exit 0 or 1.
    @Test(.enabled(if: realWorldPresent, "real catalogs not found beside the repository; set TEXTFIT_REALWORLD"),
          arguments: RealWorldEndToEndTests.validCatalogs)
    func realCatalogsGiveWholeHTMLReports(_ name: String) throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("report.html")
        let run = try Binary.run(["check", RealWorldEndToEndTests.root.appendingPathComponent(name).path,
                                  "--category", "large", "--format", "html", "--output", html.path])
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.stderr)")
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</body></html>\n"))
    }
}
