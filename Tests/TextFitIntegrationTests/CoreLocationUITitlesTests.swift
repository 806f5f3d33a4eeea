import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// iOS's own Location Button titles, as `../shared/apple/CoreLocationUI-titles.tsv` lists them
/// (iOS 15's `CoreLocationUI.framework`, 39 localizations): the bundled catalog carries every
/// one of them, marked as iOS's, and TextFit's own translations elsewhere, marked as such; and
/// `titles import` reads them from a framework in each of its four formats, whose fixtures are
/// written here from the TSV by an independent tool (python3's `plistlib`).
@Suite struct CoreLocationUITitlesTests {
    /// One line of the TSV.
    struct Row {
        var lproj: String
        var frameworkKey: String
        var englishTitle: String
        var title: String
    }

    static let tsv = TestFonts.repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/apple/CoreLocationUI-titles.tsv")
    static let available = FileManager.default.fileExists(atPath: tsv.path)

    /// The fields of each line of a TSV after its header, which must be `header`.
    static func fields(of file: URL, header: String) throws -> [[String]] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(lines.first == header)
        return lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    static func rows() throws -> [Row] {
        try fields(of: tsv, header: "lproj\tframework_key\tenglish_title\ttitle").map { fields in
            Row(lproj: fields[0], frameworkKey: fields[1], englishTitle: fields[2], title: fields[3])
        }
    }

    /// Apple's folder names as the TSV's README states them, written out here rather than taken
    /// from the code under test.
    static func tag(_ lproj: String) -> String {
        ["pt": "pt-BR", "no": "nb", "zh_CN": "zh-Hans", "zh_TW": "zh-Hant", "zh_HK": "zh-HK"][lproj]
            ?? lproj.replacingOccurrences(of: "_", with: "-")
    }

    /// The languages whose titles are TextFit's own in iOS 15's set: iOS 15 ships none for them.
    static let textfitLanguages: Set<String> = ["bg", "bn", "en-IN", "es-US", "gu", "kk", "kn", "lt", "ml", "mr", "or",
                                                "pa", "sl", "ta", "te", "ur", "yue-Hans"]
    /// The languages whose titles are TextFit's own in the bundled catalog (iOS 26.1's set):
    /// iOS 26.1 ships no CoreLocationUI titles of their own.
    static let textfitLanguages26: Set<String> = ["en-IN", "es-US", "yue-Hans"]

    struct Slot: Hashable {
        var key: String
        var language: String
    }

    /// `check --ios 15`: the bundled titles as iOS 15 ships them give back its 195 titles.
    @Test(.enabled(if: available, "../shared/apple is absent: the bundled titles are not compared with Apple's"))
    func iOS15TitlesAreApples() throws {
        let rows = try Self.rows()
        #expect(rows.count == 195)
        let bundled = CoreLocationUITitles.titles(try BundledData.strings(environment: [:]), as: .ios15)
        var strings: [Slot: LocalizedString] = [:]
        for string in bundled.strings { strings[Slot(key: string.key, language: string.language.identifier)] = string }
        var apple = Set<Slot>()
        for row in rows {
            let slot = Slot(key: row.englishTitle, language: Self.tag(row.lproj))
            apple.insert(slot)
            let string = try #require(strings[slot], "the bundled catalog lacks \(slot)")
            #expect(string.value == row.title, "\(slot): \(string.value), iOS says \(row.title)")
            #expect(string.titleSource == .ios, "\(slot)")
            #expect(string.state == .translated, "\(slot)")
            #expect(CoreLocationUITitles.title(forKey: row.frameworkKey) == row.englishTitle)
        }
        #expect(Set(apple.map(\.language)).count == 39)
        // Every other title is TextFit's, marked so; every language has all five titles.
        var others = Set<String>()
        for (slot, string) in strings where !apple.contains(slot) {
            others.insert(slot.language)
            #expect(string.titleSource == .textfit, "\(slot)")
            #expect(string.state == .needsReview, "\(slot)")
        }
        #expect(others == Self.textfitLanguages)
        #expect(strings.count == 5 * (39 + Self.textfitLanguages.count))
    }

    /// One row of the later versions' TSV: the five titles as iOS 26.1 ships them, and the 17.7
    /// and 18.3 strings that differ.
    struct LaterRow {
        var lproj: String
        var englishTitle: String
        var title: String
        var version: String
    }

