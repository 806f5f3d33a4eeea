/// Works out how a measured title fits a button spec: pure geometry, no shaping.
package struct ButtonSolver: Sendable {
    /// The button being fitted.
    package var spec: ButtonSpec

    /// Makes a solver for `spec`.
    package init(spec: ButtonSpec) {
        self.spec = spec
    }

    /// Fits `title` into the button.
    ///
    /// Uses the measurement's tracked `width`, `lineHeight`, `ascent`, `descent`, `inkBounds`
    /// and `pointSize`. When the title does not fit, calls `truncate` with the width left for
    /// the title and reports the text it returns (typically `TailTruncator.truncate` over a
    /// shaper's width function). The corner limit is for the content as drawn (a too-wide title
    /// is truncated to the content area), centred in the content area. Throws what `truncate`
    /// throws.
    package func solve<Failure: Error>(title: TextMeasurement,
                                      truncate: (Double) throws(Failure) -> TruncatedTitle?) throws(Failure) -> ButtonFit {
        let geometry = ButtonGeometry(spec: spec, textWidth: title.width, lineHeight: title.lineHeight,
                                      pointSize: title.pointSize)
        let style = spec.labelStyle
        if spec.model.isIOS { return iOSFit(title: title, geometry: geometry) }
        var truncatedText: String?
        if !geometry.fits, style.showsTitle {
            truncatedText = try truncate(geometry.availableTextWidth)?.text
        }
        let limit = CornerRadiusLimit(frame: geometry.frame, content: geometry.laidOutContentSize,
                                      insets: geometry.insets)
        let radius = spec.cornerRadius.resolved(for: geometry.frame)
        let circleFits: Bool? = style == .iconOnly
            ? CornerRadiusLimit.circle(content: geometry.contentSize, minimumSize: spec.minimumSize).fits
            : nil
        let areaHeight = geometry.frame.height - geometry.insets.vertical
        let textClip = style.showsTitle
            ? VerticalClip.text(ink: title.inkBounds, ascent: title.ascent, descent: title.descent,
                                areaHeight: areaHeight)
            : 0
        let iconClip = style.showsIcon ? VerticalClip.icon(side: geometry.iconSide, areaHeight: areaHeight) : 0
        return ButtonFit(
            contentSize: geometry.contentSize,
            minFrame: geometry.minFrame,
            frame: geometry.frame,
            availableTextWidth: geometry.availableTextWidth,
            fits: geometry.fits,
            overflow: geometry.overflow,
            truncatedText: truncatedText,
            maxCornerRadius: limit.maximum,
            cornerRadius: radius,
            cornerClip: limit.clips(radius: radius),
            capsuleFits: limit.capsuleFits,
            circleFits: circleFits,
            verticalClip: max(textClip, iconClip),
            iconSide: geometry.iconSide)
    }

    /// The fit in an iOS model: nothing truncated; a button that does not render draws nothing, so
    /// nothing is clipped by its corners or its bounds. When it renders, the content is centred in
    /// the frame, which clips to its bounds: ink outside the frame (not the padding) is clipped.
    private func iOSFit(title: TextMeasurement, geometry: ButtonGeometry) -> ButtonFit {
        let style = spec.labelStyle
        let frame = geometry.frame
        let renders = geometry.fits
        let limit = CornerRadiusLimit(frame: frame, content: geometry.contentSize)
        let radius = spec.resolvedCornerRadius(for: frame)
        let circleFits: Bool? = style == .iconOnly
            ? CornerRadiusLimit.circle(content: geometry.contentSize, minimumSize: BoxSize(width: 0, height: 0)).fits
            : nil
        var clip = 0.0
        if renders {
            let textClip = style.showsTitle
                ? VerticalClip.text(ink: title.inkBounds, ascent: title.ascent, descent: title.descent,
                                    areaHeight: frame.height)
                : 0
            let iconClip = style.showsIcon ? VerticalClip.icon(side: geometry.iconHeight, areaHeight: frame.height) : 0
            clip = max(textClip, iconClip)
        }
        return ButtonFit(
            contentSize: geometry.contentSize, minFrame: geometry.minFrame, frame: frame,
            availableTextWidth: geometry.availableTextWidth, fits: renders, overflow: geometry.overflow,
            truncatedText: nil, maxCornerRadius: limit.maximum, cornerRadius: radius,
            cornerClip: renders && limit.clips(radius: radius), capsuleFits: limit.capsuleFits,
            circleFits: circleFits, verticalClip: clip, iconSide: geometry.iconSide,
            heightOverflow: geometry.heightOverflow, model: spec.model)
    }
}
