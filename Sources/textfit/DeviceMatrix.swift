import Foundation
import TextFit

/// `check --device all` (or a list, or `--platform all`): one run per device on the same
/// strings and fonts, answered as key × device → the largest category that renders in every
/// language. The summary (or, with `--format json`, one JSON document) lists each device's
/// counts and that table; each platform's notices are stated once.
///
/// Targets that draw alike (the same spec and categories: Mac Catalyst's iPad idiom and
/// visionOS on an iPad frame are the iPad's) are measured once.
struct DeviceMatrix {
    /// One device's answers.
    struct Row: Sendable {
        let target: PlatformTarget
        let cells: Int
        let failingCells: Int
        let passes: Bool
        /// Per key, the largest category up to which every language renders; `nil` for none.
        let largest: [String: ContentSizeCategory?]
    }

    let rows: [Row]
    let keys: [String]

    /// Runs `base` (its spec, categories, strings and fonts as `check` set them up) on every target.
    static func run(_ base: Verification, targets: [PlatformTarget], categories: [ContentSizeCategory]) async throws(InputError)
        -> DeviceMatrix {
        var rows: [Row] = []
        var measured: [String: VerificationResult] = [:]
        var keys: [String] = []
        for target in targets {
            var verification = base
            try PlatformRun.apply(target, to: &verification, categories: categories)
            verification.strings.notes = base.strings.notes
            let identity = Self.identity(verification)
            let result: VerificationResult
            if let earlier = measured[identity] {
                result = earlier
            } else {
                result = try await verification.run()
                measured[identity] = result
            }
            let summary = result.summary
            var largest: [String: ContentSizeCategory?] = [:]
            for (key, cells) in Dictionary(grouping: result.cells, by: \.key) {
                if !keys.contains(key) { keys.append(key) }
                largest[key] = Self.largestRendering(cells, categories: verification.categories)
            }
            rows.append(Row(target: target, cells: summary.cellCount, failingCells: summary.failingCellCount,
                            passes: summary.passes, largest: largest))
        }
        return DeviceMatrix(rows: rows, keys: keys.sorted())
    }

    /// What makes two targets' cells the same: the spec, the categories and the `close` band.
    private static func identity(_ verification: Verification) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let spec = (try? encoder.encode(verification.spec)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return spec + verification.categories.map(\.rawValue).joined(separator: ",")
            + "|\(verification.closeMargin.map { String($0) } ?? "-")"
    }

    /// The largest of `categories` up to which every cell fits (renders), or `nil` when the
    /// smallest already fails somewhere.
    static func largestRendering(_ cells: [CellResult], categories: [ContentSizeCategory]) -> ContentSizeCategory? {
        let failing = cells.filter { !$0.fit.fits }.map(\.category)
        guard let firstFailing = failing.min() else { return categories.last }
        return categories.last { $0 < firstFailing }
    }

    /// Whether every device passes.
    var passes: Bool { rows.allSatisfy(\.passes) }

    /// The notices of the platforms checked, each once.
    var notices: [String] {
        var seen: [String] = []
        for row in rows {
            for notice in row.target.notices where !seen.contains(notice) { seen.append(notice) }
        }
        return seen
    }

    /// The summary: a line per device, then the key × device table.
    func text() -> String {
        var out = "TextFit: \(keys.count) keys on \(rows.count) devices\n"
        for notice in notices { out += "  note: \(notice)\n" }
        out += "\nPer device (usable width; cells with findings):\n"
        for row in rows {
            out += "  \(row.passes ? "✓" : "✗") \(row.target.platform.rawValue) \(row.target.device.id) "
                + "(\(ReportNumber.trimmed(row.target.usableWidth)) pt): \(row.failingCells) of \(row.cells) cells with findings\n"
        }
        out += "\nLargest category that renders in every language, per key and device:\n"
        let idWidth = max(24, rows.map { $0.target.platform.rawValue.count + 1 + $0.target.device.id.count }.max() ?? 0)
        let columns = keys.map { max($0.count, 8) }
        out += "  " + "device".padding(toLength: idWidth, withPad: " ", startingAt: 0)
        for (key, width) in zip(keys, columns) { out += "  " + key.padding(toLength: width, withPad: " ", startingAt: 0) }
        out += "\n"
        for row in rows {
            let name = "\(row.target.platform.rawValue) \(row.target.device.id)"
            out += "  " + name.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            for (key, width) in zip(keys, columns) {
                let value = (row.largest[key] ?? nil)?.rawValue ?? "none"
                out += "  " + value.padding(toLength: width, withPad: " ", startingAt: 0)
            }
            out += "\n"
        }
        return out
    }

    /// The matrix as one JSON document.
    func json() throws -> String {
        struct Document: Encodable {
            struct Entry: Encodable {
                let platform: String, device: String, usableWidth: Double, cells: Int, cellsWithFindings: Int
                let passes: Bool, notices: [String], largestRenderingCategory: [String: String?]
            }
            let keys: [String]
            let notices: [String]
            let devices: [Entry]
        }
        let document = Document(keys: keys, notices: notices, devices: rows.map { row in
            Document.Entry(platform: row.target.platform.rawValue, device: row.target.device.id,
                           usableWidth: row.target.usableWidth, cells: row.cells, cellsWithFindings: row.failingCells,
                           passes: row.passes, notices: row.target.notices,
                           largestRenderingCategory: row.largest.mapValues { $0?.rawValue })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}

/// `check` with several devices: what it accepts and how it writes the matrix.
enum DeviceCheck {
    /// Refuses what a run over several devices cannot do (one results document per run).
    static func validate(_ targets: [PlatformTarget], check: TextFitCommand.Check) throws(InputError) {
        guard targets.count > 1 else { return }
        let format = try check.reportOptions.parsedFormat()
        if format != .summary && format != .json {
            throw InputError(reason: "--format \(format.rawValue) checks one device at a time; with several devices "
                + "use the summary or --format json (the matrix), or name one --device")
        }
        var refused: [String] = []
        if check.html != nil { refused.append("--html") }
        if check.reuse != nil { refused.append("--reuse") }
        if check.stamp != nil { refused.append("--stamp") }
        if check.gateOptions.baseline != nil { refused.append("--baseline") }
        if check.shardOptions.shard != nil { refused.append("--shard") }
        if !refused.isEmpty {
            throw InputError(reason: refused.joined(separator: ", ") + " checks one device at a time; name one --device")
        }
    }

    /// Runs every target and writes the matrix; whether every device passes (always with `enforced` false).
    static func run(_ verification: Verification, targets: [PlatformTarget], categories: [ContentSizeCategory],
                    format: ReportFormat, reportOptions: ReportOptions, enforced: Bool) async throws(InputError) -> Bool {
        let matrix = try await DeviceMatrix.run(verification, targets: targets, categories: categories)
        let text: String
        do {
            text = format == .json ? try matrix.json() : matrix.text()
        } catch {
            throw InputError(reason: "cannot encode the device matrix: \(error)")
        }
        let sink = try ReportOptions.sink(reportOptions.output ?? ReportOptions.standardOutputPath,
                                          what: format == .json ? "the device matrix" : "the summary")
        sink.write(text)
        try sink.close()
        return matrix.passes || !enforced
    }
}
