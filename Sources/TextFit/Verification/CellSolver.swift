/// Measures one string at each category and fits it to the button: the work of one task.
///
/// Not `Sendable`: it owns a `TextMeasurer`, whose cache makes every size after the first
/// (and every truncation candidate after the first category) cheap.
final class CellSolver {
    let spec: ButtonSpec
    let measurer: TextMeasurer
    let solver: ButtonSolver
    let metrics: FontMetrics

    init(spec: ButtonSpec, fonts: FontCollection) {
        self.spec = spec
        let tracking: Double?
        switch spec.tracking {
        case .auto: tracking = nil
        case .thousandthsOfEm(let value): tracking = value
        }
        measurer = TextMeasurer(fonts: fonts, trackingOverride: tracking)
        solver = ButtonSolver(spec: spec)
        metrics = FontMetrics(textStyle: spec.textStyle)
    }

    private var lastPrepared: PreparedText?

    /// The prepared text for this string and weight (the weight can change with the category).
    private func preparedText(_ text: String, language: LanguageTag, weight: Int) throws(InputError) -> PreparedText {
        if let last = lastPrepared, last.weight == weight, last.language == language, last.text == text { return last }
        let prepared = try measurer.prepare(text, language: language, weight: weight)
        lastPrepared = prepared
        return prepared
    }

    /// The cells of `string`, one per category.
    func cells(for string: LocalizedString, categories: [ContentSizeCategory]) throws(InputError) -> [CellResult] {
        let text = string.value
        let clusters = TailTruncator.clusters(of: text)
        var cells: [CellResult] = []
        cells.reserveCapacity(categories.count)
        for category in categories {
            let pointSize = metrics.scaledPointSize(base: spec.fontSize, for: category)
            let weight = spec.fontWeight ?? TypeScale.iOS.metrics(for: spec.textStyle, in: category).weight
            let prepared = try preparedText(text, language: string.language, weight: weight)
            let measurement = try measurer.measure(prepared, pointSize: pointSize)
            let fit: ButtonFit
            do {
                // The solver and truncator rethrow whatever the width function throws: an InputError.
                fit = try solver.solve(title: measurement) { available in
                    try TailTruncator.truncate(clusters: clusters, availableWidth: available) { candidate in
                        try measurer.measure(candidate, language: string.language, pointSize: pointSize, weight: weight).width
                    }
                }
            } catch let error as InputError {
                throw error
            } catch {
                throw InputError(reason: "\(error)")
            }
            cells.append(CellResult(key: string.key, language: string.language, variant: string.variant,
                                    category: category, textStyle: spec.textStyle, measurement: measurement,
                                    fit: fit, location: string.location))
        }
        return cells
    }
}
