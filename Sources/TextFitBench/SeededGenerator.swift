/// A small, fast random number generator that gives the same numbers for the same seed on
/// every platform (SplitMix64), so a generated benchmark catalog is the same bytes every time.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1) with 53 random bits (the platform's `Double.random(in:using:)`
    /// is not promised to stay the same across versions).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A uniform index in `0..<count` (by multiply-shift, the same everywhere).
    mutating func index(_ count: Int) -> Int {
        precondition(count > 0)
        return Int(UInt64(count).multipliedFullWidth(by: next()).high)
    }
}
