import Foundation
import Testing
@testable import TextFit
import TextFitButtons
@testable import TextFitSourceScan

/// Storyboards read for the elements that draw an app's strings (`Fixtures/InterfaceBuilderApp`,
/// written for these tests): each element's class, English text, font, lines and width as the
/// fixture states them, the join to `de.lproj/Main.strings` by object ID, and the German and
/// French translations measured in their element — widths cross-checked with `hb-shape` on the
/// same font files and SF Pro's tracking by hand.
@Suite struct InterfaceBuilderTests {
    static let app = ButtonScanTests.fixtures + "/InterfaceBuilderApp"
    static let storyboard = app + "/Base.lproj/Main.storyboard"
    static let german = app + "/de.lproj/Main.strings"
    static let french = app + "/fr.lproj/Main.strings"

    static func joined() async throws -> InterfaceBuilderContext {
        let table = try LocalizationReader.read(paths: [app])
        return InterfaceBuilderContext.join(table, with: await InterfaceBuilderScan.scan(paths: [app], parallelism: 2))
    }

    /// SF Pro's tracking at `size` pt in 1/1000 em, from the HIG's table as
    /// `../shared/apple/platforms/watchos_sf_compact_tracking.tsv` records it (its SF Pro column).
    static func sfProTracking(_ size: Int) throws -> Double {
        let path = TestFonts.repositoryRoot.appendingPathComponent("../shared/apple/platforms/watchos_sf_compact_tracking.tsv").path
        let rows = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").map { $0.components(separatedBy: "\t") }
        let row = try #require(rows.first { $0.count > 4 && $0[0] == "SF Compact" && $0[1] == "\(size)" })
        return try #require(Double(row[4].replacingOccurrences(of: "+", with: "")))
    }

    /// A title's width at `size` pt by hand: hb-shape's advance in the stand-in plus SF Pro's
    /// tracking after each character.
    static func width(_ text: String, language: String, size: Int) throws -> Double {
        let shaped = try HBShape.standInWidth(text: text, language: language, pointSize: Double(size))
        return shaped.width + Double(text.count) * (try sfProTracking(size)) / 1000 * Double(size)
    }

