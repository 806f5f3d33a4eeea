import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Colors in the spec and the legibility lint (`contrast`, `translucent`, `undersized`).
///
/// Ratios are checked against values worked out by hand from WCAG 2.x's formulas (and the
/// widely quoted figures they give), never against the code's own output.
@Suite struct LegibilityLintTests {
    static func decode(_ json: String) throws -> ButtonSpec {
        try ButtonSpec.decode(Data(json.utf8), file: "spec.json")
    }

    static func lint(_ spec: ButtonSpec, categories: [ContentSizeCategory] = ContentSizeCategory.allCases) -> [Finding] {
        SpecLint.findings(spec: spec, location: SourceLocation(file: "spec.json"), categories: categories)
    }

    // MARK: WCAG and APCA figures

    @Test func wcagRatiosMatchHandComputedValues() throws {
        let white = RGBAColor.white, black = RGBAColor.black
        #expect(ColorContrast.ratio(white, white) == 1)
        #expect(abs(ColorContrast.ratio(black, white) - 21) < 1e-12)
        // #767676: 0x76/255 = 0.46275 → ((0.46275 + 0.055) / 1.055)^2.4 = 0.18116; (1.05) / (0.23116) = 4.542.
        let gray76 = try #require(RGBAColor(hex: "#767676"))
        #expect(abs(gray76.relativeLuminance - 0.18116) < 5e-5)
        #expect(abs(ColorContrast.ratio(gray76, white) - 4.542) < 0.001)
        // #777777 is the first gray under AA: 0.18447 → 1.05 / 0.23447 = 4.478.
        let gray77 = try #require(RGBAColor(hex: "#777777"))
        #expect(abs(ColorContrast.ratio(gray77, white) - 4.478) < 0.001)
        // White on systemBlue #007AFF: G 0x7A → 0.19462, L = 0.7152·0.19462 + 0.0722 = 0.21139;
        // 1.05 / 0.26139 = 4.017 — the often-quoted 4.02:1.
        let blue = SystemColor.named("systemBlue")!.value(in: .light)
        #expect(blue == RGBAColor(red8: 0, green8: 122, blue8: 255))
        #expect(abs(blue.relativeLuminance - 0.21139) < 5e-5)
        #expect(abs(ColorContrast.ratio(white, blue) - 4.017) < 0.001)
    }

    @Test func apcaMatchesPublishedReferenceValues() {
        // APCA-W3 0.0.98G: black text on white is Lc 106.04, white on black Lc −107.88.
        #expect(abs(ColorContrast.apca(text: .black, background: .white) - 106.04) < 0.01)
        #expect(abs(ColorContrast.apca(text: .white, background: .black) + 107.88) < 0.01)
        #expect(ColorContrast.apca(text: .white, background: .white) == 0)
    }

    @Test func alphaCompositesOverTheAppearancesBackground() {
        // Black at alpha 0.3 over white: 0.7 white → #B3B3B3 (0.7·255 = 178.5 rounds to B3).
        let seen = RGBAColor.black.fading(by: 0.3).over(.white)
        #expect(seen.alpha == 1)
        #expect(abs(seen.red - 0.7) < 1e-12 && seen.hex == "#B3B3B3")
        // A black button with a white title at alpha 0.5 in dark mode: the background stays black,
        // the title is half white over black.
        let contrast = ColorContrast(tint: .white, fill: .black, alpha: 0.5, backdrop: Appearance.dark.systemBackground)
        #expect(contrast.background == .black)
        #expect(abs(contrast.text.red - 0.5) < 1e-12)
        // L(0.5) = ((0.5 + 0.055) / 1.055)^2.4 = 0.21404 → 0.26404 / 0.05 = 5.281.
        #expect(abs(contrast.ratio - 5.281) < 0.001)
    }

    // MARK: The spec's colors

