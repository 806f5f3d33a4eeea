import Foundation
import Testing
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitCore

/// A `--reuse` run checks each taken record's budget against one line's room at its category,
/// worked out once for a spec (``RecordedSizing``) and kept for the run (``RecordedSizings``).
@Suite struct RecordedSizingTests {
    /// The bundled spec, the wrapping label's made from it, and both drawn on a 41 mm watch and
    /// on an iPad.
    static func specs() throws -> [ButtonSpec] {
        let label = DefaultLabel.spec(from: .bundledDefault)
        let watch = PlatformTarget(platform: .watchos, device: DeviceTable.device(named: "watch-41"))
        let iPad = PlatformTarget(platform: .ipados)
        return [ButtonSpec.bundledDefault, label, try ButtonSpec.bundledDefault.on(watch), try label.on(watch),
                try label.on(iPad)]
    }

    /// At every category and for fits of one line, of the lines a text needs and of fewer, the
    /// budget the kept room gives is the budget worked out from the spec at that category
    /// (``ButtonSolver/lineWidth(pointSize:)`` at ``ButtonSpec/pointSize(at:)``): it agrees, and
    /// a budget 0.01 pt off does not.
    @Test func theKeptRoomIsTheSpecsAtEveryCategory() throws {
        for spec in try Self.specs() {
            let sizing = RecordedSizing(spec: spec, closeMargin: nil)
            let solver = ButtonSolver(spec: spec)
            for category in ContentSizeCategory.allCases {
                let line = solver.lineWidth(pointSize: spec.pointSize(at: category))
                // At the largest sizes on the watch the insets leave no room: 0 or less, and finite.
                #expect(line.isFinite)
                for (lines, needed) in [(1, 1), (2, 2), (2, 3), (1, 4)] {
                    let room: Double = if !spec.isMultiline || !spec.labelStyle.showsTitle { line }
                        else if needed > lines { line * Double(lines) }
                        else if spec.numberOfLines > 0 { line * Double(spec.numberOfLines) }
                        else { .infinity }
                    // A source wide enough that the room, not the budget, binds; and a narrow one.
                    for source in [20.0, 2 * line] {
                        let budget = min(source * 1.3, room)
                        #expect(sizing.budgetAgrees(sourceWidth: source, budget: budget, lineCount: lines, neededLineCount: needed,
                                                    category: category, relativeBudget: 30), "\(category) \(lines)/\(needed)")
                        #expect(!sizing.budgetAgrees(sourceWidth: source, budget: budget + 0.01, lineCount: lines,
                                                     neededLineCount: needed, category: category, relativeBudget: 30))
                    }
                }
            }
        }
    }

    /// One sizing for each spec, platform and margin asked for, the same one when asked again;
    /// past the limit, the sizing asked for is still made, and not kept.
    @Test func sizingsAreKeptByWhatTheyAreMadeFrom() throws {
        let sizings = RecordedSizings()
        let label = DefaultLabel.spec(from: .bundledDefault)
        let watch = PlatformTarget(platform: .watchos, device: DeviceTable.device(named: "watch-41"))
        let first = try sizings.sizing(of: label, on: nil, closeMargin: nil)
        #expect(try sizings.sizing(of: label, on: nil, closeMargin: nil) === first)
        #expect(try sizings.sizing(of: label, on: nil, closeMargin: 3) !== first)
        #expect(try sizings.sizing(of: .bundledDefault, on: nil, closeMargin: nil) !== first)
        let onWatch = try sizings.sizing(of: label, on: watch, closeMargin: 5)
        #expect(onWatch.spec == (try label.on(watch)))
        #expect(try sizings.sizing(of: label, on: watch, closeMargin: 5) === onWatch)
        #expect(sizings.count == 4)
        for margin in 0..<(2 * RecordedSizings.limit) {
            let sizing = try sizings.sizing(of: label, on: nil, closeMargin: Double(margin) + 0.5)
            #expect(sizing.closeMargin == Double(margin) + 0.5 && sizing.spec == label)
        }
        #expect(sizings.count == RecordedSizings.limit)
        #expect(try sizings.sizing(of: label, on: nil, closeMargin: nil) === first)
    }
}
