import Foundation

/// Timings for `textfit bench`: the measuring matrix done TextFit's way (each distinct text and
/// face instance shaped once, sizes derived by scaling, tasks in parallel) against a plain loop
/// that calls HarfBuzz for every cell.
///
/// Each task opens its faces in a first, cold pass (timed separately); the passes after it
/// start with no layouts, so every distinct text is shaped again, but find the faces open.
package enum Benchmark {
    /// The timings of one way of measuring the matrix.
    package struct Figures: Sendable {
        /// Cells measured per pass (string × text style × category).
        package var cells: Int
        /// Lines shaped with HarfBuzz per pass.
        package var shapings: Int
        /// Tasks that measured at once.
        package var workers: Int
        /// The first pass, which also opens the faces: wall-clock seconds.
        package var coldSeconds: Double
        /// Each later pass: wall-clock seconds (the slowest task) and CPU seconds (all tasks).
        package var passes: [(wall: Double, busy: Double)]

        /// The median pass.
        package var median: (wall: Double, busy: Double) {
            passes.sorted { $0.busy < $1.busy }[passes.count / 2]
        }

        /// Microseconds of one core's time per cell, median pass: all tasks' busy time ÷ cells.
        package var microsecondsPerCellPerCore: Double { median.busy * 1e6 / Double(max(cells, 1)) }
    }

    /// A cell of the matrix: a string at a style's size in a category.
    struct Cell {
        var text: String
        var language: LanguageTag
        var pointSize: Double
        var weight: Int
    }

    /// Every string × every text style; each row is one text style's 12 categories.
    static func matrix(_ strings: [LocalizedString]) -> [[Cell]] {
        strings.flatMap { string in
            TextStyle.allCases.map { style in
                ContentSizeCategory.allCases.map { category in
                    let metrics = TypeScale.iOS.metrics(for: style, in: category)
                    return Cell(text: string.value, language: string.language, pointSize: metrics.pointSize, weight: metrics.weight)
                }
            }
        }
    }

    /// Measures the matrix TextFit's way: rows striped across `workers` tasks.
    package static func textFit(strings: [LocalizedString], fonts: FontCollection, workers: Int, passes: Int) async throws -> Figures {
        let rows = matrix(strings)
        return try await timed(rows: rows, fonts: fonts, workers: workers, passes: passes) { shaper, rows in
            let measurer = TextMeasurer(shaper: shaper)
            var checksum = 0.0
            for row in rows {
                let first = row[0]
                var prepared = try measurer.prepare(first.text, language: first.language, weight: first.weight)
                for cell in row {
                    if prepared.weight != cell.weight {
                        prepared = try measurer.prepare(cell.text, language: cell.language, weight: cell.weight)
                    }
                    checksum += try measurer.measure(prepared, pointSize: cell.pointSize).width
                }
            }
            precondition(checksum.isFinite)
            return measurer.shapingCount
        }
    }

    /// The same matrix with a plain loop: itemize and shape with HarfBuzz at every cell.
    package static func plainLoop(strings: [LocalizedString], fonts: FontCollection, workers: Int, passes: Int) async throws -> Figures {
        let rows = matrix(strings)
        return try await timed(rows: rows, fonts: fonts, workers: workers, passes: passes) { shaper, rows in
            var checksum = 0.0
            var count = 0
            for row in rows {
                for cell in row {
                    let shaped = try shaper.shape(cell.text, language: cell.language, weight: cell.weight, pointSize: cell.pointSize)
                    checksum += shaped.measurement(text: cell.text, language: cell.language, pointSize: cell.pointSize,
                                                   weight: cell.weight, trackingOverride: nil).width
                    count += 1
                }
            }
            precondition(checksum.isFinite)
            return count
        }
    }

    /// Runs `work` on each task's share of `rows`: one cold pass, then `passes` timed passes.
    private static func timed(rows: [[Cell]], fonts: FontCollection, workers: Int, passes: Int,
                              work: @escaping @Sendable (Shaper, ArraySlice<[Cell]>) throws -> Int) async throws -> Figures {
        let share = (rows.count + workers - 1) / workers
        let perTask = try await withThrowingTaskGroup(of: (cold: Double, passes: [Double], shapings: Int).self) { group in
            for worker in 0..<workers {
                let slice = rows[min(worker * share, rows.count)..<min((worker + 1) * share, rows.count)]
                group.addTask {
                    let shaper = Shaper(fonts: fonts)
                    var start = ContinuousClock.now
                    var shapings = try work(shaper, slice)
                    let cold = (ContinuousClock.now - start).seconds
                    var times: [Double] = []
                    for _ in 0..<passes {
                        start = ContinuousClock.now
                        shapings = try work(shaper, slice)
                        times.append((ContinuousClock.now - start).seconds)
                    }
                    return (cold, times, shapings)
                }
            }
            var all: [(cold: Double, passes: [Double], shapings: Int)] = []
            for try await result in group { all.append(result) }
            return all
        }
        let timings = (0..<passes).map { pass in
            (wall: perTask.map { $0.passes[pass] }.max() ?? 0, busy: perTask.reduce(0) { $0 + $1.passes[pass] })
        }
        return Figures(cells: rows.reduce(0) { $0 + $1.count }, shapings: perTask.reduce(0) { $0 + $1.shapings },
                       workers: workers, coldSeconds: perTask.map(\.cold).max() ?? 0, passes: timings)
    }

    /// The middle of `values` once sorted: of an even count, the upper of the two middle
    /// ones, so that the value reported is one that was measured; 0 for none.
    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }

    /// Times a whole verification (measure, solve, truncate), fonts already loaded.
    package static func verification(_ verification: Verification) async throws -> (seconds: Double, cells: Int) {
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
