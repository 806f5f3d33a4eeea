import Foundation
import Testing

/// `--category` reads ranges in the grammar of the gate's rules (`CategorySpan`): open ranges
/// `...large` and `AX4...` as well as `large...AX5`, so `--category '...large'` means what
/// `--fail-on 'truncation@...large'` does.
@Suite struct CategoryRangeEndToEndTests {
    /// The categories the JSON results hold, in the order UIKit lists them.
    static func categories(_ arguments: [String]) throws -> [String] {
        let run = try Binary.run(["check", "--no-fail", "--format", "json", "--output", "-"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let seen = Set(results.compactMap { $0["category"] as? String })
        return Self.uikitOrder.filter(seen.contains)
    }

    /// UIContentSizeCategory's twelve categories, smallest first (Apple's documentation).
    static let uikitOrder = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "AX1", "AX2", "AX3", "AX4", "AX5"]

    @Test(arguments: [
        ("...large", ["xSmall", "small", "medium", "large"]),
        ("AX4...", ["AX4", "AX5"]),
        ("xxxLarge...AX1", ["xxxLarge", "AX1"]),
        ("large..xLarge", ["large", "xLarge"]),
    ])
    func openAndClosedRanges(range: String, expected: [String]) throws {
        #expect(try Self.categories(["--category", range]) == expected)
    }

    /// A range that is not one keeps its message and exit status 2.
    @Test func badRangeExitsTwo() throws {
        let run = try Binary.run(["check", "--category", "AX5...large"])
        #expect(run.status == 2)
        #expect(run.stderr == "textfit: --category: 'AX5...large' is not a range of categories such as large...AX5\n")
        #expect(run.stdout.isEmpty)
    }
}
