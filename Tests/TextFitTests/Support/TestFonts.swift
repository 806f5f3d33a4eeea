import Foundation
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Shared fixtures: the bundled font collection, loaded once per test process.
enum TestFonts {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let manifestPath = repositoryRoot.appendingPathComponent("Fonts/manifest.json").path

    static let bundled: FontCollection = {
        do { return try FontCollection.manifest(at: manifestPath) } catch { fatalError("\(error)") }
    }()

    static func tag(_ text: String) -> LanguageTag { LanguageTag(text)! }

    /// The bundled catalog's strings (`Strings/`), read once.
    static let bundledStrings: [LocalizedString] = {
        do {
            return try LocalizationReader.read(paths: [repositoryRoot.appendingPathComponent("Strings").path]).strings
        } catch { fatalError("\(error)") }
    }()
}
