import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitCore

/// Reading results record by record (``ResultsRecordStream``) gives what decoding the whole
/// document gives, and a malformed file the same one-line error.
@Suite struct ResultsRecordStreamTests {
    /// The bundled job's results as `textfit check --format json` writes them.
    static func bundledJobJSON() async throws -> Data {
        let strings = try BundledData.strings(environment: [:])
        let run = try await Verification(strings: strings, spec: .bundledDefault, categories: [.large, .xxxLarge, .ax5],
                                         fonts: TestFonts.bundled, parallelism: 2).run()
        return Data(try ReportFormat.json.render(run).utf8)
    }

    @Test func streamedCellsAreTheWholeDecodesCells() async throws {
        let data = try await Self.bundledJobJSON()
        // The writer's layout is what the stream reads: every record line is taken.
        let (_, ranges) = try #require(ResultsRecordStream.split(data))
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(ranges.count == lines.filter { $0.hasPrefix("{\"") }.count)
        #expect(ranges.count > 100)
        let streamed = try ResultsFile.decodeRecorded(data, file: "r.json")
        let whole = try ResultsFile.decodeRecorded(data, file: "r.json", streaming: false)
        #expect(streamed.toolVersion == whole.toolVersion)
        #expect(streamed.result.cells.count == ranges.count)
        #expect(streamed.result.cells == whole.result.cells)
        #expect(streamed.result.notes == whole.result.notes)
        #expect(streamed.result.lint == whole.result.lint)
        #expect(streamed.result.spec == whole.result.spec)
        #expect(streamed.result.fontOrigin == whole.result.fontOrigin)
        // Written again, both give the file's bytes.
        #expect(Data(try ReportFormat.json.render(streamed.result).utf8) == data)
    }

    /// A record the stream cannot read is decoded whole, which names its line as before.
    @Test func malformedRecordGivesTheWholeDecodesError() async throws {
        let text = String(decoding: try await Self.bundledJobJSON(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.indices.filter { lines[$0].hasPrefix("{\"") }.dropFirst(4).first)
        // A wrong type names the record and key; a cut line is not JSON.
        for (broken, names) in [(lines[index].replacingOccurrences(of: "\"fits\":", with: "\"fits\":\"no\",\"was\":"),
                                 "r.json (key 'results[4].fits'): unreadable results (schemaVersion 2): expected true or false"),
                                (lines[index].replacingOccurrences(of: "\"weight\":", with: "\"weight\":\"bold\",\"was\":"),
                                 "r.json (key 'results[4].weight'): unreadable results (schemaVersion 2): expected a number"),
                                (String(lines[index].dropLast(3)), "r.json: not a textfit results file: it is not a JSON object"),
                                // A trailing comma in a record: lax syntax, refused with its line.
                                (String(lines[index].dropLast(2)) + ",},", "r.json")] {
            var changed = lines
            changed[index] = broken
            let data = Data(changed.joined(separator: "\n").utf8)
            let streamed = #expect(throws: InputError.self) { try ResultsFile.decode(data, file: "r.json") }
            let whole = #expect(throws: InputError.self) { try ResultsFile.decodeRecorded(data, file: "r.json", streaming: false) }
            #expect(streamed?.description == whole?.description)
            #expect(streamed?.description.contains("\n") == false)
            #expect(streamed?.description.hasPrefix(names) == true, "\(streamed?.description ?? "")")
        }
    }

    /// A trailing comma four levels down in the document around the records (an entry of
    /// `aggregates.limitsByLanguage`) is refused with its own line, streamed or decoded whole.
    @Test func aTrailingCommaDeepInTheDocumentNamesItsLine() async throws {
        let text = String(decoding: try await Self.bundledJobJSON(), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasSuffix("\"limitsByLanguage\": [") })
        let index = header + 1
        #expect(lines[index].hasSuffix("},"))
        lines[index] = String(lines[index].dropLast(2)) + ",},"
        let data = Data(lines.joined(separator: "\n").utf8)
        let expected = "r.json:\(index + 1): malformed JSON: a comma before '}' (a trailing comma is not JSON)"
        let streamed = #expect(throws: InputError.self) { try ResultsFile.decode(data, file: "r.json") }
        let whole = #expect(throws: InputError.self) { try ResultsFile.decodeRecorded(data, file: "r.json", streaming: false) }
        #expect(streamed?.description == expected)
        #expect(whole?.description == expected)
    }
}
