import ArgumentParser
import Foundation
import TextFit
import TextFitBench

// How each typed option's text is read, with the one-line message for text that is not a
// value, and what its completion offers.

extension Appearance: ArgumentChoice {
    static func read(_ text: String) throws(InputError) -> Appearance {
        guard let parsed = Appearance(parsing: text) else {
            throw InputError(reason: "--appearance: unknown appearance '\(text)'; use light, dark, "
                + "lightIncreasedContrast or darkIncreasedContrast")
        }
        return parsed
    }
    static var valueStrings: [String] { allCases.map(\.rawValue) }
}

/// `render --category`: one content-size category.
extension ContentSizeCategory: ArgumentChoice {
    static func read(_ text: String) throws(InputError) -> ContentSizeCategory {
        guard let parsed = ContentSizeCategory(parsing: text) else { throw InputError(reason: "--category: unknown category '\(text)'") }
        return parsed
    }
    static var valueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--lang`: a BCP 47 language tag.
extension LanguageTag: ArgumentChoice {
    static func read(_ text: String) throws(InputError) -> LanguageTag { try ValueParsing.language(text) }
    static var valueStrings: [String] { [] }
}

/// `--text-style`: a Dynamic Type text style.
extension TextStyle: ArgumentChoice {
    static func read(_ text: String) throws(InputError) -> TextStyle { try ValueParsing.textStyle(text) }
    static var valueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--tracking`: `auto`, `font` or a number in 1/1000 em.
extension TrackingChoice: ArgumentChoice {
    static func read(_ text: String) throws(InputError) -> TrackingChoice { try ValueParsing.tracking(text) }
    static var valueStrings: [String] { [] }
}

/// `--weight`: 100…900 or a name.
struct WeightChoice: ArgumentChoice {
    let value: Int
    static func read(_ text: String) throws(InputError) -> WeightChoice { WeightChoice(value: try ValueParsing.weight(text)) }
    static var valueStrings: [String] { [] }
}

/// `measure --category`: one category, or `all`.
struct CategorySelection: ArgumentChoice {
    let categories: [ContentSizeCategory]
    static func read(_ text: String) throws(InputError) -> CategorySelection {
        CategorySelection(categories: try ValueParsing.categories(text))
    }
    static var valueStrings: [String] { ["all"] + ContentSizeCategory.allCases.map(\.rawValue) }
}

/// `--format`: a report format, case-insensitively.
extension ReportFormat: ArgumentChoice {
    static func read(_ text: String) throws(InputError) -> ReportFormat {
        guard let parsed = ReportFormat(rawValue: text.lowercased()) else {
            throw InputError(reason: "--format: unknown format '\(text)'; expected \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return parsed
    }
    static var valueStrings: [String] { allCases.map(\.rawValue) }
}

/// `check --category`: `all`, one category, or a range in the grammar of the gate's rules.
struct CategoryRangeChoice: ArgumentChoice {
    let categories: [ContentSizeCategory]
    static func read(_ text: String) throws(InputError) -> CategoryRangeChoice {
        CategoryRangeChoice(categories: try CategoryRange.parse(text))
    }
    static var valueStrings: [String] { [] }
}

/// `--shard i/n`.
extension Shard: ArgumentChoice {
    static func read(_ text: String) throws(InputError) -> Shard { try Shard.parse(text) }
    static var valueStrings: [String] { [] }
}

/// `bench catalog --jobs`: comma-separated task counts, each at least 1.
struct TaskCounts: ArgumentChoice {
    let counts: [Int]
    static func read(_ text: String) throws(InputError) -> TaskCounts {
        let counts = text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !counts.isEmpty, counts.count == text.split(separator: ",").count, counts.allSatisfy({ $0 >= 1 }) else {
            throw InputError(reason: "--jobs: '\(text)' is not a comma-separated list of task counts such as 1,2")
        }
        return TaskCounts(counts: counts)
    }
    static var valueStrings: [String] { [] }
}

/// `bench catalog --paths`: comma-separated check paths (`labels`, `one-line`).
struct BenchPaths: ArgumentChoice {
    let paths: [CatalogBenchmark.Path]
    static func read(_ text: String) throws(InputError) -> BenchPaths {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let paths = names.compactMap(CatalogBenchmark.Path.init(rawValue:))
        guard !paths.isEmpty, paths.count == names.count else {
            throw InputError(reason: "--paths: '\(text)' is not a comma-separated list of \(valueStrings.joined(separator: ", "))")
        }
        return BenchPaths(paths: paths)
    }
    static var valueStrings: [String] { CatalogBenchmark.Path.allCases.map(\.rawValue) }
}

/// `--variation`: comma-separated variation axis values, TAG=VALUE (e.g. wght=600,opsz=17).
struct Variations: ArgumentChoice {
    let values: [String: Double]
    static func read(_ text: String) throws(InputError) -> Variations {
        var values: [String: Double] = [:]
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, (1...4).contains(parts[0].count), let value = Double(parts[1]) else {
                throw InputError(reason: "--variation: '\(item)' is not TAG=VALUE (e.g. wght=600)")
            }
            values[parts[0]] = value
        }
        return Variations(values: values)
    }
    static var valueStrings: [String] { [] }
}

/// `pseudo --locales` and `check --pseudo`: comma-separated pseudolocale styles or tags. Which
/// names are pseudolocales does not depend on the catalogs' source language (only the tag a
/// style name stands for does), so the names are checked here and resolved once it is known.
protocol PseudolocaleOption { static var option: String { get } }
enum LocalesOption: PseudolocaleOption { static let option = "--locales" }
enum PseudoOption: PseudolocaleOption { static let option = "--pseudo" }

struct PseudolocaleNames<Option: PseudolocaleOption>: ArgumentChoice {
    let names: [String]

    static func read(_ text: String) throws(InputError) -> PseudolocaleNames {
        let names = PseudolocaleNames(names: text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        if let english = LanguageTag("en") { _ = try names.resolved(sourceLanguage: english) }
        return names
    }

    /// The pseudolocales, with style names given the source language's tag.
    func resolved(sourceLanguage: LanguageTag) throws(InputError) -> [Pseudolocale] {
        var locales: [Pseudolocale] = []
        for name in names {
            do {
                locales.append(try Pseudolocale.parse(name, sourceLanguage: sourceLanguage, option: Option.option))
            } catch let error as InputError {
                throw error
            } catch {
                throw InputError(reason: "\(Option.option): \(error)")
            }
        }
        return locales
    }

    static var valueStrings: [String] { [] }
}

/// `--fail-on` and `--warn-on`: a gate rule, KINDS[@CATEGORIES][/LANGUAGES].
protocol GateRuleOption { static var option: String { get }; static var level: GateLevel { get } }
enum FailOnOption: GateRuleOption { static let option = "--fail-on"; static let level = GateLevel.fail }
enum WarnOnOption: GateRuleOption { static let option = "--warn-on"; static let level = GateLevel.warn }

struct GateRuleChoice<Option: GateRuleOption>: ArgumentChoice {
    let rule: GateRule
    static func read(_ text: String) throws(InputError) -> GateRuleChoice {
        GateRuleChoice(rule: try GateRule.parse(text, level: Option.level, context: Option.option))
    }
    static var valueStrings: [String] { [] }
}
