/// Constraint tables as Swift source (`--format swift`): the minimum Location Button frame per key and content
/// size category, rounded up to 0.01 pt, for an app to use in its layout constraints; the
/// largest category each language fits at, and the languages that fit at none (so a missing
/// entry never stands for "nothing fits"). In iOS's own sizing, per key also the largest font
/// size iOS renders in the frame in every language and the largest category at which every
/// language renders; an app's own Location Buttons (docs/buttons.md) are keys like any other,
/// each commented with its file and line.
package struct SwiftTableReporter: Reporter {
    package static let identifier = "swift"
    package static let isStreaming = false
    package static let needs: ReportNeeds = []

    /// The generated enum's name (`--swift-type`).
    package var typeName: String

    /// Makes the reporter; `typeName` names the enum (checked with ``validTypeName(_:option:)``).
    package init(typeName: String = Self.defaultTypeName) {
        self.typeName = typeName
    }

    /// The name used unless one is given.
    package static let defaultTypeName = "LocationButtonConstraints"

    /// Swift's reserved words, which cannot name a type without backticks.
    private static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
        "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private",
        "precedencegroup", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// `name` if it can name a Swift type as written (an ASCII identifier that is not a reserved
    /// word); otherwise an ``InputError`` naming `option`.
    package static func validTypeName(_ name: String, option: String) throws(InputError) -> String {
        let scalars = Array(name.unicodeScalars)
        func isLetter(_ s: Unicode.Scalar) -> Bool { (s >= "A" && s <= "Z") || (s >= "a" && s <= "z") || s == "_" }
        guard let first = scalars.first, isLetter(first),
              scalars.allSatisfy({ isLetter($0) || ($0 >= "0" && $0 <= "9") }), !keywords.contains(name) else {
            throw InputError(reason: "\(option): '\(name)' is not a Swift type name (letters, digits and _, not starting with a digit, not a keyword)")
        }
        return name
    }

    static let categoryNames: [ContentSizeCategory: String] = [
        .xSmall: "extraSmall", .small: "small", .medium: "medium", .large: "large", .xLarge: "extraLarge",
        .xxLarge: "extraExtraLarge", .xxxLarge: "extraExtraExtraLarge", .ax1: "accessibilityMedium",
        .ax2: "accessibilityLarge", .ax3: "accessibilityExtraLarge", .ax4: "accessibilityExtraExtraLarge",
        .ax5: "accessibilityExtraExtraExtraLarge",
    ]

    /// SwiftUI's `DynamicTypeSize` cases, which every platform the button ships on has (iOS 15,
    /// watchOS 8); UIKit's `UIContentSizeCategory` is unavailable on watchOS.
    static let dynamicTypeSizeNames: [ContentSizeCategory: String] = [
        .xSmall: "xSmall", .small: "small", .medium: "medium", .large: "large", .xLarge: "xLarge",
        .xxLarge: "xxLarge", .xxxLarge: "xxxLarge", .ax1: "accessibility1", .ax2: "accessibility2",
        .ax3: "accessibility3", .ax4: "accessibility4", .ax5: "accessibility5",
    ]

    /// The framework whose content-size type the tables are keyed by.
    enum Keys {
        /// UIKit's `UIContentSizeCategory`: iOS, iPadOS, Mac Catalyst, visionOS.
        case uiKit
        /// SwiftUI's `DynamicTypeSize`: every platform, the watch included.
        case swiftUI

        var module: String { self == .uiKit ? "UIKit" : "SwiftUI" }
        var type: String { self == .uiKit ? "UIContentSizeCategory" : "DynamicTypeSize" }
        func name(_ category: ContentSizeCategory) -> String {
            (self == .uiKit ? SwiftTableReporter.categoryNames : SwiftTableReporter.dynamicTypeSizeNames)[category]!
        }
    }

    /// Writes the Swift source of `input`'s tables to `sink`: one enum, keyed by UIKit's content
    /// size categories, or by SwiftUI's `DynamicTypeSize` for a watch run.
    package func write(_ input: ReportInput, to sink: any ByteSink) {
        let summary = input.summary
        let keys: Keys = summary.header.target.platform == .watchos ? .swiftUI : .uiKit
        writeHead(summary, keys: keys, notes: true, to: sink)
        sink.writeLine("/// The smallest Location Button frame that fits the title in every checked language.")
        sink.writeLine("enum \(typeName) {")
        writeTables(summary, keys: keys, indent: "    ", to: sink)
        sink.writeLine("}")
    }

    /// Writes one Swift source of several runs' tables, each checked on one device (`--device
    /// all`): in the enum, a namespace per platform (`iOS`, `watchOS` …) holding an enum per device
    /// (`watch41`), each with the tables one run writes; keyed by SwiftUI's `DynamicTypeSize`.
    package func write(devices inputs: [ReportInput], to sink: any ByteSink) {
        guard let first = inputs.first else { return }
        writeHead(first.summary, keys: .swiftUI, notes: false, to: sink)
        sink.writeLine("/// The smallest Location Button frame that fits the title in every checked language, per platform and device.")
        sink.writeLine("enum \(typeName) {")
        var platforms: [Platform] = []
        for input in inputs where !platforms.contains(input.summary.header.target.platform) {
            platforms.append(input.summary.header.target.platform)
        }
        for (index, platform) in platforms.enumerated() {
            if index > 0 { sink.writeLine("") }
            sink.writeLine("    /// \(platform.displayName).")
            sink.writeLine("    enum \(Self.identifier(platform.displayName)) {")
            let devices = inputs.filter { $0.summary.header.target.platform == platform }
            for (position, input) in devices.enumerated() {
                let header = input.summary.header
                if position > 0 { sink.writeLine("") }
                let device = DeviceTable.device(named: header.target.device)
                let width = ReportNumber.trimmed(input.summary.spec.maximumWidth)
                sink.writeLine("        /// \(header.target.device)\(device.map { ": " + $0.name } ?? ""), \(width) pt usable.")
                for note in header.notes where note.kind == .platform { sink.writeLine("        // note: " + note.message) }
                sink.writeLine("        enum \(Self.identifier(header.target.device)) {")
                writeTables(input.summary, keys: .swiftUI, indent: "            ", to: sink)
                sink.writeLine("        }")
            }
            sink.writeLine("    }")
        }
        sink.writeLine("}")
    }

    /// The comment lines (with the run's platform notes when `notes`) and the import.
    private func writeHead(_ result: RunSummary, keys: Keys, notes: Bool, to sink: any ByteSink) {
        sink.writeLine("// Generated by `textfit check --format swift`; do not edit.")
        sink.writeLine("// Fonts: \(result.fontOrigin). Button: \(result.spec.labelStyle.rawValue), \(result.spec.textStyle.rawValue).")
        // In the iOS models the table holds iOS's needed sizes: the frame must be at least this
        // large for the button to render; the button's intrinsic size is 1 pt more each way.
        if let model = SummaryReporter.modelLine(result.spec) {
            sink.writeLine("// " + model.trimmingCharacters(in: .whitespaces) + ".")
            sink.writeLine("// Sizes are iOS's needed sizes: a smaller frame is not rendered; the intrinsic size is 1 pt more each way.")
        }
        // The run's platform notes (where it checked; on Mac Catalyst and visionOS, that the
        // button ignores input there); a run on the default iPhone has none.
        for note in result.notes where notes && note.kind == .platform { sink.writeLine("// note: " + note.message) }
        sink.writeLine("import \(keys.module)")
        sink.writeLine("")
    }

    /// The three tables of one run, each line indented by `indent`.
    private func writeTables(_ result: RunSummary, keys: Keys, indent: String, to sink: any ByteSink) {
        let table = result.frames
        let buttons = Self.appButtonPlaces(result)
        sink.writeLine(indent + "/// Minimum frame size by title key and content size category; the comment names the")
        sink.writeLine(indent + "/// language that sets the width.")
        sink.writeLine(indent + "static let minimumSize: [String: [\(keys.type): CGSize]] = [")
        for key in table.keys {
            sink.writeLine(indent + "    \(Self.literal(key)): [" + (buttons[key].map { " // \($0)" } ?? ""))
            for category in table.categories {
                guard let entry = table.entry(key: key, category: category) else { continue }
                sink.writeLine(indent + "        .\(keys.name(category)): CGSize(width: \(ReportNumber.ceiling(entry.width)), height: \(ReportNumber.ceiling(entry.height))), // \(entry.widthLanguage.identifier)")
            }
            sink.writeLine(indent + "    ],")
        }
        sink.writeLine(indent + "]")
        Self.writeRenderingLimits(of: result, places: buttons, keys: keys, indent: indent, to: sink)
        sink.writeLine("")
        let limits = result.aggregates.limitsByLanguage
        sink.writeLine(indent + "/// The largest content size category at which every title fits (untruncated, no ink")
        sink.writeLine(indent + "/// clipped), by language; a language that fits at no category is in `fitsAtNoCategory`.")
        sink.writeLine(indent + "static let largestFittingCategory: [String: \(keys.type)] = [")
        for limit in limits {
            if let category = limit.largestFittingCategory {
                sink.writeLine(indent + "    \(Self.literal(limit.language.identifier)): .\(keys.name(category)),")
            }
        }
        sink.writeLine(indent + "]")
        sink.writeLine("")
        sink.writeLine(indent + "/// The languages checked in which some title does not fit even at the smallest category.")
        sink.writeLine(indent + "static let fitsAtNoCategory: Set<String> = [")
        for limit in limits where limit.largestFittingCategory == nil {
            sink.writeLine(indent + "    \(Self.literal(limit.language.identifier)),")
        }
        sink.writeLine(indent + "]")
    }

    /// `text` as a Swift identifier: letters and digits kept, each other run of characters
    /// dropped and the next letter capitalized (`watch-49-ultra3` → `watch49Ultra3`, `Mac Catalyst` → `MacCatalyst`).
    static func identifier(_ text: String) -> String {
        var out = ""
        var upper = false
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber) {
                out += upper ? character.uppercased() : String(character)
                upper = false
            } else {
                upper = !out.isEmpty
            }
        }
        return out.first?.isNumber == true ? "_" + out : out
    }

    /// Where each app's own Location Button is (`Views/ShareView.swift:12`), by key: the keys
    /// whose titles stand on a Swift, storyboard or XIB line.
    static func appButtonPlaces(_ summary: RunSummary) -> [String: String] {
        var places: [String: String] = [:]
        for title in summary.titles where places[title.key] == nil {
            if let location = title.location, location.isAppSource { places[title.key] = location.description }
        }
        return places
    }

    /// In the iOS models, per key: the largest font size at which iOS renders the title in its
    /// frame in every language (not for an icon-only button, which shows none), and the largest
    /// category at which every language renders (the keys that render at no category listed
    /// apart, so a missing entry never means "none").
    static func writeRenderingLimits(of summary: RunSummary, places: [String: String], keys names: Keys, indent: String,
                                     to sink: any ByteSink) {
        // In the iOS models every key has its smallest frame; an icon-only one has no font size to state.
        let limits = summary.aggregates.limitsByKey.filter { $0.smallestFrame != nil }
        guard !limits.isEmpty else { return }
        var keys: [String] = []
        var byKey: [String: [FitAggregates.CategoryLimit]] = [:]
        for limit in limits {
            let key = limit.key ?? ""
            if byKey[key] == nil { keys.append(key) }
            byKey[key, default: []].append(limit)
        }
        func comment(_ key: String, _ language: LanguageTag) -> String {
            " // \(language.identifier)" + (places[key].map { "; \($0)" } ?? "")
        }
        sink.writeLine("")
        sink.writeLine(indent + "/// iOS's sizing: the largest font size, in points, at which iOS renders each title in its")
        sink.writeLine(indent + "/// frame in every language (0: not even at 12 pt, iOS's smallest); the comment names the")
        sink.writeLine(indent + "/// language that sets it.")
        sink.writeLine(indent + "static let largestFontSize: [String: CGFloat] = [")
        for key in keys {
            guard let smallest = byKey[key]?.filter({ $0.largestFontSize != nil })
                .min(by: { ($0.largestFontSize ?? 0) < ($1.largestFontSize ?? 0) }) else { continue }
            sink.writeLine(indent + "    \(Self.literal(key)): \(ReportNumber.points(smallest.largestFontSize ?? 0, decimals: 2)),"
                + comment(key, smallest.language))
        }
        sink.writeLine(indent + "]")
        sink.writeLine("")
        sink.writeLine(indent + "/// The largest content size category at which iOS renders each title in every language")
        sink.writeLine(indent + "/// (at it and every smaller one); the comment names the language that sets it. Titles")
        sink.writeLine(indent + "/// some language of which renders at no category are in `rendersAtNoCategory`.")
        sink.writeLine(indent + "static let largestRenderingCategory: [String: \(names.type)] = [")
        var never: [String] = []
        for key in keys {
            let mine = byKey[key] ?? []
            if mine.contains(where: { $0.largestFittingCategory == nil }) {
                never.append(key)
                continue
            }
            guard let smallest = mine.min(by: { $0.largestFittingCategory! < $1.largestFittingCategory! }),
                  let category = smallest.largestFittingCategory else { continue }
            sink.writeLine(indent + "    \(Self.literal(key)): .\(names.name(category))," + comment(key, smallest.language))
        }
        sink.writeLine(indent + "]")
        sink.writeLine("")
        sink.writeLine(indent + "/// The titles iOS does not render in some language even at the smallest category.")
        sink.writeLine(indent + "static let rendersAtNoCategory: Set<String> = [")
        for key in never { sink.writeLine(indent + "    \(Self.literal(key)),") }
        sink.writeLine(indent + "]")
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
