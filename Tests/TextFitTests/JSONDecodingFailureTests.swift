import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The one mapping of `DecodingError` to `InputError`, for every JSON input: each kind of fault,
/// named by key path (a spec, a manifest) or by entry (a catalog's `strings`), with the line
/// counted by hand in the text below.
@Suite struct JSONDecodingFailureTests {
    struct Inner: Decodable { let width: Double; let names: [String] }
    struct Outer: Decodable { let inner: Inner; let items: [Inner]? }

    /// Decodes `text` as `Outer` and maps the failure; `entries` as the catalog passes it.
    static func failure(_ text: String, entries: String? = nil) throws -> InputError {
        let data = Data(text.utf8)
        do {
            _ = try JSONDecoder().decode(Outer.self, from: data)
        } catch let error as DecodingError {
            return JSONDecodingFailure.inputError(for: error, data: data, file: "f.json", document: "button spec",
                                                  entries: entries)
        }
        throw CancellationError()
    }

    // Line 1 "{", 2 "inner": {, 3 width, 4 names, 5 "}", 6 "}".
    static func document(width: String = "1", names: String = "[\"a\"]") -> String {
        "{\n  \"inner\": {\n    \"width\": \(width),\n    \"names\": \(names)\n  }\n}\n"
    }

    @Test func byKeyPath() throws {
        #expect(try Self.failure(Self.document(width: "\"wide\"")).description
            == "f.json:3 (key 'inner.width'): expected a number")
        #expect(try Self.failure(Self.document(names: "\"a\"")).description
            == "f.json:4 (key 'inner.names'): expected an array")
        #expect(try Self.failure(Self.document(width: "null")).description
            == "f.json:3 (key 'inner.width'): expected a number, found null")
        // A missing member has no line of its own.
        #expect(try Self.failure("{\n  \"inner\": {\n    \"names\": []\n  }\n}\n").description
            == "f.json (key 'inner.width'): missing required field 'width'")
        // An array element's members are not looked up by name.
        #expect(try Self.failure("{\"inner\": {\"width\": 1, \"names\": []}, \"items\": [{\"width\": true, \"names\": []}]}").description
            == "f.json (key 'items[0].width'): expected a number")
        #expect(try Self.failure("[1]").description == "f.json:1: a button spec must be a JSON object")
    }

    struct Unit: Decodable { let value: String }
    struct Entry: Decodable { let localizations: [String: Unit] }
    struct Catalog: Decodable { let strings: [String: Entry] }

    /// The catalog's naming: the entry is the key, the rest of the path leads the reason, and the
    /// line is the deepest member of the path the file has (the object missing a member).
    @Test func byEntry() throws {
        // Line 1 "{", 2 strings, 3 "OK", 4 localizations, 5 "de", 6 value.
        func failure(_ value: String) throws -> InputError {
            let text = "{\n \"strings\": {\n  \"OK\": {\n   \"localizations\": {\n    \"de\": {\n     \(value)\n}}}}}\n"
            let data = Data(text.utf8)
            do {
                _ = try JSONDecoder().decode(Catalog.self, from: data)
            } catch let error as DecodingError {
                return JSONDecodingFailure.inputError(for: error, data: data, file: "L.xcstrings",
                                                      document: "String Catalog", entries: "strings")
            }
            throw CancellationError()
        }
        #expect(try failure("\"value\": 5").description
            == "L.xcstrings:6 (key 'OK'): 'localizations.de.value': expected a string")
        #expect(try failure("\"other\": 5").description
            == "L.xcstrings:5 (key 'OK'): 'localizations.de': missing required field 'value'")
    }

    /// JSON that is not well formed: the line where the parser stopped, and an empty file.
    @Test func malformed() throws {
        let error = try Self.failure("{\n  \"inner\": {\n    \"width\": ,\n  }\n}\n")
        #expect(error.line == 3)
        #expect(error.reason.hasPrefix("malformed JSON"))
        #expect(!error.reason.contains("around character"))
        #expect(try Self.failure("").description == "f.json:1: the file is empty")
    }
}
