import Foundation
import Testing
@testable import TextFit
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver
@testable import TextFitCore

/// The index a run writes beside its results file (``ResultsIndex``): where each record lies and
/// what it was measured from, as the file itself says when it is read through; `--reuse` takes
/// the same cells with it as without; and an index that does not agree with the file beside it is
/// passed over, whatever is wrong with it.
@Suite struct ResultsIndexTests {
    /// The bundled job's results at ``ReusedCellsTests/categories``, written to `earlier.json` in
    /// `folder` as `textfit check --output` writes them (through a file sink, index beside).
    static func written(in folder: URL, strings: StringTable? = nil) async throws -> (path: String, strings: StringTable) {
        let strings = try strings ?? BundledData.strings(environment: [:])
        let path = folder.appendingPathComponent("earlier.json").path
        let sink = try FileSink(path: path, what: "the results")
        _ = try await Verification(strings: strings, spec: .bundledDefault, categories: ReusedCellsTests.categories,
                                   fonts: TestFonts.bundled, parallelism: 2).run(writingTo: ReportOutputs(json: sink))
        try sink.close()
        return (path, strings)
    }

    static func index(of path: String) throws -> ResultsIndex? {
        ResultsIndex.read(path: path + ResultsIndex.suffix, json: try MappedFile(path: path), resultsPath: path)
    }

