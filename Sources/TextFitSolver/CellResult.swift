/// Everything measured and solved for one key in one language at one Dynamic Type category:
/// the measurement, the fit, and the findings worked out from them once, when the cell is made.
///
/// Lengths are kept to `LengthPrecision` (1/1000 pt), rounded before the findings are detected.
public struct CellResult: Sendable, Hashable {
    /// What the cell has alike with the other cells of its string, held once for them all.
    package private(set) var origin: CellOrigin
    /// The string's key.
    public var key: String { origin.key }
    /// The language of the title.
    public var language: LanguageTag { origin.language }
    /// The variation path (`plural.one` …), `nil` for the plain string.
    public var variant: String? { origin.variant }
    /// The Dynamic Type category.
    public let category: ContentSizeCategory
    /// The text style the size follows.
    public let textStyle: TextStyle
    /// The title as measured: text, size, weight, width, ink, line height, missing glyphs, fonts.
    public let measurement: TextMeasurement
    /// How the title fits the button: frames, overflow, truncation, corners, clipping.
    public let fit: ButtonFit
    /// Where the title is defined; changing it moves the findings with it.
    public var location: SourceLocation? {
        get { origin.location }
        set {
            origin = origin.with(location: newValue, titleSource: origin.titleSource, table: origin.table,
                                 element: origin.element)
            for index in findings.indices { findings[index].location = newValue }
        }
    }
    /// The format-specifier samples put in the text (`%@ = …`), `nil` when it has none.
    public var formatSample: String? { origin.formatSample }
    /// The width limit the localization file sets for the string, if any.
    public var widthLimit: WidthLimit? { origin.widthLimit }
    /// How far the text exceeds `widthLimit`, in the limit's unit; 0 when within it or unchecked.
    public let overMaxWidth: Double
    /// The source-language string's width at this category, when a relative budget applies.
    public let sourceWidth: Double?
    /// The width the relative budget allows (the source's plus the percentage, capped by the
    /// spec's room), when one applies.
    public let budget: Double?
    /// In the iOS models, the largest font size at which iOS still renders this title in the
    /// spec's frame (found by bisection over 12–256 pt, to 1/100 pt); `nil` in the label model, and
    /// 0 when it renders at no size from 12 pt (iOS's smallest) up.
    public let largestFontSize: Double?
    /// The problems this cell shows, in `FindingRegistry` order; detected once, by the initializer.
    public private(set) var findings: [Finding]
    /// Where a bundled title comes from (iOS's own title or TextFit's translation); `nil` for a
    /// title from a catalog the user passed.
    public var titleSource: TitleSource? {
        get { origin.titleSource }
        set {
            origin = origin.with(location: origin.location, titleSource: newValue, table: origin.table,
                                 element: origin.element)
        }
    }
    /// The table's name where the key is in more than one table (``LocalizedString/table``);
    /// `nil` where it is in one. Changing it names the findings' table too.
    package var table: String? {
        get { origin.table }
        set {
            origin = origin.with(location: origin.location, titleSource: origin.titleSource, table: newValue,
                                 element: origin.element)
            for index in findings.indices { findings[index].table = newValue }
        }
    }
    /// The Interface Builder element the title is drawn in, as findings name it
    /// (`UILabel 'abc-12-xyz' in Base.lproj/Main.storyboard:12, 120 pt wide (width constraint)`);
    /// `nil` for a string no storyboard or XIB draws. Set once: every finding but `close` (whose
    /// message a results file records whole) then ends with it.
    package var element: String? {
        get { origin.element }
        set {
            let oldValue = origin.element
            origin = origin.with(location: origin.location, titleSource: origin.titleSource, table: origin.table,
                                 element: newValue)
            guard oldValue == nil, let newValue else { return }
            Self.name(newValue, in: &findings)
        }
    }

    /// Ends the message of every finding but `close` with the element the title is drawn in.
    private static func name(_ element: String, in findings: inout [Finding]) {
        for index in findings.indices where findings[index].kind != .close {
            let message = findings[index].messageSource
            findings[index].messageSource = .deferred { message.text + "; drawn in " + element }
        }
    }

    /// Builds a cell from a measurement and the fit the solver made of it, rounds their lengths
    /// to 1/1000 pt and detects its findings.
    package init(key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory,
                textStyle: TextStyle, measurement: TextMeasurement, fit: ButtonFit, location: SourceLocation?,
                formatSample: String? = nil, widthLimit: WidthLimit? = nil, overMaxWidth: Double = 0,
                sourceWidth: Double? = nil, budget: Double? = nil, largestFontSize: Double? = nil,
                limitWidth: Double? = nil, limitHeight: Double? = nil, closeMargin: Double? = nil, frameKnown: Bool = true) {
        self.init(key: key, language: language, variant: variant, category: category, textStyle: textStyle,
                  measurement: measurement, fit: fit, location: location, formatSample: formatSample,
                  widthLimit: widthLimit, overMaxWidth: overMaxWidth, sourceWidth: sourceWidth, budget: budget,
                  largestFontSize: largestFontSize, limitWidth: limitWidth, limitHeight: limitHeight,
                  closeMargin: closeMargin, frameKnown: frameKnown, recordedClose: nil)
    }

