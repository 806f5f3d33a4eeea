/// How many of the values from `start` up to `end`, `step` apart, `agree` says no to: a step of
/// no simple fraction makes the fractions met spread over [0, 1), for checking a rounding rule
/// against a reference over a whole range.
func disagreements(from start: Double, to end: Double, step: Double, _ agree: (Double) -> Bool) -> Int {
    var value = start
    var count = 0
    while value < end {
        if !agree(value) { count += 1 }
        value += step
    }
    return count
}
