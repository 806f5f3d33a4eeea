/// A problem a ``FindingDescriptor`` found: how bad it is and what to tell the user.
package struct FindingDetection: Sendable, Hashable {
    /// How bad, as one number where larger is worse (what the gate compares with the baseline).
    package var amount: Double
    /// One line saying what is wrong, with the numbers.
    package var message: String {
        get { source.text }
        set { source = .text(newValue) }
    }
    /// The message, or the way to write it when it is read.
    var source: FindingMessage
    /// Whether the finding is advice rather than a failure: without a rule naming it, the gate
    /// only warns and the run passes (the WCAG `contrast` lint in the iOS models).
    package var advisory = false
    /// For a finding about the frame (`render-failure`, `close`): the need and the frame in the
    /// direction that decides it.
    package var need: FrameNeed?

    /// Makes a detection.
    package init(amount: Double, message: String, advisory: Bool = false, need: FrameNeed? = nil) {
        self.amount = amount
        source = .text(message)
        self.advisory = advisory
        self.need = need
    }

    /// Makes a detection whose message is written when it is read (``FindingMessage``).
    init(amount: Double, need: FrameNeed? = nil, writingMessage write: @escaping @Sendable () -> String) {
        self.amount = amount
        source = .deferred(write)
        self.need = need
    }

    package static func == (a: FindingDetection, b: FindingDetection) -> Bool {
        a.amount == b.amount && a.message == b.message && a.advisory == b.advisory
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(amount)
        hasher.combine(message)
    }
}
