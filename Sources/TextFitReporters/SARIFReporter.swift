import Foundation

/// The gate as SARIF 2.1.0 (`--sarif`, `--format sarif`), for GitHub code scanning and other static-analysis viewers.
///
/// One rule per kind of finding with a stable id (`textfit/truncation`, `textfit/vertical-clip` …);
/// one result per ``GateDiagnostic`` — title, language and kind, at the catalog file and line;
/// an app's own Location Button's kind in every language, at the Swift or Interface Builder
/// file and line (its `properties.languages` listing them) — with
/// `partialFingerprints` made from key, language, variant and kind only, so an edit that moves
/// a string does not open a new alert. Levels follow the policy (`error` for fail, `warning` for
/// warn, for the findings' policy levels whatever their standing); with a baseline, `baselineState` says `new`, `updated` (worse) or `unchanged` (known).
/// At most 25,000 results (GitHub's limit per run), the most severe kept; the run's
/// `properties.omittedResults` counts the rest. Keys are sorted and nothing depends on the clock.
///
/// A run checked anywhere but the default iPhone (``RunHeader/statesTarget``: `--platform`,
/// `--device`, or catalogs measured on their Xcode target's platform) names the platform and
/// device of each result: in its `properties` (`platform`, `device`), at the end of its message
/// (`(watchos, watch-41)`) and in its fingerprint. Several devices' runs (`--device all`) are one
/// SARIF run whose results carry each device's. The run's `properties.platformNotes` state
/// where it checked and, on Mac Catalyst and visionOS, that the button ignores input there.
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

    /// The fingerprint of a title's finding of one kind: SHA-256 of key, language, variant and
    /// kind, and of the platform and device when the result names them; an app's own button
    /// (`language` `nil`) is one result for every language, so a language that starts or stops
    /// failing does not open a new alert.
    package static func fingerprint(key: String, language: LanguageTag?, variant: String?, kind: Finding.Kind,
                                    target: RunTarget? = nil) -> String {
        var parts = [key, language?.identifier ?? "*", variant ?? "", kind.rawValue]
        if let target { parts += [target.platform.rawValue, target.device] }
        return SHA256Digest.hex(utf8: parts.joined(separator: "\u{1F}"))
    }

    /// Writes the SARIF log of `input`'s judgement to `sink`, ending in a newline: the run's
    /// envelope, then one result per line, each encoded with sorted keys.
    package func write(_ input: ReportInput, to sink: any ByteSink) throws(InputError) {
        try write(devices: [input], to: sink)
    }

    /// Writes one SARIF log of several runs' judgements, each checked on one device
    /// (`--device all`), as one SARIF run.
    package func write(devices inputs: [ReportInput], to sink: any ByteSink) throws(InputError) {
        do {
            try write(inputs.map(\.judgement), to: sink)
        } catch {
            throw InputError(reason: "cannot encode SARIF: \(error)")
        }
    }

    private func write(_ gates: [GateResult], to sink: any ByteSink) throws {
        let rules = Finding.Kind.allCases.map { kind in
            Rule(id: kind.descriptor.ruleID, name: kind.descriptor.ruleName,
                 shortDescription: Message(text: kind.descriptor.ruleDescription),
                 defaultConfiguration: Configuration(level: "error"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        let diagnostics = gates.map { $0.diagnostics() }
        let kept = Self.mostSevere(diagnostics, limit: max(0, resultLimit))
        let hasBaseline = gates.contains { $0.baselineOrigin != nil }
        sink.write("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n")
        sink.write("  \"runs\": [\n    {\n      \"tool\": \(try json(Tool(driver: Driver(rules: rules)))),\n")
        sink.write("      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": [")
        var written = 0
        var text = JSONText(capacity: 1 << 17)
        // A file's URI, made once for its results: they come file by file.
        var lastArtifact: (file: String, artifact: ArtifactLocation)?
        for (run, gate) in gates.enumerated() {
            let header = gate.result.header
            for (index, diagnostic) in diagnostics[run].enumerated() where kept.contains(Kept(run: run, index: index)) {
                // A title's language is part of its identity; an app button's result covers every language.
                let language = diagnostic.isButton ? nil : diagnostic.languages.first
                let target = header.statesTarget ? header.target(of: diagnostic.location?.file) : nil
                let item = ResultItem(
                    ruleId: diagnostic.kind.descriptor.ruleID, ruleIndex: diagnostic.kind.order,
                    level: diagnostic.findings.contains { $0.level == .fail } ? "error" : "warning",
                    message: Message(text: diagnostic.message + (target.map { " (\($0))" } ?? "")),
                    locations: diagnostic.location.map { location in
                        if lastArtifact?.file != location.file { lastArtifact = (location.file, Self.artifact(location.file)) }
                        return [Location(physicalLocation: Self.physical(location, artifact: lastArtifact!.artifact))]
                    } ?? [],
                    partialFingerprints: ["textfitFinding/v1": Self.fingerprint(key: TableIdentity.label(key: diagnostic.key, table: diagnostic.table),
                                                                                language: language,
                                                                                variant: diagnostic.variant,
                                                                                kind: diagnostic.kind, target: target)],
                    baselineState: hasBaseline ? Self.baselineState(diagnostic.status) : nil,
                    properties: ResultProperties(key: diagnostic.key, table: diagnostic.table, language: language?.identifier,
                                                 languages: diagnostic.isButton ? diagnostic.languages.map(\.identifier) : nil,
                                                 variant: diagnostic.variant,
                                                 categories: diagnostic.isButton ? diagnostic.categories.map(\.rawValue)
                                                     : diagnostic.findings.map(\.finding.category.rawValue),
                                                 gate: diagnostic.outcome.rawValue, platform: target?.platform.rawValue,
                                                 device: target?.device))
                if written == 0 { text.raw("\n        ") } else { text.raw(",\n        ") }
                item.write(into: &text)
                written += 1
                if text.bytes.count >= 1 << 16 { sink.write(taking: &text.bytes) }
            }
        }
        sink.write(taking: &text.bytes)
        sink.write(written == 0 ? "]" : "\n      ]")
        let omitted = diagnostics.reduce(0) { $0 + $1.count } - written
        // Where the run checked and what that platform means for the button (it ignores input on
        // Mac Catalyst and visionOS), each once.
        var notices: [String] = []
        for gate in gates {
            for note in gate.result.notes where note.kind == .platform && !notices.contains(note.message) {
                notices.append(note.message)
            }
        }
        if omitted > 0 || !notices.isEmpty {
            let properties = RunProperties(omittedResults: omitted > 0 ? omitted : nil, platformNotes: notices.isEmpty ? nil : notices)
            sink.write(",\n      \"properties\": \(try json(properties))")
        }
        sink.write("\n    }\n  ]\n}\n")
    }

    /// A relative path as a `%SRCROOT%`-based URI (GitHub resolves it against the repository root),
    /// an absolute one as a `file://` URI; the line, when known, as the region. `artifact` is
    /// the file's URI when already made (``artifact(_:)``).
    static func physical(_ location: SourceLocation, artifact known: ArtifactLocation? = nil) -> PhysicalLocation {
        PhysicalLocation(artifactLocation: known ?? artifact(location.file), region: location.line.map { Region(startLine: $0) })
    }

    /// The URI of `file` (``physical(_:)``).
    static func artifact(_ file: String) -> ArtifactLocation {
        let encoded = file.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? file
        return file.hasPrefix("/")
            ? ArtifactLocation(uri: "file://" + encoded, uriBaseId: nil)
            : ArtifactLocation(uri: encoded.hasPrefix("./") ? String(encoded.dropFirst(2)) : encoded, uriBaseId: "%SRCROOT%")
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

    /// The `limit` most severe diagnostics of the runs' (``GateDiagnostic/severityOrder(_:_:)``;
    /// ties in the runs' order, then each run's).
    private static func mostSevere(_ diagnostics: [[GateDiagnostic]], limit: Int) -> Set<Kept> {
        let all = diagnostics.enumerated().flatMap { run, list in list.indices.map { Kept(run: run, index: $0) } }
        return Set(GateDiagnostic.bySeverity(all) { diagnostics[$0.run][$0.index] }.prefix(limit))
    }

    /// A diagnostic by its run and its place in the run's list.
    private struct Kept: Hashable { var run: Int, index: Int }

    struct RunProperties: Encodable {
        var omittedResults: Int?
        /// The run's platform notes: where it checked, and what the platform means for the button.
        var platformNotes: [String]?
    }

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

    /// One result. Written by ``write(into:)`` as `JSONEncoder` with sorted keys and unescaped
    /// slashes writes it (its `Encodable` form): one `JSONEncoder` call a result took most of
    /// the report's time.
    struct ResultItem: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var baselineState: String?
        var properties: ResultProperties

        /// Appends the result to `out`: its members in sorted order, those absent left out, its
        /// strings escaped as `JSONEncoder` escapes them.
        func write(into out: inout JSONText) {
            out.raw("{")
            if let baselineState { out.key("baselineState"); out.string(baselineState, as: .foundation); out.raw(",") }
            out.key("level"); out.string(level, as: .foundation)
            out.raw(","); out.key("locations"); out.raw("[")
            for (position, location) in locations.enumerated() {
                if position > 0 { out.raw(",") }
                let artifact = location.physicalLocation.artifactLocation
                out.raw("{"); out.key("physicalLocation"); out.raw("{"); out.key("artifactLocation"); out.raw("{")
                out.key("uri"); out.string(artifact.uri, as: .foundation)
                if let base = artifact.uriBaseId { out.raw(","); out.key("uriBaseId"); out.string(base, as: .foundation) }
                out.raw("}")
                if let region = location.physicalLocation.region {
                    out.raw(","); out.key("region"); out.raw("{"); out.key("startLine"); out.integer(region.startLine); out.raw("}")
                }
                out.raw("}}")
            }
            out.raw("]")
            out.raw(","); out.key("message"); out.raw("{"); out.key("text"); out.string(message.text, as: .foundation); out.raw("}")
            out.raw(","); out.key("partialFingerprints"); out.raw("{")
            for (position, name) in partialFingerprints.keys.sorted().enumerated() {
                if position > 0 { out.raw(",") }
                out.string(name, as: .foundation); out.raw(":"); out.string(partialFingerprints[name]!, as: .foundation)
            }
            out.raw("}")
            out.raw(","); out.key("properties"); properties.write(into: &out)
            out.raw(","); out.key("ruleId"); out.string(ruleId, as: .foundation)
            out.raw(","); out.key("ruleIndex"); out.integer(ruleIndex)
            out.raw("}")
        }
    }

    struct ResultProperties: Encodable {
        var key: String
        /// Only where the key is in more than one table.
        var table: String?
        /// A title's language; `nil` for an app's own button, whose result names `languages`.
        var language: String?
        var languages: [String]?
        var variant: String?
        var categories: [String]
        var gate: String
        /// The platform and device, when the result names them.
        var platform: String?
        var device: String?

        /// Appends the properties to `out` as ``ResultItem/write(into:)`` does.
        func write(into out: inout JSONText) {
            func member(_ name: StaticString, _ value: String?) {
                guard let value else { return }
                out.raw(","); out.key(name); out.string(value, as: .foundation)
            }
            out.raw("{"); out.key("categories"); out.strings(categories, as: .foundation)
            member("device", device)
            member("gate", gate)
            member("key", key)
            member("language", language)
            if let languages { out.raw(","); out.key("languages"); out.strings(languages, as: .foundation) }
            member("platform", platform)
            member("table", table)
            member("variant", variant)
            out.raw("}")
        }
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
