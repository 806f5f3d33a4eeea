/// The formats `textfit check` writes its results in.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// The readable summary: what fails, where, by how much, and the truncated text.
    case summary
    /// Every cell and the aggregates, as JSON.
    case json
    /// Every cell, one CSV row each.
    case csv
    /// Constraint tables and findings as Markdown.
    case markdown
    /// Constraint tables as Swift source for a UIKit app.
    case swift

    /// Renders `result` in this format.
    public func render(_ result: VerificationResult) throws -> String {
        switch self {
        case .summary: SummaryReport(result: result).render()
        case .json: try JSONReport(result: result).render()
        case .csv: CSVReport(result: result).render()
        case .markdown: MarkdownReport(result: result).render()
        case .swift: SwiftTableReport(result: result).render()
        }
    }
}

/// Number formatting shared by the reports: fixed decimals, never locale-dependent.
enum ReportNumber {
    static func points(_ value: Double, decimals: Int = 1) -> String {
        let factor = pow10(decimals)
        let rounded = (value * factor).rounded() / factor
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
            if decimals == 0 { text = String(text[..<dot]) }
        } else if decimals > 0 {
            text += "." + String(repeating: "0", count: decimals)
        }
        return text == "-0.0" ? "0.0" : text
    }

    /// `value` rounded up to `decimals` places: a constraint that is never too small.
    static func ceiling(_ value: Double, decimals: Int = 2) -> String {
        let factor = pow10(decimals)
        return points((value * factor - 1e-9).rounded(.up) / factor, decimals: decimals)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }

    static func codePoint(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
