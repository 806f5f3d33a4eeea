import Foundation
import Testing

/// `textfit render` and the gate's `--html` through the built binary.
@Suite struct RenderEndToEndTests {
    @Test func renderWritesAnSVGAndExitsByTheFit() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fits = folder.appendingPathComponent("fits.svg"), overflows = folder.appendingPathComponent("overflows.svg")
        let short = try Binary.run(["render", "Aktueller Standort", "--lang", "de", "--output", fits.path])
        #expect(short.status == 0, "\(short.stderr)")
        let long = try Binary.run(["render", "Meinen aktuellen Standort senden", "--lang", "de", "--category", "AX3",
                                   "--output", overflows.path])
        #expect(long.status == 1)
        let fitting = try String(contentsOf: fits, encoding: .utf8)
        let overflowing = try String(contentsOf: overflows, encoding: .utf8)
        #expect(fitting.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(fitting.contains("<title>Aktueller Standort</title>") && !fitting.contains("class=\"overflow\""))
        #expect(overflowing.contains("class=\"overflow\"") && overflowing.contains("class=\"frame-outline\""))
        // The spec's colors and alpha, in the appearance asked for.
        let spec = folder.appendingPathComponent("spec.json")
        try Data(##"{"tintColor": "label", "backgroundColor": "systemGray6", "alpha": 0.9}"##.utf8).write(to: spec)
        let dark = try Binary.run(["render", "Standort", "--lang", "de", "--spec", spec.path, "--appearance", "dark",
                                   "--size", "20", "--output", "-"])
        #expect(dark.status == 0)
        #expect(dark.stdout.contains("fill=\"#1C1C1E\""))       // systemGray6 in dark: 28 28 30
        #expect(dark.stdout.contains("<g class=\"title\" fill=\"#FFFFFF\""))  // label in dark: white
        #expect(dark.stdout.contains("opacity=\"0.9\""))
        // Bad input: one line, exit 2.
        for bad in [["render", "x", "--lang", "xx-!!", "--output", "-"],
                    ["render", "x", "--category", "huge", "--output", "-"],
                    ["render", "x", "--category", "large", "--size", "17", "--output", "-"],
                    ["render", "x", "--appearance", "dusk", "--output", "-"]] {
            let run = try Binary.run(bad)
            #expect(run.status == 2, "\(bad)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
    }

    @Test func gateWritesTheHTMLWithNewFindingsMarked() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json"), page = folder.appendingPathComponent("gate.html")
        // The baseline knows the German title at AX1 and up only; at xxxLarge it is new.
        let first = try Binary.run(["check", "--keys", "Send My Current Location", "--category", "AX1...AX5", "--no-fail",
                                    "--format", "json", "--output", baseline.path, "--quiet"])
        #expect(first.status == 0)
        let gate = try Binary.run(["check", "--keys", "Send My Current Location", "--category", "xxxLarge...AX5",
                                   "--baseline", baseline.path, "--html", page.path, "--quiet"])
        #expect(gate.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("<link") && !html.contains("src=\"http") && !html.contains("@font-face"))
        let newCells = html.components(separatedBy: "class=\"cell fail new\"").count - 1
        let known = html.components(separatedBy: "data-cat=\"AX1\" class=\"cell fail\"").count - 1
        #expect(newCells > 0)
        #expect(known > 0)  // known findings are not marked
        #expect(!html.contains("data-cat=\"AX1\" class=\"cell fail new\""))
    }
}
