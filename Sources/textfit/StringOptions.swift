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
    var pseudo: String?

    @Option(help: "The sample for %@ and other object specifiers.")
    var sampleText: String?

    @Option(help: "The number of digits in integer samples (the widest digit, repeated).")
    var sampleDigits: Int?

    /// The strings to check: the catalogs (or the bundled Strings/), filtered by key, with limits.
    func table(catalogs: [String]) throws -> StringTable {
        let paths = catalogs.isEmpty ? [try BundledData.stringsFolder()] : catalogs
        var table = try LocalizationReader.read(paths: paths)
        let selection = KeySelection(keys: keys, pattern: keyPattern)
        if !selection.isAll { table = try selection.apply(to: table) }
        if let limits { table = try table.applying(KeyLimitsFile.read(path: limits)) }
        if let pseudo {
            let locales = try pseudo.split(separator: ",").map {
                try Pseudolocale.parse($0.trimmingCharacters(in: .whitespaces), sourceLanguage: table.sourceLanguage)
            }
            table = Pseudolocalizer().adding(locales, to: table)
        }
        return table
    }

    /// The sampler for format specifiers.
    func sampler() -> FormatSpecifierSampler {
        var configuration = FormatSpecifierSampler.Configuration()
        if let sampleText { configuration.text = sampleText }
        if let sampleDigits { configuration.integerDigits = max(1, sampleDigits) }
        return FormatSpecifierSampler(configuration: configuration)
    }
}
