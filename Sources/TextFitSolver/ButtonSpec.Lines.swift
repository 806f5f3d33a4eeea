/// The spec's lines: how many a title may take and how tall the frame may grow.
///
/// `numberOfLines` has UILabel's meaning: 1 is one line (the title is measured as one line and
/// tail-truncated, as CLLocationButton draws it), N is at most N lines, 0 is as many lines as
/// the height allows (`maximumHeight`, or a fixed frame's height; without either, unlimited).
/// A multi-line title is broken where UIKit breaks it (``LineBreaker``), and its lines are set
/// at the type scale's leading for the category.
extension ButtonSpec {
    /// Whether titles are broken into lines (`numberOfLines` other than 1).
    public var isMultiline: Bool { numberOfLines != 1 }

    /// The tallest frame the layout allows: the fixed frame's height, else `maximumHeight`;
    /// `nil` when the height is not limited.
    public var heightLimit: Double? { fixedFrame?.height ?? maximumHeight }

    /// The most lines a title may show in content `areaHeight` tall with lines `pitch` apart:
    /// `numberOfLines` (0: no limit), fewer when the height limit holds fewer, at least 1 (a line
    /// taller than the area is shown and clipped); `nil` when nothing limits the lines.
    public func lineLimit(areaHeight: Double?, pitch: Double) -> Int? {
        var limit: Int? = numberOfLines > 0 ? numberOfLines : nil
        if let areaHeight, pitch > 0 {
            let lines = (areaHeight + Tolerance.points) / pitch
            let byHeight = lines >= Double(Int.max / 2) ? Int.max / 2 : max(1, Int(lines.rounded(.down)))
            limit = min(limit ?? byHeight, byHeight)
        }
        return limit
    }

    /// The first out-of-range lines field, as `firstProblem` reports it.
    func linesProblem() -> (key: String, reason: String)? {
        if numberOfLines < 0 { return ("numberOfLines", "must be 0 or more, not \(numberOfLines)") }
        if let maximumHeight {
            if !maximumHeight.isFinite { return ("maximumHeight", "must be a finite number") }
            if maximumHeight <= 0 {
                return ("maximumHeight", "must be greater than 0, not \(Self.format(maximumHeight))")
            }
            if maximumHeight < minimumSize.height {
                return ("maximumHeight", "\(Self.format(maximumHeight)) is less than minimumSize.height "
                            + Self.format(minimumSize.height))
            }
        }
        return nil
    }

    /// Decodes `numberOfLines` (a whole number, default 1) and `maximumHeight` (default none).
    ///
    /// `numberOfLines` is decoded as a number and checked here, as `fontWeight` is, so that 1.5
    /// names the field instead of failing as "not valid JSON".
    static func decodeLines(_ container: KeyedDecodingContainer<CodingKeys>) throws -> (Int, Double?) {
        var lines = 1
        if let number = try container.decodeIfPresent(Double.self, forKey: .numberOfLines) {
            guard number == number.rounded(), abs(number) < 1e6 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .numberOfLines, in: container,
                    debugDescription: "must be a whole number, 0 or more (0: as many lines as the height allows), not \(number)")
            }
            lines = Int(number)
        }
        return (lines, try container.decodeIfPresent(Double.self, forKey: .maximumHeight))
    }
}
