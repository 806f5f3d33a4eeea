import Foundation

/// Timings for `textfit bench`: the measuring matrix done TextFit's way (each distinct text and
/// face instance shaped once, sizes derived by scaling, tasks in parallel) against a plain loop
/// that calls HarfBuzz for every cell.
public enum Benchmark {
    /// One timed pass.
    public struct Figures: Sendable {
        /// Cells measured (string × text style × category).
        public var cells: Int
        /// Lines actually shaped with HarfBuzz.
        public var shapings: Int
        /// Wall-clock seconds.
        public var seconds: Double
        /// Tasks that measured at once.
        public var workers: Int

        /// Wall-clock microseconds per cell.
        public var microsecondsPerCell: Double { seconds * 1e6 / Double(max(cells, 1)) }
        /// Microseconds per cell for one core: wall time × tasks ÷ cells.
        public var microsecondsPerCellPerCore: Double { microsecondsPerCell * Double(workers) }
    }

    /// A cell of the matrix: a string at a style's size in a category.
    struct Cell {
        var text: String
        var language: LanguageTag
        var pointSize: Double
        var weight: Int
    }

    /// Every string × every text style × every category.
    static func matrix(_ strings: [LocalizedString]) -> [[Cell]] {
        strings.map { string in
            TextStyle.allCases.flatMap { style in
                ContentSizeCategory.allCases.map { category in
                    let metrics = TypeScale.iOS.metrics(for: style, in: category)
                    return Cell(text: string.value, language: string.language, pointSize: metrics.pointSize, weight: metrics.weight)
                }
            }
        }
    }

    /// Measures the matrix TextFit's way: per task a cold `TextMeasurer`, strings striped across tasks.
    public static func textFit(strings: [LocalizedString], fonts: FontCollection, workers: Int) async throws -> Figures {
        let rows = matrix(strings)
        let start = ContinuousClock.now
        let shapings = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    let measurer = TextMeasurer(fonts: fonts)
                    var checksum = 0.0
                    for row in stride(from: worker, to: rows.count, by: workers) {
                        for cell in rows[row] {
                            checksum += try measurer.measure(cell.text, language: cell.language,
                                                             pointSize: cell.pointSize, weight: cell.weight).width
                        }
                    }
                    precondition(checksum.isFinite)
                    return measurer.shapingCount
                }
            }
            return try await group.reduce(0, +)
        }
        let seconds = (ContinuousClock.now - start).seconds
        return Figures(cells: rows.reduce(0) { $0 + $1.count }, shapings: shapings, seconds: seconds, workers: workers)
    }

    /// The same matrix as a plain loop on one task: itemize and shape with HarfBuzz at every cell.
    public static func plainLoop(strings: [LocalizedString], fonts: FontCollection) throws -> Figures {
        let rows = matrix(strings)
        let shaper = Shaper(fonts: fonts)
        let start = ContinuousClock.now
        var checksum = 0.0
        var cells = 0
        for row in rows {
            for cell in row {
                let shaped = try shaper.shape(cell.text, language: cell.language, weight: cell.weight, pointSize: cell.pointSize)
                checksum += shaped.measurement(text: cell.text, language: cell.language, pointSize: cell.pointSize,
                                               weight: cell.weight, trackingOverride: nil).width
                cells += 1
            }
        }
        precondition(checksum.isFinite)
        return Figures(cells: cells, shapings: cells, seconds: (ContinuousClock.now - start).seconds, workers: 1)
    }

    /// Times a whole verification (measure, solve, truncate) of `strings`.
    public static func verification(_ verification: Verification) async throws -> (seconds: Double, cells: Int) {
        let start = ContinuousClock.now
        let result = try await verification.run()
        return ((ContinuousClock.now - start).seconds, result.cells.count)
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
