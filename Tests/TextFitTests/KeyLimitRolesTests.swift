import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Roles in the `--limits` sidecar: glob patterns, the most specific winning, named base specs.
@Suite struct KeyLimitRolesTests {
    static func limit(_ pattern: String) -> KeyLimit {
        KeyLimit(key: pattern, kind: .width(1), location: SourceLocation(file: "l.json", line: 1))
    }

    /// Matches worked out by hand.
    @Test(arguments: [
        ("*", "anything", true), ("*", "", true), ("alert.*.message", "alert.delete.message", true),
        ("alert.*.message", "alert.message", false), ("alert.*.message", "alert.a.b.message", true),
        ("*.button.*", "settings.button.save", true), ("*.button.*", "button.save", false),
        ("?at", "cat", true), ("?at", "at", false), ("*\\?", "Delete it?", true), ("*\\?", "Delete it", false),
        ("MIT License*", "MIT License\n\nCopyright (c) 2025", true), ("*.", "Blank to disable.", true),
        ("a*b*c", "aXbYbZc", true), ("a*b*c", "aXbYbZ", false), ("日本*", "日本語", true),
    ])
    func globMatches(pattern: String, key: String, expected: Bool) {
        #expect(Self.limit(pattern).matches(key) == expected, "\(pattern) ~ \(key)")
    }

    @Test func specificityCountsLiterals() {
        #expect(Self.limit("*").specificity == 0)
        #expect(Self.limit("*.title").specificity == 6)
        #expect(Self.limit("*\\?").specificity == 1)
        #expect(Self.limit("alert.?.x").specificity == 8)
    }
}


extension KeyLimitRolesTests {
    static func table(_ keys: [String]) -> StringTable {
        StringTable(sourceLanguage: LanguageTag("en")!, strings: keys.enumerated().map { index, key in
            LocalizedString(key: key, language: LanguageTag("en")!, value: key, state: .translated,
                            location: SourceLocation(file: "a.strings", line: index + 1))
        })
    }

    /// Exact keys first, then the pattern with the most literal characters, then the first
    /// written of equal ones; keys matched by nothing keep the run's spec.
    @Test func theMostSpecificRuleWins() throws {
        let sidecar = """
            {
              "$specs": {"message": {"numberOfLines": 0, "relativeBudget": 25}},
              "*": 300,
              "alert.*": 250,
              "alert.*.message": "message",
              "alert.delete.message": {"base": "message", "maximumHeight": 200},
              "*.title": 200,
              "alert.*x": 100
            }
            """
        let limits = try KeyLimitsFile.read(data: Data(sidecar.utf8), file: "roles.json")
        let table = try Self.table(["alert.delete.message", "alert.share.message", "alert.share.title",
                                    "alert.box", "settings.title", "about"]).applying(limits)
        func kind(_ key: String) -> KeyLimit.Kind? { table.keyLimits[key]?.kind }
        #expect(kind("alert.delete.message") == .buttonSpec(["numberOfLines": .number(0), "maximumHeight": .number(200)]))
        #expect(table.keyLimits["alert.delete.message"]?.relativeBudget == 25)   // from its base
        #expect(kind("alert.share.message") == .buttonSpec(["numberOfLines": .number(0)]))
        #expect(table.keyLimits["alert.share.message"]?.location.line == 5)
        // "alert.*" (6 literals) beats "*.title" (6, written later) by order; both beat "*".
        #expect(kind("alert.share.title") == .width(250))
        // "alert.*x" (7 literals) beats "alert.*" (6).
        #expect(kind("alert.box") == .width(100))
        #expect(kind("settings.title") == .width(200))
        #expect(kind("about") == .width(300))
        // Without the catch-all, a key no rule matches has no limit (the run's spec applies).
        let narrow = try KeyLimitsFile.read(data: Data("{\n\"alert.*\": 250\n}".utf8), file: "roles.json")
        #expect(try Self.table(["alert.box", "about"]).applying(narrow).keyLimits["about"] == nil)
    }
}
