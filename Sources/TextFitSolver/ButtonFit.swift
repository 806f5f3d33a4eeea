/// How one measured title fits the button: frames, truncation, corners and clipping.
public struct ButtonFit: Sendable, Hashable, Codable {
    /// The untruncated content: icon + gap + title wide, max(line height, icon) tall.
    public var contentSize: BoxSize
    /// The content plus insets, at least the minimum size: the frame the title needs.
    public var minFrame: BoxSize
    /// The frame evaluated: the fixed frame, else the minimum frame capped at the maximum width.
    public var frame: BoxSize
    /// The width the frame leaves the title after insets, icon and gap.
    public var availableTextWidth: Double
    /// Whether the title fits untruncated.
    public var fits: Bool
    /// Points by which the needed frame width exceeds the maximum (or fixed) width; 0 when it fits.
    public var overflow: Double
    /// The title as a label would truncate it; `nil` when it fits (or the truncator finds the whole title fits).
    public var truncatedText: String?
    /// The largest corner radius that keeps the content clear of the corners.
    public var maxCornerRadius: Double
    /// The corner radius the spec applies to this frame (a capsule's is half the shorter side).
    public var cornerRadius: Double
    /// Whether the applied corner radius cuts into the content.
    public var cornerClip: Bool
    /// Whether a capsule keeps the content clear.
    public var capsuleFits: Bool
    /// For `iconOnly`: whether the icon fits a circular button; `nil` for other label styles.
    public var circleFits: Bool?
    /// Points of ink (title or icon) outside the frame's content area vertically; 0 when none.
    public var verticalClip: Double
    /// The icon's square side; 0 when no icon is shown.
    public var iconSide: Double
    /// The spec's `numberOfLines` (1: a one-line title, as CLLocationButton draws it).
    public var numberOfLines: Int
    /// For a multi-line spec, the lines shown (the last closed with "…" when the title needs more);
    /// empty for a one-line spec, whose one line is the title (or `truncatedText`).
    public var lines: [TextLine]
    /// How many lines the whole title needs at this width (1 for a one-line spec).
    public var neededLineCount: Int
    /// Points by which the frame the title needs is taller than the lines it may show (in the iOS
    /// models: than the frame); 0 when all show.
    public var heightOverflow: Double
    /// The layout rules the fit was made with; in the iOS models `fits` says whether iOS renders
    /// the button, and nothing is truncated.
    public var model: ButtonSpec.Model

    /// Makes a fit from its parts.
    package init(contentSize: BoxSize, minFrame: BoxSize, frame: BoxSize, availableTextWidth: Double,
                fits: Bool, overflow: Double, truncatedText: String?, maxCornerRadius: Double,
                cornerRadius: Double, cornerClip: Bool, capsuleFits: Bool, circleFits: Bool?,
                verticalClip: Double, iconSide: Double, numberOfLines: Int = 1, lines: [TextLine] = [],
                neededLineCount: Int = 1, heightOverflow: Double = 0, model: ButtonSpec.Model = .label) {
        self.contentSize = contentSize
        self.minFrame = minFrame
        self.frame = frame
        self.availableTextWidth = availableTextWidth
        self.fits = fits
        self.overflow = overflow
        self.truncatedText = truncatedText
        self.maxCornerRadius = maxCornerRadius
        self.cornerRadius = cornerRadius
        self.cornerClip = cornerClip
        self.capsuleFits = capsuleFits
        self.circleFits = circleFits
        self.verticalClip = verticalClip
        self.iconSide = iconSide
        self.numberOfLines = numberOfLines
        self.lines = lines
        self.neededLineCount = neededLineCount
        self.heightOverflow = heightOverflow
        self.model = model
    }

    /// Whether iOS renders the button: `nil` in the label model, else whether the needed size fits
    /// the frame in both directions.
    public var rendersOnIOS: Bool? { model.isIOS ? fits : nil }

    /// The lines shown: 1 for a one-line spec.
    public var lineCount: Int { lines.isEmpty ? 1 : lines.count }
}
