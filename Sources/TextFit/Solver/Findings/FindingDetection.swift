/// A problem a ``FindingDescriptor`` found: how bad it is and what to tell the user.
public struct FindingDetection: Sendable, Hashable {
    /// How bad, as one number where larger is worse (what the gate compares with the baseline).
    public var amount: Double
    /// One line saying what is wrong, with the numbers.
    public var message: String

    /// Makes a detection.
    public init(amount: Double, message: String) {
        self.amount = amount
        self.message = message
    }
}
