/// Multi-line titles: the solver's geometry for a title broken into lines (`numberOfLines` ≠ 1).
extension ButtonSolver {
    /// The width each line may take at `pointSize`: the widest frame (the fixed frame's width,
    /// else `maximumWidth`) less the insets, the icon and the gap.
    package func lineWidth(pointSize: Double) -> Double {
        let widest = ButtonGeometry(spec: spec, textWidth: .greatestFiniteMagnitude / 4, lineHeight: 0,
                                    pointSize: pointSize)
        return widest.availableTextWidth
    }

    /// The height the frame's content area may take at `pointSize`: the height limit (fixed
    /// frame or `maximumHeight`) less the insets; `nil` when the height is not limited.
    package func areaHeightLimit(pointSize: Double) -> Double? {
        guard let height = spec.heightLimit else { return nil }
        let geometry = ButtonGeometry(spec: spec, textWidth: 0, lineHeight: 0, pointSize: pointSize)
        return max(0, height - geometry.insets.vertical)
    }

    /// The distance between baselines at a category: the type scale's leading (scaled with a
    /// custom font size), or the fonts' own line height when that is taller, since a line grows
    /// to hold its fonts as a text layout's line fragment does.
    package static func linePitch(leading: Double, title: TextMeasurement) -> Double {
        max(leading, title.lineHeight)
    }

    /// Fits `title`, broken into `layout`'s lines `pitch` apart, into the button.
    ///
    /// The content the title needs is its widest line by `neededLineCount` lines; the frame
    /// evaluated holds the lines shown (the fixed frame, else the minimum frame for them, at
    /// most `maximumWidth` wide and `maximumHeight` tall). The title fits when every line shows
    /// and no single cluster is wider than a line. The corner limit and vertical clipping are
    /// for the lines shown, centred in the content area.
    package func solve(title: TextMeasurement, layout: LineLayout, pitch: Double) -> ButtonFit {
        let style = spec.labelStyle
        let shown = style.showsTitle ? layout.lines.count : 0
        var geometry = ButtonGeometry(spec: spec, textWidth: layout.neededWidth,
                                      lineHeight: Double(layout.neededLineCount) * pitch, pointSize: title.pointSize)
        let shownHeight = Double(shown) * pitch
        if spec.fixedFrame == nil {
            var height = max(max(shownHeight, geometry.iconSide) + geometry.insets.vertical, spec.minimumSize.height)
            if let maximumHeight = spec.maximumHeight { height = min(height, maximumHeight) }
            geometry.frame.height = height
        }
        let heightExcess = geometry.minFrame.height - geometry.frame.height
        let heightOverflow = layout.isTruncated && heightExcess > Tolerance.points ? heightExcess : 0
        let fits = geometry.fits && !layout.isTruncated
        let area = geometry.contentArea
        let laidOut = BoxSize(
            width: geometry.textWidth > 0 ? min(geometry.contentSize.width, max(area.width, geometry.iconSide + geometry.iconSpacing))
                                          : geometry.contentSize.width,
            height: max(style.showsTitle ? shownHeight : 0, geometry.iconSide))
        let limit = CornerRadiusLimit(frame: geometry.frame, content: laidOut, insets: geometry.insets)
        let radius = spec.cornerRadius.resolved(for: geometry.frame)
        let textClip = style.showsTitle
            ? VerticalClip.lines(inks: layout.inks, ascent: title.ascent, descent: title.descent, pitch: pitch,
                                 areaHeight: area.height)
            : 0
        let iconClip = style.showsIcon ? VerticalClip.icon(side: geometry.iconSide, areaHeight: area.height) : 0
        let truncatedText = !fits && style.showsTitle
            ? layout.lines.map(\.text).joined(separator: "\n") : nil
        return ButtonFit(
            contentSize: geometry.contentSize,
            minFrame: geometry.minFrame,
            frame: geometry.frame,
            availableTextWidth: geometry.availableTextWidth,
            fits: fits,
            overflow: geometry.overflow,
            truncatedText: truncatedText,
            maxCornerRadius: limit.maximum,
            cornerRadius: radius,
            cornerClip: limit.clips(radius: radius),
            capsuleFits: limit.capsuleFits,
            circleFits: style == .iconOnly
                ? CornerRadiusLimit.circle(content: geometry.contentSize, minimumSize: spec.minimumSize).fits : nil,
            verticalClip: max(textClip, iconClip),
            iconSide: geometry.iconSide,
            numberOfLines: spec.numberOfLines,
            lines: style.showsTitle ? layout.lines : [],
            neededLineCount: style.showsTitle ? layout.neededLineCount : 0,
            heightOverflow: heightOverflow)
    }
}
