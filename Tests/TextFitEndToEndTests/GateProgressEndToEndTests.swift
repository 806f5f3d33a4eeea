import Foundation
import Testing

/// Progress: nothing extra when standard error is not a terminal or in CI; a line on a terminal.
@Suite struct GateProgressEndToEndTests {
    @Test func pipedRunsPrintNothingExtra() throws {
        let run = try Binary.run(["check", "--jobs", "1"], environment: ["CI": ""])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("\r"))
    }

    /// Under a pseudo-terminal (util-linux `script`), a run that measures for over a second draws
    /// `textfit: N of M cells` lines with `\r` and erases them; with CI set it draws nothing.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func terminalRunsShowProgress() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 240 keys × 8 languages × 12 categories = 23,040 cells on one task, each text distinct
        // and long enough to truncate (the costly part): about 3 s of measuring in a debug build.
        var entries: [(String, [(String, String)])] = []
        for key in 0..<240 {
            entries.append(("Key \(key)", ["de", "en", "fr", "es", "it", "nl", "pl", "sv"].map {
                ($0, "Meinen aktuellen Standort \(key) jetzt mit allen teilen \($0)")
            }))
        }
        try Data(GateCatalogs.catalog(entries).utf8).write(to: folder.appendingPathComponent("Big.xcstrings"))
        // One key in one language: what a run costs besides measuring (starting, reading the
        // fonts), which a sanitizer's build or a busy machine stretches as much as the rest.
        try Data(GateCatalogs.catalog([("Key", [("de", "Standort")])]).utf8)
            .write(to: folder.appendingPathComponent("Small.xcstrings"))
        func underTerminal(ci: String, catalog: String = "Big.xcstrings") throws -> (output: String, seconds: Double) {
            let command = "'\(Binary.path)' check \(catalog) --jobs 1 --no-fail > /dev/null"
            let start = Date()
            let run = try Subprocess.run("/usr/bin/script", ["-qec", command, "/dev/null"], in: folder,
                                         environment: ["CI": ci, "TERM": "xterm"])
            return (run.stdout, Date().timeIntervalSince(start))
        }
        let quiet = try underTerminal(ci: "true")
        #expect(!quiet.output.contains("textfit:"))
        let shown = try underTerminal(ci: "")
        let fixed = try underTerminal(ci: "", catalog: "Small.xcstrings")
        // The line is drawn once the run has measured for a second (and at most ten times a
        // second after): certain when measuring took well over that, impossible well under.
        let measuring = shown.seconds - fixed.seconds
        if measuring > 1.5 {
            #expect(shown.output.contains("\rtextfit: "))
            #expect(shown.output.contains(" of 23,040 cells ("))
            #expect(shown.output.hasSuffix("\r\u{1B}[K"))
        } else if measuring < 0.9 {
            // Too fast to need progress on this machine: then nothing may be drawn.
            #expect(!shown.output.contains("cells ("))
        }
        // Whatever the speed, every line drawn is a progress line ending in an erase.
        let drawn = shown.output.split(separator: "\r", omittingEmptySubsequences: true)
        #expect(drawn.allSatisfy { $0.hasPrefix("textfit: ") && $0.contains(" cells (\(Self.percent(String($0)))%)") && $0.hasSuffix("\u{1B}[K") || $0 == "\u{1B}[K" })
        // Lines after the first second say the rate and, before the end, the time left.
        #expect(drawn.filter { $0.contains("%)") }.allSatisfy { $0.contains(" cells/s") })
    }

    /// done × 100 / total from a drawn line's own counts.
    static func percent(_ line: String) -> Int {
        let words = line.dropFirst("textfit: ".count).split(separator: " ")
        guard words.count > 2, let done = Int(words[0].replacingOccurrences(of: ",", with: "")),
              let total = Int(words[2].replacingOccurrences(of: ",", with: "")), total > 0 else { return -1 }
        return done * 100 / total
    }
}
