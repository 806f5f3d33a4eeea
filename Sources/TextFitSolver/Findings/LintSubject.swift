/// What a run-level finding (the legibility lint) is detected from: a spec in one appearance, at
/// the point size and weight of the smallest category the run checks (where the contrast
/// threshold is strictest: WCAG asks more of smaller text).
package struct LintSubject: Sendable {
    /// The spec linted (the run's, or a sidecar role's).
    package var spec: ButtonSpec
    /// The appearance the colors are resolved in.
    package var appearance: Appearance
    /// The smallest category the run checks.
    package var category: ContentSizeCategory
    /// The title's point size there.
    package var pointSize: Double
    /// The title's weight there.
    package var weight: Int

    /// The subject of `spec` in `appearance` at `category`.
    package init(spec: ButtonSpec, appearance: Appearance, category: ContentSizeCategory) {
        self.spec = spec
        self.appearance = appearance
        self.category = category
        pointSize = spec.pointSize(at: category)
        weight = spec.fontWeight ?? TypeScale.iOS.metrics(for: spec.textStyle, in: category).weight
    }

    /// The contrast the title needs: the spec's `legibility.minimumContrast`, else WCAG 2.x's
    /// AA level by size — 3:1 for large text (18 pt, or 14 pt at weight 700 and up), else 4.5:1.
    /// Points here are iOS points, which the HIG's own contrast table uses with the same figures.
    package var requiredContrast: Double {
        if let set = spec.legibility.minimumContrast { return set }
        return isLargeText ? 3 : 4.5
    }

    /// Whether WCAG counts the title as large text at this size and weight.
    package var isLargeText: Bool { pointSize >= 18 || (pointSize >= 14 && weight >= 700) }
}
