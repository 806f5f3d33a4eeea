import Foundation

/// The tests' one way to run an external program (`hb-shape`, `sha256sum`, Python, git, make,
/// swift, Chromium, the built `textfit`), shared by the integration and end-to-end tiers; the
/// end-to-end tier's `Support/Subprocess.swift` is a link to this file. The unit tier runs no
/// program and does not compile this file.
///
/// Standard output and standard error are read at the same time, each on its own thread, until
/// both reach end of file; only then is the exit awaited. Read one after the other (or after
/// the exit), a child that fills the unread pipe (64 KiB on Linux) would wait for a reader that
/// waits for it. Standard input is empty unless `input` is given.
enum Subprocess {
    /// A finished run: the exit status and everything the program wrote.
    struct Result: Sendable, CustomStringConvertible {
        /// The program (as found) and its arguments.
        let command: [String]
        /// The exit status, or the signal's number when a signal ended the program.
        let status: Int32
        let standardOutput: Data
        let standardError: Data
        /// Standard output and standard error decoded as UTF-8 (ill-formed bytes become U+FFFD).
        let stdout: String
        let stderr: String
        /// Whether a signal ended the program.
        let signalled: Bool
        /// Whether it was killed for running past its deadline.
        let timedOut: Bool

        /// The command, how it ended, and the end of its standard error, for a failure message.
        var description: String {
            let ending = timedOut ? "was killed at its deadline" : signalled ? "was ended by signal \(status)" : "exited with status \(status)"
            let errors = stderr.count > 2000 ? "…" + stderr.suffix(2000) : Substring(stderr)
            return "\(Subprocess.quoted(command)) \(ending)" + (errors.isEmpty ? "" : "; standard error:\n\(errors)")
        }
    }

    /// A program that could not be started, or (from ``output(_:_:in:environment:removing:input:timeout:)``)
    /// one that did not succeed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `program` with `arguments` and waits for it to end.
    ///
    /// - Parameters:
    ///   - program: a path, or a name looked up in the `PATH` the program gets.
    ///   - directory: the working folder (the test's own when `nil`).
    ///   - environment: variables set over the test's own; `removing` names ones taken out.
    ///   - input: standard input (empty when `nil`).
    ///   - timeout: seconds after which the program (and its process group, when it leads one)
    ///     is killed with SIGKILL and the run marked ``Result/timedOut``.
    /// - Throws: ``Failure`` when the program cannot be found or started. A run that fails is a
    ///   result, not an error.
    static func run(_ program: String, _ arguments: [String] = [], in directory: URL? = nil,
                    environment: [String: String] = [:], removing: [String] = [],
                    input: Data? = nil, timeout: TimeInterval? = nil) throws -> Result {
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        for name in removing { variables.removeValue(forKey: name) }
        let executable = try locate(program, path: variables["PATH"])
        let command = [executable] + arguments

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = variables
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // Input comes from a file, so no writer can block on (or be killed by) a child that
        // does not read it.
        var inputFile: URL?
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("subprocess-input-\(UUID().uuidString)")
            try input.write(to: file)
            inputFile = file
            process.standardInput = try FileHandle(forReadingFrom: file)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start \(quoted(command)): \(error)")
        }

        let output = Collected(), errors = Collected()
        let drained = DispatchGroup()
        for (handle, sink) in [(out.fileHandleForReading, output), (err.fileHandleForReading, errors)] {
            drained.enter()
            let thread = Thread {
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    sink.append(chunk)
                }
                drained.leave()
            }
            thread.start()
        }

        var timedOut = false
        if let timeout {
            let deadline = DispatchTime.now() + timeout
            if drained.wait(timeout: deadline) == .timedOut || !exits(process, by: deadline) {
                timedOut = true
                let pid = process.processIdentifier
                if getpgid(pid) == pid { kill(-pid, SIGKILL) }
                kill(pid, SIGKILL)
                // A descendant outside the group may still hold a pipe open: what arrived so far
                // is the output then.
                _ = drained.wait(timeout: .now() + 10)
            }
        } else {
            drained.wait()
        }
        process.waitUntilExit()
        let standardOutput = output.data, standardError = errors.data
        return Result(command: command, status: process.terminationStatus,
                      standardOutput: standardOutput, standardError: standardError,
                      stdout: String(decoding: standardOutput, as: UTF8.self),
                      stderr: String(decoding: standardError, as: UTF8.self),
                      signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut)
    }

    /// Standard output of a run that must succeed (exit status 0, no signal, in time).
    ///
    /// - Throws: ``Failure`` naming the command, how it ended and its standard error otherwise.
    static func output(_ program: String, _ arguments: [String] = [], in directory: URL? = nil,
                       environment: [String: String] = [:], removing: [String] = [],
                       input: Data? = nil, timeout: TimeInterval? = nil) throws -> Data {
        let result = try run(program, arguments, in: directory, environment: environment, removing: removing,
                             input: input, timeout: timeout)
        guard result.status == 0, !result.signalled, !result.timedOut else { throw Failure(description: result.description) }
        return result.standardOutput
    }

    /// Whether `process` ends by `deadline` (its pipes are closed already; a child may outlive them).
    private static func exits(_ process: Process, by deadline: DispatchTime) -> Bool {
        while process.isRunning {
            if DispatchTime.now() >= deadline { return false }
            usleep(10_000)
        }
        return true
    }

    /// `program` itself when it names a path, otherwise the first executable of that name in `path`.
    static func locate(_ program: String, path: String?) throws -> String {
        if program.contains("/") { return program }
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(description: "cannot start \(program): not found in PATH (\(path ?? "unset"))")
    }

    /// `command` as a shell would take it back, for messages.
    static func quoted(_ command: [String]) -> String {
        command.map { word in
            word.isEmpty || word.contains(where: { !($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) })
                ? "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" : word
        }.joined(separator: " ")
    }

    /// Bytes one reading thread collects while the test waits.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()
        func append(_ chunk: Data) { lock.lock(); bytes.append(chunk); lock.unlock() }
        var data: Data { lock.lock(); defer { lock.unlock() }; return bytes }
    }
}
