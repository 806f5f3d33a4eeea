/// One cell as the run's streamed outputs write it, encoded on the task that measured it.
struct EncodedRecord: Sendable {
    /// The results-JSON record up to and including `"fonts":`; the writer adds the font-table
    /// indices (known only in canonical order) and the closing brace. Empty when not wanted.
    var json: [UInt8]
    /// The same part of a taken cell's record as an earlier results file holds it, in place of
    /// `json` (which is then empty); empty otherwise.
    var recorded: RecordedBytes = .none
    /// The CSV row with its CRLF. Empty when not wanted.
    var csv: [UInt8]
}
