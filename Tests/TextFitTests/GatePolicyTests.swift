import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Policies: kind names, rule syntax, the most-specific-rule resolution and policy files.
@Suite struct GatePolicyTests {
    static func finding(_ kind: Finding.Kind, _ language: String, _ category: ContentSizeCategory) -> Finding {
        Finding(kind: kind, key: "Send", language: GateFixtures.tag(language), variant: nil, category: category,
                message: "", location: nil)
    }

    /// Every kind has a kebab-case name that parses back, in any of the accepted spellings.
    @Test func kindNamesComeFromTheKinds() {
        #expect(FindingKindName.allNames.count == Finding.Kind.allCases.count)
        for kind in Finding.Kind.allCases {
            let name = FindingKindName.name(of: kind)
            #expect(name == name.lowercased())
            #expect(FindingKindName.parse(name) == kind)
            #expect(FindingKindName.parse(kind.rawValue) == kind)
            #expect(FindingKindName.parse(name.uppercased().replacingOccurrences(of: "-", with: "_")) == kind)
        }
        #expect(FindingKindName.name(of: .verticalClip) == "vertical-clip")
        #expect(FindingKindName.name(of: .missingGlyph) == "missing-glyph")
        #expect(FindingKindName.parse("cornerClip") == .cornerClip)
        #expect(FindingKindName.parse("clip") == nil)
    }

    @Test func ruleSyntax() throws {
        let rule = try GateRule.parse("truncation,missing-glyph@AX1...AX5/th,zh", level: .warn, context: "--warn-on")
        #expect(rule.kinds == [.truncation, .missingGlyph])
        #expect(rule.categories == ContentSizeCategory.ax1...ContentSizeCategory.ax5)
        #expect(rule.languages == [GateFixtures.tag("th"), GateFixtures.tag("zh")])
        #expect(rule.matches(Self.finding(.truncation, "zh-Hant", .ax2)))   // zh covers zh-Hant
        #expect(rule.matches(Self.finding(.missingGlyph, "th", .ax5)))
        #expect(!rule.matches(Self.finding(.truncation, "zh", .xxxLarge)))  // below AX1
        #expect(!rule.matches(Self.finding(.verticalClip, "th", .ax1)))     // another kind
        #expect(!rule.matches(Self.finding(.truncation, "de", .ax1)))       // another language
        #expect(rule.description == "truncation,missing-glyph@AX1...AX5/th,zh")
        #expect(try GateRule.parse(rule.description, level: .warn, context: "x") == rule)

        let upTo = try GateRule.parse("@...xxxLarge", level: .fail, context: "--fail-on")
        #expect(upTo.kinds == nil)
        #expect(upTo.categories == ContentSizeCategory.xSmall...ContentSizeCategory.xxxLarge)
        #expect(try GateRule.parse("all@AX1...", level: .fail, context: "").categories == ContentSizeCategory.ax1...ContentSizeCategory.ax5)
        #expect(try GateRule.parse("vertical-clip@large", level: .fail, context: "").categories == ContentSizeCategory.large...ContentSizeCategory.large)
        #expect(try GateRule.parse("all@all", level: .fail, context: "").categories == nil)
        // pt-BR does not cover pt.
        let brazil = try GateRule.parse("all/pt-BR", level: .fail, context: "")
        #expect(!brazil.matches(Self.finding(.truncation, "pt", .large)))
        #expect(brazil.matches(Self.finding(.truncation, "pt-BR", .large)))
    }

    @Test(arguments: [
        ("trunc", "--fail-on: unknown kind 'trunc' in 'trunc'; expected all or truncation, render-failure, vertical-clip"),
        ("truncation@huge", "--fail-on: 'huge' is not a category or a range of categories"),
        ("truncation@AX5...large", "--fail-on: 'AX5...large' is not a category or a range of categories"),
        ("truncation/x!", "--fail-on: 'x!' in 'truncation/x!' is not a language tag"),
        ("truncation/", "--fail-on: no language after '/' in 'truncation/'"),
        ("", "--fail-on: empty rule"),
    ])
    func badRules(spec: String, prefix: String) {
        let error = #expect(throws: InputError.self) { try GateRule.parse(spec, level: .fail, context: "--fail-on") }
        #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("\n") == false)
    }

