import Foundation
import Testing

/// `textfit fonts` as a user runs it: the stacks of a catalog's languages and those with boxes.
@Suite struct FontsEndToEndTests {
    static func catalog(_ values: [String: String]) -> String {
        let localizations = values.sorted { $0.key < $1.key }.map { language, value in
            "\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
        }.joined(separator: ", ")
        return #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Share": {"localizations": {"# + localizations + "}}}}"
    }

    @Test func listsStacksAndLanguagesWithBoxes() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Share.xcstrings").path
        try Data(Self.catalog(["en": "Share \u{100C41}", "am": "ላክ", "de": "Teilen 📍"]).utf8).write(to: URL(fileURLWithPath: path))

        let text = try Binary.run(["fonts", path])
        #expect(text.status == 0, "stderr: \(text.stderr)")
        #expect(text.stdout.contains("\nam (1 string)\n  Ethi: 2 characters\n    Noto Sans Ethiopic (for Kefa): /usr/share/fonts/truetype/noto/NotoSansEthiopic-Regular.ttf#0 Regular"))
        #expect(text.stdout.contains("Noto Color Emoji (for Apple Color Emoji): /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf#0 Regular, color"))
        #expect(text.stdout.hasSuffix("Languages that fall back to boxes: en (U+100C41)\n"))

        let json = try Binary.run(["fonts", path, "--json", "--lang", "de"])
        #expect(json.status == 0)
        struct Report: Decodable {
            struct Language: Decodable {
                struct Script: Decodable {
                    struct Face: Decodable { var family: String; var sha256: String; var covered: Int }
                    var script: String; var characters: Int; var faces: [Face]
                }
                var language: String; var missing: [UInt32]; var scripts: [Script]
            }
            var languages: [Language]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(json.stdout.utf8))
        #expect(report.languages.map(\.language) == ["de"])
        let latin = try #require(report.languages.first?.scripts.first { $0.script == "Latn" })
        #expect(latin.characters == Set("Teilen 📍".unicodeScalars).count)
        #expect(latin.faces.first?.family == "Inter")
        #expect(latin.faces.allSatisfy { $0.sha256.count == 64 })

        // Above 17 pt the SF Pro stand-in mixes in Inter's Display cut: 0.45 of it from 20 pt,
        // 0.45 × (19 − 17) / 3 = 0.3 at 19 pt (docs/sf-stand-in.md); none at 17 pt.
        for (size, share) in [("24", "0.45"), ("19", "0.3")] {
            let mixed = try Binary.run(["fonts", path, "--lang", "de", "--size", size])
            #expect(mixed.stdout.contains("Inter (for SF Pro): /usr/share/fonts/opentype/inter/Inter-Regular.otf#0 Regular, sha256 a7e791e8f5a0…, covers 6/7\n"
                + "      mixed with /usr/share/fonts/opentype/inter/InterDisplay-Regular.otf (sha256 82132edfc052…), share \(share)\n"),
                    "\(mixed.stdout)")
        }
        #expect(!(try Binary.run(["fonts", path, "--lang", "de", "--size", "17"])).stdout.contains("mixed with"))

        let bad = try Binary.run(["fonts", path, "--size", "0"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "textfit: --size must be a positive number\n")
    }
}
