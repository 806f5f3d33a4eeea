import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit fonts`: what each language of a catalog is measured with, and which fall back to boxes.
    struct Fonts: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the font stack each language is measured with, and the languages that fall back to boxes.",
            discussion: """
            For every language of the catalogs (default: the bundled Strings/), lists each script \
            its strings use and its locale writes in, with the faces tried in order: family, the \
            iOS font it stands in for, file, face index, SHA-256, and how many of the language's \
            characters in that script the face covers. Then names the languages some of whose \
            characters no face draws (measured as boxes). Exit status 0, or 2 on bad input.
            """)

        @Argument(help: "String catalogs, .strings/.stringsdict files, XLIFF files, .xcloc bundles or folders.")
        var catalogs: [String] = []

        @Option(name: .customLong("lang"), parsing: .upToNextOption, help: "Only these languages.")
        var languages: [Checked<LanguageTag>] = []

        @Option(help: "The point size the stacks are chosen for (optical cuts switch at 20 pt).")
        var size: Double = 17

        @Option(help: "The weight: 100…900 or a name (regular, semibold …).")
        var weight = Checked<WeightChoice>(argument: "regular")

        @Flag(help: "Print JSON.")
        var json = false

        @OptionGroup var fontOptions: FontOptions

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                guard size > 0, size.isFinite else { throw InputError(reason: "--size must be a positive number") }
                _ = try weight.get()
                for language in languages { _ = try language.get() }
            }
        }

        func run() throws {
            try InputError.exitOnBadInput {
                let weight = try self.weight.get().value
                let wanted = try Set(languages.map { try $0.get() })
                let table = catalogs.isEmpty ? try BundledData.strings() : try LocalizationReader.read(paths: catalogs)
                let strings = table.strings
                    .filter { wanted.isEmpty || wanted.contains($0.language) }
                    .map { (language: $0.language, text: $0.value) }
                let report = try FontReport.make(fonts: try fontOptions.collection(), strings: strings,
                                                 pointSize: size, weight: weight)
                if json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    let data = try encoder.encode(report)
                    print(String(decoding: data, as: UTF8.self))
                } else {
                    print(Self.text(report), terminator: "")
                }
            }
        }

        /// The report as lines for a terminal: hashes shortened to 12 digits (`--json` has them whole).
        static func text(_ report: FontReport) -> String {
            var lines = ["Fonts: \(report.fontSource), \(Self.number(report.pointSize)) pt, weight \(report.weight)"]
            for language in report.languages {
                lines.append("")
                lines.append("\(language.language) (\(language.strings) string\(language.strings == 1 ? "" : "s"))")
                for script in language.scripts {
                    lines.append("  \(script.script): \(script.characters) character\(script.characters == 1 ? "" : "s")")
                    for face in script.faces {
                        let ios = face.standsInFor.map { " (for \($0))" } ?? ""
                        let color = (face.color ? ", color" : "") + (face.cascade == true ? ", system cascade" : "")
                        let coverage = script.characters == 0 ? "" : ", covers \(face.covered)/\(script.characters)"
                        lines.append("    \(face.family)\(ios): \(face.file)#\(face.faceIndex) \(face.style)\(color), sha256 \(face.sha256.prefix(12))…\(coverage)")
                        if let file = face.blendFile, let share = face.blendShare {
                            lines.append("      mixed with \(file) (sha256 \((face.blendSHA256 ?? "").prefix(12))…), share \(Self.number(share))")
                        }
                    }
                }
                if !language.missing.isEmpty {
                    lines.append("  boxes: " + language.missing.map(Self.codePoint).joined(separator: " "))
                }
            }
            lines.append("")
            let boxed = report.languagesWithBoxes
            if boxed.isEmpty {
                lines.append("No language falls back to boxes.")
            } else {
                lines.append("Languages that fall back to boxes: " + boxed.map { language in
                    "\(language.language) (\(language.missing.map(Self.codePoint).joined(separator: " ")))"
                }.joined(separator: ", "))
            }
            return lines.joined(separator: "\n") + "\n"
        }

        static func codePoint(_ scalar: UInt32) -> String {
            let hex = String(scalar, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }

        static func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }
}