    /// A cell with its `close` warning as a results file recorded it (`.some(nil)`: none), or
    /// detected (`nil`).
    ///
    /// - Parameter lengthsRounded: whether every length but the corner radius is known to be a
    ///   whole number of 1/1000 pt already (read back from a results file, each written with at
    ///   most three decimals): rounding such a length gives it back unchanged, so it is not
    ///   rounded again. A failing amount (overflow, clipped ink, height overflow) that is below
    ///   0 is rounded all the same: rounding makes it 0.
    package init(key: String, language: LanguageTag, variant: String?, category: ContentSizeCategory,
         textStyle: TextStyle, measurement: TextMeasurement, fit: ButtonFit, location: SourceLocation?,
         formatSample: String? = nil, widthLimit: WidthLimit? = nil, overMaxWidth: Double = 0,
         sourceWidth: Double? = nil, budget: Double? = nil, largestFontSize: Double? = nil, limitWidth: Double? = nil,
         limitHeight: Double? = nil, closeMargin: Double? = nil, frameKnown: Bool = true,
         recordedClose: FindingDetection??, lengthsRounded: Bool = false) {
        self.init(origin: CellOrigin(key: key, language: language, variant: variant, location: location,
                                     formatSample: formatSample, widthLimit: widthLimit),
                  category: category, textStyle: textStyle, measurement: measurement, fit: fit,
                  overMaxWidth: overMaxWidth, sourceWidth: sourceWidth, budget: budget,
                  largestFontSize: largestFontSize, limitWidth: limitWidth, limitHeight: limitHeight,
                  closeMargin: closeMargin, frameKnown: frameKnown, recordedClose: recordedClose,
                  lengthsRounded: lengthsRounded)
    }

    /// A cell of the string `origin` describes (the cells of one string share it): as the
    /// initializers above make one, then given the origin's title source, table and element.
    /// `truncationWhenRead` is the truncated text of a fit whose `truncatedText` the measuring
    /// task left to be worked out when its finding's message is read.
    package init(origin: CellOrigin, category: ContentSizeCategory, textStyle: TextStyle, measurement: TextMeasurement,
                 fit: ButtonFit, overMaxWidth: Double = 0, sourceWidth: Double? = nil, budget: Double? = nil,
                 largestFontSize: Double? = nil, limitWidth: Double? = nil, limitHeight: Double? = nil,
                 closeMargin: Double? = nil, frameKnown: Bool = true, recordedClose: FindingDetection?? = nil,
                 lengthsRounded: Bool = false, truncationWhenRead: TruncationWhenRead? = nil) {
        self.origin = origin
        self.largestFontSize = largestFontSize
        self.category = category
        self.textStyle = textStyle
        let rounded = lengthsRounded && fit.verticalClip >= 0 && fit.heightOverflow >= 0 && (fit.fits || fit.overflow >= 0)
        let measurement = rounded ? measurement : LengthPrecision.round(measurement)
        var fit = fit
        if rounded {
            fit.cornerRadius = LengthPrecision.round(fit.cornerRadius)
        } else {
            fit = LengthPrecision.round(consume fit)
        }
        let overMaxWidth = rounded ? overMaxWidth : LengthPrecision.round(overMaxWidth)
        self.measurement = measurement
        self.fit = fit
        self.overMaxWidth = overMaxWidth
        let sourceWidth = rounded ? sourceWidth : sourceWidth.map(LengthPrecision.round)
        let budget = rounded ? budget : budget.map(LengthPrecision.round)
        self.sourceWidth = sourceWidth
        self.budget = budget
        let widthLimit = origin.widthLimit
        var subject = FindingSubject(measurement: measurement, fit: fit, widthLimit: widthLimit, overMaxWidth: overMaxWidth,
                                     sourceWidth: sourceWidth, budget: budget, limitWidth: limitWidth,
                                     limitHeight: limitHeight, closeMargin: closeMargin)
        subject.recordedClose = recordedClose
        subject.frameKnown = frameKnown
        subject.truncationWhenRead = truncationWhenRead
        let (key, language, variant, location, table) = (origin.key, origin.language, origin.variant, origin.location,
                                                         origin.table)
        findings = FindingRegistry.detect(subject).map { kind, detection in
            var finding = Finding(kind: kind, key: key, language: language, variant: variant, category: category,
                                  pointSize: measurement.pointSize, detection: detection, location: location,
                                  widthLimit: widthLimit)
            finding.table = table
            return finding
        }
        if let element = origin.element { Self.name(element, in: &findings) }
    }

    /// The key, with its table where the key is in more than one: `34.title (table Main)`; what
    /// the tables of keys (frames, widths, limits) name a row by.
    package var label: String { TableIdentity.label(key: key, table: table) }

    /// The title's text as measured.
    public var text: String { measurement.text }

    /// Whether the cell has no finding.
    public var isClean: Bool { findings.isEmpty }

    /// Whether the cell has a finding that fails when no policy says otherwise: one of a kind that
    /// can fail (every kind but `close`, whose findings never fail) that is not advice
    /// (``Finding/advisory``: an `expansion` where no frame is known).
    public var fails: Bool { Self.fails(findings) }

    /// Whether a cell with `findings` fails (``fails``): for a caller that reads a cell where it
    /// lies, by its stored members, rather than copying it whole to ask.
    package static func fails(_ findings: [Finding]) -> Bool {
        findings.contains { !$0.kind.descriptor.neverFails && !$0.advisory }
    }
}
