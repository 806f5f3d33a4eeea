import Foundation
@testable import TextFit

/// Shared fixtures: the bundled font collection, loaded once per test process.
enum TestFonts {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let manifestPath = repositoryRoot.appendingPathComponent("Fonts/manifest.json").path

    static let bundled: FontCollection = {
        do { return try FontCollection.manifest(at: manifestPath) } catch { fatalError("\(error)") }
    }()

    static func tag(_ text: String) -> LanguageTag { LanguageTag(text)! }

    /// The share of Inter's Display cut in the SF Pro stand-in at `pointSize`, as
    /// `docs/sf-stand-in.md` states it: none up to 17 pt, rising linearly to 0.45 at 20 pt, 0.45
    /// from there on.
    static func displayShare(pointSize: Double) -> Double {
        0.45 * min(1, max(0, (pointSize - 17) / 3))
    }

    /// hb-shape's advance of `text` in the stand-in at `pointSize`: Inter's text cut and its
    /// Display cut (`Inter-<style>.otf`, `InterDisplay-<style>.otf`) shaped alone and mixed by
    /// ``displayShare(pointSize:)``; the glyph count is the text cut's.
    static func standInWidth(style: String = "Regular", text: String, language: String,
                             pointSize: Double) throws -> (width: Double, glyphs: Int) {
        let folder = "/usr/share/fonts/opentype/inter/"
        let own = try Subprocess.hbShapeWidth(font: folder + "Inter-\(style).otf", faceIndex: 0, text: text,
                                              language: language, pointSize: pointSize)
        let share = displayShare(pointSize: pointSize)
        guard share > 0 else { return own }
        let display = try Subprocess.hbShapeWidth(font: folder + "InterDisplay-\(style).otf", faceIndex: 0, text: text,
                                                  language: language, pointSize: pointSize)
        return ((1 - share) * own.width + share * display.width, own.glyphs)
    }
}

/// Runs an external program and returns its standard output.
enum Subprocess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error drains on another thread while standard output is read here: read one
        // after the other, a child that fills the unread pipe would wait forever.
        let errBox = Guarded(Data())
        let drained = DispatchGroup()
        drained.enter()
        DispatchQueue.global().async {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            errBox.withLock { $0 = data }
            drained.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        let errData = errBox.withLock { $0 }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// `hb-shape`'s total advance for `text` in `font`, in points at `pointSize`.
    ///
    /// hb-shape is asked for a scale of 1000 × the point size, so each glyph's advance comes
    /// back in 1/1000 pt (rounded per glyph to an integer by hb-shape): the tolerance of a
    /// comparison must allow 0.0005 pt per glyph.
    static func hbShapeWidth(font: String, faceIndex: Int, text: String, language: String, pointSize: Double,
                             direction: String? = nil, variations: String? = nil) throws -> (width: Double, glyphs: Int) {
        var arguments = [font, "--face-index=\(faceIndex)", "--font-size=\(Int((pointSize * 1000).rounded()))",
                         "--language=\(language)", "--output-format=json", "--no-glyph-names"]
        if let direction { arguments.append("--direction=\(direction)") }
        if let variations { arguments.append("--variations=\(variations)") }
        arguments.append("--")
        arguments.append(text)
        let result = try run("/usr/bin/hb-shape", arguments)
        guard result.status == 0 else { throw Failure(description: "hb-shape failed: \(result.stderr)") }
        struct Glyph: Decodable { var ax: Int }
        let glyphs = try JSONDecoder().decode([Glyph].self, from: Data(result.stdout.utf8))
        return (Double(glyphs.reduce(0) { $0 + $1.ax }) / 1000, glyphs.count)
    }
}
