import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Input that a lenient parser lets through but that is not what the format allows is refused,
/// with the file and line.
@Suite struct ReaderStrictSyntaxTests {
    func error(_ body: () throws -> Void) -> InputError? {
        do { try body(); return nil } catch let error as InputError { return error } catch {
            Issue.record("not an InputError: \(error)"); return nil
        }
    }

    /// The premise: Foundation's own parser on this platform accepts the comma, so only the
    /// reader's check stands between it and the run.
    @Test func trailingCommaIsNotJSON() throws {
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Go\" : {},\n  },\n  \"version\" : \"1.0\"\n}\n"
        let failure = try #require(error { _ = try StringCatalogReader.read(data: Data(catalog.utf8), file: "L.xcstrings") })
        #expect(failure.description == "L.xcstrings:4: malformed JSON: a comma before '}' (a trailing comma is not JSON)")

        let limits = "{\n  \"Go\": 120,\n  \"Stop\": 80,\n}\n"
        let limitsFailure = try #require(error { _ = try KeyLimitsFile.read(data: Data(limits.utf8), file: "limits.json") })
        #expect(limitsFailure.file == "limits.json")
        #expect(limitsFailure.line == 3)

        let spec = "{\n  \"maximumWidth\": 300,\n  \"contentInsets\": {\"top\": 7, \"leading\": 12, \"bottom\": 7, \"trailing\": 12,}\n}\n"
        let specFailure = try #require(error { _ = try ButtonSpec.decode(Data(spec.utf8), file: "spec.json") })
        #expect(specFailure.description == "spec.json:3: malformed JSON: a comma before '}' (a trailing comma is not JSON)")

        // Commas inside strings and between members are not trailing.
        let fine = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a, }\" : {}, \"b\" : {}\n  }\n}\n"
        #expect(try StringCatalogReader.read(data: Data(fine.utf8), file: "L.xcstrings").strings.count == 2)
    }

    @Test func maxwidthIsADecimalNumber() throws {
        func read(_ maxwidth: String) throws -> StringTable {
            try XLIFFReader.read(data: Data(ReaderXLIFFTests.document(
                "      <trans-unit id=\"a\" maxwidth=\"\(maxwidth)\"><source>A</source><target>Ä</target></trans-unit>").utf8),
                file: "de.xliff")
        }
        let reasons = ["0x10": "is not a decimal number", "nan": "is not a decimal number", "wide": "is not a decimal number",
                       "-3": "is negative", "-1e308": "is negative", "-inf": "is negative", "0": "is 0", "0e5": "is 0",
                       "": "is not a decimal number", "12.": "is not a decimal number", ".5": "is not a decimal number",
                       "1 2": "is not a decimal number", "1e": "is not a decimal number", "e3": "is not a decimal number"]
        for (bad, reason) in reasons {
            let failure = try #require(error { _ = try read(bad) }, "maxwidth '\(bad)' was accepted")
            #expect(failure.line == 5)
            #expect(failure.file == "de.xliff")
            #expect(failure.reason.hasPrefix("maxwidth '\(bad)' \(reason)"), "\(failure.reason)")
        }
        #expect(try read("120").strings.first?.widthLimit?.value == 120)
        #expect(try read(" 12.5 ").strings.first?.widthLimit?.value == 12.5)
        #expect(try read("1e3").strings.first?.widthLimit?.value == 1000)
        #expect(try read("+5").strings.first?.widthLimit?.value == 5)
        #expect(try read("1000000").strings.first?.widthLimit?.value == 1_000_000)
        // Past a million, and infinite, the limit never binds: no limit, and a note.
        for huge in ["1e308", "1e999", "1000001", "inf", "Infinity"] {
            let table = try read(huge)
            #expect(table.strings.allSatisfy { $0.widthLimit == nil }, "\(huge)")
            let note = try #require(table.notes.first { $0.message.contains("maxwidth \(huge),") }, "\(huge)")
            #expect(note.location.line == 5)
            #expect(note.message.hasSuffix("measured without a limit"))
        }
    }
}
