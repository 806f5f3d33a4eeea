/// Measures text at any size, shaping each distinct (text, language, weight, face instances)
/// once and scaling the em-unit layout to every point size.
///
/// Not `Sendable`: give each task its own; they share the `FontCollection`.
public final class TextMeasurer {
    /// The fonts measured with.
    public let fonts: FontCollection
    /// Tracking in 1/1000 em for every cluster, or `nil` for each font's own rule.
    public let trackingOverride: Double?
    private let shaper: Shaper
    private var plans: [PlanKey: SizePlan] = [:]
    private var shaped: [ShapeKey: ShapedText] = [:]
    /// How many lines were actually shaped (cache misses), for the benchmark.
    public private(set) var shapingCount = 0

    private struct PlanKey: Hashable {
        var text: String
        var language: LanguageTag
        var weight: Int
    }

    private struct ShapeKey: Hashable {
        var plan: PlanKey
        var signature: Double
    }

    public init(fonts: FontCollection, trackingOverride: Double? = nil) {
        self.fonts = fonts
        self.trackingOverride = trackingOverride
        self.shaper = Shaper(fonts: fonts)
    }

    /// Measures `text` in `language` at `pointSize` and `weight` (100…900).
    public func measure(_ text: String, language: LanguageTag, pointSize: Double, weight: Int) throws(InputError) -> TextMeasurement {
        try shape(text, language: language, pointSize: pointSize, weight: weight)
            .measurement(text: text, language: language, pointSize: pointSize, weight: weight, trackingOverride: trackingOverride)
    }

    /// The size-independent layout used for `text` at `pointSize`.
    public func shape(_ text: String, language: LanguageTag, pointSize: Double, weight: Int) throws(InputError) -> ShapedText {
        let planKey = PlanKey(text: text, language: language, weight: weight)
        let plan: SizePlan
        if let known = plans[planKey] {
            plan = known
        } else {
            let scripts = ItemizedText(text, rightToLeftHint: language.isRightToLeft).scripts
            plan = try fonts.sizePlan(scripts: scripts, language: language, weight: weight)
            plans[planKey] = plan
        }
        let key = ShapeKey(plan: planKey, signature: plan.signature(pointSize: pointSize))
        if let layout = shaped[key] { return layout }
        let layout = try shaper.shape(text, language: language, weight: weight, pointSize: pointSize)
        shaped[key] = layout
        shapingCount += 1
        return layout
    }
}