    static let laterTSV = tsv.deletingLastPathComponent().appendingPathComponent("CoreLocationUI-titles-ios17-26.tsv")

    /// The invisible joiners the TSV's transcription of the 26.1 table lacks (docs/platforms.md,
    /// "The titles' exact characters": the stored dump is four code points longer, placed by
    /// reading it at chosen offsets): written out here, as the TSV's title and Apple's.
    static let joiners: [Slot: (transcribed: String, apple: String)] = [
        Slot(key: "Send My Current Location", language: "te"):
            ("నా ప్రస్తుత లొకేషన్ను పంపండి", "నా ప్రస్తుత లొకేషన్\u{200C}ను పంపండి"),
        Slot(key: "Send Current Location", language: "te"):
            ("ప్రస్తుత లొకేషన్ను పంపండి", "ప్రస్తుత లొకేషన్\u{200C}ను పంపండి"),
        Slot(key: "Share Current Location", language: "or"):
            ("ସାମ୍ପ୍ରତିକ ଲୋକେଶନ୍ ଶେୟର୍ କରନ୍ତୁ", "ସାମ୍ପ୍ରତିକ ଲୋକେଶନ୍ ଶେୟର୍\u{200C} କରନ୍ତୁ"),
        Slot(key: "Share My Current Location", language: "or"):
            ("ମୋ ସାମ୍ପ୍ରତିକ ଲୋକେଶନ୍ ଶେୟର୍ କରନ୍ତୁ", "ମୋ ସାମ୍ପ୍ରତିକ ଲୋକେଶନ୍ ଶେୟର୍\u{200C} କରନ୍ତୁ"),
    ]

    /// Apple's title for `slot` where the TSV says `title`: the TSV's, with a joiner it lacks put back.
    static func apple(_ title: String, at slot: Slot) -> String {
        guard let fix = joiners[slot] else { return title }
        #expect(title == fix.transcribed, "\(slot): the TSV says \(title)")
        return fix.apple
    }

    static func laterRows() throws -> [LaterRow] {
        try fields(of: laterTSV, header: "lproj\tframework_key\tenglish_title\ttitle\tios_version\tsource").map { fields in
            LaterRow(lproj: fields[0], englishTitle: fields[2], title: fields[3], version: fields[4])
        }
    }

    /// The bundled catalog is iOS 26.1's: its 53 localizations' titles, marked iOS's own, and
    /// TextFit's estimate only for Cantonese, en-IN and es-US, which 26.1 does not ship.
    @Test(.enabled(if: available, "../shared/apple is absent: the bundled titles are not compared with Apple's"))
    func bundledTitlesAreIOS26s() throws {
        let rows = try Self.laterRows().filter { $0.version == "26.1" }
        #expect(rows.count == 265)
        let bundled = try BundledData.strings(environment: [:])
        var strings: [Slot: LocalizedString] = [:]
        for string in bundled.strings { strings[Slot(key: string.key, language: string.language.identifier)] = string }
        var apple = Set<Slot>()
        for row in rows {
            // iOS 17+ keys Brazilian Portuguese pt_BR.
            let slot = Slot(key: row.englishTitle, language: row.lproj == "pt_BR" ? "pt-BR" : Self.tag(row.lproj))
            apple.insert(slot)
            let string = try #require(strings[slot], "the bundled catalog lacks \(slot)")
            let title = Self.apple(row.title, at: slot)
            #expect(string.value == title, "\(slot): \(string.value), iOS 26.1 says \(title)")
            #expect(string.titleSource == .ios && string.state == .translated, "\(slot)")
        }
        #expect(Set(apple.map(\.language)).count == 53)
        let others = Set(strings.keys.filter { !apple.contains($0) }.map(\.language))
        #expect(others == Self.textfitLanguages26)
        for (slot, string) in strings where !apple.contains(slot) {
            #expect(string.titleSource == .textfit && string.state == .needsReview, "\(slot)")
        }
        // The catalog's comment names TextFit's languages, so a reader of the file sees them too.
        for string in bundled.strings where string.language.identifier == "en" {
            let comment = try #require(string.comment)
            #expect(comment.contains("(en-IN, es-US, yue-Hans)") && comment.contains("iOS 26.1, 53 localizations"), "\(comment)")
        }
    }

