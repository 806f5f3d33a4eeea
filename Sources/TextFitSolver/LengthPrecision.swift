/// The precision TextFit states lengths to: 1/1000 pt.
///
/// A cell's measurement and fit are rounded to it when the cell is made, before its findings are
/// worked out, so every output — the results JSON, CSV, messages, the gate — states the same
/// numbers, and a results file read back gives the same findings as the run that wrote it.
/// 1/1000 pt is far below anything a display shows (a 3× screen has 1/3 pt pixels).
package enum LengthPrecision {
    /// Steps per point.
    package static let stepsPerPoint = 1000.0

    /// `value` rounded to the nearest 1/1000 pt, halves away from zero (never `-0`).
    ///
    /// Lengths are often exactly halfway: an advance is a whole number of subunits, 1/64000 em
    /// in a font of 1,000 units per em, so at a whole point size many widths end in 0.0005 pt.
    /// Computed in binary floating point, such a width lands a few units in the last place to
    /// either side of the half, depending on the order of the operations; within
    /// `tieTolerance` of a half it is taken to be the half, so it rounds the same way however
    /// it was added up.
    package static func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let result = steps(value) / stepsPerPoint
        return result == 0 ? 0 : result
    }

    /// `value` in whole steps of 1/1000 pt, rounded as ``round(_:)`` rounds it: what the
    /// outputs that write lengths digit by digit start from.
    ///
    /// The whole part is the truncating conversion to an integer (one instruction, where
    /// `rounded(.towardZero)` and `rounded()` are calls to the C library) and the fraction left
    /// is exact; beyond 2⁵² steps every double is whole already.
    package static func steps(_ value: Double) -> Double {
        let steps = value * stepsPerPoint
        guard abs(steps) < 0x1p52 else { return steps.rounded() }
        let whole = Double(Int64(steps))
        let fraction = steps - whole
        if abs(abs(fraction) - 0.5) < tieTolerance { return whole + (steps < 0 ? -1 : 1) }
        if fraction > 0.5 { return whole + 1 }
        if fraction < -0.5 { return whole - 1 }
        return whole
    }

    /// How near a half of a step a length must be to count as the half: far below the 1/64000 pt
    /// that separates the lengths a font's subunits give at a whole point size, and far above
    /// the error of adding up a line's advances.
    static let tieTolerance = 1e-6

    /// `ink` with every length rounded.
    static func round(_ ink: InkBounds) -> InkBounds {
        InkBounds(x: round(ink.x), y: round(ink.y), width: round(ink.width), height: round(ink.height))
    }

    /// `size` with both lengths rounded.
    static func round(_ size: BoxSize) -> BoxSize {
        BoxSize(width: round(size.width), height: round(size.height))
    }

    /// `m` with every length rounded (the text, glyphs and fonts as they are).
    static func round(_ m: TextMeasurement) -> TextMeasurement {
        TextMeasurement(text: m.text, language: m.language, pointSize: round(m.pointSize), weight: m.weight,
                        tracking: round(m.tracking), advanceWidth: round(m.advanceWidth), width: round(m.width),
                        inkBounds: round(m.inkBounds), ascent: round(m.ascent), descent: round(m.descent),
                        lineHeight: round(m.lineHeight), glyphCount: m.glyphCount, missingGlyphs: m.missingGlyphs,
                        fonts: m.fonts)
    }

    /// `amount`, a failing amount (an overflow, clipped ink), rounded, but never to 0: an amount
    /// under 1/2000 pt becomes 1/1000 pt, so a failure is never stated as nothing.
    static func roundFailing(_ amount: Double) -> Double {
        guard amount > 0 else { return 0 }
        return max(round(amount), 1 / stepsPerPoint)
    }

    /// `fit` with every length rounded (its verdicts as the solver made them; an overflow or a
    /// clip that is there stays above 0). Rounded in place, its lines too: a fit of lines it
    /// alone holds gives them up without a copy.
    static func round(_ fit: consuming ButtonFit) -> ButtonFit {
        var fit = fit
        fit.contentSize = round(fit.contentSize)
        fit.minFrame = round(fit.minFrame)
        fit.frame = round(fit.frame)
        fit.availableTextWidth = round(fit.availableTextWidth)
        fit.overflow = fit.fits ? round(fit.overflow) : roundFailing(fit.overflow)
        fit.maxCornerRadius = round(fit.maxCornerRadius)
        fit.cornerRadius = round(fit.cornerRadius)
        fit.verticalClip = roundFailing(fit.verticalClip)
        fit.iconSide = round(fit.iconSide)
        for index in fit.lines.indices { fit.lines[index].width = round(fit.lines[index].width) }
        fit.heightOverflow = roundFailing(fit.heightOverflow)
        return fit
    }
}
