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

    @Test func maxwidthMustBePlainDigits() throws {
        func read(_ maxwidth: String) throws -> StringTable {
            try XLIFFReader.read(data: Data(ReaderXLIFFTests.document(
                "      <trans-unit id=\"a\" maxwidth=\"\(maxwidth)\"><source>A</source><target>Ä</target></trans-unit>").utf8),
                file: "de.xliff")
        }
        for bad in ["0x10", "1e3", "+5", "inf", "nan", "-3", "0", "", "12.", ".5", "1 2"] {
            let failure = try #require(error { _ = try read(bad) }, "maxwidth '\(bad)' was accepted")
            #expect(failure.line == 5)
            #expect(failure.reason.contains("maxwidth '\(bad)'"))
        }
        #expect(try read("120").strings.first?.widthLimit?.value == 120)
        #expect(try read(" 12.5 ").strings.first?.widthLimit?.value == 12.5)
    }
}
