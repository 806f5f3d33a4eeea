/// Every string read from one or more localization files, as key × language.
///
/// Readers for each format produce a `StringTable`; later stages never see the format.
public struct StringTable: Sendable {
    /// The development language the keys are written in.
    public var sourceLanguage: LanguageTag
    /// All strings, in the order they were read.
    public var strings: [LocalizedString]
    /// Problems that did not stop the read (stale entries, duplicate keys, skipped keys).
    public var notes: [ReadNote]
    /// Per-key width limits from a sidecar file (``KeyLimitsFile``), by key.
    package var keyLimits: [String: KeyLimit]

    package init(sourceLanguage: LanguageTag, strings: [LocalizedString] = [], notes: [ReadNote] = [],
                keyLimits: [String: KeyLimit] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
        self.notes = notes
        self.keyLimits = keyLimits
    }

    /// The distinct keys, in first-read order; keys that differ only in Unicode normalization are
    /// distinct (`ExactKey`).
    public var keys: [String] {
        var seen = Set<ExactKey>()
        return strings.compactMap { seen.insert(ExactKey($0.key)).inserted ? $0.key : nil }
    }

    /// The distinct languages, sorted by tag.
    public var languages: [LanguageTag] {
        Array(Set(strings.map(\.language))).sorted()
    }
}

/// Something a reader noticed and reports without failing: the entry is named, never lost.
public struct ReadNote: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        case stale, duplicateKey, notTranslatable, missingTranslation, unsupportedVariation
        /// An empty translation of a non-empty source text: measured (0 wide), and named.
        case emptyTranslation
        /// A localization file that holds no strings (0 bytes, only comments, only a BOM): its
        /// language stays visible here.
        case emptyFile
        /// A localization named by something that is not a language tag (`x-private`, `Base` in a
        /// String Catalog): not measured, and named.
        case unknownLanguage
        /// A plural rule without its `other` form: the forms present are measured.
        case missingPluralForm
        /// A localization file or folder not measured because it holds translators'
        /// documentation (`qqq`), not UI text.
        case documentation
        /// A file whose language is taken from the folder: a `.strings` or `.stringsdict` outside
        /// any `*.lproj` read as the development language, or skipped when that is ambiguous.
        case looseFile
        /// A language folder or localization spelled with a code CLDR or Apple replaces
        /// (`iw.lproj` is read as `he`), or a file skipped because its folder names no one
        /// language (`mul.lproj`).
        case languageFolder
        /// A language with no font stack of its own in the font set: its fonts are chosen by the
        /// script of its text.
        case fontsByScript
        /// A value past the format-specifier sample limits (`FormatSpecifierSampler.Limits`):
        /// measured with the capped sample.
        case sampleLimit
        /// The platform and device a run checks (`--platform`, `--device`), what the button does
        /// there and what is an estimate: stated once per run, in every output.
        case platform
        /// Which iOS version's titles the bundled job checks (`check --ios`).
        case titles
        /// What reading an app's sources for its Location Buttons assumed or skipped: a value
        /// that is not static (with the default taken), a file that does not parse.
        case sourceScan
        /// Entries of a `.strings` file that the app never sees: Core Foundation stops reading
        /// the file at a stray character (`;;`) without an error (`UnreadEntries`). The run
        /// reports each such note as a failing `unread-entries` finding too.
        case unreadEntries
        /// A file found in a folder that no Apple parser reads either (one that starts with a
        /// corrupted byte-order mark): named, not measured, and the run goes on. Named on the
        /// command line, such a file is refused.
        case unreadableFile
        /// A string whose text names a build setting (`$(PRODUCT_NAME)`), which Xcode does not
        /// expand in localized files: measured as written (`BuildSettingReferences`).
        case buildSetting
        /// Strings never drawn as visible text (accessibility labels and hints, tooltips): not
        /// measured, and counted in one note per run (`NeverDrawnStrings`).
        case neverDrawn
        /// What reading the app's storyboards and XIBs for the elements its strings are drawn in
        /// found: how many strings took their element's geometry, which elements give no usable
        /// width, a file that does not parse (`InterfaceBuilderContext`).
        case interfaceBuilder
    }

    public var kind: Kind
    public var key: String
    public var language: LanguageTag?
    public var location: SourceLocation
    public var message: String
    /// The table of the key a note names (``TableIdentity``), where the reader knows it: a
    /// `.missingTranslation` note counts for its own table only.
    package var tableIdentity: TableIdentity?

    public init(kind: Kind, key: String, language: LanguageTag?, location: SourceLocation, message: String) {
        self.kind = kind
        self.key = key
        self.language = language
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
