/// A results file of schema 2, as ``JSONReport`` writes it: records name their file by index into
/// `files` and their fonts by index into `fonts`; keys whose value is null, an empty
/// `missingGlyphs` and a zero `overflow` or `verticalClip` are left out.
struct ResultsDocumentV2: Decodable {
    var fontSource: String
    var buttonSpec: ButtonSpec
    var results: [ResultsRecord]
    var files: [String]
    var fonts: [FontUse]
    var notes: [ResultsNote]
    /// The part of a split run the file holds (`--shard i/n`), and the run's platform and device.
    var shard: RecordedShard?
    /// The legibility lint's findings; absent in files written before the lint existed.
    var lint: [LintRecord]?
    /// How many keys were measured as wrapping labels (``DefaultLabel``); absent when none could be.
    var defaultLabelKeys: Int?

    /// One lint finding as ``JSONReport`` writes it.
    struct LintRecord: Decodable {
        var kind: FindingKind
        var key: String
        var language: LanguageTag
        var variant: String?
        var category: ContentSizeCategory
        var pointSize: Double
        var amount: Double
        var message: String
        var file: String?
        var line: Int?
        var advisory: Bool?

        var finding: Finding {
            Finding(kind: kind, key: key, language: language, variant: variant, category: category, pointSize: pointSize,
                    amount: amount, message: message, location: file.map { SourceLocation(file: $0, line: line) },
                    advisory: advisory ?? false)
        }
    }

    /// The cells, fonts looked up in the table and findings detected again from the recorded fits.
    ///
    /// - Throws: when a record names a font the table lacks (position given as `results[i]`), or
    ///   was checked on another platform or device than the first.
    func cells(file: String) throws(InputError) -> [CellResult] {
        try cells(of: results, file: file)
    }

    /// The cells of `records`, fonts and files looked up in this document's tables, the records
    /// of each catalog file checked on one platform and device.
    func cells(of records: [ResultsRecord], file: String) throws(InputError) -> [CellResult] {
        try cellsAndTargets(of: records, file: file).cells
    }

    /// The cells of `records` (``cells(of:file:)``) and the files checked on another platform or
    /// device than the first record (``RecordTargets``).
    func cellsAndTargets(of records: [ResultsRecord], file: String) throws(InputError)
        -> (cells: [CellResult], fileTargets: [String: RunTarget]) {
        var cells: [CellResult] = []
        cells.reserveCapacity(records.count)
        var targets = RecordTargets()
        for (position, record) in records.enumerated() {
            cells.append(try cell(of: record, position: position, file: file, like: targets.expected(for: record)))
        }
        return (cells, targets.fileTargets(in: self))
    }

    /// The platform and device of the file's records: the first's (the records of each catalog
    /// file name one, ``cell(of:position:file:singleFaces:lengthsRounded:like:)``), or for a file without
    /// records what a run with no platform options checks its spec on. A shard states its run's
    /// instead (``RecordedShard/stated(spec:)``), which its reader takes over this.
    var target: RunTarget { results.first.map(target(of:)) ?? .unnamed(spec: buttonSpec) }

    /// A shard's `shard` member (``JSONReport/shard(_:of:)``): which part of the run the file
    /// holds, and what a merge needs of the run before its first record. Files written before
    /// shards stated the run have only the part.
    struct RecordedShard: Decodable {
        var part: Shard
        /// The run's `platform` and `device`, which a shard's first record need not name (its
        /// file may be one a watch target builds); `nil` when the file does not name both.
        var named: ResultsRecord.NamedTarget?
        /// Whether the run's table names tables (the CSV's `table` column).
        var namesTables: Bool?
        /// The files the run checked elsewhere than ``named``, by path.
        var fileTargets: [String: ResultsRecord.NamedTarget]?
        /// What decides each key's spec beyond the run's; `nil` when the file does not state it.
        var keySpecs: KeySpecs?

        private enum CodingKeys: String, CodingKey {
            case platform, device, namesTables, fileTargets, labels, limitedKeys, keyLimits
        }

        private struct FileTarget: Decodable {
            var file: String
            var platform: Platform
            var device: String
        }

