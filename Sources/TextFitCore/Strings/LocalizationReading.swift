import Foundation

/// One reading of the localization files at or under some paths
/// (``LocalizationReader/read(paths:sourceLanguage:)``), in three steps: the files are found,
/// then read — one after another, or several at once — and what each read gives is taken in the
/// files' order. So the table, its notes and the first fault thrown do not depend on how many
/// files were read at once.
///
/// Catalogs, XLIFF and `.xcloc` bundles are read first: they declare the development language
/// that `Base.lproj`, and a `.strings` file outside any `*.lproj` folder, are read in.
struct LocalizationReading {
    /// What reading a file gives: its table, or why not.
    typealias Outcome = Result<StringTable, InputError>

    /// What is done with a `.strings` or `.stringsdict` file, in the files' order: a note, the
    /// file read in a language, or a refusal.
    enum Step {
        case note(ReadNote)
        case read(StringsFile)
        case refuse(InputError)
    }

    /// A `.strings` or `.stringsdict` file and the language it is read in.
    struct StringsFile: Sendable {
        let file: String
        let language: LanguageTag
    }

    /// The localization files found, in the walk's order.
    let files: [String]
    /// The String Catalogs, XLIFF files and `.xcloc` bundles among `files`, in the order they are
    /// taken: catalogs, then XLIFF, then `.xcloc`.
    let catalogFiles: [String]
    /// The paths named on the command line: a file among them is refused for what a folder run notes.
    private let named: Set<String>
    /// The development language given (`--source-language`), overriding what the files declare.
    private let sourceLanguage: LanguageTag?
    private var notes: [ReadNote]
    private var tables: [StringTable] = []
    /// The development language the first catalog, XLIFF or `.xcloc` declares, and which file.
    private var declarations: [(language: LanguageTag, file: String)] = []

    /// Finds the files at or under `paths`.
    init(paths: [String], sourceLanguage: LanguageTag?) throws(InputError) {
        let (files, walkNotes) = try LocalizationReader.collect(paths)
        self.files = files
        catalogFiles = ["xcstrings", "xliff", "xcloc"].flatMap { kind in
            files.filter { LocalizationReader.pathExtension($0) == kind }
        }
        named = Set(paths)
        self.sourceLanguage = sourceLanguage
        notes = walkNotes
    }

    /// Reads the catalog, XLIFF file or `.xcloc` bundle at `file`.
    static func readCatalog(_ file: String) -> Outcome {
        Result { () throws(InputError) -> StringTable in
            switch LocalizationReader.pathExtension(file) {
            case "xcstrings": try StringCatalogReader.read(path: file)
            case "xliff": try XLIFFReader.read(path: file)
            default: try XclocReader.read(path: file)
            }
        }
    }

    /// Takes what reading each of ``catalogFiles`` gave, in that order.
    ///
    /// - Throws: the first fault that is not a folder run's note.
    mutating func takeCatalogs(_ outcomes: consuming [Outcome]) throws(InputError) {
        // Each moved out, not copied (``finish(_:outcomes:)``).
        var pending = outcomes
        pending.reverse()
        for file in catalogFiles {
            guard let outcome = pending.popLast() else { break }
            guard var table = try attempt(file, outcome) else { continue }
            LocalizationReader.place(&table, in: file)
            if LocalizationReader.pathExtension(file) == "xcstrings", let folder = LocalizationReader.lprojFolder(of: file),
               folder.lowercased() != "mul.lproj" {
                notes.append(ReadNote(kind: .languageFolder, key: "", language: nil, location: SourceLocation(file: file),
                                      message: "\(LocalizationReader.fileName(file)) is inside \(folder), where Xcode refuses a String Catalog (only mul.lproj may hold one); read with the languages it names"))
            }
            declarations.append((table.sourceLanguage, file))
            tables.append(table)
        }
    }

    /// The development language: given, else the first declared, else English.
    var source: LanguageTag {
        sourceLanguage ?? declarations.first?.language ?? LanguageTag("en")!
    }

