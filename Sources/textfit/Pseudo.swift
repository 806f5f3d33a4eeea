import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit pseudo`: writes pseudolocalized strings as a String Catalog a team can load into its app.
    struct Pseudo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pseudo",
            abstract: "Write pseudolocalized strings (en-XA, ar-XB, …) as a String Catalog.",
            discussion: """
                Reads the development-language strings from the given localization files or folders \
                (.xcstrings, .strings, .stringsdict, .xliff, .xcloc) and writes them, pseudolocalized \
                into each locale, to one .xcstrings file. Styles: accented (XA: accented letters, \
                ~40 % longer, in brackets), rtl (XB: words forced right to left), double (XL: text \
                written twice), bounded (XM: marks at both ends). Format specifiers are kept intact.
                """
        )

        @Argument(help: "Localization files or folders to read (default: the current folder).")
        var paths: [String] = ["."]

        @Option(name: [.short, .long], help: "The .xcstrings file to write.")
        var output: String

        @Option(help: "Comma-separated pseudolocales: styles (accented, rtl, double, bounded) or tags (en-XA, ar-XB, en-XL, en-XM).")
        var locales = Checked<PseudolocaleNames<LocalesOption>>(argument: "accented,rtl")

        @Option(help: "How much longer accented text gets, in percent.")
        var expansion: Int = 40

        @Option(parsing: .upToNextOption, help: "Only these keys.")
        var keys: [String] = []

        @Option(help: "Only keys matching this regular expression.")
        var keyPattern: String?

        @Flag(help: "Write only the pseudolocales, without the development-language strings.")
        var pseudoOnly = false

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                guard try !locales.get().names.isEmpty else { throw InputError(reason: "--locales names no pseudolocale") }
            }
        }

        func run() throws {
            do {
                let read = try LocalizationReader.read(paths: paths)
                let table = try KeySelection(keys: keys, pattern: keyPattern).apply(to: read)
                let pseudolocales = try locales.get().resolved(sourceLanguage: table.sourceLanguage)
                let pseudo = Pseudolocalizer(expansionPercent: expansion)
                var output = StringTable(sourceLanguage: table.sourceLanguage)
                if !pseudoOnly {
                    output.strings = table.strings.filter { $0.language == table.sourceLanguage }
                }
                output.strings += pseudo.strings(from: table, locales: pseudolocales)
                try StringCatalogWriter.write(output, to: self.output)
                let count = Set(output.strings.map(\.key)).count
                print("Wrote \(count) keys in \(pseudolocales.map(\.tag.identifier).joined(separator: ", ")) to \(self.output)")
            } catch let error as InputError {
                FileHandle.standardError.write(Data("textfit: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
    }
}
