import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// SHA-256 comes from the system's libcrypto: checked against the published FIPS 180-2 test
/// vectors and against `sha256sum` (coreutils) run now on real font files and on the text a SARIF
/// fingerprint hashes.
@Suite struct SHA256DigestTests {
    static func hex(_ text: String) -> String { SHA256Digest.hex(utf8: text) }

    @Test func publishedVectors() {
        // FIPS 180-2, appendix B.1 and B.2, and the digest of no bytes.
        #expect(Self.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // B.3: one million "a".
        #expect(Self.hex(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    static func sha256sum(_ path: String) throws -> String {
        let result = try Subprocess.run("/usr/bin/sha256sum", [path])
        guard result.status == 0, let hash = result.stdout.split(separator: " ").first else {
            throw Subprocess.Failure(description: "sha256sum failed: \(result.stderr)")
        }
        return String(hash)
    }

    /// Font files of several sizes, from 300 KB to a 20 MB CJK collection, hashed by the verifier's
    /// hasher (the file mapped by HarfBuzz) and by coreutils.
    @Test(arguments: ["/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                      "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
                      "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"])
    func fontFilesMatchCoreutils(path: String) throws {
        #expect(FontVerifier.sha256(path) == (try Self.sha256sum(path)))
    }

    /// A SARIF fingerprint is the SHA-256 of key, language, variant and kind joined by U+001F.
    @Test func sarifFingerprintMatchesCoreutils() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-fingerprint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("Share My Current Location\u{1F}de\u{1F}plural.one\u{1F}truncation".utf8).write(to: file)
        let fingerprint = SARIFReporter.fingerprint(key: "Share My Current Location", language: LanguageTag("de")!,
                                                  variant: "plural.one", kind: .truncation)
        #expect(fingerprint == (try Self.sha256sum(file.path)))
    }
}
