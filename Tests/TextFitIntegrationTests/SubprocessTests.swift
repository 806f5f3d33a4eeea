import Foundation
import Testing

/// The tests' subprocess helper reads standard output and standard error at once: a child that
/// writes far more than a pipe holds (64 KiB on Linux) to one stream before it writes to the
/// other finishes, and both streams come back whole. Read one after the other, or after the
/// exit, the child would wait forever on the full pipe. A deadline kills the child.
@Suite struct SubprocessTests {
    /// Each test's limit, a backstop: the child's own deadline (50 s, ``Subprocess/run``'s
    /// `timeout`) is what finds a stall. Alone, each test takes at most a second, under
    /// AddressSanitizer too; in a whole run on two cores, where the end-to-end tests each wait on
    /// their own `textfit` process, a test's clock runs while it waits to start its child, and
    /// that has taken more than a minute, in a sanitizer's run and once in a plain `make test`.
    static let limit: TimeLimitTrait.Duration = .minutes(10)

    /// 1,000,000 bytes to standard error, then a line to standard output.
    @Test(.timeLimit(Self.limit))
    func chattyStandardErrorDoesNotStall() throws {
        let script = #"head -c 1000000 /dev/zero | tr "\0" x >&2; echo done"#
        let result = try Subprocess.run("/bin/sh", ["-c", script], timeout: 50)
        #expect(!result.timedOut)
        #expect(result.status == 0 && !result.signalled, "\(result)")
        #expect(result.stdout == "done\n")
        #expect(result.standardError.count == 1_000_000)
        #expect(result.standardError.allSatisfy { $0 == UInt8(ascii: "x") })
    }

    /// The other way round: 1,000,000 bytes to standard output, then a line to standard error.
    @Test(.timeLimit(Self.limit))
    func chattyStandardOutputDoesNotStall() throws {
        let script = #"head -c 1000000 /dev/zero | tr "\0" y; echo done >&2"#
        let result = try Subprocess.run("/bin/sh", ["-c", script], timeout: 50)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "done\n")
        #expect(result.standardOutput.count == 1_000_000)
        #expect(result.standardOutput.allSatisfy { $0 == UInt8(ascii: "y") })
    }

    /// `sleep 30` with a one-second deadline is killed (SIGKILL) within seconds, and says so.
    @Test(.timeLimit(Self.limit))
    func timeoutKillsTheChild() throws {
        let start = Date()
        let result = try Subprocess.run("/bin/sleep", ["30"], timeout: 1)
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.timedOut)
        #expect(result.signalled)
        #expect(result.status == SIGKILL)
        #expect(elapsed >= 1 && elapsed < 20, "\(elapsed) s")
        #expect(result.description.hasPrefix("/bin/sleep 30 was killed at its deadline"), "\(result)")
    }

    /// A child that ends in time is not marked timed out, and its status is its own.
    @Test func exitStatusAndInputComeThrough() throws {
        let result = try Subprocess.run("/bin/sh", ["-c", "cat; echo oops >&2; exit 3"], input: Data("in\n".utf8), timeout: 30)
        #expect(!result.timedOut && !result.signalled)
        #expect(result.status == 3)
        #expect(result.stdout == "in\n")
        #expect(result.description == "/bin/sh -c 'cat; echo oops >&2; exit 3' exited with status 3; standard error:\noops\n")
        #expect(throws: Subprocess.Failure.self) { try Subprocess.output("/bin/sh", ["-c", "exit 3"]) }
    }

    /// Programs are found on PATH; the environment, its removals and the folder are the child's.
    @Test func environmentFolderAndLookup() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let result = try Subprocess.run("sh", ["-c", #"printf '%s|%s|%s' "$SUBPROCESS_TEST" "${HOME-unset}" "$(pwd -P)""#],
                                        in: folder, environment: ["SUBPROCESS_TEST": "set"], removing: ["HOME"])
        #expect(result.command.first.map { $0.hasSuffix("/sh") } == true, "\(result.command)")
        #expect(result.stdout == "set|unset|\(folder.path)")
        let missing = #expect(throws: Subprocess.Failure.self) { try Subprocess.run("no-such-program-here") }
        #expect(missing?.description.hasPrefix("cannot start no-such-program-here: not found in PATH") == true)
    }
}
