import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit titles import`: iOS's own titles from a `CoreLocationUI.framework`, as a String
    /// Catalog that `textfit check` takes.
    struct TitlesImport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Read iOS's Location Button titles from a CoreLocationUI.framework into a String Catalog.",
            discussion: """
            Reads the framework's CoreLocationUI.loctable or, from iOS 17, Localizable.loctable \
            (a binary property list: localization → \
            key → title) or, without one, its *.lproj/CoreLocationUI.strings (text, XML or binary \
            property list), in the folder or its Resources/. Apple's keys \
            (LOCATION_BUTTON_CURRENT_LOCATION …) become the five English titles and its folder \
            names BCP 47 tags (pt → pt-BR, no → nb, zh_CN → zh-Hans, zh_TW → zh-Hant, zh_HK → \
            zh-HK, yue_CN → yue-Hans, en_GB → en-GB). Writes one .xcstrings in the bundled \
            catalog's format, every title in state translated, to standard output or --output \
            (written whole: a temporary file, then renamed). Check it with \
            'textfit check FILE'. Exit status 2 on bad input, naming the file.
            """)

        @Argument(help: ArgumentHelp("A CoreLocationUI.framework folder, e.g. from an Xcode simulator runtime.",
                                     valueName: "path"))
        var path: String

        @Option(name: [.short, .long], help: ArgumentHelp("The .xcstrings file to write ('-' or none: standard output).",
                                                          valueName: "file"))
        var output: String?

        func run() throws {
            try InputError.exitOnBadInput {
                let table = try CoreLocationUITitles.read(framework: path)
                for note in table.notes {
                    FileHandle.standardError.write(Data("textfit: note: \(note)\n".utf8))
                }
                let data = CoreLocationUITitles.catalog(table)
                guard let output, output != ReportOptions.standardOutputPath else {
                    FileHandle.standardOutput.write(data)
                    return
                }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
                    throw InputError(file: output, reason: "is a folder; --output names the .xcstrings file to write")
                }
                do {
                    try data.write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    throw InputError(file: output, reason: "cannot write the catalog: \(error.localizedDescription)")
                }
                let languages = Set(table.strings.map(\.language)).count
                FileHandle.standardError.write(Data(
                    "Wrote \(table.strings.count) titles in \(languages) languages to \(output)\n".utf8))
            }
        }
    }
}
