import Foundation
import TextFit

/// The readers a fuzzing run can feed, one per input format, each named as in
/// `Tests/Fixtures/fuzz/<name>/` and chosen with the `TEXTFIT_FUZZ_READER` environment variable.
enum FuzzReader: String, CaseIterable, Sendable {
    case catalog
    case strings
    case stringsdict
    case xliff
    case buttonSpec = "button-spec"
    case fontManifest = "font-manifest"
    case gatePolicy = "gate-policy"
    case formatSpecifier = "format-specifier"
    case results

    /// The environment variable that names the reader.
    static let environmentVariable = "TEXTFIT_FUZZ_READER"

    /// The reader named in the environment, or `nil` when it is unset or unknown.
    static var fromEnvironment: FuzzReader? {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap(FuzzReader.init(rawValue:))
    }

    /// The file name every input is reported against.
    private var file: String { "fuzz-input" }

    /// Feeds `data` to the reader. Bad input must come back as an ``InputError``; any other
    /// thrown error breaks the readers' contract and is a finding, like a crash.
    func read(_ data: Data) {
        do {
            try readThrowing(data)
        } catch is InputError {
            // Bad input refused with a message: the expected outcome.
        } catch {
            fatalError("\(rawValue) reader threw \(type(of: error)), not an InputError: \(error)")
        }
    }

    private func readThrowing(_ data: Data) throws {
        let english = LanguageTag("en")!
        switch self {
        case .catalog:
            _ = try StringCatalogReader.read(data: data, file: file)
        case .strings:
            _ = try StringsFileReader.read(data: data, file: file, language: english)
        case .stringsdict:
            _ = try StringsDictReader.read(data: data, file: file, language: english)
        case .xliff:
            _ = try XLIFFReader.read(data: data, file: file)
        case .buttonSpec:
            _ = try ButtonSpec.decode(data, file: file)
        case .fontManifest:
            _ = try FontManifest.decode(data, file: file)
        case .gatePolicy:
            _ = try GatePolicyFile.decode(data, file: file)
        case .formatSpecifier:
            // The value as a catalog would hold it, sampled in languages whose plural rules differ.
            let text = String(decoding: data, as: UTF8.self)
            let sampler = FormatSpecifierSampler()
            _ = sampler.sample(text, language: english)
            _ = sampler.sample(text, language: LanguageTag("ru")!, category: .few)
            _ = sampler.sample(text, language: LanguageTag("ar")!, category: .many)
        case .results:
            _ = try ResultsFile.decode(data, file: file)
        }
    }
}
