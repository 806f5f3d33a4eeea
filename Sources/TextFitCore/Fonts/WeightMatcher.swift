/// Chooses among available weights the way CSS Fonts Level 4 §5.2 does.
enum WeightMatcher {
    /// The weight to use for `desired` among `available`: the exact weight if present; for
    /// 400–500, heavier weights up to 500, then lighter ones, then heavier ones; below 400,
    /// lighter first; above 500, heavier first.
    static func match(_ desired: Int, among available: Set<Int>) -> Int? {
        if available.contains(desired) { return desired }
        let lighter = available.filter { $0 < desired }.sorted(by: >)
        let heavier = available.filter { $0 > desired }.sorted()
        if (400...500).contains(desired) {
            let upTo500 = heavier.filter { $0 <= 500 }
            return upTo500.first ?? lighter.first ?? heavier.first
        }
        return desired < 400 ? (lighter.first ?? heavier.first) : (heavier.first ?? lighter.first)
    }
}