        init(from decoder: any Decoder) throws {
            part = try Shard(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let platform = try container.decodeIfPresent(Platform.self, forKey: .platform)
            let device = try container.decodeIfPresent(String.self, forKey: .device)
            if let platform, let device { named = ResultsRecord.NamedTarget(platform: platform, device: device) }
            namesTables = try container.decodeIfPresent(Bool.self, forKey: .namesTables)
            if let listed = try container.decodeIfPresent([FileTarget].self, forKey: .fileTargets) {
                var targets: [String: ResultsRecord.NamedTarget] = [:]
                for entry in listed {
                    guard targets.updateValue(ResultsRecord.NamedTarget(platform: entry.platform, device: entry.device),
                                              forKey: entry.file) == nil else {
                        throw DecodingError.dataCorruptedError(forKey: .fileTargets, in: container,
                                                               debugDescription: "\(entry.file) is listed twice")
                    }
                }
                fileTargets = targets
            }
            if let labels = try container.decodeIfPresent(Bool.self, forKey: .labels),
               let limitedKeys = try container.decodeIfPresent([String].self, forKey: .limitedKeys),
               let recorded = try container.decodeIfPresent([RecordedKeyLimit].self, forKey: .keyLimits) {
                var limits: [KeyLimit] = []
                for entry in recorded {
                    switch entry.limit {
                    case .success(let limit): limits.append(limit)
                    case .failure(let refusal):
                        throw DecodingError.dataCorruptedError(forKey: .keyLimits, in: container, debugDescription: refusal.reason)
                    }
                }
                keySpecs = KeySpecs(labels: labels, limitedKeys: limitedKeys, limits: limits)
            }
        }

        /// `result`, read from the file's records, as the shard states its run: its part, its
        /// platform and device and its files checked elsewhere (over those its records name,
        /// where it states them), and how it resolved keys' specs.
        func state(_ result: inout VerificationResult) {
            result.shard = part
            if let stated = stated(spec: result.spec) {
                result.target = stated.target
                result.fileTargets = stated.fileTargets
            }
            result.keySpecs = keySpecs
        }

        /// The run's header as far as the shard states it: its platform and device, and its
        /// files checked elsewhere; `nil` when the file does not state them.
        func stated(spec: ButtonSpec) -> (target: RunTarget, fileTargets: [String: RunTarget], namesTables: Bool)? {
            guard let named, let namesTables, let fileTargets else { return nil }
            return (ResultsRecord(named: named).target(spec: spec),
                    fileTargets.mapValues { ResultsRecord(named: $0).target(spec: spec) }, namesTables)
        }
    }

    /// The platform and device `record` was checked on, those it does not name taken as
    /// ``RunTarget/unnamed(spec:)`` of the file's spec.
    func target(of record: ResultsRecord) -> RunTarget { record.target(spec: buttonSpec) }

    /// Each entry of the fonts table as a list of that face alone, for
    /// ``cell(of:position:file:singleFaces:lengthsRounded:like:)``.
    var singleFaceLists: [[FontUse]] { fonts.map { [$0] } }

    /// The cell of `record` (this document's or read apart from it by ``ResultsRecordStream``),
    /// the `position`th, its fonts and file looked up in this document's tables.
    ///
    /// - Parameter singleFaces: for each entry of the fonts table, a list of that face alone
    ///   (``singleFaceLists``), given to every record that used that face alone, or empty: the
    ///   cells then share one list, which a writer compares by identity.
    ///
    /// - Parameter lengthsRounded: whether every number of the record was written with at most
    ///   three decimals (``ResultsRecordParser/parse(_:expecting:)``): its lengths are not
    ///   rounded again.
    ///
    /// - Parameter first: the platform and device the first record of this one's catalog file
    ///   names, which this one must name too (``RecordTargets``): a run checks each file on one
    ///   platform and device. `nil` does not check.
    func cell(of record: ResultsRecord, position: Int, file: String, singleFaces: [[FontUse]] = [],
              lengthsRounded: Bool = false, like first: ResultsRecord.NamedTarget? = nil) throws(InputError) -> CellResult {
        if let first, record.named != first {
            let firstTarget = target(of: ResultsRecord(named: first))
            throw InputError(file: file, key: "results[\(position)]",
                             reason: "checked on \(target(of: record)), the first record of its file on \(firstTarget): "
                                 + "a results file holds one platform and device per catalog file")
        }
        let indices = record.fonts ?? []
        var faces: [FontUse] = []
        if indices.count == 1, singleFaces.indices.contains(indices[0]) {
            faces = singleFaces[indices[0]]
        } else {
            for index in indices {
                guard fonts.indices.contains(index) else {
                    throw InputError(file: file, key: "results[\(position)].fonts",
                                     reason: "font \(index) is not in the fonts table (\(fonts.count) entries)")
                }
                faces.append(fonts[index])
            }
        }
        var location: SourceLocation?
        if let index = record.file {
            guard files.indices.contains(index) else {
                throw InputError(file: file, key: "results[\(position)].file",
                                 reason: "file \(index) is not in the files table (\(files.count) entries)")
            }
            location = SourceLocation(file: files[index], line: record.line)
        }
        guard let cell = record.cell(spec: buttonSpec, faces: faces, location: location, lengthsRounded: lengthsRounded) else {
            throw InputError(file: file, key: "results[\(position)]", reason: "not a results record of schema 2")
        }
        return cell
    }
}
