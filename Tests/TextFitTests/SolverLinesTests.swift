import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// The solver's multi-line geometry against values derived by hand, and the lines part of the spec.
@Suite struct SolverLinesTests {
    static let insets = ButtonSpec.EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)

    static func layout(_ widths: [Double], needed: Int? = nil, truncated: Bool = false,
                       ink: InkBounds = InkBounds(x: 0, y: -3, width: 50, height: 15)) -> LineLayout {
        LineLayout(lines: widths.enumerated().map { TextLine(text: "line \($0.offset)", width: $0.element) },
                   inks: widths.map { _ in ink }, neededLineCount: needed ?? widths.count,
                   neededWidth: widths.max() ?? 0, isTruncated: truncated)
    }

    /// Three lines of a title-only button at body/large, every line showing.
    @Test func allLinesShow() {
        let spec = ButtonSpec(labelStyle: .titleOnly, contentInsets: Self.insets, maximumWidth: 200, numberOfLines: 0)
        let title = SolverFixtures.measurement(width: 400, lineHeight: 20, pointSize: 17)
        let solver = ButtonSolver(spec: spec)
        // line width = 200 − 12 − 12 = 176
        #expect(solver.lineWidth(pointSize: 17) == 176)
        #expect(solver.areaHeightLimit(pointSize: 17) == nil)
        // pitch = max(leading 22, line height 20) = 22
        let pitch = ButtonSolver.linePitch(leading: 22, title: title)
        #expect(pitch == 22)
        let fit = solver.solve(title: title, layout: Self.layout([170, 150, 60]), pitch: pitch)
        // content = (170, 3 × 22 = 66); frame = (170 + 24, 66 + 16) = (194, 82)
        #expect(fit.contentSize == BoxSize(width: 170, height: 66))
        #expect(fit.minFrame == BoxSize(width: 194, height: 82))
        #expect(fit.frame == fit.minFrame)
        #expect(fit.fits && fit.overflow == 0 && fit.heightOverflow == 0 && fit.truncatedText == nil)
        #expect(fit.lineCount == 3 && fit.neededLineCount == 3 && fit.numberOfLines == 0)
        // content area = frame − insets = 170 × 66 = the content: dx = 12, dy = 8
        // r ≤ 12 + 8 + √(2·12·8) = 20 + 13.8564 = 33.856; half side 41 → the limit 33.856, capsule 41 clips
        #expect(abs(fit.maxCornerRadius - (20 + (192.0).squareRoot())) < 1e-9)
        #expect(fit.cornerClip && !fit.capsuleFits)
        // lines box 66 centred in area 66: line 0's baseline is 33 − (22 − 20)/2 − 16 = 16 above the centre,
        // its ink top 16 + 12 = 28 ≤ 33; line 2's baseline 16 − 44 = −28, ink bottom −31 ≥ −33: no clip.
        #expect(fit.verticalClip == 0)
    }

    /// Five lines needed, two allowed: the frame holds two, the excess height is the overflow.
    @Test func moreLinesThanAllowedTruncate() {
        let spec = ButtonSpec(labelStyle: .titleOnly, contentInsets: Self.insets, maximumWidth: 200, numberOfLines: 2)
        let title = SolverFixtures.measurement(width: 800, lineHeight: 20, pointSize: 17)
        #expect(spec.lineLimit(areaHeight: nil, pitch: 22) == 2)
        let fit = ButtonSolver(spec: spec).solve(title: title, layout: Self.layout([170, 176], needed: 5, truncated: true), pitch: 22)
        // needed: 5 × 22 + 16 = 126 tall; shown: 2 × 22 + 16 = 60; overflow 66
        #expect(fit.minFrame.height == 126)
        #expect(fit.frame.height == 60)
        #expect(fit.heightOverflow == 66)
        #expect(!fit.fits && fit.truncatedText == "line 0\nline 1")
        let finding = FindingRegistry.detect(FindingSubject(measurement: title, fit: fit, widthLimit: nil, overMaxWidth: 0))
        #expect(finding.map(\.kind) == [.truncation])
        #expect(finding.first?.detection.amount == 66)
        #expect(finding.first?.detection.message.contains("needs 5 lines") == true)
    }

    /// `maximumHeight` limits the lines: (100 − 16) / 22 = 3.8 → 3 lines.
    @Test func maximumHeightLimitsLines() {
        let spec = ButtonSpec(labelStyle: .titleOnly, contentInsets: Self.insets, numberOfLines: 0, maximumHeight: 100)
        let solver = ButtonSolver(spec: spec)
        #expect(solver.areaHeightLimit(pointSize: 17) == 84)
        #expect(spec.lineLimit(areaHeight: 84, pitch: 22) == 3)
        #expect(ButtonSpec(numberOfLines: 2).lineLimit(areaHeight: 84, pitch: 22) == 2)
        #expect(ButtonSpec(numberOfLines: 0).lineLimit(areaHeight: 10, pitch: 22) == 1)
        #expect(ButtonSpec(numberOfLines: 0).lineLimit(areaHeight: nil, pitch: 22) == nil)
    }

    /// A line taller than a fixed frame's area: the ink outside it is the clip.
    @Test func verticalClipOfLines() {
        // Two lines 22 apart, ascent 16, descent 4, ink −3…12; area 30 tall.
        // Box 44 → top at +22; line 0 baseline 22 − 1 − 16 = 5, ink top 17 (> 15 by 2);
        // line 1 baseline −17, ink bottom −20 (< −15 by 5): 7 in all.
        let clip = VerticalClip.lines(inks: [InkBounds(x: 0, y: -3, width: 9, height: 15),
                                             InkBounds(x: 0, y: -3, width: 9, height: 15)],
                                      ascent: 16, descent: 4, pitch: 22, areaHeight: 30)
        #expect(abs(clip - 7) < 1e-9)
        // One line whose pitch is its line height gives the one-line formula's answer.
        let ink = InkBounds(x: 0, y: -6, width: 9, height: 26)
        #expect(VerticalClip.lines(inks: [ink], ascent: 16, descent: 4, pitch: 20, areaHeight: 14)
                == VerticalClip.text(ink: ink, ascent: 16, descent: 4, areaHeight: 14))
    }

    /// The spec reads `numberOfLines` and `maximumHeight` and names bad values.
    @Test func specFields() throws {
        let spec = try ButtonSpec.decode(Data(#"{"numberOfLines": 3, "maximumHeight": 120}"#.utf8), file: "s.json")
        #expect(spec.numberOfLines == 3 && spec.maximumHeight == 120 && spec.isMultiline)
        #expect(ButtonSpec.default.numberOfLines == 1 && !ButtonSpec.default.isMultiline)
        for (json, message) in [(#"{"numberOfLines": -1}"#, "must be 0 or more"),
                                (#"{"numberOfLines": 1.5}"#, "whole number"),
                                (#"{"maximumHeight": 0}"#, "greater than 0"),
                                (#"{"maximumHeight": 30}"#, "less than minimumSize.height")] {
            #expect(throws: InputError.self) { try ButtonSpec.decode(Data(json.utf8), file: "s.json") }
            do { _ = try ButtonSpec.decode(Data(json.utf8), file: "s.json") } catch let error as InputError {
                #expect(error.description.contains(message), "\(json): \(error)")
            }
        }
    }

    /// The count by byte equals Swift's own `Character.isNewline` count (a CR LF is one character).
    @Test(arguments: ["a\nb", "a\r\nb", "a\r\rb\n", "\u{85}\u{2028}\u{2029}\u{0B}\u{0C}", "no break", "\r\n\r\n", "\n\r",
                     "é\u{2028}€\u{2029}\u{84}\u{86}\u{2027}\u{2030}\u{A8}", "\r\u{301}\n", "ü\u{85}\u{C2}"])
    func hardLineBreaksCountAsCharactersDo(text: String) {
        #expect(FindingDescriptor.hardLineBreaks(in: text) == text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) })
    }

    /// A one-line title with a hard line break is a finding; a multi-line one is not.
    @Test func hardLineBreakFinding() {
        let title = SolverFixtures.measurement(text: "Share\r\nLocation\u{2028}now", width: 80, lineHeight: 20, pointSize: 17)
        let oneLine = ButtonSolver(spec: ButtonSpec()).solve(title: title, truncate: SolverFixtures.noTruncation)
        let found = FindingRegistry.detect(FindingSubject(measurement: title, fit: oneLine, widthLimit: nil, overMaxWidth: 0))
        #expect(found.map(\.kind) == [.hardLineBreak])
        #expect(found.first?.detection.amount == 2)   // CR LF once, LS once
        let spec = ButtonSpec(cornerRadius: .points(0), numberOfLines: 0)
        let multi = ButtonSolver(spec: spec).solve(title: title, layout: Self.layout([40, 60, 25]), pitch: 22)
        #expect(FindingRegistry.detect(FindingSubject(measurement: title, fit: multi, widthLimit: nil, overMaxWidth: 0)).isEmpty)
    }
}