    @Test func colorsDecodeWithSystemNamesAndHex() throws {
        let spec = try Self.decode("""
        {"tintColor": "label", "backgroundColor": "#FFCC0080", "alpha": 0.9, "icon": "arrowOutline", "appearances": "dark"}
        """)
        #expect(spec.tint(in: .light) == .black && spec.tint(in: .dark) == .white)
        #expect(spec.background(in: .dark) == RGBAColor(red8: 255, green8: 204, blue8: 0, alpha: 128.0 / 255))
        #expect(spec.alpha == 0.9 && spec.icon == .arrowOutline && spec.appearances.list == [.dark])
        let both = try Self.decode(###"{"appearances": ["darkIncreasedContrast", "light", "light"]}"###)
        #expect(both.appearances.list == [.light, .darkIncreasedContrast])
        #expect(try Self.decode(##"{"tintColor": "blue"}"##).tintColor?.description == "systemBlue")
        // Round trip through the results JSON's spec encoding.
        let encoded = try JSONEncoder().encode(spec)
        #expect(try ButtonSpec.decode(encoded, file: "x.json") == spec)
    }

    @Test func badColorsNameTheField() throws {
        for (json, key, words) in [
            (##"{"tintColor": "#12345"}"##, "tintColor", "#RRGGBB"),
            (##"{"backgroundColor": "systemBlu"}"##, "backgroundColor", "unknown color 'systemBlu'"),
            (##"{"alpha": 1.5}"##, "alpha", "from 0 to 1"),
            (##"{"appearances": "dusk"}"##, "appearances", "unknown appearance 'dusk'"),
            (##"{"icon": "pin"}"##, "icon", "unknown icon 'pin'"),
            (##"{"legibility": {"minimumContrast": 30}}"##, "legibility.minimumContrast", "from 1 to 21"),
            (##"{"legibility": {"minAlpha": 0.2}}"##, "legibility", "minAlpha"),
        ] {
            do {
                _ = try Self.decode(json)
                Issue.record("accepted \(json)")
            } catch let error as InputError {
                #expect(error.file == "spec.json")
                #expect(error.description.contains(key), "\(error)")
                #expect(error.description.contains(words), "\(error)")
            }
        }
    }

    // MARK: The lint

    @Test func whiteOnWhiteHasLowContrastOnce() throws {
        let findings = Self.lint(try Self.decode(##"{"tintColor": "white", "backgroundColor": "#FFFFFF"}"##))
        let contrast = findings.filter { $0.kind == .contrast }
        // The same in light and dark (fixed colors), so one finding without an appearance.
        #expect(contrast.count == 1)
        let finding = try #require(contrast.first)
        #expect(finding.variant == nil && finding.key == SpecLint.runSpecKey && finding.language.identifier == "zxx")
        // Body at xSmall is 14 pt regular: WCAG asks 4.5:1; white on white is 1:1.
        #expect(finding.category == .xSmall && finding.pointSize == 14)
        #expect(abs(finding.amount - 3.5) < 1e-9)
        #expect(finding.message.contains("1.00:1") && finding.message.contains("4.50:1") && finding.message.contains("APCA Lc 0.0"))
        #expect(finding.location == SourceLocation(file: "spec.json"))
        #expect(findings.allSatisfy { $0.kind == .contrast })
    }

    @Test func contrastThresholdFollowsSizeAndWeightAndCanBeSet() throws {
        // White on #949494: L(0x94) = 0.29613 → 1.05 / 0.34613 = 3.034: passes 3:1, fails 4.5:1.
        let gray = ##""tintColor": "white", "backgroundColor": "#949494""##
        #expect(abs(ColorContrast.ratio(.white, RGBAColor(hex: "#949494")!) - 3.034) < 0.001)
        let small = Self.lint(try Self.decode("{\(gray)}"))
        #expect(small.map(\.kind) == [.contrast])
        // From large (17 pt) up only: still under 18 pt regular, so 4.5:1.
        #expect(Self.lint(try Self.decode("{\(gray)}"), categories: [.large]).map(\.kind) == [.contrast])
        // From xxxLarge (23 pt) up: large text, 3:1 — passes.
        #expect(Self.lint(try Self.decode("{\(gray)}"), categories: [.xxxLarge, .ax1]).isEmpty)
        // Bold at 14 pt counts as large text.
        #expect(Self.lint(try Self.decode("{\(gray), \"fontWeight\": 700}")).isEmpty)
        #expect(Self.lint(try Self.decode("{\(gray), \"fontWeight\": 600}")).map(\.kind) == [.contrast])
        // A stated minimum replaces WCAG's.
        #expect(Self.lint(try Self.decode("{\(gray), \"legibility\": {\"minimumContrast\": 3}}")).isEmpty)
        let strict = Self.lint(try Self.decode("{\(gray), \"legibility\": {\"minimumContrast\": 7}}"), categories: [.ax5])
        #expect(strict.first?.message.contains("the spec's minimum 7.00:1") == true)
    }

    @Test func systemColorsDifferByAppearance() throws {
        // systemYellow with a white title: light #FFCC00 → L 0.6445 → 1.05/0.6945 = 1.51; dark
        // #FFD60A → 0.6938 → 1.41. Two findings, one per appearance, with different ratios.
        let findings = Self.lint(try Self.decode(##"{"tintColor": "white", "backgroundColor": "systemYellow"}"##))
        #expect(findings.map(\.variant) == ["light", "dark"])
        #expect(findings[0].message.contains("1.51:1") && findings[1].message.contains("1.41:1"))
    }

    @Test func alphaPointThreeIsTranslucent() throws {
        let findings = Self.lint(try Self.decode(##"{"alpha": 0.3}"##))
        let translucent = try #require(findings.first { $0.kind == .translucent })
        #expect(translucent.variant == nil)
        #expect(abs(translucent.amount - 0.2) < 1e-9)
        #expect(translucent.message == "the button's alpha is 0.3, under the minimum opacity of 0.5")
        // A background color whose own alpha is low counts the same way.
        let faint = Self.lint(try Self.decode(##"{"backgroundColor": "#007AFF33"}"##)).filter { $0.kind == .translucent }
        #expect(faint.count == 1)
        #expect(abs(faint[0].amount - (0.5 - 0x33 / 255.0)) < 1e-9)
        #expect(Self.lint(try Self.decode(##"{"alpha": 0.3, "legibility": {"minimumAlpha": 0.25}}"##))
            .allSatisfy { $0.kind != .translucent })
    }

    @Test func thirtyPointFrameIsUndersized() throws {
        let findings = Self.lint(try Self.decode(##"{"fixedFrame": {"width": 30, "height": 30}}"##))
        #expect(findings.map(\.kind) == [.undersized])
        #expect(findings[0].amount == 14)
        #expect(findings[0].message == "the fixed frame 30×30 pt is under the 44×44 pt minimum target")
        #expect(Self.lint(try Self.decode(##"{"minimumSize": {"width": 44, "height": 32}}"##)).map(\.amount) == [12])
        // Too large: body at large is 17 pt; content 17 + 14 of insets = 31; 3 × 31 = 93.
        let tall = Self.lint(try Self.decode(##"{"fixedFrame": {"width": 300, "height": 100}}"##))
        #expect(tall.map(\.kind) == [.undersized])
        #expect(abs(tall[0].amount - 7) < 1e-9)
        #expect(Self.lint(try Self.decode(##"{"fixedFrame": {"width": 300, "height": 93}}"##)).isEmpty)
    }

    @Test func theDefaultSpecHasNoFindings() throws {
        #expect(Self.lint(.default).isEmpty)
        #expect(Self.lint(try Self.decode("{}")).isEmpty)
        // The system's own colors set explicitly are checked: white on systemBlue is 4.02:1 in light.
        let explicit = Self.lint(try Self.decode(##"{"tintColor": "white", "backgroundColor": "systemBlue"}"##))
        #expect(explicit.map(\.variant) == ["light", "dark"])
    }

    @Test func lintKindsAreRunLevelAndNeverFoundInCells() {
        for kind in [FindingKind.contrast, .translucent, .undersized] {
            #expect(kind.descriptor.isRunLevel)
            #expect(FindingRegistry.kind(named: kind.descriptor.name) == kind)
        }
        for kind in [FindingKind.truncation, .verticalClip, .missingGlyph, .cornerClip, .overMaxWidth] {
            #expect(!kind.descriptor.isRunLevel)
        }
    }

    @Test func sidecarRolesAreLintedWhenTheyDiffer() throws {
        let spec = try Self.decode(##"{"alpha": 0.4}"##)
        let limits: [String: KeyLimit] = [
            "Share": KeyLimit(key: "Share", kind: .buttonSpec(["fixedFrame": .object(["width": .number(30), "height": .number(30)])]),
                              location: SourceLocation(file: "limits.json", line: 3)),
            "Send": KeyLimit(key: "Send", kind: .width(200), location: SourceLocation(file: "limits.json", line: 2)),
        ]
        let plan = VerificationPlan(spec: spec, keyLimits: limits, categories: ContentSizeCategory.allCases,
                                    sampler: FormatSpecifierSampler())
        let findings = SpecLint.findings(spec: spec, specFile: "spec.json", keyLimits: limits,
                                         categories: ContentSizeCategory.allCases, resolve: { key throws(InputError) in try plan.spec(for: key) })
        // The run's spec: translucent, and, drawn at 0.4, low contrast in light and in dark
        // (systemBlue differs between them). The "Share" role adds only what it changes: its
        // 30×30 frame.
        let own = findings.filter { $0.key == SpecLint.runSpecKey }
        #expect(own.map(\.kind) == [.contrast, .contrast, .translucent])
        #expect(own.map(\.variant) == ["light", "dark", nil])
        let role = findings.filter { $0.key == "Share" }
        #expect(role.map(\.kind) == [.undersized])
        #expect(role.first?.location == SourceLocation(file: "limits.json", line: 3))
    }
}
