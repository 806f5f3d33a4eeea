/// Draws buttons as TextFit measures them: the same fonts, the same HarfBuzz shaping and
/// tracking, the same solver and truncation, so the picture is the result.
///
/// Not `Sendable`: it owns a measurer and FreeType faces (give each task its own). Its caches
/// are the measurer's (bounded there) and ``GlyphOutlineCache``'s.
package final class ButtonRenderer {
    private let measurer: TextMeasurer
    private let outlines = GlyphOutlineCache()
    /// The spec drawn.
    package let spec: ButtonSpec

    /// A renderer of `spec` with `fonts`.
    package init(spec: ButtonSpec, fonts: FontCollection) {
        self.spec = spec
        measurer = TextMeasurer(fonts: fonts, tracking: spec.trackingChoice)
    }

    /// The margin around the frame, in points.
    package static let margin = 8.0

    /// Draws `text` in `language` at `category`'s size for the spec's text style (or `pointSize`).
    package func draw(_ text: String, language: LanguageTag, category: ContentSizeCategory = .default,
                     pointSize: Double? = nil, appearance: Appearance = .light) throws(InputError) -> ButtonDrawing {
        let size = pointSize ?? spec.pointSize(at: category)
        let weight = spec.fontWeight ?? TypeScale.iOS.metrics(for: spec.textStyle, in: category).weight
        let prepared = try measurer.prepare(text, language: language, weight: weight)
        let measurement = try measurer.measure(prepared, pointSize: size)
        let measurer = self.measurer
        let fit: ButtonFit
        do {
            fit = try ButtonSolver(spec: spec).solve(title: measurement) { available in
                try TailTruncator.truncate(prepared, pointSize: size, availableWidth: available, measurer: measurer)
            }
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(reason: "\(error)")
        }
        let geometry = ButtonGeometry(spec: spec, textWidth: measurement.width, lineHeight: measurement.lineHeight,
                                      pointSize: size)
        if spec.model.isIOS {
            return try drawIOS(text, language: language, weight: weight, size: size, appearance: appearance,
                               measurement: measurement, fit: fit, geometry: geometry)
        }
        let margin = Self.margin
        let frame = fit.frame
        let overflowRoom = fit.fits ? 0 : fit.minFrame.width - frame.width
        let rightToLeft = language.isRightToLeft
        // Content centred in the content area; a truncated title fills it.
        let laidOut = geometry.laidOutContentSize
        let areaX = margin + (rightToLeft ? overflowRoom : 0) + geometry.insets.leading
        let areaWidth = geometry.contentArea.width
        let contentX = areaX + max(0, (areaWidth - laidOut.width) / 2)
        let areaCentreY = margin + geometry.insets.top + geometry.contentArea.height / 2
        let baseline = areaCentreY + (measurement.ascent - measurement.descent) / 2
        let iconSide = geometry.iconSide
        let titleWidth = laidOut.width - iconSide - geometry.iconSpacing
        let iconX = rightToLeft ? contentX + laidOut.width - iconSide : contentX
        let titleX = rightToLeft ? contentX : contentX + iconSide + geometry.iconSpacing
        var drawing = ButtonDrawing(
            width: frame.width + overflowRoom + 2 * margin, height: frame.height + 2 * margin,
            frameX: margin + (rightToLeft ? overflowRoom : 0), frameY: margin, frameWidth: frame.width,
            frameHeight: frame.height, cornerRadius: min(fit.cornerRadius, frame.height / 2, frame.width / 2),
            appearance: appearance, backdrop: appearance.systemBackground, background: spec.background(in: appearance),
            tint: spec.tint(in: appearance), alpha: spec.alpha, iconX: iconX, iconY: areaCentreY - iconSide / 2,
            iconSide: iconSide, icon: spec.labelStyle.showsIcon ? spec.icon : nil, title: [], overflow: [],
            outlines: [], shownText: fit.truncatedText ?? text, text: text, fit: fit, measurement: measurement,
            titleInkX: 0, titleInkWidth: 0, notes: [])
        guard spec.labelStyle.showsTitle else { return drawing }
        var index: [GlyphOutlineCache.Key: Int] = [:]
        let shown = try place(fit.truncatedText ?? text, language: language, weight: weight, pointSize: size,
                              x: rightToLeft && fit.truncatedText != nil ? titleX + max(0, titleWidth) : titleX,
                              alignRight: rightToLeft && fit.truncatedText != nil, baseline: baseline,
                              into: &drawing, index: &index)
        drawing.title = shown.glyphs
        drawing.titleInkX = shown.inkX
        drawing.titleInkWidth = shown.inkWidth
        if !fit.fits {
            // The whole title from where the shown one starts (right-to-left: ends), past the frame.
            let start = rightToLeft ? titleX + max(0, titleWidth) - measurement.width : titleX
            drawing.overflow = try place(text, language: language, weight: weight, pointSize: size, x: start,
                                         alignRight: false, baseline: baseline, into: &drawing, index: &index).glyphs
        }
        return drawing
    }

    /// The button as iOS lays it out (an iOS model): the content — arrow, gap, whole title — centred
    /// in the frame; when the needed size exceeds the frame the content spills out on both sides,
    /// the spill drawn in red and the frame outlined as failing (iOS would draw nothing).
    private func drawIOS(_ text: String, language: LanguageTag, weight: Int, size: Double, appearance: Appearance,
                         measurement: TextMeasurement, fit: ButtonFit,
                         geometry: ButtonGeometry) throws(InputError) -> ButtonDrawing {
        let margin = Self.margin
        let frame = fit.frame, content = geometry.contentSize
        let spillX = max(0, (content.width - frame.width) / 2), spillY = max(0, (content.height - frame.height) / 2)
        let frameX = margin + spillX, frameY = margin + spillY
        let contentX = frameX + (frame.width - content.width) / 2
        let centreY = frameY + frame.height / 2
        let baseline = centreY + (measurement.ascent - measurement.descent) / 2
        let rightToLeft = language.isRightToLeft
        let iconX = rightToLeft ? contentX + content.width - geometry.iconSide : contentX
        let titleX = rightToLeft ? contentX : contentX + geometry.iconSide + geometry.iconSpacing
        var drawing = ButtonDrawing(
            width: frame.width + 2 * spillX + 2 * margin, height: frame.height + 2 * spillY + 2 * margin,
            frameX: frameX, frameY: frameY, frameWidth: frame.width, frameHeight: frame.height,
            cornerRadius: min(fit.cornerRadius, frame.height / 2, frame.width / 2),
            appearance: appearance, backdrop: appearance.systemBackground, background: spec.background(in: appearance),
            tint: spec.tint(in: appearance), alpha: spec.alpha, iconX: iconX, iconY: centreY - geometry.iconSide / 2,
            iconSide: geometry.iconSide, icon: spec.labelStyle.showsIcon ? spec.icon : nil, title: [], overflow: [],
            outlines: [], shownText: text, text: text, fit: fit, measurement: measurement, titleInkX: 0, titleInkWidth: 0,
            notes: [])
        guard spec.labelStyle.showsTitle else { return drawing }
        var index: [GlyphOutlineCache.Key: Int] = [:]
        let shown = try place(text, language: language, weight: weight, pointSize: size, x: titleX, alignRight: false,
                              baseline: baseline, into: &drawing, index: &index)
        drawing.title = shown.glyphs
        drawing.titleInkX = shown.inkX
        drawing.titleInkWidth = shown.inkWidth
        if !fit.fits { drawing.overflow = shown.glyphs }
        return drawing
    }

    /// Places `text`'s glyphs with their origin at `x` (or ending at `x`), and returns them with the ink's extent.
    private func place(_ text: String, language: LanguageTag, weight: Int, pointSize: Double, x: Double, alignRight: Bool,
                       baseline: Double, into drawing: inout ButtonDrawing,
                       index: inout [GlyphOutlineCache.Key: Int]) throws(InputError) -> (glyphs: [PlacedGlyph], inkX: Double, inkWidth: Double) {
        let prepared = try measurer.prepare(text, language: language, weight: weight)
        let layout = try measurer.layout(prepared, pointSize: pointSize)
        let measurement = layout.measurement(text: text, language: language, pointSize: pointSize, weight: weight,
                                             trackingOverride: measurer.trackingOverride)
        let origin = alignRight ? x - measurement.width : x
        let (step, everyCluster) = layout.tracking(pointSize: pointSize, trackingOverride: measurer.trackingOverride)
        var placed: [PlacedGlyph] = []
        for glyph in layout.glyphs {
            let face = layout.fonts[Int(glyph.face)]
            let ink = glyph.hasInk ? GlyphOutlineCache.Ink(minX: glyph.inkMinX, maxX: glyph.inkMaxX,
                                                           minY: glyph.inkMinY, maxY: glyph.inkMaxY) : nil
            let shape = outlines.shape(face: face, glyph: glyph.id, ink: ink)
            guard !shape.isEmpty else { continue }
            let unitsPerEm = shape.unitsPerEm
            let key = GlyphOutlineCache.Key(face: face, glyph: glyph.id)
            let outline: Int
            if let known = index[key] {
                outline = known
            } else {
                outline = drawing.outlines.count
                index[key] = outline
                drawing.outlines.append(GlyphOutline(face: face, glyph: glyph.id, path: shape.path, image: shape.image,
                                                     note: shape.note))
                if let note = shape.note, !drawing.notes.contains(note) { drawing.notes.append(note) }
            }
            let shift = step * Double(everyCluster ? glyph.clustersBefore : glyph.trackedClustersBefore)
            let scale = pointSize / Double(unitsPerEm)
            placed.append(PlacedGlyph(outline: outline, x: origin + (glyph.x + glyph.drawShiftX) * pointSize + shift,
                                      y: baseline - glyph.y * pointSize, scale: scale,
                                      scaleX: glyph.drawScaleX == 1 ? nil : scale * glyph.drawScaleX))
        }
        return (placed, origin + measurement.inkBounds.x, measurement.inkBounds.width)
    }
}
