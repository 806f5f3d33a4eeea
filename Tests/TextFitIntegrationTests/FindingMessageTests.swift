import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// A truncation finding writes its message when it is read: the text is the one the values give
/// (what `points` and the phrase make of them, worked out here apart), the same on every read,
/// and equality, hashing and coding see the text, as for a message given written out.
@Suite struct FindingMessageTests {
    /// A real cell: the German title at AX5 in the bundled fonts and the default spec, cut.
    static func truncatedCell() throws -> CellResult {
        let plan = VerificationPlan(spec: .default, keyLimits: [:], categories: [.ax5], sampler: FormatSpecifierSampler())
        let string = LocalizedString(key: "share", language: LanguageTag("de")!,
                                     value: "Meinen aktuellen Standort teilen",
                                     location: SourceLocation(file: "Localizable.xcstrings", line: 3))
        return try #require(try CellSolver(plan: plan, fonts: TestFonts.bundled).cells(for: string).first)
    }

    @Test func deferredMessageIsTheValuesWrittenOut() throws {
        let cell = try Self.truncatedCell()
        let finding = try #require(cell.findings.first { $0.kind == .truncation })
        guard case .deferred = finding.messageSource else {
            Issue.record("the truncation message was written when the cell was made")
            return
        }
        let fit = cell.fit
        let truncated = try #require(fit.truncatedText)
        #expect(truncated.hasSuffix("…") && truncated.count < "Meinen aktuellen Standort teilen".count + 1)
        // The overflow is over 0.1 pt, so every length has one decimal.
        #expect(fit.overflow >= 0.1)
        let one = { (value: Double) in String(format: "%.1f pt", value) }
        let expected = "needs a \(one(fit.minFrame.width)) wide frame, \(one(fit.overflow)) more than the "
            + "\(one(fit.frame.width)) it gets; shows “\(truncated)”"
        #expect(finding.message == expected)
        #expect(finding.message == finding.message)
        #expect(finding.description.hasSuffix("truncation: \(expected)"))
    }

    @Test func equalityHashingAndCodingSeeTheText() throws {
        let deferred = try #require(try Self.truncatedCell().findings.first { $0.kind == .truncation })
        var written = deferred
        written.message = deferred.message
        guard case .text = written.messageSource else {
            Issue.record("setting the message did not write it")
            return
        }
        #expect(written == deferred && written.hashValue == deferred.hashValue)
        var other = written
        other.message += "."
        #expect(other != deferred)

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(deferred)
        #expect(data == (try encoder.encode(written)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["kind", "key", "language", "category", "pointSize", "amount", "message", "location"])
        #expect(object["message"] as? String == deferred.message)
        let decoded = try JSONDecoder().decode(Finding.self, from: data)
        #expect(decoded == deferred)
    }
}
