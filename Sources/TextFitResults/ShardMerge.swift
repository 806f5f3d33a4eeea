/// Joins the results of `--shard 1/n` … `n/n` into the result one run over everything would have given.
///
/// Because ``VerificationResult`` keeps cells and notes in canonical order, the merged result
/// renders to the same bytes as the single run in every format. The shards must be one complete
/// split of one job: each of `1/n` … `n/n` exactly once, the same button spec, fonts, notes,
/// categories, platform and device, and no (key, language) measured twice.
package enum ShardMerge {
    /// Merges `parts`, each a file name and the result read from it.
    package static func merge(_ parts: [(file: String, result: VerificationResult)]) throws(InputError) -> VerificationResult {
        guard let first = parts.first else { throw InputError(reason: "merge: no shard results given") }
        var seen: [Int: String] = [:]
        var count: Int?
        for (file, result) in parts {
            guard let shard = result.shard else {
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
            if result.target != first.result.target {
                throw InputError(file: file, reason: "checked on \(result.target), \(first.file) on \(first.result.target); "
                    + "merge the shards of one --platform and --device")
            }
            if result.spec != first.result.spec {
                throw InputError(file: file, reason: "measured with a different button spec than \(first.file)")
            }
            if result.fontOrigin != first.result.fontOrigin {
                throw InputError(file: file, reason: "measured with fonts '\(result.fontOrigin)', \(first.file) with '\(first.result.fontOrigin)'")
            }
            if result.notes != first.result.notes {
                throw InputError(file: file, reason: "read different catalogs than \(first.file) (their notes differ)")
            }
        }
        let total = count ?? 1
        let missing = (1...total).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw InputError(reason: "merge: missing shard\(missing.count == 1 ? "" : "s") "
                + missing.map { "\($0)/\(total)" }.joined(separator: ", "))
        }
        // The categories measured are not recorded apart from the cells: every shard that
        // measured anything must have measured the same ones (`--category` alike in each run).
        var categories: (file: String, set: Set<ContentSizeCategory>)?
        for (file, result) in parts where !result.cells.isEmpty {
            let set = Set(result.cells.map(\.category))
            if let categories, categories.set != set {
                let names = { (set: Set<ContentSizeCategory>) in set.sorted().map(\.rawValue).joined(separator: ", ") }
                throw InputError(file: file, reason: "measured at \(names(set)), \(categories.file) at \(names(categories.set)); "
                    + "run every shard with the same --category")
            }
            categories = categories ?? (file, set)
        }
        struct Pair: Hashable { var key: String; var language: LanguageTag }
        var owner: [Pair: String] = [:]
        for (file, result) in parts {
            for cell in result.cells {
                let pair = Pair(key: cell.key, language: cell.language)
                if let other = owner[pair], other != file {
                    throw InputError(file: file, key: cell.key, reason: "\(cell.language) is also measured in \(other)")
                }
                owner[pair] = file
            }
        }
        var merged = VerificationResult(cells: parts.flatMap(\.result.cells), spec: first.result.spec,
                                        fontOrigin: first.result.fontOrigin, notes: first.result.notes)
        merged.lint = first.result.lint  // every shard lints the same spec
        merged.defaultLabelKeys = first.result.defaultLabelKeys  // every shard counts the whole table's keys
        merged.target = first.result.target
        return merged
    }
}
