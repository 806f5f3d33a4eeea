import Foundation

/// Reads an Xcode Localization Catalog (`.xcloc` bundle) into a ``StringTable``.
///
/// A bundle holds `contents.json` (`developmentRegion`, `targetLocale`), the XLIFF to translate
/// under `Localized Contents/`, and copies of the project's files under `Source Contents/`.
/// Only the XLIFF is read (the copies would repeat the project's own files); `contents.json`,
/// decoded with `JSONDecoder`, supplies the development language when the XLIFF has none. A
/// bundle without `contents.json` (as some tools export it) is read from its XLIFF alone; one
/// without XLIFF, or whose `developmentRegion` is not a language tag, is refused when named and
/// named in a note in a folder run (``LocalizationReader``).
package enum XclocReader {
    struct Contents: Decodable {
        var developmentRegion: String?
        var targetLocale: String?
    }

    /// Reads the bundle at `path`.
    package static func read(path: String) throws(InputError) -> StringTable {
        let bundle = URL(fileURLWithPath: path)
        let manager = FileManager.default
        var development: LanguageTag?
        let contentsURL = bundle.appendingPathComponent("contents.json")
        if let data = manager.contents(atPath: contentsURL.path) {
            let contents: Contents
            do {
                contents = try JSONDecoder().decode(Contents.self, from: data)
            } catch {
                throw JSONDecodingFailure.syntaxError(data: data, file: contentsURL.path)
            }
            try JSONDecodingFailure.rejectLaxSyntax(data, file: contentsURL.path)
            if let region = contents.developmentRegion {
                guard let tag = LanguageTag(region) else {
                    throw InputError.noteInFolderRun(file: contentsURL.path,
                                                     line: JSONLineIndex(data: data).line(at: ["developmentRegion"]),
                                                     reason: "developmentRegion '\(region)' is not a language tag")
                }
                development = tag
            }
        }
        let localized = bundle.appendingPathComponent("Localized Contents")
        let names = ((try? manager.contentsOfDirectory(atPath: localized.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".xliff") }
            .sorted()
        guard !names.isEmpty else {
            throw InputError.noteInFolderRun(.emptyFile, file: path, reason: "no XLIFF under 'Localized Contents/' in this .xcloc bundle")
        }
        var tables: [StringTable] = []
        for name in names {
            tables.append(try XLIFFReader.read(path: localized.appendingPathComponent(name).path))
        }
        let source = development ?? tables.first?.sourceLanguage ?? LanguageTag("en")!
        return LocalizationReader.merge(tables, sourceLanguage: source)
    }
}
