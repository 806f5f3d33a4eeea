import ArgumentParser
import Foundation
import TextFit
import TextFitButtons

extension TextFitCommand.Bench {
    /// `textfit bench buttons`: how fast the scan for an app's Location Buttons reads a large app.
    struct Buttons: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Benchmark the scan of an app's sources for Location Buttons (a generated 2,000-file app, or yours).",
            discussion: """
            With no PATH, writes an app of --files Swift files (SwiftUI views and UIKit view \
            controllers of 60–260 lines, a Location Button in every 25th, one storyboard per \
            100 files) to a temporary folder; with PATH, scans that folder instead. Scans it \
            whole with each --jobs count and reports the wall time, files and buttons found. \
            The target is under 2 s for 2,000 files on 2 cores (a release build).
            """)

        @Argument(help: "An app folder to scan instead of the generated app.")
        var path: String?

        @Option(help: "Swift files in the generated app (default 2000).")
        var files: Int = 2000

        @Option(help: "Task counts to time, comma-separated.")
        var jobs = Checked<TaskCounts>(argument: "1,2")

        @Flag(help: "Keep the generated app and print where it is.")
        var keep = false

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if files < 1 { throw InputError(reason: "--files must be at least 1") }
                _ = try jobs.get()
            }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let counts = try jobs.get().counts
                let benchmark = ButtonScanBenchmark(files: files)
                var folder = path ?? ""
                var described = path ?? ""
                var generated: String?
                if path == nil {
                    folder = BenchCatalogSource.folder("buttons").path
                    generated = folder
                    let (bytes, buttons) = try benchmark.write(into: folder)
                    described = "generated, \(files) Swift files and \(files / 100) storyboards, "
                        + "\(ReportNumber.fixed(Double(bytes) / 1_048_576, decimals: 1)) MiB, \(buttons) Location Buttons"
                        + (keep ? ", kept at \(folder)" : "")
                }
                defer { if let generated, !keep { try? FileManager.default.removeItem(atPath: generated) } }
                print("app: \(described)")
                for run in try await benchmark.run(folder: folder, tasks: counts) {
                    print("scan, \(run.tasks) task\(run.tasks == 1 ? "" : "s"): \(ReportNumber.fixed(run.seconds, decimals: 3)) s wall, "
                          + "\(run.buttons) Location Buttons found, \(run.notes) notes")
                }
            }
        }
    }
}
