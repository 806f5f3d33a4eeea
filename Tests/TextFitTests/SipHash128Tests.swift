import Foundation
import Testing
@testable import TextFitRun

/// ``SipHash128`` is SipHash-2-4 with its 128-bit output: the digests of OpenSSL's SipHash (its
/// `SIPHASH` MAC with a 16-byte output), for the reference key 00 01 … 0f and the messages
/// 00 01 … (n − 1) of the reference test vectors, fed whole and in pieces of every size.
@Suite struct SipHash128Tests {
    static let key = SipHash128.Key(k0: 0x0706_0504_0302_0100, k1: 0x0f0e_0d0c_0b0a_0908)

    /// Digests printed by `openssl mac -macopt hexkey:000102030405060708090a0b0c0d0e0f
    /// -macopt size:16 -in MESSAGE SIPHASH` (OpenSSL 3.0), by message length; the first is also
    /// the first of the reference implementation's `vectors_sip128`.
    static let vectors: [(length: Int, digest: String)] = [
        (0, "A3817F04BA25A8E66DF67214C7550293"), (1, "DA87C1D86B99AF44347659119B22FC45"),
        (7, "A1F1EBBED8DBC153C0B84AA61FF08239"), (8, "3B62A9BA6258F5610F83E264F31497B4"),
        (9, "264499060AD9BAABC47F8B02BB6D71ED"), (15, "5493E99933B0A8117E08EC0F97CFC3D9"),
        (16, "6EE2A4CA67B054BBFD3315BF85230577"), (31, "2939B0183223FAFC1723DE4F52C43D35"),
        (63, "5150D1772F50834A503E069A973FBD7C"),
    ]

    /// The digest as OpenSSL prints it: each half's bytes, little-endian, the first half first.
    static func hex(_ digest: (UInt64, UInt64)) -> String {
        let words = [digest.0.littleEndian, digest.1.littleEndian]
        return words.withUnsafeBytes { $0.map { String(format: "%02X", $0) }.joined() }
    }

    static func digest(_ message: [UInt8], pieces: Int) -> (UInt64, UInt64) {
        var hash = SipHash128(key: key)
        var at = 0
        while at < message.count {
            let end = min(message.count, at + pieces)
            message[at ..< end].withUnsafeBytes { hash.update($0) }
            at = end
        }
        return hash.finalize()
    }

    @Test(arguments: vectors.map(\.length))
    func theReferenceMessagesGiveOpenSSLsDigests(length: Int) throws {
        let expected = try #require(Self.vectors.first { $0.length == length }?.digest)
        let message = (0 ..< length).map(UInt8.init)
        #expect(Self.hex(Self.digest(message, pieces: max(length, 1))) == expected)
        for pieces in 1 ... 9 {
            #expect(Self.hex(Self.digest(message, pieces: pieces)) == expected, "pieces of \(pieces)")
        }
    }

    /// A copy taken half-way goes on apart: the original is not changed by what the copy is fed.
    @Test func aCopyGoesOnApart() {
        var hash = SipHash128(key: Self.key)
        let first = (0 ..< 7).map(UInt8.init), rest = (7 ..< 15).map(UInt8.init)
        first.withUnsafeBytes { hash.update($0) }
        var copy = hash
        rest.withUnsafeBytes { copy.update($0) }
        #expect(Self.hex(copy.finalize()) == "5493E99933B0A8117E08EC0F97CFC3D9")
        #expect(Self.hex(hash.finalize()) == "A1F1EBBED8DBC153C0B84AA61FF08239")
    }

    /// Random keys and messages of random lengths, checked against the `openssl` program itself.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl"),
                   "/usr/bin/openssl not installed; the fixed vectors above were still checked"))
    func randomMessagesGiveTheDigestsOfTheOpenSSLProgram() throws {
        var generator = SystemRandomNumberGenerator()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textfit-siphash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for trial in 0 ..< 12 {
            let key = SipHash128.Key(k0: generator.next(), k1: generator.next())
            let length = trial < 4 ? trial * 5 : Int.random(in: 0 ... 3000, using: &generator)
            let message = (0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            let file = folder.appendingPathComponent("m\(trial)")
            try Data(message).write(to: file)
            let keyWords = [key.k0.littleEndian, key.k1.littleEndian]
            let keyHex = keyWords.withUnsafeBytes { $0.map { String(format: "%02x", $0) }.joined() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            process.arguments = ["mac", "-macopt", "hexkey:\(keyHex)", "-macopt", "size:16", "-in", file.path, "SIPHASH"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            var hash = SipHash128(key: key)
            message.withUnsafeBytes { hash.update($0) }
            #expect(Self.hex(hash.finalize()) == printed.trimmingCharacters(in: .whitespacesAndNewlines),
                    "length \(length)")
        }
    }
}
