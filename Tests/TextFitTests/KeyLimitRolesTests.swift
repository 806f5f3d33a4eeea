import Foundation
import Testing
@testable import TextFit

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