    @Test func theStoryboardsElementsAreReadAsWritten() throws {
        let document = try InterfaceBuilderDocument.read(path: Self.storyboard)
        #expect(document.runtime == .iOS && document.tableName == "Main")
        #expect(Set(document.elements.keys) == ["lbl-fx-120", "lbl-dt-bdy", "btn-sv-080", "lbl-nw-001", "lbl-nt-200", "nav-it-001",
                                                "vc-main-001"])
        let fixed = try #require(document.elements["lbl-fx-120"])
        #expect(fixed.className == "UILabel" && fixed.texts == ["text": "Your location"])
        #expect(fixed.font == .init(size: .fixed(17)) && fixed.numberOfLines == nil && !fixed.wraps)
        #expect(fixed.width == 120 && fixed.widthSource == .widthConstraint)
        #expect(fixed.line == (try ButtonScanTests.line(of: "id=\"lbl-fx-120\"", in: Self.storyboard)))
        let body = try #require(document.elements["lbl-dt-bdy"])
        #expect(body.font == .init(size: .textStyle(.body)) && body.numberOfLines == 0)
        // Both edges held (leading to the margin; trailing with the label as second item): its frame's 353 pt.
        #expect(body.width == 353 && body.widthSource == .pinnedFrame)
        let button = try #require(document.elements["btn-sv-080"])
        #expect(button.className == "UIButton" && button.texts == ["normalTitle": "Save"] && button.width == 80)
        #expect(button.font == .init(size: .fixed(15)))
        // Centred only: Auto Layout sizes it to its text, so its frame is no limit.
        let centred = try #require(document.elements["lbl-nw-001"])
        #expect(centred.width == nil && centred.noWidthReason?.contains("sizes it to its text") == true)
        let navigation = try #require(document.elements["nav-it-001"])
        #expect(navigation.className == "UINavigationItem" && navigation.isSystemDrawn && navigation.texts == ["title": "Location"])
        #expect(document.elements["vc-main-001"]?.displayName == "PlaceViewController (UIViewController) 'vc-main-001'")
        #expect(document.element(forKey: "btn-sv-080.normalTitle")?.property == "normalTitle")
        #expect(document.element(forKey: "zzz-99-zzz.text") == nil)
    }

    @Test func anAppKitCellTakesItsControlsClassAndFrame() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <textField horizontalHuggingPriority="251" id="tf1">
                        <rect key="frame" x="18" y="20" width="96" height="16"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="cell1">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                    <menuItem title="Quit" keyEquivalent="q" id="mi1"/>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument.read(data: Data(xib.utf8), path: "Prefs.xib")
        #expect(document.runtime == .macOS)
        let cell = try #require(document.elements["cell1"])
        // NSFont.systemFontSize: 13 pt.
        #expect(cell.className == "NSTextField" && cell.texts == ["title": "Label"] && cell.font == .init(size: .fixed(13)))
        #expect(cell.width == 96 && cell.widthSource == .frame)
        #expect(document.elements["mi1"]?.className == "NSMenuItem" && document.elements["mi1"]?.isSystemDrawn == true)
        #expect(document.elements["tf1"] == nil)  // the control holds no text of its own
    }

    /// An AppKit text field cell written with no `lineBreakMode` is Interface Builder's
    /// "Wrapping Label": NSLineBreakMode.byWordWrapping is 0, the value the document leaves out
    /// (a one-line "Label" is written with `clipping` or a truncation). `usesSingleLineMode`
    /// keeps it on one line.
    @Test func anAppKitTextFieldCellWithNoLineBreakModeWraps() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <textField id="tf1">
                        <rect key="frame" x="118" y="226" width="328" height="28"/>
                        <textFieldCell key="cell" controlSize="small" sendsActionOnEndEditing="YES" title="Always use the dedicated GPU for rendering (if it exists)." id="wrapping">
                            <font key="font" metaFont="label" size="11"/>
                        </textFieldCell>
                    </textField>
                    <textField id="tf2">
                        <rect key="frame" x="18" y="20" width="96" height="16"/>
                        <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Label" id="truncating"/>
                    </textField>
                    <textField id="tf3">
                        <rect key="frame" x="18" y="40" width="96" height="16"/>
                        <textFieldCell key="cell" usesSingleLineMode="YES" title="Label" id="single"/>
                    </textField>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument.read(data: Data(xib.utf8), path: "Prefs.xib")
        #expect(document.elements["wrapping"]?.wraps == true)
        #expect(document.elements["truncating"]?.wraps == false)
        #expect(document.elements["single"]?.wraps == false)
    }

    @Test func aDocumentThatIsNotWellFormedIsAnErrorNamingItsFileAndLine() {
        do {
            _ = try InterfaceBuilderDocument.read(data: Data("<document>\n<label id=\"a\">\n</document>\n".utf8), path: "x.xib")
            Issue.record("read a document whose label is not closed")
        } catch {
            #expect(error.file == "x.xib" && error.line == 3 && error.reason.hasPrefix("not well-formed XML"), "\(error)")
        }
    }

    @Test func theEnglishComesFromTheStoryboardAndTheBrokenFileIsANote() async throws {
        let plain = try LocalizationReader.read(paths: [Self.app])
        // Without the storyboard, every key of Main.strings lacks English (en.lproj/Localizable.strings makes en a language).
        #expect(plain.notes.contains { $0.kind == .missingTranslation && $0.language?.identifier == "en" && $0.key == "lbl-fx-120.text" })
        let joined = try await Self.joined()
        #expect(!joined.table.notes.contains { $0.kind == .missingTranslation && $0.language?.identifier == "en" })
        let english = try #require(joined.table.strings.first { $0.key == "lbl-fx-120.text" && $0.language.identifier == "en" })
        #expect(english.value == "Your location")
        #expect(english.location == SourceLocation(file: Self.storyboard, line: try ButtonScanTests.line(of: "id=\"lbl-fx-120\"", in: Self.storyboard)))
        // The XIB that does not parse is a note, and the run goes on.
        #expect(joined.table.notes.contains { $0.kind == .interfaceBuilder && $0.location.file.hasSuffix("Broken/Broken.xib") })
        // The centred label has no usable width: named, and measured as before.
        #expect(joined.table.notes.contains { $0.kind == .interfaceBuilder && $0.key == "lbl-nw-001.text" && $0.message.contains("no usable width") })
        #expect(joined.geometry[ElementGeometry.Key(file: Self.german, key: "lbl-nw-001.text")] == nil)
        // de: 5 strings with geometry (not the centred label), fr: 2, en from the storyboard: the 7
        // texts of Main.storyboard but the centred label's, 6. LaunchScreen.storyboard has no
        // table: read (2 documents), none of its strings measured, and the count is not placed there.
        let count = try #require(joined.table.notes.first { $0.kind == .interfaceBuilder && $0.message.contains("measured with the geometry") })
        #expect(count.message == "13 strings measured with the geometry of the storyboard or XIB element that draws them "
                + "(font, lines, width) from 1 of 2 Interface Builder files; 1 element with no usable width, measured as before")
        #expect(count.location.file == Self.storyboard)
        #expect(!joined.table.strings.contains { $0.location.file.hasSuffix("LaunchScreen.storyboard") })
        let fixed = try #require(joined.geometry[ElementGeometry.Key(file: Self.german, key: "lbl-fx-120.text")])
        #expect(fixed.bounded && fixed.spec.maximumWidth == 120 && fixed.spec.fontSize == 17 && fixed.spec.dynamicType == .fixed)
        #expect(fixed.spec.numberOfLines == 1)
        let navigation = try #require(joined.geometry[ElementGeometry.Key(file: Self.german, key: "nav-it-001.title")])
        #expect(!navigation.bounded && navigation.spec.numberOfLines == 1)
    }

    /// A text of the storyboard that neither Main.strings holds ("Places near you", added after the
    /// last export) is what Xcode's export carries untranslated: its English from the storyboard,
    /// measured in its 200 pt label, and one "has no … translation" note per language of the
    /// storyboard's tables (de, fr), at the element — as for the four keys fr.lproj/Main.strings
    /// lacks and de's has, each noted once.
    @Test func aTextNoTableTranslatesIsMissingInEachLanguageOfItsTables() async throws {
        let joined = try await Self.joined()
        let line = try ButtonScanTests.line(of: "id=\"lbl-nt-200\"", in: Self.storyboard)
        let english = try #require(joined.table.strings.first { $0.key == "lbl-nt-200.text" })
        #expect(english.value == "Places near you" && english.language.identifier == "en")
        #expect(english.location == SourceLocation(file: Self.storyboard, line: line))
        #expect(joined.geometry[ElementGeometry.Key(file: Self.storyboard, key: "lbl-nt-200.text")]?.spec.maximumWidth == 200)
        let missing = joined.table.notes.filter { $0.kind == .missingTranslation }
        let new = missing.filter { $0.key == "lbl-nt-200.text" }
        #expect(new.map { $0.language?.identifier } == ["de", "fr"])
        #expect(new.allSatisfy { $0.location == SourceLocation(file: Self.storyboard, line: line) })
        #expect(new.map(\.message) == ["'lbl-nt-200.text' has no de translation", "'lbl-nt-200.text' has no fr translation"])
        // fr.lproj/Main.strings holds 2 of de's 6 keys: the other 4 are noted once each.
        let french = missing.filter { $0.language?.identifier == "fr" && $0.key != "lbl-nt-200.text" }.map(\.key)
        #expect(french.sorted() == ["lbl-dt-bdy.text", "lbl-nw-001.text", "nav-it-001.title", "vc-main-001.title"])
        #expect(!missing.contains { $0.language?.identifier == "de" && $0.key != "lbl-nt-200.text" })
        // The launch screen has no table: its label is nobody's missing translation.
        #expect(!missing.contains { $0.key.hasPrefix("lbl-lnch-01") })
    }

    /// With keys picked (`--keys lbl-fx-120.text`), only the picked key's English comes from the
    /// storyboard: the texts no picked string names are neither added nor noted missing.
    @Test func pickedKeysBringOnlyTheirOwnEnglish() async throws {
        let picked = try KeySelection(keys: ["lbl-fx-120.text"]).apply(to: try LocalizationReader.read(paths: [Self.app]))
        let scan = await InterfaceBuilderScan.scan(paths: [Self.app], parallelism: 2)
        let joined = InterfaceBuilderContext.join(picked, with: scan, everyText: false)
        #expect(Set(joined.table.strings.map(\.key)) == ["lbl-fx-120.text"])
        #expect(joined.table.strings.map(\.language.identifier).sorted() == ["de", "en", "fr"])
        #expect(!joined.table.notes.contains { $0.kind == .missingTranslation })
    }

    static var sharedDataPresent: Bool { AppButtonCheckTests.sharedDataPresent }

    @Test(.enabled(if: sharedDataPresent, "../shared/apple is absent: SF Pro's tracking table is needed"))
    func aTranslationWiderThanItsFixedLabelFailsAtItsLineNamingTheElement() async throws {
        let joined = try await Self.joined()
        var verification = Verification(strings: joined.table, spec: .default, fonts: TestFonts.bundled, parallelism: 2)
        verification.labelsWhereUndeclared = true
        verification.elementGeometry = joined.geometry
        let result = try await verification.run()
        func cells(_ key: String, _ language: String) -> [CellResult] {
            result.cells.filter { $0.key == key && $0.language.identifier == language }
        }
        // "Ihr aktueller Standort" at a fixed 17 pt in a 120 pt label, one line: too wide at every category.
        let german = cells("lbl-fx-120.text", "de")
        let expected = try Self.width("Ihr aktueller Standort", language: "de", size: 17)
        #expect(expected > 120)
        #expect(german.count == 12 && german.allSatisfy { $0.measurement.pointSize == 17 && !$0.fit.fits })
        let large = try #require(german.first { $0.category == .large })
        #expect(abs(large.measurement.width - expected) < 0.02, "TextFit \(large.measurement.width), by hand \(expected)")
        let finding = try #require(large.findings.first { $0.kind == .truncation })
        #expect(finding.location == SourceLocation(file: Self.german, line: try ButtonScanTests.line(of: "\"lbl-fx-120.text\"", in: Self.german)))
        #expect(finding.message.contains("the 120 pt it gets") || finding.message.contains("than the 120"), "\(finding.message)")
        #expect(finding.message.contains("UILabel 'lbl-fx-120' in \(Self.storyboard):"), "\(finding.message)")
        // "Position" fits the same label.
        let french = cells("lbl-fx-120.text", "fr")
        let position = try Self.width("Position", language: "fr", size: 17)
        #expect(position < 120 && french.count == 12 && french.allSatisfy { $0.fit.fits && $0.findings.isEmpty })
        // The buttons at a fixed 15 pt in 80 pt: "Sichern" fits; "Enregistrer" as hb-shape says.
        let sichern = try Self.width("Sichern", language: "de", size: 15)
        #expect(sichern < 80 && cells("btn-sv-080.normalTitle", "de").allSatisfy(\.fit.fits))
        let enregistrer = try Self.width("Enregistrer", language: "fr", size: 15)
        let button = try #require(cells("btn-sv-080.normalTitle", "fr").first { $0.category == .large })
        #expect(abs(button.measurement.width - enregistrer) < 0.02 && button.fit.fits == (enregistrer <= 80 + 0.001))
        // The body label follows Dynamic Type (Apple's body sizes: 17 pt at large, 53 pt at AX5) and wraps in 353 pt.
        let body = cells("lbl-dt-bdy.text", "de")
        #expect(body.first { $0.category == .large }?.measurement.pointSize == 17)
        #expect(body.first { $0.category == .ax5 }?.measurement.pointSize == 53)
        #expect(body.allSatisfy { $0.fit.fits && $0.fit.numberOfLines == 0 })
        // The English source, from the storyboard, is measured in its element too.
        #expect(cells("lbl-fx-120.text", "en").allSatisfy { $0.fit.fits && $0.location?.file == Self.storyboard })
    }
}
