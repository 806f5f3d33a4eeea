import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

@Suite struct ReaderKeySelectionTests {
    func table() throws -> StringTable {
        try StringCatalogReader.read(path: Fixture.path("Catalog/Localizable.xcstrings"))
    }

    @Test func everyKeyByDefault() throws {
        let table = try table()
        #expect(try KeySelection().apply(to: table).strings.count == table.strings.count)
    }

    @Test func namedKeysAndPatternAreUnited() throws {
        let table = try table()
        let chosen = try KeySelection(keys: ["Tap to share"], pattern: "Location$").apply(to: table)
        #expect(chosen.keys == ["Current Location", "Share My Current Location", "Tap to share"])
        #expect(chosen.notes.allSatisfy { chosen.keys.contains($0.key) })
        #expect(!chosen.notes.isEmpty)
    }

    @Test func badSelectionsAreFatal() throws {
        let table = try table()
        #expect(throws: InputError.self) { try KeySelection(keys: ["Nope"]).apply(to: table) }
        #expect(throws: InputError.self) { try KeySelection(pattern: "([").apply(to: table) }
        #expect(throws: InputError.self) { try KeySelection(pattern: "^zzz").apply(to: table) }
    }

    @Test func sidecarLimitsReadWidthsAndSpecs() throws {
        let text = """
            {
              "Current Location" : 120,
              "Share My Current Location" : {
                "style" : "body",
                "width" : 180
              }
            }
            """
        let limits = try KeyLimitsFile.read(data: Data(text.utf8), file: "limits.json")
        #expect(limits["Current Location"]?.kind == .width(120))
        #expect(limits["Current Location"]?.location.line == 2)
        #expect(limits["Share My Current Location"]?.kind == .buttonSpec(["style": .string("body"), "width": .number(180)]))
        let table = try table().applying(limits)
        #expect(table.keyLimits.count == 2)
        if case .buttonSpec(let spec) = limits["Share My Current Location"]?.kind {
            #expect(String(decoding: JSONValue.object(spec).data, as: UTF8.self) == #"{"style":"body","width":180}"#)
        }
    }

    @Test func badSidecarsAreFatalWithALine() throws {
        func error(_ text: String) -> InputError? {
            do { _ = try KeyLimitsFile.read(data: Data(text.utf8), file: "limits.json"); return nil }
            catch { return error }
        }
        #expect(error("{\n  \"a\" : -3\n}")?.line == 2)
        #expect(error("{\n  \"a\" : \"wide\"\n}")?.line == 2)
        #expect(error("{\n  \"a\" : {\n    \"width\" : 0\n  }\n}")?.line == 3)
        #expect(error("{\n  \"a\" : 1,\n  \"a\" : 2\n}")?.line == 3)
        #expect(error("{\n  \"a\" : 1\n  \"b\" : 2\n}")?.line == 3)  // a missing comma
        #expect(error("[1]")?.line == 1)
        let misspelt = try KeyLimitsFile.read(data: Data("{\n\"Curent Location\": 100\n}".utf8), file: "limits.json")
        #expect(throws: InputError.self) { try table().applying(misspelt) }
    }
}
