import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The iOS models (`ios18`, `ios26`): the spec's new fields, iOS's sizing, its legibility rule and
/// its corner radius, each checked against `../shared/apple/README.md`'s statements and arithmetic
/// done here.
@Suite struct IOSModelTests {
    static func decode(_ json: String, defaultModel: ButtonSpec.Model = .label) throws -> ButtonSpec {
        try ButtonSpec.decode(Data(json.utf8), file: "spec.json", defaultModel: defaultModel)
    }

    static func error(_ json: String) -> InputError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error as? InputError
        }
    }

    // MARK: The spec

    @Test func newFieldsDecodeStrictly() throws {
        let spec = try Self.decode(#"{"model": "iOS26", "dynamicType": "Fixed", "iconBox": {"width": 0.8, "height": 0.9}}"#)
        #expect(spec.model == .ios26 && spec.dynamicType == .fixed)
        #expect(spec.iconBox == BoxSize(width: 0.8, height: 0.9))
        #expect(try Self.decode("{}").model == .label)
        #expect(try Self.decode("{}", defaultModel: .ios18).model == .ios18)
        #expect(try Self.decode(#"{"model": "label"}"#, defaultModel: .ios18).model == .label)
        let model = try #require(Self.error(#"{"model": "ios19"}"#))
        #expect(model.key == "model" && model.reason.contains("use ios18, ios26 or label"), "\(model)")
        let dynamic = try #require(Self.error(#"{"dynamicType": "auto"}"#))
        #expect(dynamic.key == "dynamicType" && dynamic.reason.contains("fixed or scaled"), "\(dynamic)")
        let box = try #require(Self.error(#"{"iconBox": {"width": 1, "height": 1, "depth": 1}}"#))
        #expect(box.key == "iconBox.depth", "\(box)")
        let negative = try #require(Self.error(#"{"iconBox": {"width": -1, "height": 1}}"#))
        #expect(negative.key == "iconBox.width", "\(negative)")
        let lines = try #require(Self.error(#"{"model": "ios18", "numberOfLines": 2}"#))
        #expect(lines.key == "numberOfLines" && lines.reason.contains("one line"), "\(lines)")
        let typo = try #require(Self.error(#"{"modle": "ios18"}"#))
        #expect(typo.key == "modle" && typo.reason.contains("did you mean 'model'"), "\(typo)")
        // A spec encodes and decodes to itself, the model's corner radius included.
        for original in [ButtonSpec.bundledDefault, ButtonSpec(model: .ios26, dynamicType: .fixed, iconBox: BoxSize(width: 2, height: 1))] {
            #expect(try ButtonSpec.decode(JSONEncoder().encode(original), file: "x") == original)
        }
    }

    /// fontSize: 18 unless set; under 12 means 18 (a scaled size at the category it is drawn
    /// at); `fixed` keeps it at every category, `scaled` follows body text's curve (AX5: 53/17 of it).
    @Test func fontSizeFollowsIOS() {
        let scaled = ButtonSpec(model: .ios18)
        #expect(scaled.pointSize(at: .default) == 18)
        #expect(abs(scaled.pointSize(at: .ax5) - 18 * 53 / 17) < 1e-9)
        #expect(abs(scaled.pointSize(at: .xSmall) - 18 * 14 / 17) < 1e-9)
        let fixed = ButtonSpec(model: .ios18, dynamicType: .fixed)
        #expect(ContentSizeCategory.allCases.allSatisfy { fixed.pointSize(at: $0) == 18 })
        #expect(ButtonSpec(model: .ios18, dynamicType: .fixed, fontSize: 11.5).pointSize(at: .ax3) == 18)
        #expect(ButtonSpec(model: .ios26, dynamicType: .fixed, fontSize: 12).pointSize(at: .ax3) == 12)
        #expect(ButtonSpec(model: .ios18, dynamicType: .fixed, fontSize: 24).pointSize(at: .xSmall) == 24)
        // Scaled, the rule holds for the size handed over at each category: 12 pt along body is
        // 12 × 14/17 = 9.88 pt at xSmall, drawn at 18; 12 at large; 12 × 53/17 = 37.41 at AX5.
        let small = ButtonSpec(model: .ios18, dynamicType: .scaled, fontSize: 12)
        #expect(small.pointSize(at: .xSmall) == 18 && small.pointSize(at: .default) == 12)
        #expect(abs(small.pointSize(at: .ax5) - 12 * 53 / 17) < 1e-9)
        // The label model is unchanged: the text style's size, scaled.
        #expect(ButtonSpec.default.pointSize(at: .default) == 17)
    }

    // MARK: Sizing

    /// iOS 26's padding is 1.9 × (20, 15); iOS 18's is fontSize each way; intrinsic = needed + 1.
    @Test(arguments: [ButtonSpec.Model.ios18, .ios26])
    func neededAndIntrinsicSize(model: ButtonSpec.Model) throws {
        let spec = ButtonSpec(model: model, dynamicType: .fixed)
        let cell = try ButtonFit.check(title: "Current Location", language: "en", spec: spec, fonts: TestFonts.bundled)
        let m = cell.measurement, fit = cell.fit
        let padding = model == .ios18 ? (18.0, 18.0) : (1.9 * 20, 1.9 * 15)
        #expect(abs(fit.contentSize.width - (18 + 9 + m.width)) < 0.002)
        #expect(abs(fit.minFrame.width - (18 + 9 + m.width + padding.0)) < 0.002)
        #expect(abs(fit.minFrame.height - (max(18, m.lineHeight) + padding.1)) < 0.002)
        #expect(abs(fit.frame.width - (fit.minFrame.width + 1)) < 0.002)
        #expect(abs(fit.frame.height - (fit.minFrame.height + 1)) < 0.002)
        #expect(fit.fits && fit.truncatedText == nil && cell.findings.isEmpty)
        // Apple's sample frame holds it in both models (iOS 26: about 200 × 50 pt).
        var sample = spec
        sample.fixedFrame = BoxSize(width: 215, height: 54)
        let inSample = try ButtonFit.check(title: "Current Location", language: "en", spec: sample, fonts: TestFonts.bundled)
        #expect(inSample.fit.fits && inSample.findings.isEmpty, "\(inSample.findings)")
        // An icon box the spec sets replaces the estimate.
        var box = spec
        box.iconBox = BoxSize(width: 0.75, height: 0.75)
        let boxed = try ButtonFit.check(title: "Current Location", language: "en", spec: box, fonts: TestFonts.bundled)
        #expect(abs(boxed.fit.minFrame.width - (13.5 + 9 + m.width + padding.0)) < 0.002)
    }

    /// A frame smaller than the needed size: render-failure with iOS's numbers, nothing truncated.
    @Test func tooSmallAFrameIsARenderFailure() throws {
        var spec = ButtonSpec(model: .ios18, dynamicType: .fixed, fixedFrame: BoxSize(width: 150, height: 44))
        let cell = try ButtonFit.check(title: "Current Location", language: "en", spec: spec, fonts: TestFonts.bundled)
        #expect(!cell.fit.fits && cell.fit.truncatedText == nil)
        #expect(cell.findings.map(\.kind) == [.renderFailure])
        let needed = cell.fit.minFrame
        let finding = try #require(cell.findings.first)
        #expect(abs(finding.amount - (needed.width - 150)) < 0.002)
        #expect(finding.message == "iOS does not render this button and grants no location: needs "
            + String(format: "%.1f × %.1f pt, the frame is 150.0 × 44.0 pt", needed.width, needed.height))
        // Too short a frame fails too, in height alone.
        spec.fixedFrame = BoxSize(width: 300, height: 30)
        let short = try ButtonFit.check(title: "Current Location", language: "en", spec: spec, fonts: TestFonts.bundled)
        #expect(short.findings.map(\.kind) == [.renderFailure])
        #expect(abs(short.fit.heightOverflow - (short.fit.minFrame.height - 30)) < 0.002)
        // The gate knows the kind by name.
        #expect(FindingRegistry.kind(named: "render-failure") == .renderFailure)
        #expect(FindingRegistry.kind(named: "illegible-colors") == .illegibleColors)
        #expect(FindingRegistry.kind(named: "insufficient-alpha") == .insufficientAlpha)
    }

    /// The largest font size iOS renders at: the title renders at it (fixed at that size) and not
    /// 0.02 pt above it; the aggregates carry it per key and language, with the frame every
    /// category needs (the largest needed size among the cells).
    @Test func largestFontSizeIsWhereRenderingStops() async throws {
        let strings = StringTable(sourceLanguage: TestFonts.tag("en"), strings: [LocalizedString(key: "Current Location", language: TestFonts.tag("de"),
                                                            value: "Aktueller Standort", location: SourceLocation(file: "x"))])
        let spec = ButtonSpec(model: .ios18, dynamicType: .scaled, maximumWidth: 250)
        let result = try await Verification(strings: strings, spec: spec, fonts: TestFonts.bundled).run()
        let largest = try #require(result.cells.first?.largestFontSize)
        #expect(result.cells.allSatisfy { $0.largestFontSize == largest })
        #expect(largest > 18 && largest < 40, "\(largest)")
        for (size, renders) in [(largest, true), (largest + 0.02, false)] {
            let fixed = ButtonSpec(model: .ios18, dynamicType: .fixed, fontSize: size, maximumWidth: 250)
            let cell = try ButtonFit.check(title: "Aktueller Standort", language: "de", spec: fixed, fonts: TestFonts.bundled)
            #expect(cell.fit.fits == renders, "\(size): needs \(cell.fit.minFrame.width)")
        }
        let limit = try #require(result.aggregates.limitsByKey.first)
        #expect(limit.largestFontSize == largest)
        let widest = result.cells.map(\.fit.minFrame.width).max()!, tallest = result.cells.map(\.fit.minFrame.height).max()!
        #expect(limit.smallestFrame == BoxSize(width: widest, height: tallest))
        // The cells that render are exactly those at sizes up to the largest.
        #expect(result.cells.allSatisfy { $0.fit.fits == ($0.measurement.pointSize <= largest) })
    }

    /// A results file of an iOS model reads back to the same findings (render failures, not
    /// truncation; the advisory lint), the same aggregates and the same bytes: what baselines and
    /// `textfit merge` rely on.
    @Test func resultsFileRoundTripsTheModel() async throws {
        let strings = StringTable(sourceLanguage: TestFonts.tag("en"), strings: [
            LocalizedString(key: "Share My Current Location", language: TestFonts.tag("de"),
                            value: "Meinen aktuellen Standort teilen", location: SourceLocation(file: "x", line: 3)),
        ])
        let result = try await Verification(strings: strings, spec: .bundledDefault, fonts: TestFonts.bundled).run()
        #expect(result.cells.contains { $0.findings.map(\.kind) == [.renderFailure] })
        #expect(!result.findings.contains { $0.kind == .truncation })
        let json = try ReportFormat.json.render(result)
        let read = try ResultsFile.decode(Data(json.utf8), file: "r.json")
        #expect(read.cells.map(\.findings) == result.cells.map(\.findings))
        // (The lint's point size is kept to 1/1000 pt in the file.)
        #expect(read.lint.map(\.message) == result.lint.map(\.message) && !read.lint.isEmpty)
        #expect(read.lint.allSatisfy { $0.advisory && $0.kind == .contrast })
        #expect(read.aggregates == result.aggregates)
        #expect(try ReportFormat.json.render(read) == json)
    }

    // MARK: Corner radius

    @Test func cornerRadiusAsIOSAppliesIt() throws {
        let frame = BoxSize(width: 215, height: 54)
        #expect(ButtonSpec(model: .ios18).resolvedCornerRadius(for: frame) == 0)
        #expect(ButtonSpec(model: .ios26).resolvedCornerRadius(for: frame) == 27)
        #expect(ButtonSpec(model: .ios18, cornerRadius: .points(100)).resolvedCornerRadius(for: frame) == 27)
        #expect(ButtonSpec(model: .ios18, cornerRadius: .points(12)).resolvedCornerRadius(for: frame) == 12)
        // Over half the shorter side: clamped, not a finding.
        let spec = ButtonSpec(model: .ios18, dynamicType: .fixed, cornerRadius: .points(500), fixedFrame: frame)
        let cell = try ButtonFit.check(title: "Current Location", language: "en", spec: spec, fonts: TestFonts.bundled)
        #expect(cell.fit.cornerRadius == 27 && cell.findings.isEmpty, "\(cell.findings)")
        // A content box 3 em tall (54 pt) in a frame 72 pt tall: the corner's content sits 9 pt in
        // from each edge, clear of a radius up to 9 + 9 + √(2·9·9) = 30.73 pt; a capsule's 36 cuts in.
        let tall = ButtonSpec(model: .ios18, dynamicType: .fixed, iconBox: BoxSize(width: 1, height: 3), cornerRadius: .capsule)
        let clipped = try ButtonFit.check(title: "Current Location", language: "en", spec: tall, fonts: TestFonts.bundled)
        #expect(abs(clipped.fit.frame.height - 73) < 0.002)  // intrinsic: 54 + 18 + 1
        let bound = 9.5 + 9.5 + (2 * 9.5 * 9.5).squareRoot()
        #expect(abs(clipped.fit.maxCornerRadius - bound) < 0.002, "\(clipped.fit.maxCornerRadius)")
        #expect(clipped.fit.cornerClip && clipped.findings.map(\.kind) == [.cornerClip])
    }

    // MARK: Legibility

    /// WCAG 2.x relative luminance of an 8-bit sRGB color, written out here from WCAG's definition.
    static func luminance(_ r: Int, _ g: Int, _ b: Int) -> Double {
        func linear(_ v: Int) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// The lint over every category (WCAG's threshold is taken at the smallest, xSmall).
    static func lint(_ spec: ButtonSpec) -> [Finding] {
        SpecLint.findings(spec: spec, location: nil, categories: ContentSizeCategory.allCases)
    }

    /// White on #D6D6D6 is 1.45:1 and fails iOS's rule; white on #CFCFCF is 1.56:1 and passes.
    @Test func ratiosAroundOnePointFive() throws {
        let failing = 1.05 / (Self.luminance(0xD6, 0xD6, 0xD6) + 0.05)
        let passing = 1.05 / (Self.luminance(0xCF, 0xCF, 0xCF) + 0.05)
        #expect(abs(failing - 1.45) < 0.005 && abs(passing - 1.55) < 0.01, "\(failing) \(passing)")
        for (background, ratio, fails) in [("#D6D6D6", failing, true), ("#CFCFCF", passing, false)] {
            let spec = try Self.decode(##"{"model": "ios18", "tintColor": "#FFFFFF", "backgroundColor": "\##(background)", "appearances": "light"}"##)
            let check = IOSLegibility(spec: spec, appearance: .light, atLayerOpacity: false)
            #expect(abs(check.ratio - ratio) < 1e-9)
            let kinds = Self.lint(spec).map(\.kind)
            #expect(kinds.contains(.illegibleColors) == fails, "\(background): \(kinds)")
            #expect(!kinds.contains(.insufficientAlpha))
            if fails {
                let finding = try #require(Self.lint(spec).first { $0.kind == .illegibleColors })
                #expect(!finding.advisory && abs(finding.amount - (1.5 - ratio)) < 1e-9)
                #expect(finding.message.contains(String(format: "%.3f", ratio)), "\(finding.message)")
                #expect(GatePolicy.failOnEverything.level(for: finding) == .fail)
            }
            // The same pair in the label model is WCAG's business only.
            var label = spec
            label.model = .label
            #expect(!Self.lint(label).contains { $0.kind == .illegibleColors })
        }
    }

    /// White on black passes at full opacity (21:1) but at alpha 0.1 iOS sees a gray 10 % white
    /// over black against a background 90 % white over white: (L(0.1) + 0.05) / (L(0.9) + 0.05).
    @Test func insufficientAlphaAtTheLayersOpacity() throws {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let tintLighter = (linear(0.1) + 0.05) / (linear(0.9) + 0.05)
        let backgroundLighter = (0 + 0.05) / (1 + 0.05)
        let expected = max(tintLighter, backgroundLighter)
        let spec = try Self.decode(##"{"model": "ios26", "tintColor": "#FFFFFF", "backgroundColor": "#000000", "alpha": 0.1}"##)
        let check = IOSLegibility(spec: spec, appearance: .light, atLayerOpacity: true)
        #expect(abs(check.ratio - expected) < 1e-9, "\(check.ratio) vs \(expected)")
        let findings = Self.lint(spec)
        // (WCAG's advisory contrast warning comes with it.)
        #expect(findings.filter { !$0.advisory }.map(\.kind) == [.insufficientAlpha], "\(findings)")
        #expect(abs(findings[0].amount - (1.5 - expected)) < 1e-9)
        // At alpha 0.9 it passes: (L(0.9) + 0.05) / (L(0.1) + 0.05) ≥ 1.5.
        var opaque = spec
        opaque.alpha = 0.9
        #expect(Self.lint(opaque).allSatisfy { $0.advisory }, "\(Self.lint(opaque))")
    }

    /// The default colors (white on systemBlue: 4.02:1 light, 3.65:1 dark) pass iOS's rule and get
    /// only the advisory WCAG warning, which the run and the gate do not fail on; the label model
    /// still exempts them.
    @Test func defaultColorsGiveOnlyTheAdvisoryWarning() throws {
        let white = 1.0, blue = Self.luminance(0, 122, 255)
        #expect(abs((white + 0.05) / (blue + 0.05) - 4.02) < 0.005)
        let findings = Self.lint(.bundledDefault)
        #expect(findings.map(\.kind) == [.contrast, .contrast], "\(findings)")
        #expect(findings.allSatisfy { $0.advisory })
        #expect(findings.allSatisfy { GatePolicy.failOnEverything.level(for: $0) == .warn })
        let named = try GatePolicy.combining(file: nil, failOn: ["contrast"], warnOn: [])
        #expect(findings.allSatisfy { named.level(for: $0) == .fail })
        #expect(Self.lint(.default).isEmpty)
        let header = RunHeader(spec: .bundledDefault, fontOrigin: "x", notes: [], lint: findings)
        let result = VerificationResult(orderedCells: [], header: header)
        #expect(result.passes && result.summary.passes)
        #expect(SummaryReporter.verdict(result.summary).hasPrefix("✓ iOS renders every title"))
        // TextFit's own 0.5 alpha threshold gives way to iOS's rule.
        var faded = ButtonSpec.bundledDefault
        faded.alpha = 0.4
        #expect(!Self.lint(faded).contains { $0.kind == .translucent })
    }
}
