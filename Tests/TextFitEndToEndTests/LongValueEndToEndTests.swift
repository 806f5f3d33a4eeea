import Foundation
import Testing

/// A 100,000-character value is checked at all twelve categories in about linear time (it
/// used to shape every "prefix…" candidate), and its truncated text is what `textfit measure`
/// says fits: the shown text fits the room, one cluster more does not.
@Suite struct LongValueEndToEndTests {
    static let sentences = [
        "de": "Alle Menschen sind frei und gleich an Würde und Rechten geboren. Sie sind mit Vernunft und Gewissen "
            + "begabt und sollen einander im Geist der Brüderlichkeit begegnen. ",
        "ar": "يولد جميع الناس أحرارًا متساوين في الكرامة والحقوق. وقد وهبوا عقلاً وضميرًا وعليهم أن يعامل بعضهم "
            + "بعضًا بروح الإخاء. ",
    ]

    @Test(.timeLimit(.minutes(2)), arguments: ["de", "ar"])
    func longValueTruncatesAtEveryCategory(language: String) throws {
        let sentence = try #require(Self.sentences[language])
        var value = ""
        while value.count < 100_000 { value += sentence }
        value = String(value.prefix(100_000))
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try "\"Long\" = \"\(value)\";\n".write(to: lproj.appendingPathComponent("Localizable.strings"),
                                                atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("results.json")
        // The default spec given, so that the value is a one-line button (not a wrapping label).
        let specFolder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: specFolder) }
        let spec = specFolder.appendingPathComponent("button.json")
        try Data("{}".utf8).write(to: spec)
        let run = try Binary.run(["check", folder.path, "--spec", spec.path, "--format", "json", "--output", output.path])
        #expect(run.status == 1, "\(run.stderr)")
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(contentsOf: output))
        #expect(document.results.count == 12)
        let clusters = value.map(String.init)
        for cell in document.results where ["xSmall", "large", "AX5"].contains(cell.category) {
            let shown = try #require(cell.truncatedText)
            let kept = String(shown.dropLast())
            #expect(shown.last == "…" && value.hasPrefix(kept))
            // The room left for the title by the default spec (343 pt, insets 12 pt at 17 pt,
            // a 1 em icon and a 0.3 em gap), derived here by hand.
            let room = 343 - 2 * 12 * cell.pointSize / 17 - 1.3 * cell.pointSize
            #expect(try width(shown, language: language, pointSize: cell.pointSize) <= room + 1e-9)
            var next = kept.count + 1
            while next < clusters.count, clusters[next - 1].allSatisfy(\.isWhitespace) { next += 1 }
            let longer = clusters[0..<next].joined() + "…"
            #expect(try width(longer, language: language, pointSize: cell.pointSize) > room, "\(cell.category)")
        }
    }

    /// The width `textfit measure` gives `text`.
    func width(_ text: String, language: String, pointSize: Double) throws -> Double {
        let run = try Binary.run(["measure", text, "--lang", language, "--size", "\(pointSize)", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(object?["width"] as? Double, "\(run.stderr)")
    }
}
