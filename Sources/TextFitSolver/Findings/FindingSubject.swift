/// What a finding is detected from: one cell's measurement, its fit, and its file's width limit.
package struct FindingSubject: Sendable {
    /// The title as measured.
    package var measurement: TextMeasurement
    /// How it fits the button.
    package var fit: ButtonFit
    /// The width limit its localization file sets, if any.
    package var widthLimit: WidthLimit?
    /// How far the text exceeds `widthLimit`, in the limit's unit; 0 when within it or unchecked.
    package var overMaxWidth: Double
    /// The width of the source-language string at the same category, when a relative budget applies.
    package var sourceWidth: Double?
    /// The width the relative budget allows, in points, when one applies.
    package var budget: Double?
    /// The widest and tallest frame the spec allows (its fixed frame, else its maximum width and
    /// maximum height), in points, where it sets one: what `close` compares the needed frame with.
    package var limitWidth: Double?
    package var limitHeight: Double?
    /// The `close` margin in percent (`--margin`); `nil` for the stand-in's error at the size
    /// (``StandInError``).
    package var closeMargin: Double?
    /// The `close` warning a results file recorded (`.some(nil)`: none), taken as it is instead
    /// of detecting it again with a margin the file does not hold; `nil` to detect it.
    var recordedClose: FindingDetection??
    /// Whether the string's frame is known — a declared limit, the run's spec, the Location
    /// Button — rather than guessed (a ``DefaultLabel``, measured where nothing declares its
    /// frame): an `expansion` finding of a string whose frame is not known is advice.
    package var frameKnown = true
    /// The truncated text, when the measuring task left it to be worked out if a message reads
    /// it (`fit.truncatedText` is then `nil`): a run whose outputs read a few findings' messages.
    package var truncationWhenRead: TruncationWhenRead?

    /// Makes a subject from its parts.
    package init(measurement: TextMeasurement, fit: ButtonFit, widthLimit: WidthLimit?, overMaxWidth: Double,
                sourceWidth: Double? = nil, budget: Double? = nil, limitWidth: Double? = nil,
                limitHeight: Double? = nil, closeMargin: Double? = nil) {
        self.measurement = measurement
        self.fit = fit
        self.widthLimit = widthLimit
        self.overMaxWidth = overMaxWidth
        self.sourceWidth = sourceWidth
        self.budget = budget
        self.limitWidth = limitWidth
        self.limitHeight = limitHeight
        self.closeMargin = closeMargin
    }
}
