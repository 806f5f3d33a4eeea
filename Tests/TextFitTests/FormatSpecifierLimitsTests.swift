import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Hostile format specifiers give bounded samples, and every value past a limit is named.
@Suite struct FormatSpecifierLimitsTests {
    let sampler = FormatSpecifierSampler()
    let en = LanguageTag("en")!
    let cap = FormatSpecifierSampler.Limits.fieldWidth

    @Test func hugeWidthAndPrecisionAreSampledAtTheCap() {
        // printf itself, at the cap, is the reference.
        let width = sampler.sample("%999999999d", language: en)
        #expect(width.text == String(format: "%\(cap)d", 888_888))
        #expect(width.text.count == 64)
        let zeroPadded = sampler.sample("%0999999999d", language: en)
        #expect(zeroPadded.text == String(format: "%0\(cap)d", 888_888))
        let precision = sampler.sample("%.999999999f", language: en)
        #expect(precision.text == "888888." + String(repeating: "8", count: cap))
        let object = sampler.sample("%2147483648@", language: en)
        #expect(object.text.count == cap)
        #expect(object.text.hasSuffix(" Maximilian Alexander Rutherford"))
        // More digits than an Int holds: a (too) large width, not none.
        let overflow = sampler.sample("%99999999999999999999d", language: en)
        #expect(overflow.text.count == cap)
    }

    @Test func directivesPastTheLimitStayAsWritten() {
        let value = String(repeating: "%@", count: 5_000)
        let sample = sampler.sample(value, language: en)
        let limit = FormatSpecifierSampler.Limits.specifiersPerValue
        #expect(sample.text == String(repeating: "Maximilian Alexander Rutherford", count: limit)
                + String(repeating: "%@", count: 5_000 - limit))
        #expect(sample.arguments.count == limit)
    }

    @Test func manySubstitutionsDoNotOverflowTheCombinationCount() {
        // 70 substitutions of 2 variants each: 2^70 combinations, more than an Int counts.
        let names = (0..<70).map { "v\($0)" }
        let location = SourceLocation(file: "x")
        let string = LocalizedString(
            key: "k", language: en, value: names.map { "%#@\($0)@" }.joined(separator: " "), location: location,
            substitutions: names.map { Substitution(name: $0, formatSpecifier: "d", variants: [
                .init(path: "plural.one", value: "%arg one", location: location),
                .init(path: "plural.other", value: "%arg other", location: location),
            ]) })
        let samples = sampler.samples(for: string)
        #expect(samples.count == 2)  // one row per plural category present
        // Each substitution spends two directives of the budget (%#@v@ and its variant's %arg):
        // 32 substitutions are sampled, the other 38 stay as written.
        #expect(samples.allSatisfy { $0.arguments.count == FormatSpecifierSampler.Limits.specifiersPerValue / 2 })
        #expect(samples.allSatisfy { $0.text.hasSuffix(names.suffix(38).map { "%#@\($0)@" }.joined(separator: " ")) })
    }

    @Test func sampleTextAndDigitsAreCapped() {
        let long = FormatSpecifierSampler(configuration: .init(text: String(repeating: "W", count: 100_000),
                                                               integerDigits: 100_000))
        #expect(long.sample("%@", language: en).text.count == FormatSpecifierSampler.Limits.sampleTextLength)
        #expect(long.sample("%d", language: en).text == String(repeating: "8", count: 19))
        #expect(long.widestInteger(in: .other, language: en).count == 19)
    }

    @Test func valuesPastTheLimitsAreNoted() throws {
        let text = """
            "wide" = "%999999999d km";
            "precise" = "%.999999999f";
            "far" = "%2147483648$@";
            "many" = "\(String(repeating: "%@", count: 5_000))";
            "fine" = "%1$@ and %2$lld, %.2f, %5d";
            """
        let read = try StringsFileReader.read(data: Data(text.utf8), file: "en.lproj/L.strings", language: en)
        let table = LocalizationReader.merge([read], sourceLanguage: en)
        let notes = table.notes.filter { $0.kind == .sampleLimit }
        #expect(notes.map(\.key) == ["wide", "precise", "far", "many"])
        #expect(notes.map { $0.location.line ?? 0 } == [1, 2, 3, 4])
        #expect(notes[0].message == "'wide' in en: %999999999d asks for a field 999999999 wide (sampled 64)")
        #expect(notes[1].message.contains("999999999 digits of precision"))
        #expect(notes[2].message.contains("names argument 2147483648, past 99"))
        #expect(notes[3].message == "'many' in en: 5000 format specifiers, more than 64; not measured")
        #expect(table.strings.map(\.key) == ["wide", "precise", "far", "fine"])
    }
}
