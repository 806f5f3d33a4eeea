/// Joins the results of `--shard 1/n` … `n/n` into what one run over everything would have
/// given, cell by cell.
///
/// The shards must be one complete split of one run: each of `1/n` … `n/n` exactly once, the
/// same button spec, fonts, notes, categories, platform and device, each catalog file on one
/// platform and device, and no (key, language) measured twice. Each shard lists its cells in
/// canonical order, so the merge takes the least of the shards' next cells each time (the
/// earliest shard given, of equals) and the merged cells are in canonical order as they come:
/// the outputs are written while the shards are read (``write(to:)``), the same bytes in every
/// format as the single run's, and memory holds a record of each shard, the summary and what
/// the checks need, not the cells.
package struct ShardMerge {
    /// The merged run's header: the shards' spec, fonts, notes, lint, platform and device, and
    /// every file any shard checked elsewhere.
    package let header: RunHeader
    /// The catalog files the shards' cells name, sorted (for a `git:` baseline).
    package let catalogs: [String]
    /// Every category measured, smallest first; known once the cells have been read.
    package private(set) var categories: [ContentSizeCategory] = []
    private var cursors: [ShardCursor]

    /// The shards in the results files at `paths`, in the order given.
    package init(paths: [String]) throws(InputError) {
        guard !paths.isEmpty else { throw InputError(reason: "merge: no shard results given") }
        var cursors: [ShardCursor] = []
        for path in paths { cursors.append(try ShardCursor(path: path)) }
        try self.init(cursors)
    }

    /// The shards `parts`, each a file name and the result read from it.
    package init(_ parts: [(file: String, result: VerificationResult)]) throws(InputError) {
        guard !parts.isEmpty else { throw InputError(reason: "merge: no shard results given") }
        try self.init(parts.map { ShardCursor(file: $0.file, result: $0.result) })
    }

    /// Checks that `cursors` are one complete split of one run.
    private init(_ cursors: [ShardCursor]) throws(InputError) {
        let first = cursors[0]
        var seen: [Int: String] = [:]
        var count: Int?
        var fileTargets: [String: (target: RunTarget, shard: String)] = [:]
        var namesTables = false
        for cursor in cursors {
            let file = cursor.file, header = cursor.header
            guard let shard = header.shard else {
                throw InputError(file: file, reason: "not a shard's results (written without --shard i/n)")
            }
            if let count, count != shard.count {
                throw InputError(file: file, reason: "shard \(shard) does not belong with shards of \(count)")
            }
            count = shard.count
            if let other = seen[shard.index] {
                throw InputError(file: file, reason: "shard \(shard) is also in \(other)")
            }
            seen[shard.index] = file
            if header.target != first.header.target {
                throw InputError(file: file, reason: "checked on \(header.target), \(first.file) on \(first.header.target); "
                    + "merge the shards of one --platform and --device")
            }
            if header.spec != first.header.spec {
                throw InputError(file: file, reason: "measured with a different button spec than \(first.file)")
            }
            if header.fontOrigin != first.header.fontOrigin {
                throw InputError(file: file, reason: "measured with fonts '\(header.fontOrigin)', \(first.file) with '\(first.header.fontOrigin)'")
            }
            if header.notes != first.header.notes {
                throw InputError(file: file, reason: "read different catalogs than \(first.file) (their notes differ)")
            }
            // Each key is drawn in one spec: the shards must resolve keys alike.
            if header.keySpecs != first.header.keySpecs {
                if header.keySpecs == nil || first.header.keySpecs == nil {
                    let older = header.keySpecs == nil ? file : first.file
                    throw InputError(file: file, reason: "\(older) does not state how its run resolved keys' specs (written "
                        + "by an earlier textfit) and the other does; check every shard with one version")
                }
                throw InputError(file: file, reason: "resolves keys' specs differently than \(first.file) "
                    + "(other --limits rules, catalogs limiting other keys, or a --spec in one run only)")
            }
            // Each catalog file is checked on one platform and device (its Xcode target's, or
            // the run's) in every shard.
            for (catalog, target) in header.fileTargets.sorted(by: { $0.key < $1.key }) {
                if let earlier = fileTargets[catalog], earlier.target != target {
                    throw InputError(file: file, reason: "checked \(catalog) on \(target), \(earlier.shard) on \(earlier.target); "
                        + "merge the shards of one run")
                }
                fileTargets[catalog] = (target, file)
            }
            namesTables = namesTables || header.namesTables
        }
        // The rules a shard states resolve as its run resolved them (a spec a rule lays over the
        // run's decodes), or the shard is named, not the rules' file the run read.
        if let specs = first.header.keySpecs {
            let resolve = specs.resolver(spec: first.header.spec)
            for limit in specs.limits {
                do throws(InputError) {
                    _ = try resolve(limit.key)
                } catch {
                    throw InputError(file: first.file, key: "shard.keyLimits", reason: "the --limits rule it states for "
                        + "'\(limit.key)' (\(limit.location)) is not a button spec: \(error.reason)")
                }
            }
        }
        let total = count ?? 1
        let missing = (1...total).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw InputError(reason: "merge: missing shard\(missing.count == 1 ? "" : "s") "
                + missing.map { "\($0)/\(total)" }.joined(separator: ", "))
        }
        var header = first.header
        header.shard = nil
        header.fileTargets = fileTargets.mapValues(\.target)
        header.namesTables = namesTables
        self.header = header
        catalogs = cursors.reduce(into: Set<String>()) { $0.formUnion($1.catalogs) }.sorted()
        self.cursors = cursors
    }

    /// Hands every cell of every shard to `body`, in canonical order.
    ///
    /// - Throws: when a shard's cells are out of canonical order, a (key, language) is measured in
    ///   two shards, or two shards measured a platform and device at different categories
    ///   (`--category` not alike in each run) — the last known only after every cell.
    package mutating func forEachCell(_ body: (CellResult) throws(InputError) -> Void) throws(InputError) {
        try forEachRecord { cell, _ throws(InputError) in try body(cell) }
    }

    /// ``forEachCell(_:)``, each cell with the part of its record a run's encoder writes, as its
    /// shard's file holds it (none for a shard read whole): the same bytes, as the shard was
    /// checked on the same platform and device, and the merged run writes them as they are.
    ///
    /// One task: reading the shards on tasks of their own beside the writing cost more than it
    /// saved (their cells' references counted from two cores).
    private mutating func forEachRecord(_ body: (CellResult, RecordedBytes) throws(InputError) -> Void) throws(InputError) {
        struct Pair: Hashable { var key: String; var language: LanguageTag }
        var heads: [(cell: CellResult, recorded: RecordedBytes)?] = []
        for index in cursors.indices { heads.append(try cursors[index].next()) }
        var owner: [Pair: Int] = [:]
        var lastPair: [Pair?] = Array(repeating: nil, count: cursors.count)
        // Per shard, the categories measured on each platform and device.
        var measured: [[RunTarget: Set<ContentSizeCategory>]] = Array(repeating: [:], count: cursors.count)
        var lastFile: (file: String?, target: RunTarget)?
        while true {
            var least: Int?
            for index in heads.indices {
                guard let head = heads[index] else { continue }
                if let chosen = least, let current = heads[chosen],
                   !VerificationResult.canonicalOrder(head.cell, current.cell) { continue }
                least = index
            }
            guard let index = least, let (cell, recorded) = heads[index] else { break }
            let pair = Pair(key: cell.key, language: cell.language)
            if lastPair[index] != pair {
                if let other = owner[pair], other != index {
                    throw InputError(file: cursors[index].file, key: cell.key,
                                     reason: "\(cell.language) is also measured in \(cursors[other].file)")
                }
                owner[pair] = index
                lastPair[index] = pair
            }
            let file = cell.location?.file
            let target: RunTarget
            if let lastFile, lastFile.file == file {
                target = lastFile.target
            } else {
                target = header.target(of: file)
                lastFile = (file, target)
            }
            measured[index][target, default: []].insert(cell.category)
            try body(cell, recorded)
            let position = cursors[index].position
            heads[index] = try cursors[index].next()
            if let next = heads[index], VerificationResult.canonicalOrder(next.cell, cell) {
                throw InputError(file: cursors[index].file, key: "results[\(position)]",
                                 reason: "the records are not in the order textfit check writes them")
            }
        }
        // The categories measured are not recorded apart from the cells: every shard that
        // measured anything on a platform and device must have measured the same ones there.
        var categories: [RunTarget: (file: String, set: Set<ContentSizeCategory>)] = [:]
        for (index, sets) in measured.enumerated() {
            for (target, set) in sets.sorted(by: { $0.key.description < $1.key.description }) {
                if let earlier = categories[target], earlier.set != set {
                    let names = { (set: Set<ContentSizeCategory>) in set.sorted().map(\.rawValue).joined(separator: ", ") }
                    throw InputError(file: cursors[index].file, reason: "measured at \(names(set)), \(earlier.file) at "
                        + "\(names(earlier.set)) on \(target); run every shard with the same --category")
                }
                categories[target] = categories[target] ?? (cursors[index].file, set)
            }
        }
        self.categories = categories.values.reduce(into: Set<ContentSizeCategory>()) { $0.formUnion($1.set) }.sorted()
    }

    /// The merged result, every cell in memory: for an output that reads every cell after the
    /// run (the HTML report).
    package mutating func result() throws(InputError) -> VerificationResult {
        var cells: [CellResult] = []
        try forEachCell { cells.append($0) }
        var merged = VerificationResult(cells: cells, spec: header.spec, fontOrigin: header.fontOrigin, notes: header.notes)
        merged.lint = header.lint  // every shard lints the same spec
        merged.defaultLabelKeys = header.defaultLabelKeys  // every shard counts the whole table's keys
        merged.target = header.target
        merged.fileTargets = header.fileTargets
        merged.keySpecs = header.keySpecs
        return merged
    }

    /// Writes the merged cells to `outputs` as they are read, as a run streams its cells, and
    /// returns the summary.
    package mutating func write(to outputs: ReportOutputs) throws(InputError) -> RunSummary {
        let recorder = RunRecorder(header: header, outputs: outputs)
        let encoder = recorder.encoder
        // The cells of one place — file, line, key and language — go to the recorder together, as
        // a run's unit does: the summary groups a title's findings within its unit (its categories
        // as one range, and one title counted).
        var cells: [CellResult] = [], records: [EncodedRecord] = []
        var place: UnitPlace?
        func handOver() {
            guard !cells.isEmpty else { return }
            recorder.consume(EncodedUnit(cells: cells, records: records, progressCells: cells.count))
            cells.removeAll(keepingCapacity: true)
            records.removeAll(keepingCapacity: true)
        }
        try forEachRecord { cell, recorded in
            let here = UnitPlace(cell)
            if here != place { handOver() }
            place = here
            cells.append(cell)
            if encoder.isActive { records.append(encoder.encode(cell, recorded: recorded)) }
        }
        handOver()
        return try recorder.finish()
    }

    /// The merged result of `parts` (``init(_:)``, ``result()``).
    package static func merge(_ parts: [(file: String, result: VerificationResult)]) throws(InputError) -> VerificationResult {
        var merge = try ShardMerge(parts)
        return try merge.result()
    }
}
