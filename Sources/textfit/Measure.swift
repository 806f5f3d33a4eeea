import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit measure`: the size of one string, at one size or across the Dynamic Type scale.
    struct Measure: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure one string: width, ink bounds, line metrics, missing glyphs and fonts used.")

        @Argument(help: "The text to measure.")
        var text: String

        @Option(name: .customLong("lang"), help: "The BCP 47 language tag of the text.")
        var language = Checked<LanguageTag>(argument: "en")

        @Option(help: "The point size. Without it, --text-style and --category decide the size.")
        var size: Double?

        @Option(help: "The text style whose Dynamic Type size to use (body, headline …).")
        var textStyle = Checked<TextStyle>(argument: "body")

        @Option(help: "A content-size category (xSmall … large … AX5), or 'all'.", completion: CompletionValues.categories)
        var category = Checked<CategorySelection>(argument: "large")

        @Option(help: "The weight: 100…900 or a name (regular, semibold …). Default: the text style's weight.")
        var weight: Checked<WeightChoice>?

        @Option(help: "'auto' (what iOS applies: SF Pro's table for the system font and its stand-in), 'font' (each font's own rule) or a tracking in 1/1000 em.")
        var tracking = Checked<TrackingChoice>(argument: "auto")

        @Flag(help: "Print JSON.")
        var json = false

        @OptionGroup var fontOptions: FontOptions

        @OptionGroup(title: "Platform") var platformOptions: PlatformOptions

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                _ = try language.get()
                _ = try textStyle.get()
                _ = try category.get()
                _ = try tracking.get()
                if let size, !(size > 0 && size.isFinite) { throw InputError(reason: "--size must be a positive number") }
                _ = try PlatformOptions.single(platformOptions.targets(), command: "measure")
                _ = try weight?.get()
            }
        }

        func run() throws {
            try InputError.exitOnBadInput {
                let language = try self.language.get()
                let style = try textStyle.get()
                // A platform picks the type table (the watch's, macOS's) and, on the watch, SF Compact's tracking.
                let target = try PlatformOptions.single(platformOptions.targets(), command: "measure")
                let scale = target?.typeScale ?? .iOS
                let categories = try category.get().categories.filter(scale.categories.contains)
                if categories.isEmpty { throw InputError(reason: "--category: the platform publishes none of these categories") }
                if !scale.styles.contains(style) { throw InputError(reason: "--text-style: \(style.rawValue) does not exist on this platform") }
                var trackingChoice = try tracking.get()
                if scale == .watchOS, trackingChoice == .system { trackingChoice = .watchSystem }
                let measurer = TextMeasurer(fonts: try fontOptions.collection(), tracking: trackingChoice)
                var rows: [MeasureRow] = []
                if let size {
                    let w = try weight?.get().value ?? 400
                    rows.append(MeasureRow(category: nil, measurement: try measurer.measure(text, language: language, pointSize: size, weight: w)))
                } else {
                    for category in categories {
                        let metrics = scale.scale.metrics(for: style, in: category)
                        let w = try weight?.get().value ?? metrics.weight
                        rows.append(MeasureRow(category: category, measurement: try measurer.measure(
                            text, language: language, pointSize: metrics.pointSize, weight: w)))
                    }
                }
                if json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    let data = category.text.lowercased() == "all" && size == nil
                        ? try encoder.encode(rows) : try encoder.encode(rows[0])
                    print(String(decoding: data, as: UTF8.self))
                } else {
                    for row in rows { print(row.text) }
                }
            }
        }
    }
}

/// One measured size, encoded as the measurement's fields plus its category.
struct MeasureRow: Encodable {
    var category: ContentSizeCategory?
    var measurement: TextMeasurement

    func encode(to encoder: any Encoder) throws {
        try measurement.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(category, forKey: .category)
    }

    private enum CodingKeys: String, CodingKey { case category }

    var text: String {
        let m = measurement
        func pt(_ v: Double) -> String { ReportNumber.fixed(v, decimals: 2) }
        var lines = ["\(category.map { "\($0.rawValue): " } ?? "")\(pt(m.pointSize)) pt, weight \(m.weight): width \(pt(m.width)) pt (advance \(pt(m.advanceWidth)) + tracking \(ReportNumber.fixed(m.tracking, decimals: 3)) pt per cluster)",
                     "  ink x \(pt(m.inkBounds.x)) y \(pt(m.inkBounds.y)) w \(pt(m.inkBounds.width)) h \(pt(m.inkBounds.height)); ascent \(pt(m.ascent)) descent \(pt(m.descent)) line height \(pt(m.lineHeight)); \(m.glyphCount) glyphs"]
        if !m.missingGlyphs.isEmpty {
            lines.append("  missing glyphs: " + m.missingGlyphs.map { ReportNumber.codePoint(UInt32($0)) }.joined(separator: " "))
        }
        for font in m.fonts {
            lines.append("  font: \(font.family) \(font.style) — \(font.file)#\(font.faceIndex) sha256 \(font.sha256.prefix(12))…")
        }
        return lines.joined(separator: "\n")
    }
}
