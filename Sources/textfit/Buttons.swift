import ArgumentParser
import Foundation
import TextFit
import TextFitButtons
import TextFitSourceScan

extension TextFitCommand {
    /// `textfit buttons`: the Location Buttons an app's sources create, as a check measures them.
    struct Buttons: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the Location Buttons an app's Swift, storyboard and XIB files create.",
            discussion: """
            Reads SwiftUI LocationButton(…) with its modifiers, UIKit CLLocationButton with the \
            properties and size constraints set on it, and clLocationButton elements of \
            storyboards and XIBs. Lists each with its file, line and column, the configuration \
            'textfit check APP' measures it with, and every value that was not static with the \
            default taken. A file that cannot be read or parsed is a note. Exit status: 0, or 2 \
            when a path does not exist. See docs/buttons.md.
            """)

        @Argument(help: "App folders, Swift files, storyboards or XIBs.")
        var paths: [String]

        @Flag(help: "Print the listing as JSON.")
        var json = false

        @Option(help: "How many tasks read files at once (default: the number of cores).")
        var jobs: Int?

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if let jobs, jobs < 1 { throw InputError(reason: "--jobs must be at least 1") }
            }
        }

        func run() async throws {
            try await InputError.exitOnBadInput { () async throws in
                let scan = try await ButtonScan.scan(paths: paths, parallelism: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
                let listing = AppButtonListing(scan: scan)
                let sink = FileSink.standardOutput()
                if json {
                    let data = try listing.json()
                    data.withUnsafeBytes { sink.write($0) }
                } else {
                    sink.write(listing.text())
                }
                try sink.flush()
            }
        }
    }
}
