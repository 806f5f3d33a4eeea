import Foundation
import Testing
@testable import TextFit

/// The tests' subprocess helper reads standard output and standard error at once: a child that
/// writes far more than a pipe holds (64 KiB on Linux) to standard error before it writes to
/// standard output finishes, and both streams come back whole.
@Suite struct SubprocessTests {
    @Test(.timeLimit(.minutes(1)))
    func chattyStandardErrorDoesNotStall() throws {
        let script = "head -c 1000000 /dev/zero | tr '\\0' e >&2; printf out"
        let result = try Subprocess.run("/bin/sh", ["-c", script])
        #expect(result.status == 0)
        #expect(result.stdout == "out")
        #expect(result.stderr.utf8.count == 1_000_000)
        #expect(result.stderr.allSatisfy { $0 == "e" })
    }
}
