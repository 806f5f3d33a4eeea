/// One font face that took part in a measurement: enough to reproduce it exactly.
public struct FontUse: Sendable, Hashable, Codable {
    /// The font file's path.
    public var file: String
    /// The face index inside a collection (TTC); 0 for a single font.
    public var faceIndex: Int
    /// The SHA-256 of the file's bytes, lowercase hex.
    public var sha256: String
    /// The family name the face reports.
    public var family: String
    /// The style name the face reports.
    public var style: String
    /// Variation axis values set on the face (`wght`, `opsz` …), empty for a static font.
    public var variations: [String: Double]

    package init(file: String, faceIndex: Int, sha256: String, family: String, style: String,
                variations: [String: Double] = [:]) {
        self.file = file
        self.faceIndex = faceIndex
        self.sha256 = sha256
        self.family = family
        self.style = style
        self.variations = variations
    }
}
