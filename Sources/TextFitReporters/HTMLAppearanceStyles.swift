/// The style rules that color the previews in each appearance the Appearance filter picks: the
/// previews are drawn once, in their spec's first appearance, and recolored by these rules.
enum HTMLAppearanceStyles {
    /// The rules of each spec (class `s0`, `s1` … in `specs`' order) in each of its appearances,
    /// one line per spec and appearance.
    static func rules(_ specs: [ButtonSpec]) -> String {
        var text = ""
        for (index, spec) in specs.enumerated() {
            for appearance in spec.appearances.list {
                let scope = "body[data-appearance=\"\(appearance.rawValue)\"] svg.s\(index)"
                let background = spec.background(in: appearance), tint = spec.tint(in: appearance)
                text += "\(scope) .backdrop{fill:\(SVGButton.rgb(appearance.systemBackground))}"
                    + "\(scope) .frame{fill:\(SVGButton.rgb(background));fill-opacity:\(SVGButton.number(background.alpha))}"
                    + "\(scope) .title{fill:\(SVGButton.rgb(tint));fill-opacity:\(SVGButton.number(tint.alpha))}"
                    + "\(scope) .icon{\(spec.icon.isOutline ? "stroke" : "fill"):\(SVGButton.rgb(tint))}\n"
            }
        }
        return text
    }
}
