import Foundation

/// One line of a gate policy: findings of these kinds, at these categories, in these languages,
/// get this level.
///
/// Written `KINDS[@CATEGORIES][/LANGUAGES]` on the command line and in policy files:
/// `truncation`, `truncation,missing-glyph@...xxxLarge`, `all@AX1...AX5`, `vertical-clip/th,my`.
/// Kinds are `all` or names from ``FindingKindName``; categories are a ``CategorySpan``;
/// languages are BCP 47 tags, where a tag without script or region (`zh`) also matches the
/// tags under it (`zh-Hans`, `zh-HK`). A part left out matches everything.
package struct GateRule: Sendable, Hashable, CustomStringConvertible {
    /// The level a matching finding gets.
    package var level: GateLevel
    /// The kinds matched; `nil` for every kind.
    package var kinds: Set<Finding.Kind>?
    /// The categories matched; `nil` for every category.
    package var categories: ClosedRange<ContentSizeCategory>?
    /// The languages matched; `nil` for every language.
    package var languages: [LanguageTag]?

    /// Makes a rule; every filter left `nil` matches everything.
    package init(level: GateLevel, kinds: Set<Finding.Kind>? = nil, categories: ClosedRange<ContentSizeCategory>? = nil,
                languages: [LanguageTag]? = nil) {
        self.level = level
        self.kinds = kinds
        self.categories = categories
        self.languages = languages
    }

    /// Parses `KINDS[@CATEGORIES][/LANGUAGES]`; `context` (`--fail-on`, a file and key) prefixes errors.
    package static func parse(_ spec: String, level: GateLevel, context: String) throws(InputError) -> GateRule {
        let text = spec.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            throw InputError(reason: "\(context): empty rule; expected KINDS[@CATEGORIES][/LANGUAGES] such as truncation@AX1...AX5")
        }
        var head = Substring(text)
        var languagePart: Substring?
        if let slash = head.firstIndex(of: "/") {
            languagePart = head[head.index(after: slash)...]
            head = head[..<slash]
        }
        var categoryPart: Substring?
        if let at = head.firstIndex(of: "@") {
            categoryPart = head[head.index(after: at)...]
            head = head[..<at]
        }
        var rule = GateRule(level: level)
        let kindNames = head.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if !(kindNames.isEmpty || kindNames == ["all"] || kindNames == ["*"]) {
            var kinds = Set<Finding.Kind>()
            for name in kindNames {
                guard let kind = FindingKindName.parse(name) else {
                    throw InputError(reason: "\(context): unknown kind '\(name)' in '\(spec)'; expected all or "
                        + FindingKindName.allNames.joined(separator: ", "))
                }
                kinds.insert(kind)
            }
            rule.kinds = kinds
        }
        if let categoryPart {
            let span = try CategorySpan.parse(String(categoryPart), context: context)
            rule.categories = span == ContentSizeCategory.xSmall...ContentSizeCategory.ax5 ? nil : span
        }
        if let languagePart {
            let tags = languagePart.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !tags.isEmpty else {
                throw InputError(reason: "\(context): no language after '/' in '\(spec)'")
            }
            var languages: [LanguageTag] = []
            for tag in tags {
                guard let language = LanguageTag(tag) else {
                    throw InputError(reason: "\(context): '\(tag)' in '\(spec)' is not a language tag")
                }
                languages.append(language)
            }
            rule.languages = languages
        }
        return rule
    }

    /// Whether the rule applies to `finding`.
    package func matches(_ finding: Finding) -> Bool {
        if let kinds, !kinds.contains(finding.kind) { return false }
        if let categories, !categories.contains(finding.category) { return false }
        if let languages, !languages.contains(where: { Self.covers($0, finding.language) }) { return false }
        return true
    }

    /// How many of kinds, categories and languages the rule narrows: the more, the more specific.
    package var specificity: Int {
        (kinds == nil ? 0 : 1) + (categories == nil ? 0 : 1) + (languages == nil ? 0 : 1)
    }

    /// The rule in the syntax `parse` reads, e.g. `truncation@AX1...AX5/th`.
    package var description: String {
        var text = kinds.map { set in
            Finding.Kind.allCases.filter(set.contains).map(FindingKindName.name(of:)).joined(separator: ",")
        } ?? "all"
        if let categories { text += "@" + CategorySpan.describe(categories) }
        if let languages { text += "/" + languages.map(\.identifier).joined(separator: ",") }
        return text
    }

    /// Whether a rule's `tag` covers a finding's `language`: the same tag, or a tag it extends.
    static func covers(_ tag: LanguageTag, _ language: LanguageTag) -> Bool {
        language.identifier == tag.identifier || language.identifier.hasPrefix(tag.identifier + "-")
    }
}
