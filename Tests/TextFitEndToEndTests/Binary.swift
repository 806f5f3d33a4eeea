import Foundation

/// The built `textfit` executable and a way to run it.
enum Binary {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `textfit` beside the test bundle (SwiftPM builds it because this target depends on it).
    static let path: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [beside, beside.deletingLastPathComponent(), repositoryRoot.appendingPathComponent(".build/debug")] {
            let candidate = folder.appendingPathComponent("textfit").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        fatalError("textfit executable not found beside \(beside.path)")
    }()

    /// A finished run of the binary (or of any program the tests start).
    typealias Run = Subprocess.Result

    /// Runs `textfit arguments` in the repository root (or `directory`), standard input empty.
    ///
    /// - Parameters:
    ///   - environment: variables set over the test's own; `removing` names ones taken out.
    ///   - launcher: a program and its arguments that run textfit (e.g. `prlimit --as=N --`).
    ///   - timeout: seconds after which the process is killed and the run marked timed out.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    removing: [String] = [], launcher: [String] = [], timeout: TimeInterval? = nil) throws -> Run {
        let command = launcher + [path] + arguments
        return try Subprocess.run(command[0], Array(command.dropFirst()), in: directory ?? repositoryRoot,
                                  environment: environment, removing: removing, timeout: timeout)
    }

    /// A spec file naming the label model (`{"model": "label"}`), for tests of the label model's
    /// mechanics on the bundled titles, whose job defaults to iOS 15–18's sizing. Written once per
    /// test process.
    static let labelSpec: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-e2e-label-\(UUID().uuidString).json")
        try? Data(#"{"model": "label"}"#.utf8).write(to: url)
        return url.path
    }()

    /// A temporary folder removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
