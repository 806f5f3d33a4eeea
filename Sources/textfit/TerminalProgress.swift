import Foundation
import TextFit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a verification with a progress line on standard error when a person is watching a terminal.
enum TerminalProgress {
    /// Runs `verification`, streaming to `outputs`, showing progress only when
    /// ``ProgressDisplay/isWanted(environment:standardErrorIsTerminal:)``.
    static func run(_ verification: Verification, outputs: ReportOutputs) async throws(InputError) -> RunSummary {
        let wanted = ProgressDisplay.isWanted(environment: ProcessInfo.processInfo.environment,
                                              standardErrorIsTerminal: isatty(STDERR_FILENO) == 1)
        guard wanted else { return try await verification.run(writingTo: outputs) }
        return try await ProgressDisplay.run(verification, outputs: outputs) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
}