    @Test func defaultsAndSpecificity() throws {
        // No rules: everything fails.
        #expect(GatePolicy.failOnEverything.level(for: Self.finding(.cornerClip, "de", .ax5)) == .fail)
        // Fail up to xxxLarge, warn for AX sizes.
        let sizes = try GatePolicy.combining(file: nil, failOn: [], warnOn: ["all@AX1...AX5"])
        #expect(sizes.defaultLevel == .fail)
        #expect(sizes.level(for: Self.finding(.truncation, "de", .xxxLarge)) == .fail)
        #expect(sizes.level(for: Self.finding(.truncation, "de", .ax1)) == .warn)
        // Naming what fails makes the rest warn.
        let named = try GatePolicy.combining(file: nil, failOn: ["truncation"], warnOn: [])
        #expect(named.defaultLevel == .warn)
        #expect(named.level(for: Self.finding(.truncation, "de", .large)) == .fail)
        #expect(named.level(for: Self.finding(.verticalClip, "de", .large)) == .warn)
        // The narrower rule wins whichever option it came from.
        let narrowed = try GatePolicy.combining(file: nil, failOn: ["truncation"], warnOn: ["truncation@AX1...AX5"])
        #expect(narrowed.level(for: Self.finding(.truncation, "de", .ax3)) == .warn)
        #expect(narrowed.level(for: Self.finding(.truncation, "de", .xxLarge)) == .fail)
        let perLanguage = try GatePolicy.combining(file: nil, failOn: ["truncation/de"], warnOn: ["truncation"])
        #expect(perLanguage.level(for: Self.finding(.truncation, "de", .large)) == .fail)
        #expect(perLanguage.level(for: Self.finding(.truncation, "fr", .large)) == .warn)
        // Equally specific rules: fail wins.
        let tie = try GatePolicy.combining(file: nil, failOn: ["missing-glyph"], warnOn: ["all/th"])
        #expect(tie.level(for: Self.finding(.missingGlyph, "th", .large)) == .fail)
        #expect(tie.level(for: Self.finding(.truncation, "th", .large)) == .warn)
        #expect(tie.description == "warn by default; fail on missing-glyph; warn on all/th")
        // An unknown kind on the command line is bad input.
        #expect(throws: InputError.self) { try GatePolicy.combining(file: nil, failOn: [], warnOn: ["clipping"]) }
    }

    @Test func policyFile() throws {
        let text = """
        {
          "default": "fail",
          "failOn": ["missing-glyph"],
          "warnOn": ["all@AX1...AX5", "vertical-clip/th"]
        }
        """
        let file = try GatePolicyFile.decode(Data(text.utf8), file: "policy.json")
        #expect(file.defaultLevel == .fail)
        #expect(file.rules.map(\.description) == ["missing-glyph", "all@AX1...AX5", "vertical-clip/th"])
        #expect(file.rules.map(\.level) == [.fail, .warn, .warn])
        let policy = try GatePolicy.combining(file: file, failOn: [], warnOn: ["corner-clip"])
        #expect(policy.defaultLevel == .fail)   // the file's default stands although it names a fail rule
        #expect(policy.level(for: Self.finding(.truncation, "de", .xxxLarge)) == .fail)
        #expect(policy.level(for: Self.finding(.truncation, "de", .ax2)) == .warn)
        #expect(policy.level(for: Self.finding(.verticalClip, "th", .large)) == .warn)
        #expect(policy.level(for: Self.finding(.cornerClip, "de", .large)) == .warn)
    }

    @Test(arguments: [
        ("{\n  \"failon\": [\"truncation\"]\n}\n", "policy.json:2 (key 'failon'): unknown field 'failon'; did you mean 'failOn'?"),
        ("{\n  \"failOn\": [\"truncation\"],\n  \"warnOn\": [\"all\", \"clipping\"]\n}\n",
         "policy.json:3: warnOn[1]: unknown kind 'clipping'"),
        ("{\n  \"default\": \"error\"\n}\n", "policy.json:2 (key 'default'): 'error' is not a level; expected fail or warn"),
        ("[1, 2]", "policy.json:1: a policy file must be a JSON object"),
        ("{\n  \"warnOn\": \"all\"\n}\n", "policy.json:2 (key 'warnOn'): expected"),
    ])
    func badPolicyFiles(text: String, prefix: String) {
        let error = #expect(throws: InputError.self) { try GatePolicyFile.decode(Data(text.utf8), file: "policy.json") }
        #expect(error?.description.hasPrefix(prefix) == true, "\(error?.description ?? "")")
    }
}
