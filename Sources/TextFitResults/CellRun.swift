/// A string's cells in an earlier results file (``ReusedCells``): neighbouring records, one a
/// category, the categories in ascending order, as a run writes them.
struct CellRun: Sendable {
    /// The first record's number.
    var first: Int32
    /// One bit a category, by ordinal.
    var categories: UInt32

    /// The number of the record of `category`, if the run has one.
    func position(of category: ContentSizeCategory) -> Int? {
        let bit = UInt32(1) << UInt32(category.ordinal)
        guard categories & bit != 0 else { return nil }
        return Int(first) + (categories & (bit - 1)).nonzeroBitCount
    }

    /// The runs of records with identities `strings` and category ordinals `ordinals` (-1: none
    /// known), by identity: the last run of each, and the runs before it of an identity that has
    /// more than one (the same text of one key in two files, or a string's records written
    /// twice), in order; and the identities `texts` of what each record measured for its key. A
    /// run ends where the identity changes or a category does not come after the one before.
    static func index(strings: [CellIdentity], texts: [CellIdentity], ordinals: [Int8])
        -> (runs: [CellIdentity: CellRun], earlier: [CellIdentity: [CellRun]], texts: Set<CellIdentity>) {
        var runs: [CellIdentity: CellRun] = [:]
        runs.reserveCapacity(strings.count / 4)
        var earlier: [CellIdentity: [CellRun]] = [:]
        var measured = Set<CellIdentity>()
        var run: CellRun?
        var last = -1
        func end(_ run: CellRun) {
            let identity = strings[Int(run.first)]
            if let before = runs.updateValue(run, forKey: identity) { earlier[identity, default: []].append(before) }
        }
        for position in strings.indices {
            let ordinal = Int(ordinals[position])
            if var current = run, strings[position] == strings[position - 1], ordinal > last {
                current.categories |= 1 << UInt32(ordinal)
                run = current
                last = ordinal
                continue
            }
            if let current = run { end(current) }
            run = ordinal >= 0 ? CellRun(first: Int32(position), categories: 1 << UInt32(ordinal)) : nil
            last = ordinal
            if position == 0 || texts[position] != texts[position - 1] { measured.insert(texts[position]) }
        }
        if let current = run { end(current) }
        return (runs, earlier, measured)
    }
}