    /// `--ios 17` and `--ios 18`: 26.1's titles with the strings that differed then, and TextFit's
    /// estimate for the languages the version did not ship yet (Lithuanian and Slovenian came in
    /// 18.3, ten Indic languages and Urdu in 26.1), as the TSV's README states them.
    @Test(.enabled(if: available, "../shared/apple is absent: the bundled titles are not compared with Apple's"))
    func earlierVersionsTakeTheirOwnStrings() throws {
        let rows = try Self.laterRows()
        let bundled = try BundledData.strings(environment: [:])
        let added26: Set<String> = ["bn", "gu", "kn", "ml", "mr", "or", "pa", "ta", "te", "ur"]
        for (version, release, missing) in [(CoreLocationUITitles.Version.ios17, "17.7", added26.union(["lt", "sl"])),
                                             (.ios18, "18.3", added26)] {
            let table = CoreLocationUITitles.titles(bundled, as: version)
            var expected: [Slot: String] = [:]
            for row in rows where row.version == "26.1" || row.version == release {
                let slot = Slot(key: row.englishTitle, language: row.lproj == "pt_BR" ? "pt-BR" : Self.tag(row.lproj))
                expected[slot] = Self.apple(row.title, at: slot)
            }
            for string in table.strings {
                let slot = Slot(key: string.key, language: string.language.identifier)
                if missing.contains(slot.language) || Self.textfitLanguages26.contains(slot.language) {
                    #expect(string.titleSource == .textfit, "\(release) \(slot)")
                } else {
                    #expect(string.value == expected[slot] && string.titleSource == .ios, "\(release) \(slot): \(string.value)")
                }
            }
        }
    }

    /// The languages iOS 26 added to the bundle are measured in their script's fonts, with no
    /// character left without a glyph.
    @Test func newLanguagesHaveTheirFonts() throws {
        let bundled = try BundledData.strings(environment: [:])
        let expected: [String: (script: String, family: String)] = [
            "bg": ("Cyrl", "Inter"), "kk": ("Cyrl", "Inter"), "lt": ("Latn", "Inter"), "sl": ("Latn", "Inter"),
            "es-US": ("Latn", "Inter"), "yue-Hans": ("Hani", "Noto Sans CJK SC"),
        ]
        for (tag, stack) in expected.sorted(by: { $0.key < $1.key }) {
            let language = TestFonts.tag(tag)
            #expect(TestFonts.bundled.familyNames(script: stack.script, language: language).first == stack.family, "\(tag)")
            let titles = bundled.strings.filter { $0.language == language }
            #expect(titles.count == 5, "\(tag)")
            for string in titles {
                let cell = try ButtonFit.check(title: string.value, language: tag, category: .large,
                                               fonts: TestFonts.bundled)
                #expect(cell.measurement.missingGlyphs.isEmpty, "\(tag) \(string.value)")
                #expect(cell.measurement.fonts.map { $0.family }.contains(stack.family), "\(tag) \(string.value)")
            }
        }
        // Cantonese in Traditional characters (no script subtag) follows Hong Kong's forms.
        #expect(TestFonts.bundled.familyNames(script: "Hani", language: TestFonts.tag("yue")).first == "Noto Sans CJK HK")
    }

    @Test func appleNamesMapToBCP47() {
        for (name, tag) in [("pt", "pt-BR"), ("no", "nb"), ("zh_CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh_HK", "zh-HK"),
                            ("yue_CN", "yue-Hans"), ("en_GB", "en-GB"), ("es_419", "es-419"), ("pt_PT", "pt-PT"),
                            ("de", "de")] {
            #expect(CoreLocationUITitles.languageTag(appleName: name)?.identifier == tag, "\(name)")
        }
        #expect(CoreLocationUITitles.languageTag(appleName: "Base") == nil)
    }

    // MARK: titles import