    /// Every record's place is the line the file holds it on, and its digests and category are
    /// those of the cell the whole file decodes it to, made under the index's key.
    @Test func theIndexSaysWhereEachRecordIsAndWhatItMeasured() async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, _) = try await Self.written(in: folder)
        let index = try #require(try Self.index(of: path))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let split = try #require(ResultsRecordStream.split(data))
        #expect(index.records == split.records)
        let cells = try ResultsFile.read(path: path).cells
        #expect(cells.count == index.records.count && cells.count > 500)
        for (position, cell) in cells.enumerated() {
            var builder = CellIdentity.Builder(key: index.key)
            builder.add(cell.key)
            builder.add(cell.language.identifier)
            builder.add(cell.measurement.text)
            #expect(index.texts[position] == builder.finish())
            builder.add(optional: cell.variant)
            builder.add(optional: cell.formatSample)
            #expect(index.strings[position] == builder.finish())
            #expect(Int(index.ordinals[position]) == cell.category.ordinal)
            // The rest of its entry, as the file says it.
            let entry = index.entry(at: position)
            #expect(entry.string == index.strings[position] && entry.text == index.texts[position])
            #expect(Int(entry.ordinal) == cell.category.ordinal)
            #expect(entry.hasFindings == !cell.findings.isEmpty)
            #expect(entry.isIOS == cell.fit.model.isIOS)
            #expect(entry.line == cell.location?.line && entry.line != nil)
            #expect(entry.minFrame == cell.fit.minFrame)
            #expect(entry.showsWhole == (cell.fit.fits && cell.fit.verticalClip == 0))
            #expect(entry.largestFontSize == cell.largestFontSize)
            #expect(entry.sourceWidth == cell.sourceWidth && entry.budget == cell.budget)
            #expect(entry.lineCount == cell.fit.lineCount && entry.neededLineCount == cell.fit.neededLineCount)
            var context = CellIdentity.Builder(key: index.key)
            context.add(optional: cell.table)
            context.add(optional: cell.widthLimit.map { "\($0.value) \($0.unit.rawValue)" })
            context.add(optional: cell.titleSource?.rawValue)
            context.add(RunTarget.unnamed(spec: .bundledDefault).platform.rawValue)
            context.add(RunTarget.unnamed(spec: .bundledDefault).device)
            #expect(entry.context == context.finish())
        }
        try Self.expectLayouts(of: path, index)
        #expect(index.closeMargin == .given(nil))
        // Some cells with findings and some without, some whole and some not: the flags vary.
        #expect(Set(cells.map(\.findings.isEmpty)).count == 2)
        #expect(Set((0 ..< cells.count).map { index.entry(at: $0).showsWhole }).count == 2)
        // Each file its own key.
        let other = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: other) }
        let again = try #require(try Self.index(of: try await Self.written(in: other).path))
        #expect(again.key != index.key && again.records == index.records)
    }

    /// Every record's layout in `index` (``ResultsIndex/RecordLayout``) is where Foundation's JSON
    /// reader puts the record's members: the bytes before `bodyStart` are `{"file":F,` with its
    /// `file`, and those from `lineStart` are `"line":L,"fonts":[…]}` with its `line` and `fonts`,
    /// which are the layout's faces.
    static func expectLayouts(of path: String, _ index: ResultsIndex) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        for (position, range) in index.records.enumerated() {
            let record = data.subdata(in: range)
            let object = try #require(try JSONSerialization.jsonObject(with: record) as? [String: Any])
            let layout = try #require(index.entry(at: position).layout, "record \(position) has no layout")
            let file = try #require(object["file"] as? Int), line = try #require(object["line"] as? Int)
            let fonts = try #require(object["fonts"] as? [Int])
            #expect(record.prefix(layout.bodyStart) == Data("{\"file\":\(file),".utf8))
            let tail = "\"line\":\(line),\"fonts\":[" + fonts.map(String.init).joined(separator: ",") + "]}"
            #expect(record.suffix(from: record.startIndex + layout.lineStart) == Data(tail.utf8))
            #expect((0 ..< layout.faces.count).map { layout.faces[$0] } == fonts)
        }
    }

    /// A run that took its strings from an index writes an index of its own whose layouts are
    /// where its records' members are (the records of taken strings written again, a line and
    /// faces of this file's), and a run from that file takes them from it alone in turn.
    @Test func anIndexWrittenFromTakenStringsSaysWhereTheirRecordsAre() async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = try BundledData.strings(environment: [:])
        let path = try await Self.earlier(Self.verification(of: strings, budget: nil), in: folder)
        var reusing = Self.verification(of: strings, budget: nil)
        reusing.reuse = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        let later = folder.appendingPathComponent("later.json").path
        let sink = try FileSink(path: later, what: "the results")
        _ = try await reusing.run(writingTo: ReportOutputs(json: sink))
        try sink.close()
        let fromIndex = try #require(reusing.reuse as? ReusedCells).taken.fromIndex
        #expect(fromIndex > 150)
        let index = try #require(try Self.index(of: later))
        try Self.expectLayouts(of: later, index)
        var again = Self.verification(of: strings, budget: nil)
        let reused = try await ReusedCells.load(path: later, spec: .bundledDefault, fonts: TestFonts.bundled)
        again.reuse = reused
        _ = try await again.run(writingTo: ReportOutputs(json: MemorySink()))
        #expect(reused.taken.fromIndex == fromIndex)
    }

    /// The shell read beside an index that agrees leaves out the `aggregates` member and nothing
    /// else: as Foundation's JSON reader parses them, the two shells differ in that member alone,
    /// and a shell whose tail is not laid out as the writer lays it out is kept whole.
    @Test func theShellBesideAnIndexLeavesOutTheAggregatesAlone() async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, _) = try await Self.written(in: folder)
        let index = try #require(try Self.index(of: path))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func shell(_ data: Data, trimmed: Bool) -> Data {
            data.withUnsafeBytes {
                ResultsRecordStream.shell($0.bindMemory(to: UInt8.self), records: index.records, leavingOutAggregates: trimmed)
            }
        }
        func object(_ data: Data) throws -> NSDictionary {
            try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
        }
        let whole = try object(shell(data, trimmed: false)), trimmed = try object(shell(data, trimmed: true))
        let aggregates = try #require(whole["aggregates"] as? NSDictionary)
        #expect((aggregates["widths"] as? NSArray).map(\.count) ?? 0 > 10)
        #expect(trimmed["aggregates"] == nil && trimmed.count == whole.count - 1)
        let rest = NSMutableDictionary(dictionary: whole as! [AnyHashable: Any])
        rest.removeObject(forKey: "aggregates")
        #expect(trimmed == rest)
        #expect(shell(data, trimmed: true).count < shell(data, trimmed: false).count)
        // Laid out otherwise (the member's opening line indented once more): kept whole.
        let text = try #require(String(data: data, encoding: .utf8))
        let moved = Data(text.replacingOccurrences(of: "\n  \"aggregates\": {", with: "\n   \"aggregates\": {").utf8)
        #expect(moved.count == data.count + 1)
        #expect(shell(moved, trimmed: true) == shell(moved, trimmed: false))
    }

    /// `--reuse` with the index takes, string by string, the cells it takes reading the file through.
    @Test func reusingWithTheIndexTakesWhatReadingThroughTakes() async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, strings) = try await Self.written(in: folder)
        #expect(try Self.index(of: path) != nil)
        let indexed = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        try FileManager.default.removeItem(atPath: path + ResultsIndex.suffix)
        let readThrough = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        #expect(indexed.refusal == nil && readThrough.refusal == nil)
        #expect(indexed.count == readThrough.count && indexed.count > 500)
        let plan = ReusedCellsTests.plan()
        for string in strings.strings {
            let cells = try indexed.cells(for: string, plan: plan)
            #expect(cells != nil, "\(string.key) \(string.language)")
            #expect(cells == (try readThrough.cells(for: string, plan: plan)))
        }
        var changed = try #require(strings.strings.first { !$0.value.isEmpty })
        changed.value += " more"
        #expect(try indexed.cells(for: changed, plan: plan) == nil)
        #expect(try await indexed.finish().isEmpty)
    }

    /// Sizes at which most of the bundled titles fit: most strings have no finding.
    static let fittingCategories: [ContentSizeCategory] = [.small, .large, .xLarge]

    /// A run of `strings` at ``fittingCategories`` with the relative budget `budget`.
    static func verification(of strings: StringTable, budget: Double?) -> Verification {
        var verification = Verification(strings: strings, spec: .bundledDefault, categories: fittingCategories,
                                        fonts: TestFonts.bundled, parallelism: 2)
        verification.relativeBudget = budget
        return verification
    }

    /// Writes `verification`'s results to `earlier.json` in `folder`, index beside, and gives its path.
    static func earlier(_ verification: Verification, in folder: URL) async throws -> String {
        let path = folder.appendingPathComponent("earlier.json").path
        let sink = try FileSink(path: path, what: "the results")
        _ = try await verification.run(writingTo: ReportOutputs(json: sink))
        try sink.close()
        return path
    }

    /// A run that takes strings from the index alone (``TakenTitle``: their shares folded, their
    /// records copied) writes the bytes and keeps the summary a full run does; with a relative
    /// budget too, which those strings' cells carry and the run works out again.
    @Test(arguments: [nil, 12] as [Double?])
    func stringsTakenFromTheIndexAloneGiveWhatAFullRunGives(budget: Double?) async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = try BundledData.strings(environment: [:])
        let categories = Self.fittingCategories
        func verification() -> Verification { Self.verification(of: strings, budget: budget) }
        let path = try await Self.earlier(verification(), in: folder)
        let full = MemorySink()
        let fullSummary = try await verification().run(writingTo: ReportOutputs(json: full))
        var reusing = verification()
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        reusing.reuse = reused
        let taken = MemorySink()
        let summary = try await reusing.run(writingTo: ReportOutputs(json: taken))
        #expect(taken.text == full.text)
        // Every string taken; those whose cells have no finding from the index alone.
        let clean = Set(fullSummary.titles.map { "\($0.key) \($0.language)" })
            .subtracting(fullSummary.findings.map { "\($0.key) \($0.language)" }).count
        #expect(reused.taken.strings == strings.strings.count && clean > 150)
        #expect(reused.taken.fromIndex == clean, "\(reused.taken) \(clean)")
        // The summary, member by member.
        #expect(summary.cellCount == fullSummary.cellCount && summary.stringCount == fullSummary.stringCount)
        #expect(summary.languageCount == fullSummary.languageCount && summary.categoryCount == fullSummary.categoryCount)
        #expect(summary.failingCellCount == fullSummary.failingCellCount)
        #expect(summary.warningCellCount == fullSummary.warningCellCount)
        // Findings as they are reported (a taken cell's are detected again from its rounded record).
        #expect(summary.findings.map(\.description) == fullSummary.findings.map(\.description))
        #expect(summary.findingCounts == fullSummary.findingCounts)
        #expect(summary.aggregates == fullSummary.aggregates && summary.titles == fullSummary.titles)
        #expect(summary.frames.keys == fullSummary.frames.keys && summary.frames.categories == fullSummary.frames.categories)
        for key in fullSummary.frames.keys {
            for category in categories {
                let (a, b) = (summary.frames.entry(key: key, category: category), fullSummary.frames.entry(key: key, category: category))
                #expect(a?.width == b?.width && a?.height == b?.height && a?.widthLanguage == b?.widthLanguage
                        && a?.heightLanguage == b?.heightLanguage)
            }
        }
        if budget != nil {
            #expect(full.text.contains(#""budget":"#))
        }
    }

    /// Records taken from the index alone are written as the earlier file holds them where that
    /// gives the same bytes, and made again where it does not: with five lines put into the file
    /// halfway down (the strings after them a line further on, as after an edit), the later file
    /// is a full run's of the moved strings, byte for byte, with each record's `line` the
    /// string's own (read back by Foundation's JSON reader), and its index's layouts where the
    /// records' members are.
    @Test func takenRecordsBeforeAndAfterLinesPutInAreAFullRunsBytes() async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = try BundledData.strings(environment: [:])
        let path = try await Self.earlier(Self.verification(of: strings, budget: nil), in: folder)
        let lines = strings.strings.compactMap(\.location.line).sorted()
        let halfway = lines[lines.count / 2]
        var moved = strings
        for index in moved.strings.indices {
            if let line = moved.strings[index].location.line, line >= halfway { moved.strings[index].location.line = line + 5 }
        }
        let movedCount = moved.strings.filter { ($0.location.line ?? 0) >= halfway + 5 }.count
        #expect(movedCount > 100 && movedCount < strings.strings.count - 100)
        let full = MemorySink()
        _ = try await Self.verification(of: moved, budget: nil).run(writingTo: ReportOutputs(json: full))
        var reusing = Self.verification(of: moved, budget: nil)
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        reusing.reuse = reused
        let later = folder.appendingPathComponent("later.json").path
        let sink = try FileSink(path: later, what: "the results")
        _ = try await reusing.run(writingTo: ReportOutputs(json: sink))
        try sink.close()
        #expect(reused.taken.fromIndex > 150)
        let written = try Data(contentsOf: URL(fileURLWithPath: later))
        #expect(written == Data(full.text.utf8))
        // Each record's line is its string's now: those past the lines put in, five further on.
        let document = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        let records = try #require(document["results"] as? [[String: Any]])
        let now = Dictionary(moved.strings.map { ("\($0.key) \($0.language) \($0.variant ?? "")", $0.location.line) },
                             uniquingKeysWith: { first, _ in first })
        var past = 0
        for record in records {
            let key = try #require(record["key"] as? String), language = try #require(record["language"] as? String)
            let line = try #require(record["line"] as? Int)
            let variant = record["variant"] as? String ?? ""
            #expect(now["\(key) \(language) \(variant)"] == line, "\(key) \(language)")
            if line >= halfway + 5 { past += 1 }
        }
        #expect(past > 100 && past < records.count - 100)
        try Self.expectLayouts(of: later, try #require(try Self.index(of: later)))
    }

    /// A budget the run would not give is not taken from the index: with the same `--margin`
    /// and another relative budget, the translations are read and their budgets worked out again
    /// (and found to differ: measured), the source-language strings (no budget) still taken from
    /// the index alone; the bytes are a full run's with the new budget.
    @Test func aBudgetTheRunWouldNotGiveIsNotTakenFromTheIndex() async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = try BundledData.strings(environment: [:])
        func verification(budget: Double) -> Verification { Self.verification(of: strings, budget: budget) }
        let path = try await Self.earlier(verification(budget: 12), in: folder)
        let full = MemorySink()
        _ = try await verification(budget: 30).run(writingTo: ReportOutputs(json: full))
        var reusing = verification(budget: 30)
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        reusing.reuse = reused
        let taken = MemorySink()
        _ = try await reusing.run(writingTo: ReportOutputs(json: taken))
        #expect(taken.text == full.text)
        let sources = strings.strings.filter { $0.language == strings.sourceLanguage }.count
        #expect(sources > 0 && reused.taken.fromIndex <= sources, "\(reused.taken) \(sources)")
        #expect(reused.taken.fromIndex > 0)
    }

    /// What can be wrong with an index, each applied to a fresh file and its index.
    enum Fault: String, CaseIterable {
        /// The index cut short by a byte.
        case truncated
        /// Its record count made huge.
        case countTooLarge
        /// The file it was written beside replaced by a longer one.
        case fileGrew
        /// A byte of the document after the records changed (the verdict), the size the same.
        case documentChanged
        /// Two neighbouring records edited so that the line feed between them moves by one
        /// byte, the size and the document around them the same.
        case recordBoundaryMoved
        /// The index of another results file of the same name (other strings).
        case anotherFiles
        /// A byte of an entry changed: a record's minimum frame, which a string taken from the
        /// index alone would carry into the summary.
        case entryChanged
        /// A record's layout moved by a byte, its entries digested again: its `line` member is no
        /// longer where the entry says.
        case layoutMoved
    }

    @Test(arguments: Fault.allCases)
    func anIndexThatDoesNotAgreeIsPassedOver(fault: Fault) async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, strings) = try await Self.written(in: folder)
        let indexPath = path + ResultsIndex.suffix
        #expect(try Self.index(of: path) != nil)
        var json = try Data(contentsOf: URL(fileURLWithPath: path))
        var index = try Data(contentsOf: URL(fileURLWithPath: indexPath))
        switch fault {
        case .truncated:
            index.removeLast()
        case .countTooLarge:
            let at = index.count - ResultsIndex.TrailerOffset.size + ResultsIndex.TrailerOffset.count
            index.replaceSubrange(at ..< at + 8, with: [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0])
        case .fileGrew:
            json.append(contentsOf: Array(" ".utf8))
        case .documentChanged:
            // The first digit of the last width in the aggregates: still JSON, as long, not the same.
            let text = String(decoding: json, as: UTF8.self)
            let width = try #require(text.range(of: "\"width\":", options: .backwards))
            let offset = text.utf8.distance(from: text.startIndex, to: width.upperBound)
            json[offset] = json[offset] == UInt8(ascii: "1") ? UInt8(ascii: "2") : UInt8(ascii: "1")
        case .recordBoundaryMoved:
            // A letter of one record's text moved to the next record's: both lines still records,
            // the file as long, but the second starts a byte later.
            let lines = String(decoding: json, as: UTF8.self).components(separatedBy: "\n")
            let first = try #require(lines.indices.first { lines[$0].contains(#""text":"Share My Current Location""#) })
            func once(_ line: String, _ target: String, _ replacement: String) -> String {
                guard let range = line.range(of: target) else { return line }
                return line.replacingCharacters(in: range, with: replacement)
            }
            var edited = lines
            edited[first] = once(lines[first], #""text":"Share My Current Location""#, #""text":"Share My Current Locatio""#)
            edited[first + 1] = once(lines[first + 1], #""text":""#, #""text":"x"#)
            #expect(edited[first] != lines[first] && edited[first + 1] != lines[first + 1])
            let joined = Data(edited.joined(separator: "\n").utf8)
            #expect(joined.count == json.count)
            json = joined
        case .anotherFiles:
            let other = try ReusedCellsTests.folder()
            defer { try? FileManager.default.removeItem(at: other) }
            var fewer = strings
            fewer.strings.removeLast(3)
            index = try Data(contentsOf: URL(fileURLWithPath: try await Self.written(in: other, strings: fewer).path
                                                 + ResultsIndex.suffix))
        case .entryChanged:
            let at = ResultsIndex.headerSize + 5 * ResultsIndex.EntryOffset.size + ResultsIndex.EntryOffset.minFrameWidth + 7
            index[at] ^= 0x40
        case .layoutMoved:
            let at = ResultsIndex.headerSize + 5 * ResultsIndex.EntryOffset.size + ResultsIndex.EntryOffset.lineStart
            index[at] = index[at] &+ 1
            // The digest of every byte before the trailer, made again under the file's key, as
            // the writer makes it: only the layout is wrong.
            let trailer = index.count - ResultsIndex.TrailerOffset.size
            let key = index.withUnsafeBytes { raw in
                CellIdentity.Key(k0: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: trailer, as: UInt64.self)),
                                 k1: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: trailer + 8, as: UInt64.self)))
            }
            let digest = index.withUnsafeBytes { ResultsIndex.digest(UnsafeRawBufferPointer(rebasing: $0[..<trailer]), key: key) }
            for (offset, word) in [(0, digest.0), (8, digest.1)] {
                withUnsafeBytes(of: word.littleEndian) { bytes in
                    index.replaceSubrange(trailer + ResultsIndex.TrailerOffset.entriesDigest + offset
                                          ..< trailer + ResultsIndex.TrailerOffset.entriesDigest + offset + 8, with: bytes)
                }
            }
        }
        try json.write(to: URL(fileURLWithPath: path))
        try index.write(to: URL(fileURLWithPath: indexPath))
        #expect(try Self.index(of: path) == nil)
        // Passed over: the file is read through, as it would be without an index.
        if fault != .recordBoundaryMoved {
            let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
            #expect(reused.refusal == nil)
            #expect(reused.count == (try ResultsFile.read(path: path)).cells.count)
        }
    }

    /// A file edited after its index was written is newer than the index, which is then passed
    /// over: the file is read through, so a string whose records were edited is measured again,
    /// never taken wrong, even with every length kept.
    @Test func aFileEditedAfterItsIndexIsReadThrough() async throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, strings) = try await Self.written(in: folder)
        #expect(try Self.index(of: path) != nil)
        // The writer puts the index in place after its file: not older.
        let modified = { (path: String) in
            try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        }
        #expect(try modified(path + ResultsIndex.suffix) >= modified(path))
        var text = try String(contentsOfFile: path, encoding: .utf8)
        // Every record of one string's text, one letter changed in each: lengths and layout kept.
        let original = try #require(strings.strings.first { $0.value == "Share My Current Location" && $0.language.identifier == "en" })
        text = text.replacingOccurrences(of: #""text":"Share My Current Location""#, with: #""text":"Share My Current Lecation""#)
        // A second later than the index, whatever the file system's clock steps.
        try await Task.sleep(for: .milliseconds(1100))
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Self.index(of: path) == nil)
        let reused = try await ReusedCells.load(path: path, spec: .bundledDefault, fonts: TestFonts.bundled)
        let plan = ReusedCellsTests.plan()
        #expect(try reused.taken(for: original, plan: plan, asTitle: true) == nil)
        // The file read through, the edited text is what its records hold now.
        var edited = original
        edited.value = "Share My Current Lecation"
        let cells = try #require(try reused.taken(for: edited, plan: plan, asTitle: true)?.cells)
        #expect(cells.count == ReusedCellsTests.categories.count && cells.allSatisfy { $0.text == edited.value })
        let other = try #require(strings.strings.first { $0.value == "Current Location" && $0.language.identifier == "en" })
        let taken = try #require(try reused.taken(for: other, plan: plan, asTitle: true))
        #expect(taken.title == nil && !taken.cells.isEmpty)
    }

    /// The index is put in place with its file and dropped with it.
    @Test func theIndexGoesWhereItsFileGoes() throws {
        let folder = try ReusedCellsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.json").path
        let dropped = try FileSink(path: path)
        let companion = try #require(dropped.companion(suffix: ".index", what: "the index"))
        companion.write("index")
        dropped.write("file")
        dropped.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let kept = try FileSink(path: path)
        try #require(kept.companion(suffix: ".index", what: "the index")).write("index")
        kept.write("file")
        try kept.close()
        #expect(try String(contentsOfFile: path + ".index", encoding: .utf8) == "index")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "file")
        // Standard output has none.
        #expect(FileSink.standardOutput().companion(suffix: ".index", what: "the index") == nil)
    }
}
