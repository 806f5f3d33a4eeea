import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// `--shard i/n`: every (key, language) in exactly one shard, evenly, whatever the read order.
@Suite struct GateShardTests {
    @Test(arguments: ["3/2", "0/3", "1/0", "a/3", "1/2/3", "2", "-1/2"])
    func badShardSpecs(text: String) {
        let error = #expect(throws: InputError.self) { try Shard.parse(text) }
        #expect(error?.description.hasPrefix("--shard: '") == true)
        #expect(error?.file == nil)
    }

    @Test func parsesAndPrints() throws {
        let shard = try Shard.parse("2/4")
        #expect(shard.index == 2 && shard.count == 4)
        #expect(shard.description == "2/4")
        #expect(try JSONDecoder().decode(Shard.self, from: JSONEncoder().encode(shard)) == shard)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shard.self, from: Data(#"{"index": 5, "count": 4}"#.utf8)) }
    }

    /// 7 keys × 3 languages = 21 pairs; key "K0" also has two plural variants in every language.
    static func table() -> StringTable {
        var strings: [LocalizedString] = []
        for key in 0..<7 {
            for language in ["de", "fr", "ja"] {
                let location = SourceLocation(file: "L.xcstrings", line: key * 10 + 1)
                strings.append(LocalizedString(key: "K\(key)", language: GateFixtures.tag(language), value: "v", location: location))
                if key == 0 {
                    for variant in ["plural.one", "plural.other"] {
                        strings.append(LocalizedString(key: "K0", language: GateFixtures.tag(language), value: "v",
                                                       variant: variant, location: location))
                    }
                }
            }
        }
        return StringTable(sourceLanguage: GateFixtures.tag("en"), strings: strings,
                           notes: [ReadNote(kind: .stale, key: "K9", language: nil, location: SourceLocation(file: "L.xcstrings"),
                                            message: "stale")])
    }

    @Test(arguments: 1...5)
    func partitionsEvenly(count: Int) throws {
        let table = Self.table()
        var seen: [String: Int] = [:]
        for index in 1...count {
            let part = try Shard(index: index, count: count).select(table)
            #expect(part.notes.count == 1)
            let pairs = Set(part.strings.map { "\($0.key)|\($0.language)" })
            // 21 pairs dealt out in turn: shard i gets ⌈(21 − (i − 1)) / n⌉ of them.
            #expect(pairs.count == (21 - (index - 1) + count - 1) / count)
            for string in part.strings { seen["\(string.key)|\(string.language)|\(string.variant ?? "")", default: 0] += 1 }
            // A key's variants stay with the plain string of the same language.
            for language in ["de", "fr", "ja"] {
                let k0 = part.strings.filter { $0.key == "K0" && $0.language.identifier == language }.count
                #expect(k0 == 0 || k0 == 3)
            }
        }
        #expect(seen.count == table.strings.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    /// The split depends on the strings, not on the order they were read in.
    @Test func orderIndependent() throws {
        let table = Self.table()
        var reversed = table
        reversed.strings.reverse()
        for index in 1...3 {
            let shard = try Shard(index: index, count: 3)
            let a = Set(shard.select(table).strings.map { "\($0.key)|\($0.language)|\($0.variant ?? "")" })
            let b = Set(shard.select(reversed).strings.map { "\($0.key)|\($0.language)|\($0.variant ?? "")" })
            #expect(a == b)
        }
        // Sorted pairs: K0|de K0|fr K0|ja K1|de … so shard 1 of 3 starts K0|de, K1|de, K2|de.
        let first = try Shard(index: 1, count: 3).select(table).strings.filter { $0.variant == nil }.map { "\($0.key)|\($0.language)" }
        #expect(first == ["K0|de", "K1|de", "K2|de", "K3|de", "K4|de", "K5|de", "K6|de"])
    }
}
