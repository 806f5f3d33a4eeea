import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// `--reuse` finds a string's earlier cells as one run of neighbouring records (``CellRun``):
/// the runs, their categories and the record of each category, worked out by hand for small
/// files laid out as a results file is.
@Suite struct CellRunTests {
    /// A record: the string it belongs to (a letter), the text it measured (a letter) and its
    /// category's ordinal (-1: none known).
    typealias Record = (string: UInt64, text: UInt64, ordinal: Int8)

    static func index(_ records: [Record]) -> (runs: [CellIdentity: CellRun], texts: Set<CellIdentity>) {
        let index = indexWithEarlier(records)
        return (index.runs, index.texts)
    }

    static func indexWithEarlier(_ records: [Record])
        -> (runs: [CellIdentity: CellRun], earlier: [CellIdentity: [CellRun]], texts: Set<CellIdentity>) {
        CellRun.index(strings: records.map { CellIdentity(first: $0.string, second: 0) },
                      texts: records.map { CellIdentity(first: $0.text, second: 1) },
                      ordinals: records.map(\.ordinal))
    }

    static func run(_ runs: [CellIdentity: CellRun], _ string: UInt64) -> CellRun? {
        runs[CellIdentity(first: string, second: 0)]
    }

    /// Two strings, each at large, xxxLarge and AX5 (ordinals 3, 6, 11): two runs, each record
    /// found at its number, a category the run lacks not found.
    @Test func eachStringIsOneRunWithARecordACategory() throws {
        let (runs, texts) = Self.index([(1, 1, 3), (1, 1, 6), (1, 1, 11), (2, 2, 3), (2, 2, 6), (2, 2, 11)])
        #expect(runs.count == 2)
        #expect(texts == [CellIdentity(first: 1, second: 1), CellIdentity(first: 2, second: 1)])
        let first = try #require(Self.run(runs, 1)), second = try #require(Self.run(runs, 2))
        #expect([first.position(of: .large), first.position(of: .xxxLarge), first.position(of: .ax5)] == [0, 1, 2])
        #expect([second.position(of: .large), second.position(of: .xxxLarge), second.position(of: .ax5)] == [3, 4, 5])
        #expect(first.position(of: .xSmall) == nil && second.position(of: .ax1) == nil)
        #expect(first.categories == 1 << 3 | 1 << 6 | 1 << 11)
    }

    /// A category that does not come after the one before starts a new run; the later of two
    /// runs of one string is the one found first (as a later record of a cell replaces an earlier
    /// one), the earlier kept after it.
    @Test func aCategoryOutOfOrderStartsAnotherRun() throws {
        let (runs, earlier, _) = Self.indexWithEarlier([(1, 1, 3), (1, 1, 6), (1, 1, 6), (1, 1, 11)])
        #expect(runs.count == 1)
        let run = try #require(Self.run(runs, 1))
        #expect(run.first == 2)
        #expect(run.position(of: .xxxLarge) == 2 && run.position(of: .ax5) == 3)
        #expect(run.position(of: .large) == nil)
        let before = try #require(earlier[CellIdentity(first: 1, second: 0)])
        #expect(before.count == 1 && before[0].first == 0)
        #expect(before[0].position(of: .large) == 0 && before[0].position(of: .xxxLarge) == 1 && before[0].position(of: .ax5) == nil)
    }

    /// One string's text in two files (a phone's at all 12 categories, then a watch's at the 9 of
    /// its table, as a results file lists them file by file, with another string between): two
    /// runs, the watch's found first, the phone's kept with every record where it is.
    @Test func oneTextInTwoFilesKeepsBothRuns() throws {
        let phone: [Record] = (0 ..< 12).map { (1, 1, Int8($0)) }
        let watch: [Record] = [0, 1, 3, 4, 5, 6, 7, 8, 9].map { (1, 1, Int8($0)) }
        let (runs, earlier, _) = Self.indexWithEarlier(phone + [(2, 2, 3)] + watch)
        #expect(runs.count == 2)
        let last = try #require(Self.run(runs, 1))
        #expect(last.first == 13 && last.categories.nonzeroBitCount == 9 && last.position(of: .medium) == nil)
        #expect(last.position(of: .ax3) == 21)
        let before = try #require(earlier[CellIdentity(first: 1, second: 0)])
        #expect(before.count == 1 && before[0].first == 0 && before[0].categories.nonzeroBitCount == 12)
        #expect(before[0].position(of: .medium) == 2 && before[0].position(of: .ax5) == 11)
        #expect(earlier[CellIdentity(first: 2, second: 0)] == nil)
    }

    /// A record with no known category belongs to no run, and the record after it starts one.
    @Test func aRecordWithoutACategoryEndsTheRun() throws {
        let (runs, _) = Self.index([(1, 1, 0), (1, 1, -1), (1, 1, 2), (1, 1, 4)])
        let run = try #require(Self.run(runs, 1))
        #expect(run.first == 2)
        #expect(run.position(of: .medium) == 2 && run.position(of: .xLarge) == 3 && run.position(of: .xSmall) == nil)
    }

    /// The texts measured: one a change of text between neighbours (variants of one text share it).
    @Test func textsAreTheOnesMeasured() {
        let (runs, texts) = Self.index([(1, 7, 3), (1, 7, 4), (2, 7, 3), (3, 8, 3), (4, 7, 3)])
        #expect(runs.count == 4)
        #expect(texts == [CellIdentity(first: 7, second: 1), CellIdentity(first: 8, second: 1)])
    }
}
