import ArgumentParser
import Foundation
import TextFit

/// Which strings to check and what to put in their format specifiers.
struct StringOptions: ParsableArguments {
    @Option(name: .customLong("keys"), parsing: .upToNextOption,
            help: "Check only these keys (default: every key).")
    var keys: [String] = []

    @Option(help: "Check only keys matching this regular expression.")
    var keyPattern: String?

    @Option(help: "A JSON file of per-key limits: key → maximum width in points, or a partial button spec.")
    var limits: String?

    @Option(help: "Pseudolocales to measure beside the real languages: accented, rtl, double, bounded (or en-XA, ar-XB, en-XL, en-XM), comma-separated.")
    var pseudo: Checked<PseudolocaleNames<PseudoOption>>?

    @Option(help: "The sample for %@ and other object specifiers.")
    var sampleText: String?

    @Option(help: "The number of digits in integer samples (the widest digit, repeated).")
    var sampleDigits: Int?

    func validate() throws {
        try InputError.exitOnBadInput { () throws in
            try validateSamples()
            _ = try pseudo?.get()
        }
    }

    /// The strings to check: the catalogs (or the bundled Strings/), filtered by key, with limits;
    /// the catalogs' files read on every core. Sample options past
    /// ``FormatSpecifierSampler/Limits`` are refused first.
    func table(catalogs: [String]) async throws -> StringTable {
        try validateSamples()
        var table = catalogs.isEmpty ? try BundledData.strings()
            : try await LocalizationReader.read(paths: catalogs, sourceLanguage: nil,
                                                parallelism: ProcessInfo.processInfo.activeProcessorCount)
        // Limits first, against every key read: a sidecar for the whole catalog stays valid
        // when `--keys` or `--key-pattern` picks a few keys.
        if let limits { table = try table.applying(KeyLimitsFile.read(path: limits)) }
        let selection = KeySelection(keys: keys, pattern: keyPattern)
        if !selection.isAll { table = try selection.apply(to: table) }
        if let pseudo {
            let locales = try pseudo.get().resolved(sourceLanguage: table.sourceLanguage)
            table = Pseudolocalizer().adding(locales, to: table)
        }
        return table
    }

    /// Refuses a `--sample-text` or `--sample-digits` past the sampler's limits (a sample of
    /// 100,000 characters or digits would only measure how long the run can take).
    func validateSamples() throws(InputError) {
        if let sampleText, sampleText.count > FormatSpecifierSampler.Limits.sampleTextLength {
            throw InputError(reason: "--sample-text: \(sampleText.count) characters; at most \(FormatSpecifierSampler.Limits.sampleTextLength)")
        }
        if let sampleDigits, !(1...FormatSpecifierSampler.Limits.integerDigits).contains(sampleDigits) {
            throw InputError(reason: "--sample-digits: \(sampleDigits); expected 1 to \(FormatSpecifierSampler.Limits.integerDigits) (the digits of the largest 64-bit integer)")
        }
    }

    /// The sampler for format specifiers.
    func sampler() -> FormatSpecifierSampler {
        var configuration = FormatSpecifierSampler.Configuration()
        if let sampleText { configuration.text = sampleText }
        if let sampleDigits { configuration.integerDigits = max(1, sampleDigits) }
        return FormatSpecifierSampler(configuration: configuration)
    }
}