    /// Writes a `CoreLocationUI.framework` per format under `folder` from the TSV with python3's
    /// plistlib: `text` (old-style .strings in UTF-16 with a BOM, as Apple's builds leave them),
    /// `xml` and `binary` (.strings as property lists) and `loctable` (one binary plist, with a
    /// `LocProvenance` member beside the localizations).
    static func writeFixtures(in folder: URL) throws {
        let script = #"""
        import csv, os, plistlib, sys
        tsv, out = sys.argv[1], sys.argv[2]
        tables = {}
        with open(tsv, encoding='utf-8') as f:
            for row in csv.DictReader(f, delimiter='\t'):
                tables.setdefault(row['lproj'], {})[row['framework_key']] = row['title']
        def framework(kind):
            path = os.path.join(out, kind, 'CoreLocationUI.framework')
            os.makedirs(path)
            return path
        def escape(s):
            return s.replace('\\', '\\\\').replace('"', '\\"')
        for kind in ('text', 'xml', 'binary'):
            root = framework(kind)
            for lproj, table in tables.items():
                folder = os.path.join(root, lproj + '.lproj')
                os.makedirs(folder)
                path = os.path.join(folder, 'CoreLocationUI.strings')
                if kind == 'text':
                    lines = ['/* %s */\n"%s" = "%s";\n' % (k, escape(k), escape(v)) for k, v in table.items()]
                    with open(path, 'w', encoding='utf-16') as f:
                        f.write(''.join(lines))
                else:
                    fmt = plistlib.FMT_XML if kind == 'xml' else plistlib.FMT_BINARY
                    with open(path, 'wb') as f:
                        plistlib.dump(table, f, fmt=fmt)
        # A loctable may also hold Apple's bookkeeping member, LocProvenance, which is no localization.
        loctable = dict(tables, LocProvenance={lproj: 'build' for lproj in tables})
        with open(os.path.join(framework('loctable'), 'CoreLocationUI.loctable'), 'wb') as f:
            plistlib.dump(loctable, f, fmt=plistlib.FMT_BINARY)
        # iOS 17 and later: Localizable.loctable, iOS 26.1's titles, Brazilian Portuguese keyed pt_BR.
        later = {}
        with open(sys.argv[3], encoding='utf-8') as f:
            for row in csv.DictReader(f, delimiter='\t'):
                if row['ios_version'] == '26.1':
                    later.setdefault(row['lproj'], {})[row['framework_key']] = row['title']
        later['LocProvenance'] = {lproj: 'build' for lproj in later}
        with open(os.path.join(framework('localizable'), 'Localizable.loctable'), 'wb') as f:
            plistlib.dump(later, f, fmt=plistlib.FMT_BINARY)
        """#
        let result = try Subprocess.run("/usr/bin/python3", ["-c", script, tsv.path, folder.path, laterTSV.path])
        guard result.status == 0 else { throw Subprocess.Failure(description: "python3 failed: \(result.stderr)") }
    }

    @Test(.enabled(if: available, "../shared/apple is absent: no fixtures to import"))
    func fourFormatsImportToTheSameCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("titles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeFixtures(in: folder)
        let rows = try Self.rows()
        var catalogs: [String: Data] = [:]
        for kind in ["text", "xml", "binary", "loctable"] {
            let path = folder.appendingPathComponent("\(kind)/CoreLocationUI.framework").path
            let table = try CoreLocationUITitles.read(framework: path)
            #expect(table.notes.isEmpty, "\(kind): \(table.notes)")
            #expect(table.strings.count == rows.count, "\(kind)")
            var values: [Slot: String] = [:]
            for string in table.strings { values[Slot(key: string.key, language: string.language.identifier)] = string.value }
            for row in rows {
                #expect(values[Slot(key: row.englishTitle, language: Self.tag(row.lproj))] == row.title, "\(kind) \(row)")
            }
            #expect(table.strings.allSatisfy { $0.titleSource == nil && $0.state == .translated })
            catalogs[kind] = CoreLocationUITitles.catalog(table)
        }
        let text = try #require(catalogs["text"])
        for (kind, catalog) in catalogs { #expect(catalog == text, "\(kind) differs from the text .strings' catalog") }
        // The catalog reads back, as `textfit check` reads it, to the TSV's titles.
        let back = try StringCatalogReader.read(data: text, file: "imported.xcstrings")
        #expect(back.strings.count == rows.count)
        let bundled = CoreLocationUITitles.titles(try BundledData.strings(environment: [:]), as: .ios15)
        for string in back.strings {
            let same = bundled.strings.first { $0.key == string.key && $0.language == string.language }
            #expect(same?.value == string.value, "\(string.key) [\(string.language)]")
            #expect(string.comment?.contains("LOCATION_BUTTON_") == true)
        }
    }

    /// iOS 17+'s `Localizable.loctable` imports to the bundled catalog's iOS 26.1 titles.
    @Test(.enabled(if: available, "../shared/apple is absent: no fixtures to import"))
    func localizableLoctableImports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("titles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeFixtures(in: folder)
        let table = try CoreLocationUITitles.read(framework: folder.appendingPathComponent("localizable/CoreLocationUI.framework").path)
        #expect(table.strings.count == 265 && table.notes.isEmpty)
        let bundled = try BundledData.strings(environment: [:])
        for string in table.strings {
            let same = bundled.strings.first { $0.key == string.key && $0.language == string.language }
            let title = Self.apple(string.value, at: Slot(key: string.key, language: string.language.identifier))
            #expect(same?.value == title && same?.titleSource == .ios, "\(string.key) [\(string.language)]")
        }
        #expect(table.strings.contains { $0.language.identifier == "pt-BR" })
    }

    func expectError(_ path: String, mentioning: [String], _ comment: Comment? = nil) {
        do {
            let table = try CoreLocationUITitles.read(framework: path)
            Issue.record("read \(table.strings.count) titles from \(path); expected an error", sourceLocation: .__here())
        } catch {
            let message = error.description
            #expect(!message.contains("\n"), "\(message)")
            #expect(message.hasPrefix(path), "\(message)")
            for word in mentioning { #expect(message.contains(word), "\(message)") }
        }
    }

    @Test func badFrameworksAreErrorsNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("titles-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        // Not a framework: a folder with neither table.
        let empty = folder.appendingPathComponent("Empty.framework")
        try manager.createDirectory(at: empty.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data("\"A\" = \"B\";\n".utf8).write(to: empty.appendingPathComponent("de.lproj/Localizable.strings"))
        expectError(empty.path, mentioning: ["not a CoreLocationUI.framework folder"])
        expectError(folder.appendingPathComponent("missing").path, mentioning: ["not a folder"])
        // An unknown key, at its line.
        let unknown = folder.appendingPathComponent("Unknown/CoreLocationUI.framework")
        try manager.createDirectory(at: unknown.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        let strings = unknown.appendingPathComponent("fr.lproj/CoreLocationUI.strings")
        try Data("\"LOCATION_BUTTON_CURRENT_LOCATION\" = \"Position actuelle\";\n\"LOCATION_BUTTON_NEARBY\" = \"À proximité\";\n".utf8)
            .write(to: strings)
        expectError(unknown.path, mentioning: [strings.path + ":2", "unknown key 'LOCATION_BUTTON_NEARBY'"])
        // A loctable that is damaged, or not a binary plist at all.
        let damaged = folder.appendingPathComponent("Damaged/CoreLocationUI.framework")
        try manager.createDirectory(at: damaged, withIntermediateDirectories: true)
        let loctable = damaged.appendingPathComponent("CoreLocationUI.loctable")
        try Data("bplist00\u{1}\u{2}\u{3}".utf8).write(to: loctable)
        expectError(damaged.path, mentioning: [loctable.path])
        try Data("<?xml version=\"1.0\"?><plist><dict></dict></plist>".utf8).write(to: loctable)
        expectError(damaged.path, mentioning: [loctable.path, "not a binary property list"])
        // A malformed XML .strings names its file and line.
        let xml = folder.appendingPathComponent("XML/CoreLocationUI.framework")
        try manager.createDirectory(at: xml.appendingPathComponent("it.lproj"), withIntermediateDirectories: true)
        let xmlFile = xml.appendingPathComponent("it.lproj/CoreLocationUI.strings")
        try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>LOCATION_BUTTON_CURRENT_LOCATION</key>\n<string>Posizione\n</dict>\n</plist>\n".utf8)
            .write(to: xmlFile)
        expectError(xml.path, mentioning: [xmlFile.path])
        // A localization name that is no language.
        let odd = folder.appendingPathComponent("Odd/CoreLocationUI.framework")
        try manager.createDirectory(at: odd.appendingPathComponent("Klingon_XX.lproj"), withIntermediateDirectories: true)
        try Data("\"LOCATION_BUTTON_CURRENT_LOCATION\" = \"x\";\n".utf8)
            .write(to: odd.appendingPathComponent("Klingon_XX.lproj/CoreLocationUI.strings"))
        expectError(odd.path, mentioning: ["unknown localization 'Klingon_XX'"])
    }
}
