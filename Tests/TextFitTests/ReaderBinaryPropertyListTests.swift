import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Compiled (`bplist00`) `.strings` and `.stringsdict` files: read to the same strings as their
/// XML form (converted by Foundation's own writer), keys byte for byte, and a damaged file is a
/// one-line error naming it, never a crash, a hang or an exponential expansion.
@Suite struct ReaderBinaryPropertyListTests {
    let en = LanguageTag("en")!

    /// A binary property list laid out by hand from `objects` (each a marker byte and payload),
    /// one-byte references and two-byte offsets, rooted at `top`.
    static func bplist(_ objects: [[UInt8]], top: Int = 0) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return Data(bytes)
    }

    /// A string object in UTF-16 (marker 0x6n), as Apple's writer stores any non-ASCII string.
    static func utf16(_ text: String) -> [UInt8] {
        let units = Array(text.utf16)
        return [0x60 | UInt8(units.count)] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    func temporaryFile(_ data: Data, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bplist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test func stringsDictReadsAsItsXMLForm() throws {
        let xmlPath = Fixture.path(ReaderStringsDictTests.english)
        let xml = try Data(contentsOf: URL(fileURLWithPath: xmlPath))
        let plist = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist00".utf8)))

        let fromXML = try StringsDictReader.read(path: xmlPath, language: en)
        let fromBinary = try StringsDictReader.read(data: binary, file: "en.stringsdict", language: en)
        // Foundation's dictionary order is not the file's; compare by key and variant.
        func rows(_ table: StringTable) -> [String] {
            table.strings.map { string in
                "\(string.key)|\(string.variant ?? "")|\(string.value)|"
                    + string.substitutions.map { "\($0.name):\($0.formatSpecifier ?? "-"):\($0.variants.map(\.value))" }.joined(separator: ";")
            }.sorted()
        }
        #expect(rows(fromBinary) == rows(fromXML))
        #expect(!rows(fromXML).isEmpty)
        #expect(fromBinary.notes.map(\.kind) == fromXML.notes.map(\.kind))
    }

    @Test func stringsFileReadsASCIIAndUTF16Strings() throws {
        let source: [String: String] = ["Hello": "Hallo", "Ünïcödé ключ": "значение 🎉", "empty": "", "Send": "Senden"]
        let binary = try PropertyListSerialization.data(fromPropertyList: source, format: .binary, options: 0)
        let table = try StringsFileReader.read(data: binary, file: "de.strings", language: LanguageTag("de")!)
        #expect(Dictionary(uniqueKeysWithValues: table.strings.map { ($0.key, $0.value) }) == source)
        #expect(table.notes.isEmpty)
    }

    @Test func keysDifferingInNormalizationStayTwo() throws {
        let nfc = "Caf\u{E9}", nfd = "Cafe\u{301}"
        // dict {nfc: "one", nfd: "two"}: objects 1–2 keys, 3–4 values.
        let data = Self.bplist([[0xD2, 1, 2, 3, 4], Self.utf16(nfc), Self.utf16(nfd),
                                [0x53] + Array("one".utf8), [0x53] + Array("two".utf8)])
        let table = try StringsFileReader.read(data: data, file: "fr.strings", language: LanguageTag("fr")!)
        #expect(table.strings.map(\.key.unicodeScalars.count) == [4, 5])
        #expect(table.strings.map(\.value) == ["one", "two"])
    }

    @Test func aNonStringValueInACompiledStringsFileIsNotedNotFatal() throws {
        let data = Self.bplist([[0xD2, 1, 2, 3, 4], [0x51] + Array("a".utf8), [0x51] + Array("b".utf8),
                                [0x10, 7], [0x51] + Array("B".utf8)])
        let table = try StringsFileReader.read(data: data, file: "de.strings", language: LanguageTag("de")!)
        #expect(table.strings.map(\.key) == ["b"])
        #expect(table.notes.map(\.kind) == [.unsupportedVariation])
    }

    /// Damaged files, each read by both readers: an ``InputError`` of one line naming the file.
    @Test(arguments: [
        ("a truncated trailer", Data(Self.bplist([[0x51, 0x41]]).dropLast(3))),
        ("an offset past the objects", { () -> Data in
            var data = Self.bplist([[0xD1, 1, 2], [0x51, 0x41], [0x51, 0x42]])
            data[data.count - 32 - 2] = 0x7F
            return data
        }()),
        ("a reference to a missing object", Self.bplist([[0xD1, 1, 9], [0x51, 0x41], [0x51, 0x42]])),
        ("a string longer than the file", Self.bplist([[0xD1, 1, 2], [0x51, 0x41], [0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF]])),
        ("a dictionary that contains itself", Self.bplist([[0xD1, 1, 0], [0x51, 0x41]])),
        ("an unknown object type", Self.bplist([[0xD1, 1, 2], [0x51, 0x41], [0xE0]])),
        ("a key that is not a string", Self.bplist([[0xD1, 1, 2], [0x10, 1], [0x51, 0x41]])),
        ("version 01", { () -> Data in
            var data = Self.bplist([[0xD0]])
            data[7] = UInt8(ascii: "1")
            return data
        }()),
    ])
    func damagedFileIsAnErrorNamingIt(_ what: String, _ data: Data) throws {
        for read in [{ _ = try StringsFileReader.read(data: data, file: "Damaged.strings", language: en) },
                     { _ = try StringsDictReader.read(data: data, file: "Damaged.strings", language: en) }] {
            let error = try #require(throws: InputError.self, "\(what)") { try read() }
            #expect(error.description.hasPrefix("Damaged.strings"), "\(what): \(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    /// 31 nested arrays, each holding the next one twice: 2^31 values if shared references were
    /// expanded; each object is decoded once instead, and the value (not a rule dictionary) is noted.
    @Test func sharedReferencesAreDecodedOnce() throws {
        var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, 0x41]]
        for level in 0..<30 { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
        objects.append([0x51, 0x42])
        let data = Self.bplist(objects)
        let plist = try BinaryPropertyList(data: data, file: "Bomb.stringsdict")
        #expect(plist.objectsDecoded == objects.count)
        let table = try StringsDictReader.read(data: data, file: "Bomb.stringsdict", language: en)
        #expect(table.strings.isEmpty)
        #expect(table.notes.map(\.key) == ["A"])
    }

    /// The inputs that crashed Foundation's readers under the fuzzer, kept as fixtures: each
    /// reads or is a one-line error naming its file.
    @Test(arguments: ["stringsdict", "strings"])
    func fuzzerCrashesAreErrorsOrStrings(_ reader: String) throws {
        let folder = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fuzz/\(reader)/crashes").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
            do {
                if reader == "strings" {
                    _ = try StringsFileReader.read(data: data, file: name, language: en)
                } else {
                    _ = try StringsDictReader.read(data: data, file: name, language: en)
                }
            } catch {
                #expect(error.description.hasPrefix(name))
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
