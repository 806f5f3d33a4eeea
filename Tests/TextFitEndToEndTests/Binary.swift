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

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether a signal ended the process.
        var signalled = false
        /// Whether it was killed for running past the deadline.
        var timedOut = false
    }

    /// Runs `textfit arguments` in the repository root (or `directory`), standard input closed.
    ///
    /// - Parameters:
    ///   - environment: variables set over the test's own; `removing` names ones taken out.
    ///   - launcher: a program and its arguments that run textfit (e.g. `prlimit --as=N --`).
    ///   - timeout: seconds after which the process is killed and the run marked timed out.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    removing: [String] = [], launcher: [String] = [], timeout: TimeInterval? = nil) throws -> Run {
        let process = Process()
        let command = launcher + [path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory ?? repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        for name in removing { env.removeValue(forKey: name) }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes concurrently so a full pipe cannot stall the child.
        let outData = LockedData(), errData = LockedData()
        let group = DispatchGroup()
        for (pipe, box) in [(out, outData), (err, errData)] {
            group.enter()
            DispatchQueue.global().async {
                box.set(pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        var timedOut = false
        if let timeout, group.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
        }
        group.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData.get(), as: UTF8.self),
                   stderr: String(decoding: errData.get(), as: UTF8.self),
                   signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut)
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

/// A Data box shared between the reading thread and the test.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}
