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
        /// Cells iOS does not render in the device's frame (or that truncate, in the label model).
        let notRendered: Int
        var passes: Bool { notRendered == 0 }
        /// Per key, the largest category up to which every language renders; `nil` for none.
        let largest: [String: ContentSizeCategory?]
        /// How many keys render in every language at the device's default category (the watch's
        /// depends on the case: ``Device/defaultCategory``).
        var keysAtDefault: Int {
            largest.values.filter { $0.map { $0 >= target.device.defaultCategory } ?? false }.count
        }
    }

    let rows: [Row]
    let keys: [String]

    /// Runs `base` (its spec, categories, strings and fonts as `check` set them up) on every target.
    ///
    /// In the iOS models, a one-line title with no fixed frame and no height limit renders exactly
    /// when its needed size (which does not depend on the frame) is within the device's width:
    /// targets that differ only in width are measured once, in the widest frame, and each device's
    /// answers read from the needed sizes. Any other spec is measured once per device.
    static func run(_ base: Verification, targets: [PlatformTarget], categories: [ContentSizeCategory]) async throws(InputError)
        -> DeviceMatrix {
        var prepared: [(target: PlatformTarget, verification: Verification, identity: String)] = []
        var widest: [String: Double] = [:]
        for target in targets {
            var verification = base
            try verification.check(on: target, categories: categories)
            verification.strings.notes = base.strings.notes
            let spec = verification.spec
            let byWidth = spec.model.isIOS && spec.fixedFrame == nil && spec.maximumHeight == nil && spec.numberOfLines == 1
            var identity = Self.identity(verification, width: byWidth ? nil : target.usableWidth)
            identity += byWidth ? "|by-width" : ""
            widest[identity] = max(widest[identity] ?? 0, target.usableWidth)
            prepared.append((target, verification, identity))
        }
        var measured: [String: [CellResult]] = [:]
        var rows: [Row] = []
        var keys = Set<String>()
        for (target, verification, identity) in prepared {
            let cells: [CellResult]
            if let earlier = measured[identity] {
                cells = earlier
            } else {
                var run = verification
                if let width = widest[identity] { run.spec.maximumWidth = width }
                cells = try await run.run().cells
                measured[identity] = cells
            }
            let byWidth = identity.hasSuffix("|by-width")
            let renders: (CellResult) -> Bool = { cell in
                byWidth ? cell.fit.minFrame.width <= target.usableWidth + Tolerance.points : cell.fit.fits
            }
            var largest: [String: ContentSizeCategory?] = [:]
            for (key, keyCells) in Dictionary(grouping: cells, by: \.key) {
                keys.insert(key)
                largest[key] = Self.largestRendering(keyCells, categories: verification.categories, renders: renders)
            }
            rows.append(Row(target: target, cells: cells.count, notRendered: cells.filter { !renders($0) }.count,
                            largest: largest))
        }
        return DeviceMatrix(rows: rows, keys: keys.sorted())
    }

    /// What makes two targets' cells the same: the spec (its width left out when `width` is
    /// `nil`), the categories and the `close` band.
    private static func identity(_ verification: Verification, width: Double?) -> String {
        var spec = verification.spec
        spec.maximumWidth = width ?? 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = (try? encoder.encode(spec)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text + verification.categories.map(\.rawValue).joined(separator: ",")
            + "|\(verification.closeMargin.map { String($0) } ?? "-")"
    }

    /// The largest of `categories` up to which every cell renders, or `nil` when the smallest
    /// already fails somewhere.
    static func largestRendering(_ cells: [CellResult], categories: [ContentSizeCategory],
                                 renders: (CellResult) -> Bool) -> ContentSizeCategory? {
        let failing = cells.filter { !renders($0) }.map(\.category)
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
        out += "\nPer device (usable width; cells not rendered):\n"
        for row in rows {
            out += "  \(row.passes ? "✓" : "✗") \(row.target.platform.rawValue) \(row.target.device.id) "
                + "(\(ReportNumber.trimmed(row.target.usableWidth)) pt): \(row.notRendered) of \(row.cells) cells not rendered; "
                + "at its default category, \(row.target.device.defaultCategory.rawValue), "
                + "\(row.keysAtDefault) of \(keys.count) keys render in every language\n"
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
                let platform: String, device: String, usableWidth: Double, cells: Int, cellsNotRendered: Int
                let passes: Bool, notices: [String], largestRenderingCategory: [String: String?]
                let defaultCategory: String, keysRenderingAtDefaultCategory: Int
            }
            let keys: [String]
            let notices: [String]
            let devices: [Entry]
        }
        let document = Document(keys: keys, notices: notices, devices: rows.map { row in
            Document.Entry(platform: row.target.platform.rawValue, device: row.target.device.id,
                           usableWidth: row.target.usableWidth, cells: row.cells, cellsNotRendered: row.notRendered,
                           passes: row.passes, notices: row.target.notices,
                           largestRenderingCategory: row.largest.mapValues { $0?.rawValue },
                           defaultCategory: row.target.device.defaultCategory.rawValue,
                           keysRenderingAtDefaultCategory: row.keysAtDefault)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
