/// The platform and device a results file's records name, file by file: a run checks each
/// catalog file on one platform and device (its Xcode target's, or the run's), so the records of
/// one file must name one, while two files may name two (``RunHeader/fileTargets``).
struct RecordTargets {
    /// The first record's, which the result states as its platform and device.
    private(set) var first: ResultsRecord.NamedTarget?
    /// Each file's, by its index in the files table (`-1` for records that name no file).
    private var byFile: [Int: ResultsRecord.NamedTarget] = [:]

    /// What `record` must name: what the first record of its file named (its own when it is the first).
    mutating func expected(for record: ResultsRecord) -> ResultsRecord.NamedTarget {
        let named = record.named
        if first == nil { first = named }
        let file = record.file ?? -1
        if let earlier = byFile[file] { return earlier }
        byFile[file] = named
        return named
    }

    /// The files whose records name another platform or device than the first record, by path.
    func fileTargets(in document: ResultsDocumentV2) -> [String: RunTarget] {
        guard let first else { return [:] }
        var targets: [String: RunTarget] = [:]
        for (index, named) in byFile where named != first && document.files.indices.contains(index) {
            targets[document.files[index]] = document.target(of: ResultsRecord(named: named))
        }
        return targets
    }
}
