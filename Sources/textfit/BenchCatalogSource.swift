import ArgumentParser
import Foundation
import TextFit
import TextFitBench
import TextFitSourceScan

/// The catalog 'textfit bench reuse' and 'textfit bench shards' run their processes on: the
/// generated String Catalog of 'textfit bench catalog', or a copy of an app's localization files,
/// Xcode projects and the sources 'textfit check' reads beside them; in a folder of the bench's
/// own, removed afterwards unless `--keep`.
struct BenchCatalogSource: ParsableArguments {
    @Argument(help: "An app's folder to use instead of the generated catalog (e.g. a checkout of a real app).")
    var app: String?

    @Option(help: "Keys in the generated catalog (× 40 languages).")
    var keys = 2500

    @Option(help: "Seed of the generated catalog.")
    var seed: UInt64 = 1

    @Flag(help: "Keep the folder with the catalog and the outputs and print where it is.")
    var keep = false

    func validate() throws {
        try InputError.exitOnBadInput { () throws in
            if keys < 1 { throw InputError(reason: "--keys must be at least 1") }
        }
    }

    /// The folder of a bench called `name`, for this process (every bench that writes one).
    static func folder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("textfit-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Writes the catalog into `folder`: its path, and what it is, for the report's first line.
    func write(into folder: URL) throws(InputError) -> (catalog: String, described: String) {
        guard let app else {
            let catalog = try BenchmarkCatalog(keys: keys, seed: seed).write(into: folder.path, words: try BundledData.strings())
            return (catalog, "generated, \(keys) keys × \(BenchmarkCatalog.languages.count) languages, seed \(seed)")
        }
        let catalog = folder.appendingPathComponent("app").path
        let copied = try BenchmarkAppCopy.copy(app, into: catalog, sources: { name in
            AppSources.isSourceFile(name) || ObjectiveCButtonNote.isObjectiveC(name)
        }, skippedFolders: ButtonScan.skippedFolders)
        return (catalog, "\(app): \(copied.localization) localization files, \(copied.sources) Swift, storyboard, XIB "
            + "and Objective-C files")
    }

    /// The floor of what the runs read, the catalog at `path` as `textfit check` reads it: each
    /// distinct string shaped once with one task (``CatalogBenchmark/floors(strings:fonts:spec:filePlatforms:jobs:everyInstance:)``),
    /// and its report line.
    static func floor(of path: String) async throws(InputError) -> (seconds: Double, line: String)? {
        let read = try await TextFitCommand.Bench.Catalog.app(try LocalizationReader.read(paths: [path]), paths: [path], everyText: true)
        let (floors, _) = try await CatalogBenchmark.floors(strings: read.table.strings, fonts: try BundledData.fonts(),
                                                           filePlatforms: read.platforms, jobs: [1], everyInstance: false)
        guard let floor = floors.first else { return nil }
        return (floor.seconds, "floor, each distinct string shaped once (\(floor.calls) hb_shape calls), "
            + "1 task: \(ReportNumber.fixed(floor.seconds, decimals: 3)) s")
    }
}
