/// Finds build settings written in localized text (`$(PRODUCT_NAME)`, `${PRODUCT_NAME}`), which
/// the device shows as written.
///
/// Xcode expands build settings in an Info.plist (swift-build's `InfoPlistProcessorTaskAction`,
/// under `INFOPLIST_EXPAND_BUILD_SETTINGS`), but copies a `.strings` or `.stringsdict` file —
/// `InfoPlist.strings` too — without expanding anything: swift-build's
/// `CopyStringsFileTaskAction` only re-encodes the text (or writes it as a binary property list).
/// So `"CFBundleDisplayName" = "$(PRODUCT_NAME)";` shows "$(PRODUCT_NAME)" on the device, and
/// TextFit measures the text as written. Each such string gets a `.buildSetting` note that names
/// the setting and says which text was measured and why. Xcode's String Catalog compiler is not
/// open source, so for a `.xcstrings` file the note says the literal text is an assumption.
package enum BuildSettingReferences {
    /// The build settings `text` names, in order: `$(NAME)` or `${NAME}`, with any `:modifier`.
    static func settings(in text: String) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return [] }
        var found: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{" else { rest = after; continue }
            let close: Character = open == "(" ? ")" : "}"
            let body = after.dropFirst()
            guard let end = body.firstIndex(of: close) else { break }
            let inside = body[..<end]
            let name = inside.prefix { $0 != ":" }
            if let first = name.first, first.isASCII, first.isLetter || first == "_",
               name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
                found.append("$" + String(open) + inside + String(close))
            }
            rest = body[body.index(after: end)...]
        }
        return found
    }

    /// A `.buildSetting` note for every string of `table` whose text names a build setting,
    /// except one already noted (a table merged twice).
    package static func notes(for table: StringTable) -> [ReadNote] {
        struct Noted: Hashable { var key: ExactKey; var language: LanguageTag; var variant: String?; var location: SourceLocation }
        var noted = Set<Noted>()
        for note in table.notes where note.kind == .buildSetting {
            if let language = note.language {
                noted.insert(Noted(key: ExactKey(note.key), language: language, variant: nil, location: note.location))
            }
        }
        var notes: [ReadNote] = []
        for string in table.strings {
            let settings = settings(in: string.value)
            guard !settings.isEmpty,
                  noted.insert(Noted(key: ExactKey(string.key), language: string.language, variant: nil,
                                     location: string.location)).inserted else { continue }
            let catalog = string.location.file.lowercased().hasSuffix(".xcstrings")
            let why = catalog
                ? "Xcode's String Catalog compiler is not open source, so TextFit assumes it expands nothing, as Xcode's copy of a .strings file does not"
                : "Xcode expands build settings in Info.plist files, not in .strings files, which it copies unchanged, so the device shows it as written"
            let names = settings.joined(separator: ", ")
            notes.append(ReadNote(
                kind: .buildSetting, key: string.key, language: string.language, location: string.location,
                message: "'\(string.key)'\(string.variant.map { " (\($0))" } ?? "") in \(string.language) holds the build setting \(names): \(why); measured as written"))
        }
        return notes
    }
}
