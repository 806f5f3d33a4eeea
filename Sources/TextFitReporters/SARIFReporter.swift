import Foundation

/// The gate as SARIF 2.1.0 (`--sarif`, `--format sarif`), for GitHub code scanning and other static-analysis viewers.
///
/// One rule per kind of finding with a stable id (`textfit/truncation`, `textfit/vertical-clip` …);
/// one result per title, language and kind (``FindingGroup``), at the catalog file and line, with
/// `partialFingerprints` made from key, language, variant and kind only, so an edit that moves
/// a string does not open a new alert. Levels follow the policy (`error` for fail, `warning` for
/// warn, for the findings' policy levels whatever their standing); with a baseline, `baselineState` says `new`, `updated` (worse) or `unchanged` (known).
/// At most 25,000 results (GitHub's limit per run), the most severe kept; the run's
/// `properties.omittedResults` counts the rest. Keys are sorted and nothing depends on the clock.
package struct SARIFReporter: Reporter {
    package static let identifier = "sarif"
    package static let isStreaming = false
    package static let needs: ReportNeeds = .judgement

    /// The most results written; GitHub rejects runs with more than 25,000.
    package var resultLimit: Int

    /// Makes the reporter.
    package init(resultLimit: Int = 25_000) {
        self.resultLimit = resultLimit
    }

    /// The id of the rule for `kind`: `textfit/` and the kind's name.
    package static func ruleID(_ kind: Finding.Kind) -> String { kind.descriptor.ruleID }

    /// The fingerprint of a title's finding of one kind: SHA-256 of key, language, variant and kind.
    package static func fingerprint(key: String, language: LanguageTag, variant: String?, kind: Finding.Kind) -> String {
        let text = [key, language.identifier, variant ?? "", kind.rawValue].joined(separator: "\u{1F}")
        return SHA256Digest.hex(utf8: text)
    }

    /// Writes the SARIF log of `input`'s judgement to `sink`, ending in a newline: the run's
    /// envelope, then one result per line, each encoded with sorted keys.
    package func write(_ input: ReportInput, to sink: any ByteSink) throws(InputError) {
        do {
            try write(input.judgement, to: sink)
        } catch {
            throw InputError(reason: "cannot encode SARIF: \(error)")
        }
    }

    private func write(_ gate: GateResult, to sink: any ByteSink) throws {
        let rules = Finding.Kind.allCases.map { kind in
            Rule(id: kind.descriptor.ruleID, name: kind.descriptor.ruleName,
                 shortDescription: Message(text: kind.descriptor.ruleDescription),
                 defaultConfiguration: Configuration(level: "error"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        let kept = Set(gate.groupsBySeverity.prefix(max(0, resultLimit)).map(GroupKey.init))
        let hasBaseline = gate.baselineOrigin != nil
        sink.write("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n")
        sink.write("  \"runs\": [\n    {\n      \"tool\": \(try json(Tool(driver: Driver(rules: rules)))),\n")
        sink.write("      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": [")
        var written = 0
        for group in gate.groups where kept.contains(GroupKey(group)) {
            let item = ResultItem(
                ruleId: group.kind.descriptor.ruleID, ruleIndex: group.kind.order,
                level: group.findings.contains { $0.level == .fail } ? "error" : "warning",
                message: Message(text: group.message),
                locations: group.location.map { [Location(physicalLocation: Self.physical($0))] } ?? [],
                partialFingerprints: ["textfitFinding/v1": Self.fingerprint(key: TableIdentity.label(key: group.key, table: group.table),
                                                                            language: group.language,
                                                                            variant: group.variant, kind: group.kind)],
                baselineState: hasBaseline ? Self.baselineState(group.status) : nil,
                properties: ResultProperties(key: group.key, table: group.table, language: group.language.identifier, variant: group.variant,
                                             categories: group.findings.map(\.finding.category.rawValue),
                                             gate: group.outcome.rawValue))
            sink.write((written == 0 ? "\n        " : ",\n        ") + (try json(item)))
            written += 1
        }
        sink.write(written == 0 ? "]" : "\n      ]")
        let omitted = gate.groups.count - written
        if omitted > 0 { sink.write(",\n      \"properties\": \(try json(RunProperties(omittedResults: omitted)))") }
        sink.write("\n    }\n  ]\n}\n")
    }

    /// A relative path as a `%SRCROOT%`-based URI (GitHub resolves it against the repository root),
    /// an absolute one as a `file://` URI; the line, when known, as the region.
    static func physical(_ location: SourceLocation) -> PhysicalLocation {
        let encoded = location.file.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? location.file
        let artifact = location.file.hasPrefix("/")
            ? ArtifactLocation(uri: "file://" + encoded, uriBaseId: nil)
            : ArtifactLocation(uri: encoded.hasPrefix("./") ? String(encoded.dropFirst(2)) : encoded, uriBaseId: "%SRCROOT%")
        return PhysicalLocation(artifactLocation: artifact, region: location.line.map { Region(startLine: $0) })
    }

    /// The characters a URI path keeps as they are (RFC 3986 `pchar` and `/`).
    static let uriPathCharacters: CharacterSet = {
        var set = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        set.insert(charactersIn: "-._~!$&'()*+,;=:@/")
        return set
    }()

    static func baselineState(_ status: GateStatus) -> String {
        switch status {
        case .new: "new"
        case .worse: "updated"
        case .known: "unchanged"
        }
    }

    private struct GroupKey: Hashable {
        var key: String, table: String?, language: LanguageTag, variant: String?, kind: Finding.Kind
        init(_ group: FindingGroup) {
            key = group.key
            table = group.table
            language = group.language
            variant = group.variant
            kind = group.kind
        }
    }

    struct RunProperties: Encodable { var omittedResults: Int }

    struct Tool: Encodable { var driver: Driver }

    /// `tool.driver`: the name, the version that wrote the log (``ToolVersion``) and the rules.
    struct Driver: Encodable {
        var name = "textfit"
        var version = ToolVersion.current
        var semanticVersion = ToolVersion.current
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }

    struct Message: Encodable { var text: String }

    struct ResultItem: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var baselineState: String?
        var properties: ResultProperties
    }

    struct ResultProperties: Encodable {
        var key: String
        /// Only where the key is in more than one table.
        var table: String?
        var language: String
        var variant: String?
        var categories: [String]
        var gate: String
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable { var startLine: Int }
}