    /// What is done with each `.strings` and `.stringsdict` file, in the files' order; ask once
    /// the catalogs are taken (``takeCatalogs(_:)``), which declare the development language.
    func stringsSteps() -> [Step] {
        let source = source
        // The development language is ambiguous when the files declare two or more.
        var ambiguity: String?
        if sourceLanguage == nil {
            var seen: [LanguageTag] = []
            for declaration in declarations where !seen.contains(declaration.language) { seen.append(declaration.language) }
            if seen.count > 1 {
                ambiguity = seen.map { language in
                    "\(language) (\(declarations.first { $0.language == language }!.file))"
                }.joined(separator: ", ")
            }
        }
        let origin = sourceLanguage != nil ? "given" : declarations.first.map { "declared by \($0.file)" }
            ?? "no catalog, XLIFF or .xcloc declares one, so English"
        var steps: [Step] = []
        var notedFolders = Set<String>()
        for file in files where ["strings", "stringsdict"].contains(LocalizationReader.pathExtension(file)) {
            let name = LocalizationReader.fileName(file)
            switch LocalizationReader.placement(of: file) {
            case .language(let tag, let folder):
                let folderName = String(folder.dropLast(".lproj".count))
                if !tag.isSpelled(as: folderName), notedFolders.insert(folder).inserted {
                    let why = LanguageTag(folderName) != nil ? "CLDR and Apple replace the code '\(folderName)' with it"
                        : "an old English folder name Apple's bundles still read"
                    steps.append(.note(ReadNote(kind: .languageFolder, key: "", language: tag, location: SourceLocation(file: file),
                                                message: "\(folder) is read as \(tag): \(why)")))
                }
                steps.append(.read(StringsFile(file: file, language: tag)))
            case .development(let folder):
                if let ambiguity {
                    steps.append(.note(ReadNote(kind: .looseFile, key: "", language: nil, location: SourceLocation(file: file),
                                                message: "\(name) is \(folder.map { "in \($0), " } ?? "outside any *.lproj folder, ")the development language's, but the files declare several: \(ambiguity); not measured")))
                    continue
                }
                if folder == nil {
                    steps.append(.note(ReadNote(kind: .looseFile, key: "", language: source, location: SourceLocation(file: file),
                                                message: "\(name) is outside any *.lproj folder; read as \(source), the development language (\(origin))")))
                }
                steps.append(.read(StringsFile(file: file, language: source)))
            case .documentation(let folder):
                if notedFolders.insert(folder).inserted {
                    steps.append(.note(ReadNote(kind: .documentation, key: "", language: LanguageTag(LanguageTag.documentationCode),
                                                location: SourceLocation(file: file),
                                                message: "\(folder) holds translators' documentation (qqq), not UI text; its files are not measured")))
                }
            case .multilingual(let folder):
                steps.append(.note(ReadNote(kind: .languageFolder, key: "", language: nil, location: SourceLocation(file: file),
                                            message: "\(name) is in \(folder), where Xcode keeps String Catalogs (which name their languages inside), so it has no one language; not measured")))
            case .notALanguage(let folder):
                let reason = "'\(folder.dropLast(".lproj".count))' in the folder name '\(folder)' is not a language tag"
                if named.contains(file) {
                    steps.append(.refuse(InputError(file: file, reason: reason)))
                } else if notedFolders.insert(folder).inserted {
                    steps.append(.note(ReadNote(kind: .unknownLanguage, key: "", language: nil, location: SourceLocation(file: file),
                                                message: "\(reason); its files are not measured")))
                }
            }
        }
        return steps
    }

    /// Reads the `.strings` or `.stringsdict` file `strings` in its language, `source` the
    /// development language.
    static func read(_ strings: StringsFile, source: LanguageTag) -> Outcome {
        Result { () throws(InputError) -> StringTable in
            if LocalizationReader.pathExtension(strings.file) == "strings" {
                return try StringsFileReader.read(path: strings.file, language: strings.language, sourceLanguage: source)
            }
            return try StringsDictReader.read(path: strings.file, language: strings.language, sourceLanguage: source)
        }
    }

    /// The tables of every file read, for ``LocalizationReader`` to merge: `steps`
    /// (``stringsSteps()``) taken in order, with `outcomes` what reading each of their files gave,
    /// and the reading's notes as a table of their own.
    ///
    /// - Throws: the first fault that is not a folder run's note, or the first refusal.
    consuming func finish(_ steps: [Step], outcomes: consuming [Outcome]) throws(InputError) -> [StringTable] {
        // Taken from the end, each moved out rather than copied: a table still held in
        // `outcomes` would make `place` copy its strings before changing them.
        var pending = outcomes
        pending.reverse()
        for step in steps {
            switch step {
            case .note(let note):
                notes.append(note)
            case .refuse(let error):
                throw error
            case .read(let strings):
                guard let read = pending.popLast() else { continue }
                if var table = try attempt(strings.file, language: strings.language, read) {
                    LocalizationReader.place(&table, in: strings.file)
                    tables.append(table)
                }
            }
        }
        if let note = NeverDrawnStrings.remove(from: &tables) { notes.append(note) }
        if !notes.isEmpty { tables.append(StringTable(sourceLanguage: source, notes: notes)) }
        return tables
    }

    /// The files `steps` read, in order.
    static func reads(of steps: [Step]) -> [StringsFile] {
        steps.compactMap { step in
            if case .read(let strings) = step { strings } else { nil }
        }
    }

    /// `outcome`'s table; `nil` with a note when its fault is one a folder run notes (the file
    /// was found in a folder, not named).
    private mutating func attempt(_ file: String, language: LanguageTag? = nil, _ outcome: consuming Outcome) throws(InputError)
        -> StringTable? {
        switch consume outcome {
        case .success(let table):
            return table
        case .failure(let error) where error.noteInFolderRun != nil && !named.contains(file):
            notes.append(ReadNote(kind: error.noteInFolderRun ?? .unknownLanguage, key: error.key ?? "", language: language,
                                  location: SourceLocation(file: error.file ?? file, line: error.line),
                                  message: "\(error.reason); \(file) is not measured"))
            return nil
        case .failure(let error):
            throw error
        }
    }
}
